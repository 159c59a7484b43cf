//go:build js

package render

import (
	"image/color"
	"math"

	"revela/core/crossingo"
	"revela/core/money"
	"revela/render/anim"
	"revela/render/api"
	"revela/render/crossplay"
)

var lineCells = crossplay.LineCells

// playMode is why a unit is shown.
type playMode uint8

const (
	modePlay   playMode = iota // just bought
	modeResume                 // bought earlier, not finished: resumed
	modeRecall                 // finished: replayed exactly as sold, from the history
)

// crossingoScene plays one CROSSINGO unit from its transcript.
type crossingoScene struct {
	ticket  api.Ticket
	mode    playMode
	play    *crossplay.Play
	invalid error // the script failed the check: nothing is played
	l       crossLayout

	goBtn, autoBtn   Button
	againBtn, outBtn Button
	histBtn          Button
	burst            anim.Burst
	ended            bool
	endTick          int
	prevLines        int
	balance          money.Cents // what the header shows
	againBuy         *purchase
	message          string
	waiting          bool   // told to window.revela
	phase            string // told to window.revela
	clicks           int    // told to window.revela
	saved            int    // clicks remembered in localStorage (progress.go)
}

func phaseName(p crossplay.Phase) string {
	switch p {
	case crossplay.PhaseGrid:
		return "grid"
	case crossplay.PhaseExtra:
		return "extra"
	}
	return "over"
}

func newCrossingoScene(a *App, t api.Ticket, mode playMode, auto bool) *crossingoScene {
	s := &crossingoScene{ticket: t, mode: mode}
	script, tr, _, err := checkTicket(t)
	// the balance shown before the prize until the reveal ends (docs/design.md)
	switch mode {
	case modePlay:
		s.balance = a.Player.Balance
		if t.Balance != nil {
			s.balance = *t.Balance - t.Prize
			a.Player.Balance = *t.Balance
		}
	case modeResume:
		s.balance = a.Player.Balance - t.Prize
	default:
		s.balance = a.Player.Balance
	}
	if err != nil {
		s.invalid = err
		s.balance = a.Player.Balance
		return s
	}
	s.play = crossplay.New(script, tr)
	if mode == modeResume {
		// the clicks already released before the reload are shown at once
		s.play.FastForward(loadProgress(t.ID))
		s.saved = s.play.ClicksUsed
	}
	if auto || mode == modeRecall {
		s.play.SetAuto()
	}
	return s
}

func (s *crossingoScene) Update(a *App) error {
	v := a.View
	s.l = newCrossLayout(v)
	if s.invalid != nil {
		return s.updateInvalid(a)
	}
	p := s.play
	p.Update()
	s.burst.Update()

	// buttons
	s.goBtn = Button{R: s.l.goBtn, Label: a.W.Go, Primary: true, Disabled: !p.Waiting}
	if p.Phase == crossplay.PhaseExtra {
		s.goBtn.Sub = a.W.Extra
	} else if !p.Ended {
		s.goBtn.Sub = a.W.ClicksLeft(p.ClicksLeft())
	}
	s.autoBtn = Button{R: s.l.autoBtn, Label: a.W.Auto, Disabled: p.Auto || p.Ended}
	if !p.Ended {
		if s.goBtn.Update(&a.In) || (a.In.Hook && p.Waiting) {
			p.Go()
		}
		if s.autoBtn.Update(&a.In) {
			p.SetAuto()
		}
		words := a.W.StatusPlay
		if s.mode == modeResume {
			words = a.W.Resume + ". " + words
		}
		a.Status("playing", s.ticket.ID, 0, false, words)
	}
	// each click released (GO or AUTO) is remembered, for a reload
	if s.mode != modeRecall && !p.Ended && p.ClicksUsed != s.saved {
		s.saved = p.ClicksUsed
		saveProgress(s.ticket.ID, s.saved)
	}
	if w, ph := p.Waiting && !p.Ended, phaseName(p.Phase); w != s.waiting || ph != s.phase || p.ClicksUsed != s.clicks {
		s.waiting, s.phase, s.clicks = w, ph, p.ClicksUsed
		setWaiting(w, ph, p.ClicksUsed)
	}
	// a completed line or a win: a burst of particles
	won := 0
	for _, ln := range p.Lines {
		if ln.Won {
			won++
		}
	}
	if won > s.prevLines {
		s.prevLines = won
		x0, y0, x1, y1 := s.l.lineEnds(int(p.Last.Line))
		s.burst.Emit(14, (x0+x1)/2, (y0+y1)/2, 5, uint64(a.Tick))
	}
	if p.Ended && !s.ended {
		s.ended, s.endTick = true, a.Tick
		s.finish(a)
	}
	if s.ended {
		s.updateEnd(a)
	}
	return nil
}

// finish runs once when the reveal ends: the balance with the prize, the
// server told the unit was seen, the result said in words.
func (s *crossingoScene) finish(a *App) {
	prize := s.play.Prize()
	clearProgress(s.ticket.ID)
	if s.mode != modeRecall {
		s.balance = a.Player.Balance
		if !s.ticket.Seen {
			client, id := a.API, s.ticket.ID
			go func() {
				if err := client.Seen(id); err != nil {
					logf("revela: marking ticket seen: " + err.Error())
				}
			}()
			s.ticket.Seen = true
		}
	}
	if prize > 0 {
		s.burst.Emit(90, s.l.result.CX(), s.l.result.Y+30, 5, uint64(s.ticket.ID))
	}
	a.Status("done", s.ticket.ID, prize, true, a.W.StatusDone(s.ticket.ID, prize))
}

func (s *crossingoScene) updateEnd(a *App) {
	price := s.ticket.Price
	s.againBtn = Button{R: s.l.againBtn, Label: a.W.Next, Sub: price.French(), Primary: true, Disabled: s.againBuy != nil || a.Player.Balance < price}
	s.outBtn = Button{R: s.l.homeBtn, Label: a.W.Home}
	s.histBtn = Button{R: s.l.histBtn, Label: a.W.History}
	if s.mode == modeRecall {
		s.againBtn.Label, s.againBtn.Sub = a.W.Replay, ""
		s.againBtn.Disabled = false
	}
	if s.againBuy != nil {
		s.againBtn.Label, s.againBtn.Sub = a.W.Buying, ""
	}
	if a.Tick-s.endTick < 30 { // let the result arrive first
		return
	}
	if s.outBtn.Update(&a.In) {
		a.Scenes.GoTo(newLobbyScene(a))
	}
	if s.histBtn.Update(&a.In) {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if s.againBtn.Update(&a.In) {
		if s.mode == modeRecall {
			a.Scenes.GoTo(newCrossingoScene(a, s.ticket, modeRecall, true))
			return
		}
		s.message = ""
		s.againBuy = startPurchase(a, s.ticket.Game, s.ticket.Stake)
	}
	if s.againBuy != nil {
		if t, err, done := s.againBuy.poll(); done {
			s.againBuy = nil
			s.message = bought(a, t, err)
		}
	}
}

func (s *crossingoScene) updateInvalid(a *App) error {
	v := a.View
	a.Status("error", s.ticket.ID, 0, false, a.W.Undisplay)
	box := invalidBox(v)
	y := box.Y + box.H + 28
	s.outBtn = Button{R: Rect{v.W/2 - 150, y, 300, 60}, Label: a.W.History, Primary: true}
	s.againBtn = Button{R: Rect{v.W/2 - 150, y + 76, 300, 52}, Label: a.W.Home}
	if s.outBtn.Update(&a.In) {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if s.againBtn.Update(&a.In) {
		a.Scenes.GoTo(newLobbyScene(a))
	}
	return nil
}

// ---- drawing ----

func (s *crossingoScene) Draw(c *Canvas) {
	a := appOf(c)
	sub := a.W.Stake + " " + s.ticket.Stake.French() + " · " + a.W.Unit(s.ticket.ID)
	switch s.mode {
	case modeRecall:
		sub = a.W.Recall + " · " + a.W.Unit(s.ticket.ID)
	case modeResume:
		sub = a.W.Resume + " · " + a.W.Unit(s.ticket.ID)
	}
	drawHeader(c, a, "CROSSINGO", sub, s.balance)
	if s.invalid != nil {
		s.drawInvalid(c, a)
		return
	}
	if s.l.cell == 0 {
		return
	}
	s.drawTotal(c, a)
	s.drawFrame(c)
	s.drawGrid(c)
	s.drawLines(c)
	s.drawBoxes(c, a)
	s.drawDirects(c)
	s.drawCaption(c, a)
	if s.play.Extra.Open {
		s.drawExtra(c, a)
	}
	if s.play.Ended && s.play.End.P(s.play.Now) >= 0.5 {
		s.drawResult(c, a)
	} else {
		s.goBtn.Draw(c, c.T)
		s.autoBtn.Draw(c, c.T)
	}
	s.drawBurst(c)
}

func (s *crossingoScene) drawInvalid(c *Canvas, a *App) {
	t, v := c.T, c.V
	box := invalidBox(v)
	c.Shadow(box, 22, 16, 0.6)
	c.Panel(box, 22, t.Surface2, t.Surface, lighter(t.Surface2, 0.2), 1)
	c.Text("!", box.CX(), box.Y+50, 44, true, Center, t.Win)
	for i, line := range wrap(c, a.W.Undisplay, 19, false, box.W-40) {
		c.Text(line, box.CX(), box.Y+104+float64(i)*28, 19, false, Center, t.Text)
	}
	s.outBtn.Draw(c, t)
	s.againBtn.Draw(c, t)
}

// invalidBox is the panel that says a unit could not be displayed.
func invalidBox(v View) Rect {
	return Rect{v.W/2 - min(180, v.W/2-16), v.H * 0.2, min(360, v.W-32), 210}
}

func (s *crossingoScene) drawTotal(c *Canvas, a *App) {
	t := c.T
	r := s.l.total
	p := s.play
	c.Panel(r, 16, t.Surface2, t.Surface, lighter(t.Surface2, 0.15), 0.95)
	pulse := 1 + 0.12*anim.Pulse(p.Count.P(p.Now))
	if c.V.Landscape {
		c.Text(a.W.Total, r.CX(), r.Y+28, 16, false, Center, t.TextDim)
		c.TextShadow(p.ShownTotal().French(), r.CX(), r.Y+74, 44, true, Center, t.Win, pulse, 1)
		return
	}
	c.Text(a.W.Total, r.X+16, r.CY(), 16, false, Left, t.TextDim)
	c.TextShadow(p.ShownTotal().French(), r.X+r.W-16, r.CY(), 30, true, Right, t.Win, pulse, 1)
	// the five clicks as dots
	for k := 0; k < crossingo.Clicks; k++ {
		clr := t.TextDim
		al := 0.35
		if k < p.ClicksUsed {
			clr, al = t.Accent, 1
		}
		c.ImageTinted(dot(int(10*c.V.K)), r.X+110+float64(k)*16, r.CY()-5, 1, al, clr)
	}
}

func (s *crossingoScene) drawFrame(c *Canvas) {
	t := c.T
	r := s.l.frame
	c.Shadow(r, 22, 18, 0.55)
	c.Panel(r, 22, lighter(t.Surface, 0.06), darker(t.Surface, 0.85), lighter(t.Surface2, 0.2), 0.96)
}

func (s *crossingoScene) drawGrid(c *Canvas) {
	t, p, l := c.T, s.play, &s.l
	k := c.V.K
	for row := 0; row < crossingo.Size; row++ {
		for col := 0; col < crossingo.Size; col++ {
			cell := p.Cells[row][col]
			y := float64(row)
			if cell.Move.On && !cell.Move.Done(p.Now) {
				y = anim.Lerp(float64(cell.FromRow), float64(row), anim.InOutCubic(cell.Move.P(p.Now)))
			}
			r := l.cellRect(y, col)
			lift := 0.0
			if cell.Move.Active(p.Now) {
				lift = 4 * anim.Pulse(cell.Move.P(p.Now))
			}
			c.Shadow(r, 10, 5+lift, 0.4)
			top, bottom := t.Cell, darker(t.Cell, 0.86)
			if cell.Gold {
				top, bottom = lighter(t.Gold, 0.55), t.Gold
			} else if cell.Marked {
				top, bottom = lighter(t.Mark, 0.82), lighter(t.Mark, 0.62)
			}
			c.Panel(Rect{r.X, r.Y - lift, r.W, r.H}, 10, top, bottom, darker(bottom, 0.8), 1)
			if !cell.Marked {
				c.Text(itoa(cell.Number), r.CX(), r.CY()-lift, r.W*0.42, true, Center, t.CellText)
				continue
			}
			mp := cell.Mark.P(p.Now)
			sc := 1.0
			if mp < 1 {
				sc = 1.7 - 0.7*anim.OutBack(mp)
			}
			sym := t.MarkSym
			if cell.Gold {
				sym = t.GoldSym
			}
			size := r.W * 0.84
			img := symbol(sym, int(size*k))
			c.ImageCentered(img, r.CX(), r.CY()-lift, sc, sc, 0, anim.Clamp01(mp*2))
			numClr := darker(t.CellText, 1)
			if cell.Gold {
				c.TextShadow(itoa(cell.Number), r.CX(), r.CY()+r.H*0.06-lift, r.W*0.34, true, Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, sc, anim.Clamp01(mp*2))
				continue
			}
			c.TextScaled(itoa(cell.Number), r.X+r.W*0.2, r.Y+r.H*0.18-lift, 12, true, Center, numClr, 1, 0.9)
		}
	}
}

func (s *crossingoScene) drawLines(c *Canvas) {
	t, p, l := c.T, s.play, &s.l
	a := appOf(c)
	// the 12 amounts
	for n := 0; n < crossingo.NLines; n++ {
		ln := p.Lines[n]
		r := l.amountRect(n)
		sw := ln.Sweep.P(p.Now)
		fill, line, txt := t.Surface2, lighter(t.Surface2, 0.18), t.Text
		sc := 1.0
		if ln.Won && sw > 0 {
			fill, line, txt = darker(t.Line, 0.42), t.Line, t.Win
			sc = 1 + 0.18*anim.Pulse(sw)
		}
		c.Panel(r, r.H/2, lighter(fill, 0.08), fill, line, 1)
		// a pointer from the amount to its line
		pc := lighter(t.Surface2, 0.55)
		if ln.Won && sw > 0 {
			pc = t.Line
		}
		switch {
		case n < 5: // a row: the amount at its right
			c.Pointer(r.X-4, r.CY(), math.Pi, 9, pc, 1)
		case n < 10: // a column: the amount under it
			c.Pointer(r.CX(), r.Y-4, -math.Pi/2, 9, pc, 1)
		case n == crossingo.DiagDown: // at the bottom-right corner
			c.Pointer(r.X-1, r.Y-1, -3*math.Pi/4, 12, pc, 1)
		default: // the up diagonal: at the top-right corner
			c.Pointer(r.X-1, r.Y+r.H+1, 3*math.Pi/4, 12, pc, 1)
		}
		label := ln.Amount.French()
		size := c.FitSize(label, r.H*0.5, r.W-8, true)
		if ln.Won && ln.Doubled && sw > 0 {
			c.TextScaled(label, r.CX()-6, r.CY(), size*0.9, true, Center, txt, sc, 1)
			tag := Rect{r.X + r.W - 22, r.Y - 12, 30, 22}
			c.Panel(tag, 11, lighter(t.Gold, 0.3), t.Gold, darker(t.Gold, 0.6), anim.Clamp01(sw*3))
			c.TextScaled(a.W.Doubled, tag.CX(), tag.CY(), 13, true, Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, 1, anim.Clamp01(sw*3))
			continue
		}
		c.TextScaled(label, r.CX(), r.CY(), size, true, Center, txt, sc, 1)
	}
	// the sweep over each completed line
	k := c.V.K
	for n := 0; n < crossingo.NLines; n++ {
		ln := p.Lines[n]
		if !ln.Won {
			continue
		}
		sw := anim.OutCubic(ln.Sweep.P(p.Now))
		if sw <= 0 {
			continue
		}
		x0, y0, x1, y1 := l.lineEnds(n)
		dx, dy := x1-x0, y1-y0
		length := math.Hypot(dx, dy) + l.cell*0.9
		cur := math.Ceil(length*sw/4) * 4 // a few cached bar images, not one per frame
		thick := l.cell * 0.36
		bar := panelImage(int(cur*k)+1, int(thick*k), thick*k/2, lighter(t.Line, 0.3), t.Line, nil, 0)
		ang := math.Atan2(dy, dx)
		ux, uy := dx/math.Hypot(dx, dy), dy/math.Hypot(dx, dy)
		sx := x0 - ux*l.cell*0.45
		sy := y0 - uy*l.cell*0.45
		cx, cy := sx+ux*cur/2, sy+uy*cur/2
		alpha := 0.55
		if ln.Sweep.Done(p.Now) {
			alpha = 0.38 + 0.1*math.Sin(float64(p.Now)/12)
		}
		c.ImageCentered(bar, cx, cy, 1, 1, ang, alpha)
	}
}

func (s *crossingoScene) drawBoxes(c *Canvas, a *App) {
	t, p, l := c.T, s.play, &s.l
	k := c.V.K
	for b := 0; b < crossingo.Size; b++ {
		box := p.Boxes[b]
		r := l.boxes[b]
		rp := box.Reveal.P(p.Now)
		sx := 1.0
		showNew := box.Shown
		if box.Shown && rp < 1 {
			sx = math.Abs(math.Cos(math.Pi * rp))
			showNew = rp >= 0.5
		}
		c.Shadow(r, 12, 6, 0.45)
		var top, bottom, outline color.RGBA
		hidden := !showNew && !(box.Shown && box.Had)
		switch {
		case hidden:
			top, bottom, outline = lighter(t.Accent, 0.15), darker(t.Accent, 0.7), lighter(t.Accent, 0.5)
		case showNew && box.Hit:
			top, bottom, outline = lighter(t.Surface2, 0.15), t.Surface2, t.Line
		default:
			top, bottom, outline = lighter(t.Surface2, 0.1), t.Surface, lighter(t.Surface2, 0.25)
		}
		img := panelImage(int(r.W*k), int(r.H*k), 12*k, top, bottom, outline, 2*k)
		c.ImageCentered(img, r.CX(), r.CY(), sx, 1, 0, 1)
		if hidden {
			c.TextScaled("?", r.CX(), r.CY(), r.H*0.5, true, Center, t.Text, sx, 0.9)
			continue
		}
		el := box.Elem
		if !showNew {
			el = box.Prev
		}
		pop := 1.0
		if showNew && rp < 1 {
			pop = anim.OutBack((rp - 0.5) * 2)
		}
		s.drawElement(c, a, el, r, pop*sx, showNew && box.Hit)
	}
	if p.ClicksUsed == 0 && !p.Ended {
		c.Text("← "+a.W.Go+" →", l.boxes[2].CX(), l.boxes[2].Y+l.cell+22, 14, true, Center, t.TextDim)
	}
}

// drawElement draws what a box reveals.
func (s *crossingoScene) drawElement(c *Canvas, a *App, el crossingo.Element, r Rect, sc float64, hit bool) {
	t := c.T
	k := c.V.K
	if sc <= 0 {
		return
	}
	switch el.Kind {
	case crossingo.Number:
		c.TextScaled(itoa(el.Number), r.CX(), r.CY(), r.H*0.44, true, Center, t.Text, sc, 1)
		if hit {
			c.ImageCentered(symbol(t.MarkSym, int(r.W*0.34*k)), r.X+r.W-8, r.Y+8, sc, sc, 0, 1)
		}
	case crossingo.Gold:
		c.ImageCentered(symbol(t.GoldSym, int(r.W*0.86*k)), r.CX(), r.CY(), sc, sc, 0, 1)
		c.TextScaled(itoa(el.Number), r.CX(), r.CY()+r.H*0.05, r.H*0.34, true, Center, color.RGBA{0x4a, 0x2a, 0x00, 0xff}, sc, 1)
	case crossingo.Amount:
		c.ImageCentered(symbol(SymMoneyBag, int(r.W*0.62*k)), r.CX(), r.CY()-r.H*0.12, sc, sc, 0, 1)
		c.TextShadow(el.Amount.French(), r.CX(), r.CY()+r.H*0.26, c.FitSize(el.Amount.French(), r.H*0.3, r.W-6, true), true, Center, t.Win, sc, 1)
	case crossingo.ExtraSymbol:
		c.ImageCentered(symbol(SymBurst, int(r.W*0.96*k)), r.CX(), r.CY(), sc, sc, float64(s.play.Now)/90, 1)
		c.TextShadow(a.W.Extra, r.CX(), r.CY(), c.FitSize(a.W.Extra, r.H*0.26, r.W-8, true), true, Center, hex(0xffffff), sc, 1)
	case crossingo.Swapper:
		c.ImageCentered(symbol(SymSwap, int(r.W*0.8*k)), r.CX(), r.CY(), sc, sc, 0, 1)
	}
}

func (s *crossingoScene) drawDirects(c *Canvas) {
	t, p, l := c.T, s.play, &s.l
	for _, d := range p.Directs {
		fp := d.Fly.P(p.Now)
		if fp <= 0 || fp >= 1 {
			continue
		}
		from := l.boxes[d.Box]
		e := anim.InOutCubic(fp)
		tx, ty := l.total.X+l.total.W-60, l.total.CY()
		x := anim.Lerp(from.CX(), tx, e)
		y := anim.Lerp(from.CY(), ty, e) - 60*math.Sin(math.Pi*e)
		c.TextShadow("+"+d.Amount.French(), x, y, 24, true, Center, t.Win, 1+0.3*anim.Pulse(fp), 1-fp*fp)
	}
}

// drawCaption says in words what the last step did, so that the player
// understands why they win.
func (s *crossingoScene) drawCaption(c *Canvas, a *App) {
	t, p := c.T, s.play
	if p.Ended {
		return
	}
	txt := caption(a, p)
	if txt == "" {
		return
	}
	r := s.l.caption
	size := c.FitSize(txt, 17, r.W-12, true)
	c.TextShadow(txt, r.CX(), r.CY(), size, true, Center, t.Text, 1, 1)
}

func caption(a *App, p *crossplay.Play) string {
	fr := a.W.Lang == "fr"
	e := p.Last
	pick := func(f, en string) string {
		if fr {
			return f
		}
		return en
	}
	if p.Waiting {
		if p.Phase == crossplay.PhaseExtra {
			return pick("Étape EXTRA : appuyez sur GO", "EXTRA step: press GO")
		}
		if p.ClicksUsed == 0 {
			return pick("Appuyez sur GO pour révéler les cases", "Press GO to reveal the boxes")
		}
	}
	switch e.Kind {
	case crossingo.EvMark:
		if e.Gold {
			return pick("Numéro doré : ligne et colonne ×2", "Golden number: row and column ×2")
		}
		return pick("Numéro trouvé !", "Number found!")
	case crossingo.EvSwap:
		return pick("Échangeur : la colonne change de place", "Swapper: the column moves")
	case crossingo.EvDirect:
		return pick("Vous gagnez "+e.Amount.French()+" !", "You win "+e.Amount.French()+"!")
	case crossingo.EvLine:
		what := pick("Ligne complète", "Line complete")
		if e.Line >= 5 && e.Line < 10 {
			what = pick("Colonne complète", "Column complete")
		} else if e.Line >= 10 {
			what = pick("Diagonale complète", "Diagonal complete")
		}
		if e.Doubled {
			return what + " : " + e.Amount.French() + " (×2)"
		}
		return what + " : " + e.Amount.French()
	case crossingo.EvExtraStart:
		return pick("EXTRA !", "EXTRA!")
	case crossingo.EvExtraWin:
		return pick("4 symboles identiques : ", "4 identical symbols: ") + e.Amount.French()
	case crossingo.EvReveal:
		if e.Element.Kind == crossingo.ExtraSymbol {
			return pick("Symbole EXTRA : une étape EXTRA suivra", "EXTRA symbol: an EXTRA step follows")
		}
	}
	return ""
}

func (s *crossingoScene) drawExtra(c *Canvas, a *App) {
	t, p, l := c.T, s.play, &s.l
	k := c.V.K
	op := anim.OutBack(p.Extra.OpenAt.P(p.Now))
	r := l.extra
	if op <= 0 {
		return
	}
	alpha := anim.Clamp01(op)
	c.Shadow(r, 22, 18, 0.6*alpha)
	img := panelImage(int(r.W*k), int(r.H*k), 22*k, lighter(t.Surface2, 0.08), darker(t.Surface, 0.9), t.Accent, 2*k)
	c.ImageCentered(img, r.CX(), r.CY(), 0.85+0.15*op, 0.85+0.15*op, 0, alpha)
	if op < 0.6 {
		return
	}
	// title
	c.TextShadow(a.W.Extra, r.CX(), r.Y+30, 28, true, Center, t.Win, 1, 1)
	// the table of the three winning types at the left (art. 5.11.2)
	tw := r.W * 0.34
	tx := r.X + 12
	c.Text(a.W.ExtraTable, tx+tw/2, r.Y+64, c.FitSize(a.W.ExtraTable, 13, tw, false), false, Center, t.TextDim)
	rowH := (r.H - 96) / 3
	for i := 0; i < 3; i++ {
		rr := Rect{tx, r.Y + 80 + float64(i)*rowH, tw, rowH - 8}
		won := p.Extra.Won == i
		fill := t.Surface
		line := lighter(t.Surface2, 0.2)
		if won {
			fill, line = darker(t.Line, 0.42), t.Line
		}
		c.Panel(rr, 12, lighter(fill, 0.06), fill, line, 1)
		ss := min(rr.H*0.7, 40)
		c.Image(symbol(ExtraSymbols[i], int(ss*k)), rr.X+6, rr.CY()-ss/2, 1, 1)
		amt := p.Extra.Amounts[i].French()
		c.Text(amt, rr.X+rr.W-8, rr.CY(), c.FitSize(amt, 18, rr.W-ss-16, true), true, Right, t.Win)
	}
	// the 3 × 4 grid at the right
	gx := tx + tw + 12
	gw := r.X + r.W - 12 - gx
	cs := min((gw-3*6)/4, (r.H-70-2*6)/3)
	gx += (gw - (4*cs + 3*6)) / 2
	gy := r.Y + 60 + (r.H-70-(3*cs+2*6))/2
	for i := 0; i < 12; i++ {
		cell := p.Extra.Cells[i]
		cr := Rect{gx + float64(i%4)*(cs+6), gy + float64(i/4)*(cs+6), cs, cs}
		rp := cell.Reveal.P(p.Now)
		sx := 1.0
		shown := cell.Shown && rp >= 0.5
		if cell.Shown && rp < 1 {
			sx = math.Abs(math.Cos(math.Pi * rp))
		}
		top, bottom, line := lighter(t.Accent, 0.15), darker(t.Accent, 0.7), lighter(t.Accent, 0.5)
		if shown {
			top, bottom, line = lighter(t.Surface2, 0.12), t.Surface, lighter(t.Surface2, 0.3)
			if cell.Winning && p.Extra.Win.P(p.Now) > 0 {
				line = t.Line
				top = lighter(t.Line, 0.2)
				bottom = darker(t.Line, 0.5)
			}
		}
		c.ImageCentered(panelImage(int(cs*k), int(cs*k), 10*k, top, bottom, line, 2*k), cr.CX(), cr.CY(), sx, 1, 0, 1)
		if !shown {
			c.TextScaled("?", cr.CX(), cr.CY(), cs*0.45, true, Center, t.Text, sx, 0.85)
			continue
		}
		pop := anim.OutBack((rp - 0.5) * 2)
		if cell.Winning {
			pop *= 1 + 0.1*anim.Pulse(p.Extra.Win.P(p.Now))
		}
		c.ImageCentered(symbol(ExtraSymbols[cell.Symbol&3], int(cs*0.8*k)), cr.CX(), cr.CY(), pop*sx, pop, 0, 1)
	}
}

// drawResult shows the end of the unit under the grid, which stays in
// full view (the completed lines still glowing): the prize counting up
// with a glow on a win, calm words on a loss; and the next actions where
// GO and AUTO were.
func (s *crossingoScene) drawResult(c *Canvas, a *App) {
	t, p := c.T, s.play
	ep := anim.Clamp01((p.End.P(p.Now) - 0.5) * 2)
	e := anim.OutCubic(ep)
	r := s.l.result
	r.Y += (1 - e) * 24
	prize := p.Prize()
	if prize > 0 {
		// a glow behind the result, kept off the boxes above it
		gs := min(r.W, 320)
		glow := symbol(SymBurst, int(gs*c.V.K))
		c.ImageCentered(glow, r.CX(), r.CY(), 1, min(1, r.H*1.25/gs), 0, 0.2*e)
	}
	c.Shadow(r, 20, 14, 0.6*e)
	line := lighter(t.Surface2, 0.25)
	if prize > 0 {
		line = t.Win
	}
	c.Panel(r, 20, lighter(t.Surface2, 0.06), t.Surface, line, e)
	head, sub := a.W.Lost, a.W.LostCalm
	clr, size := t.Text, 24.0
	if prize > 0 {
		// the amount counts up
		cp := anim.OutCubic(float64(p.Now-p.End.Start) / 60)
		// sized on the final text, so that it does not jump while counting
		// (",00": room for the cents shown while it counts)
		size = c.FitSize(a.W.YouWin(prize)+",00", 32, r.W-40, true)
		head, sub, clr = a.W.YouWin(money.Cents(int64(prize)*int64(cp*1000)/1000)), a.W.Unit(s.ticket.ID), t.Win
	} else {
		size = c.FitSize(head, size, r.W-24, true)
	}
	if s.message != "" {
		sub = s.message
	}
	hy, sy := r.CY()-r.H*0.16, r.CY()+r.H*0.24
	if r.H < 90 {
		hy, sy = r.CY()-13, r.CY()+19
	}
	pulse := 1.0
	if prize > 0 {
		pulse = 1 + 0.03*math.Sin(float64(p.Now)/10)
	}
	c.TextShadow(head, r.CX(), hy, size, true, Center, clr, pulse, e)
	c.TextScaled(sub, r.CX(), sy, c.FitSize(sub, 16, r.W-24, false), false, Center, t.TextDim, 1, e)
	if ep >= 1 {
		s.outBtn.Draw(c, t)
		s.histBtn.Draw(c, t)
		s.againBtn.Draw(c, t)
	}
}

func (s *crossingoScene) drawBurst(c *Canvas) {
	cols := c.T.confettiColours()
	k := c.V.K
	for _, b := range s.burst.Bits {
		img := confetti(int(b.Size*k), c.T.Particles == "snow")
		c.ImageTinted(img, b.X-b.Size/2, b.Y-b.Size/2, 1, b.Alpha(), cols[b.Hue%len(cols)])
	}
}
