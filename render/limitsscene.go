//go:build js

package render

import (
	"image/color"
	"strconv"
	"time"

	"revela/core/money"
	"revela/render/api"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/layout"
	"revela/render/screens"
	"revela/web/wire"
)

// limitsScene is the « Limites de jeu » screen (issue 32, docs/client.md
// "Limits"): each limit in force with what it leaves in its period and
// the change pending, − and + to choose a stricter or looser value,
// Enregistrer; the totals of the day, the week and the month; the
// self-exclusion, pressed twice. It reads the limits when it opens and
// says the server's answer to every change.
type limitsScene struct {
	calling             <-chan result[wire.Limits] // the read, then each change
	lim                 *wire.Limits
	draft               screens.LimitDraft
	at                  layout.Limits
	scroll              float64
	back, save, exclude kit.Button
	minus, plus         [7]kit.Button
	daysMinus, daysPlus kit.Button // the self-exclusion's length
	days                int        // its index in exclusionDays
	confirm             bool       // the self-exclusion was pressed once
	message             string
	icons               kit.Icons
	shown               limitsReport // the report last published (window.revela.limits)
}

func newLimitsScene(a *App) *limitsScene {
	w := a.W
	s := &limitsScene{calling: async(a.API.Limits), at: layout.NewLimits(a.View, 0),
		back: kit.Button{Label: "‹ " + w.Back}, save: kit.Button{Label: w.Limit(i18n.LimSave), Primary: true}}
	for i := range s.minus {
		s.minus[i].Label, s.plus[i].Label = "−", "+"
	}
	s.daysMinus.Label, s.daysPlus.Label = "−", "+"
	return s
}

// exclusionDays are the lengths of a self-exclusion the screen offers, in
// days of 24 hours (the API takes 7 to 365), the shortest first.
var exclusionDays = [...]int{7, 30, 90, 180, 365}

// limitsReport is what window.revela.limits says of the screen: the
// limits as the server answered, the draft (cents, minutes, -1: none)
// and the message shown.
type limitsReport struct {
	Limits  *wire.Limits `json:"limits"`
	Draft   [7]int64     `json:"draft"`
	Days    int          `json:"days"` // the self-exclusion's length chosen
	Message string       `json:"message"`
}

// answered takes the server's answer to the read or to a change, and
// says it.
func (s *limitsScene) answered(a *App, r result[wire.Limits]) {
	w := a.W
	read := s.lim == nil
	if r.err != nil {
		logf("revela: the limits: " + r.err.Error())
		s.message = w.Limit(i18n.LimFailed)
		if read {
			s.message = w.Network
		}
		return
	}
	l := r.v
	s.lim, s.draft = &l, screens.NewLimitDraft(l)
	a.realityRead(r)
	switch {
	case read:
	case l.ExcludedUntil != nil:
		s.message = w.Fill(i18n.LimExcluded, when(w, *l.ExcludedUntil, i18n.LimDate))
	case len(l.Pending) > 0:
		s.message = w.Fill(i18n.LimCooling, strconv.Itoa(l.CoolingOffHours))
	default:
		s.message = w.Limit(i18n.LimSaved)
	}
}

func (s *limitsScene) Update(a *App) error {
	w := a.W
	if r, ok := poll(s.calling); ok {
		s.calling = nil
		s.answered(a, r)
	}
	a.Status("limits", 0, 0, false, w.Limit(i18n.LimTitle)+". "+s.message)
	s.at = layout.NewLimits(a.View, s.scroll)
	s.scroll = min(max(0, s.scroll+a.In.Scroll), s.at.MaxScroll)
	s.at = layout.NewLimits(a.View, s.scroll)
	s.back.R, s.save.R, s.exclude.R = s.at.Back, s.at.Save, s.at.Exclude
	busy := s.lim == nil || s.calling != nil
	changes := s.draft.Changes()
	s.save.Disabled = busy || len(changes) == 0
	excluded := s.lim != nil && s.lim.ExcludedUntil != nil
	s.exclude.Disabled = busy || excluded || !s.at.Reachable(s.exclude.R)
	days := strconv.Itoa(exclusionDays[s.days])
	s.exclude.Label = w.Fill(i18n.LimExclude, days)
	if excluded {
		s.exclude.Label = w.Fill(i18n.LimExcluded, when(w, *s.lim.ExcludedUntil, i18n.LimDate))
	} else if s.confirm {
		s.exclude.Label = w.Fill(i18n.LimConfirm, days)
	}
	if s.back.Update(&a.In) || a.Press == "back" {
		a.Scenes.GoTo(newLobbyScene(a))
		return nil
	}
	for i := range s.minus {
		before := s.draft.Draft[i]
		for j, b := range []*kit.Button{&s.minus[i], &s.plus[i]} {
			stricter := j == 0
			b.R = s.at.Minus[i]
			if !stricter {
				b.R = s.at.Plus[i]
			}
			next := s.draft
			next.Step(i, stricter)
			b.Disabled = busy || !s.at.Reachable(b.R) || next.Draft[i] == before
			if (b.Update(&a.In) || a.Press == [2]string{"minus", "plus"}[j]+strconv.Itoa(i)) && !b.Disabled {
				s.draft, s.message, s.confirm = next, "", false
			}
		}
	}
	for j, b := range []*kit.Button{&s.daysMinus, &s.daysPlus} {
		b.R = [2]kit.Rect{s.at.DaysMinus, s.at.DaysPlus}[j]
		next := s.days + 2*j - 1 // − shorter, + longer
		b.Disabled = busy || excluded || !s.at.Reachable(b.R) || next < 0 || next >= len(exclusionDays)
		if (b.Update(&a.In) || a.Press == [2]string{"daysminus", "daysplus"}[j]) && !b.Disabled {
			s.days, s.message, s.confirm = next, "", false
		}
	}
	if (s.save.Update(&a.In) || a.Press == "save") && !s.save.Disabled {
		s.calling, s.confirm = async(func() (wire.Limits, error) { return a.API.SetLimits(changes) }), false
	}
	if (s.exclude.Update(&a.In) || a.Press == "exclude") && !s.exclude.Disabled {
		if s.confirm {
			n := exclusionDays[s.days]
			s.calling = async(func() (wire.Limits, error) { return a.API.Exclude(n) })
		}
		s.confirm = !s.confirm
	}
	s.icons.Update(&a.In)
	if rep := (limitsReport{s.lim, s.draft.Draft, exclusionDays[s.days], s.message}); rep != s.shown {
		s.shown = rep
		setJSON("limits", rep)
	}
	return nil
}

// when writes an instant in the browser's time zone with the layout of
// the limits' word k (i18n.LimDay, i18n.LimDate).
func when(w *i18n.Words, t time.Time, k int) string { return t.In(time.Local).Format(w.Limit(k)) }

// signed writes a net result with its sign: « +2,50 € », « −4 € ».
func signed(w *i18n.Words, n money.Cents) string {
	switch {
	case n > 0:
		return "+" + w.Money(n)
	case n < 0:
		return "−" + w.Money(-n)
	}
	return w.Money(0)
}

// limitValue writes limit i's value: an amount, every so many minutes,
// or « Aucune ».
func limitValue(w *i18n.Words, i int, v int64) string {
	switch {
	case v == screens.NoLimit:
		return w.Limit(i18n.LimNone)
	case i == screens.RealityLimit:
		return w.Fill(i18n.LimEvery, strconv.FormatInt(v, 10))
	}
	return w.Money(money.Cents(v))
}

// totalsLine is period i's totals: staked, won and net, or, when narrow,
// the net alone.
func totalsLine(w *i18n.Words, i int, p wire.Period) []string {
	net := signed(w, p.Won-p.Staked)
	head := w.Limit(i18n.LimPeriods+i) + w.Limit(i18n.LimColon)
	return []string{head + w.Fill(i18n.LimTotals, w.Money(p.Staked), w.Money(p.Won), net), head + net}
}

// drawTotals draws the totals of the day, the week and the month in r,
// a line each (the history's band).
func drawTotals(a *App, c *kit.Canvas, r kit.Rect, periods []wire.Period) {
	for i, p := range periods {
		line, size := firstFit(c, totalsLine(a.W, i%3, p), 13, r.W)
		c.Text(line, r.X+r.W, r.Y+8+float64(i)*16, min(13, size), false, kit.Right, c.T.TextDim)
	}
}

func (s *limitsScene) Draw(a *App, c *kit.Canvas) {
	t, w := c.T, a.W
	if s.lim != nil {
		s.drawRows(a, c)
		for i, p := range s.lim.Periods {
			if r := s.at.Totals[i%3]; s.at.Shown(r) {
				line := totalsLine(w, i%3, p)[0]
				c.Text(line, r.X+4, r.CY(), c.FitSize(line, 15, r.W-8, false), false, kit.Left, t.Text)
			}
		}
		if r := s.at.Days; s.at.Shown(r) {
			lines := [3]string{w.Limit(i18n.LimExclusion), w.Fill(i18n.LimDays, strconv.Itoa(exclusionDays[s.days]))}
			drawStepRow(c, r, s.at.DaysRoom(), lines, t.TextDim, &s.daysMinus, &s.daysPlus)
		}
		if s.at.Shown(s.exclude.R) {
			s.exclude.Draw(c, t)
		}
	} else {
		m := s.at.Rows[0]
		c.Text(w.Loading, m.CX(), m.CY(), 17, false, kit.Center, t.TextDim)
	}
	header(c, &s.icons, w.Limit(i18n.LimTitle), a.Player.Balance, a.Player.Demo)
	dark := kit.Darker(t.Background, 1)
	// opaque, as the bar: a row scrolled under ‹ Retour is hidden, not
	// shown faded through it with its − and +
	c.Panel(s.at.Band, 0, dark, dark, nil, 1)
	s.back.Draw(c, t)
	c.Panel(s.at.Bar, 0, dark, dark, nil, 1)
	if m := s.at.Message; s.message != "" {
		c.Text(s.message, m.CX(), m.CY(), c.FitSize(s.message, 15, m.W, true), true, kit.Center, t.Win)
	}
	s.save.Draw(c, t)
}

// drawRows draws a row per limit: its name, its value (the draft's, in
// the win colour, when it differs from the one in force) with what it
// leaves, the change pending, and − and +.
func (s *limitsScene) drawRows(a *App, c *kit.Canvas) {
	t, w := c.T, a.W
	l := s.lim.Left
	left := [...]*money.Cents{l.StakeDay, l.StakeWeek, l.StakeMonth, l.LossDay, l.LossWeek, l.LossMonth, nil}
	for i, r := range s.at.Rows {
		if !s.at.Shown(r) {
			continue
		}
		lines := [3]string{w.Limit(i18n.LimNames + i), limitValue(w, i, s.draft.Draft[i])}
		colour := t.TextDim
		if s.draft.Draft[i] != s.draft.Saved[i] {
			colour = t.Win
		} else if left[i] != nil {
			lines[1] += " · " + w.Fill(i18n.LimLeft, w.Money(*left[i]))
		}
		for _, p := range s.lim.Pending {
			if p.Limit == screens.LimitNames[i] {
				v := w.Limit(i18n.LimRemoved)
				if p.Amount != nil {
					v = w.Money(*p.Amount)
				} else if p.Minutes != nil {
					v = limitValue(w, i, int64(*p.Minutes))
				}
				lines[2] = w.Fill(i18n.LimPending, v, when(w, p.At, i18n.LimDay))
			}
		}
		drawStepRow(c, r, s.at.TextRoom(i), lines, colour, &s.minus[i], &s.plus[i])
	}
}

// drawStepRow draws a row of the screen in r: its name, its value in
// colour, what is pending (each line fitted to room, an empty one not
// drawn), and its − and +.
func drawStepRow(c *kit.Canvas, r kit.Rect, room float64, lines [3]string, colour color.RGBA, minus, plus *kit.Button) {
	t := c.T
	c.Panel(r, 14, t.Surface2, t.Surface, kit.Lighter(t.Surface2, 0.18), 1)
	for j, line := range lines {
		if line == "" {
			continue
		}
		size, bold, clr := [3]float64{16, 14, 13}[j], j == 0, [3]color.RGBA{t.Text, colour, t.Accent}[j]
		c.Text(line, r.X+16, r.Y+20+float64(j)*21, c.FitSize(line, size, room, bold), bold, kit.Left, clr)
	}
	minus.Draw(c, t)
	plus.Draw(c, t)
}

// refused says a purchase refused by a limit or a self-exclusion where
// the player pressed: at the end of the unit (REJOUER), else in the
// lobby, beside JOUEZ, in the longest words that fit (lobbyScene.forms).
func (a *App) refused(err error) {
	a.refreshBalance()
	w := a.W
	forms := []string{w.Error}
	var d wire.ErrorDetail
	if e, ok := err.(*api.Error); ok {
		d = e.Detail
	}
	if d.Until != nil {
		forms[0] = w.Fill(i18n.LimExcluded, when(w, *d.Until, i18n.LimDate))
	}
	for i, n := range screens.LimitNames[:6] {
		if n == d.Limit && d.Left != nil && d.RenewsAt != nil {
			head := w.Fill(i18n.LimReached, w.Limit(i18n.LimOf+i))
			until := w.Fill(i18n.LimUntil, when(w, *d.RenewsAt, i18n.LimDay))
			forms = []string{head + w.Limit(i18n.LimColon) + w.Fill(i18n.LimLeft, w.Money(*d.Left)) + until, head + until, head}
		}
	}
	if u, ok := a.Scenes.current.(*unitScene); ok && a.Scenes.next == nil {
		u.message = forms[len(forms)/2]
		return
	}
	a.Notice, a.noticeForms = forms[0], forms
	a.Scenes.GoTo(newLobbyScene(a))
}

// firstFit is the first of forms that fits w at size (down to 12 units),
// else the last, fitted.
func firstFit(c *kit.Canvas, forms []string, size, w float64) (string, float64) {
	f := forms[len(forms)-1]
	for _, g := range forms {
		if c.Measure(g, 12, true) <= w {
			f = g
			break
		}
	}
	return f, c.FitSize(f, size, w, true)
}

// realityRead takes the minutes of the reality check from the limits
// read (the player's, else the operator's; none when not read).
func (a *App) realityRead(r result[wire.Limits]) {
	if r.err == nil {
		a.Reality.Minutes = 0
		if m := r.v.RealityCheck; m != nil {
			a.Reality.Minutes = *m
		}
	}
}

// realityDue shows the reality check (issue 32) instead of buying game
// at stake when it is due (screens.Reality): the time played and the
// session's result, with « Continuer », which buys the unit asked for,
// and « Arrêter », back to the lobby; the next check is due Minutes
// after this one.
func (a *App) realityDue(game string, stake money.Cents) bool {
	now := time.Now()
	if !a.Reality.Due(now) {
		return false
	}
	a.Reality.Checked(now)
	w := a.W
	s := newMessageScene(a, w.Fill(i18n.LimCheck, strconv.Itoa(int(a.Reality.Played(now)/time.Minute)), signed(w, a.Reality.Net)), func() Scene {
		a.Buy(game, stake) // settlePurchase opens the unit
		return newLobbyScene(a)
	})
	s.retry.Label, s.home.Label, s.state = w.Limit(i18n.LimContinue), w.Limit(i18n.LimStop), "reality"
	a.Scenes.GoTo(s)
	return true
}
