//go:build js

package render

import (
	"strings"

	"revela/core/lots"
	"revela/core/money"
	"revela/render/kit"
	"revela/render/screens"
)

// rulesScene is a game's rules on screen (?view=rules&game=ID, or "i" in
// the header): the game's sentences and tables from its screen
// (screens.Screen.Rules, built from its parameters), then for any game the
// lot table (core/lots) with the chance of each prize and the payout
// ratio. It works for a game without a screen here (the lot table alone).
// window.revela.state is "rules" and window.revela.rules holds what it
// shows, for automation.
type rulesScene struct {
	game, name string
	stake      money.Cents
	stakes     []money.Cents
	table      *lots.Table
	page       screens.RulesPage
	rows       []screens.LotRow
	back       kit.Button
	chips      []kit.Rect
	focused    kit.Rect
	icons      kit.Icons
	scroll     float64
	bottom     float64 // the content's bottom at the last draw, scroll 0
	ret        func() Scene
	words      string
}

// newRulesScene shows game's rules at stake (its first stake when stake
// is not one of its own); Retour goes to ret().
func newRulesScene(a *App, game string, stake money.Cents, ret func() Scene) *rulesScene {
	s := &rulesScene{game: game, name: a.gameName(game), stakes: lots.Stakes(game), ret: ret,
		back: kit.Button{Label: "‹ " + a.W.Back}}
	s.setStake(a, stake)
	return s
}

func (s *rulesScene) setStake(a *App, stake money.Cents) {
	s.stake, s.table, s.page, s.rows = 0, nil, screens.RulesPage{}, nil
	for _, st := range s.stakes {
		if st == stake || s.stake == 0 {
			s.stake = st
		}
	}
	if s.stake == 0 {
		s.words = a.W.NoRules
		setJSON("rules", rulesInfo{Game: s.game})
		return
	}
	s.table, _ = lots.Find(s.game, s.stake)
	if s.table == nil {
		return
	}
	if sc, ok := registry.Lookup(s.game); ok && sc.Rules != nil {
		s.page = sc.Rules(a.W, s.stake)
	}
	s.rows = screens.LotRows(s.table, a.W)
	s.publish(a)
}

// rulesInfo is window.revela.rules: what the rules screen shows.
type rulesInfo struct {
	Game      string               `json:"game"`
	Stake     money.Cents          `json:"stake"`
	Sentences []string             `json:"sentences"`
	Tables    []screens.RulesTable `json:"tables"`
	Lots      []screens.LotRow     `json:"lots"`
	Block     int                  `json:"block"`
	Chance    string               `json:"chance"` // of any prize
	Payout    string               `json:"payout"`
}

// publish tells window.revela.rules what the page shows, and the status
// region its words (what a screen reader says).
func (s *rulesScene) publish(a *App) {
	w := a.W
	words := []string{a.W.Rules + " " + s.name + ", " + a.W.Stake + " " + a.W.Money(s.stake) + "."}
	words = append(words, s.page.Sentences...)
	for _, tb := range s.page.Tables {
		for _, r := range tb.Rows {
			words = append(words, tb.Title+" : "+r[0]+" "+r[1]+".")
		}
	}
	for _, r := range s.rows {
		words = append(words, a.W.Money(r.Amount)+" : "+r.Chance+".")
	}
	info := rulesInfo{Game: s.game, Stake: s.stake, Sentences: s.page.Sentences, Tables: s.page.Tables, Lots: s.rows,
		Block: s.table.BlockSize, Chance: screens.OneIn(s.table.BlockSize, s.table.LotCount(), w), Payout: screens.Payout(s.table, w)}
	words = append(words, w.AnyPrize(info.Chance)+".", w.PayoutWord(info.Payout)+".")
	s.words = strings.Join(words, " ")
	setJSON("rules", info)
}

func (s *rulesScene) Update(a *App) error {
	v := a.View
	a.Status("rules", 0, 0, false, s.words)
	s.place(v)
	maxScroll := max(0, s.bottom+24-v.H)
	s.scroll = min(max(0, s.scroll+a.In.Scroll), maxScroll)
	if s.back.Update(&a.In) || a.Press == "home" || a.Press == "back" {
		a.Scenes.GoTo(s.ret())
		return nil
	}
	s.focused = kit.Rect{}
	for i, r := range s.chips {
		focused, hit := a.In.Focusable(r, a.W.Stake+" "+a.W.Money(s.stakes[i]))
		if focused {
			s.focused = r
		}
		if hit && s.stakes[i] != s.stake {
			s.setStake(a, s.stakes[i])
			s.scroll = 0
		}
	}
	s.icons.Update(&a.In)
	return nil
}

// place puts Retour and the stakes' chips at the top of view v; Draw
// places them too (backAt).
func (s *rulesScene) place(v kit.View) {
	x, w := column(v)
	s.back.R = backAt(v)
	s.chips = s.chips[:0]
	if len(s.stakes) > 1 {
		cw := min(74, (w-140-10*float64(len(s.stakes)))/float64(len(s.stakes)))
		for i := range s.stakes {
			s.chips = append(s.chips, kit.R(x+w-float64(len(s.stakes)-i)*(cw+10)+10, 78, cw, 44))
		}
	}
}

func (s *rulesScene) Draw(a *App, c *kit.Canvas) {
	t, v, w := c.T, c.V, a.W
	s.place(v)
	x, cw := column(v)
	y := 140 - s.scroll
	top := y
	if s.table == nil {
		c.Text(w.NoRules, v.W/2, 200, 17, false, kit.Center, t.TextDim)
	} else {
		for _, sn := range s.page.Sentences {
			for _, line := range kit.Wrap(c, sn, 16, false, cw-8) {
				c.Text(line, x+4, y+10, 16, false, kit.Left, t.Text)
				y += 22
			}
			y += 6
		}
		for _, tb := range s.page.Tables {
			y = drawTable(c, x, y+8, cw, tb.Title, nil, tb.Rows)
		}
		rows := make([][2]string, 0, len(s.rows))
		chances := make([]string, 0, len(s.rows))
		for _, r := range s.rows {
			rows = append(rows, [2]string{a.W.Money(r.Amount), screens.Group(int64(r.Count), w)})
			chances = append(chances, r.Chance)
		}
		y = drawTable(c, x, y+8, cw, w.LotTable+" · "+a.W.Money(s.stake), chances, rows)
		c.Text(w.LotPer(s.table.BlockSize), x+4, y+8, 13, false, kit.Left, t.TextDim)
		y += 30
		c.Text(w.AnyPrize(screens.OneIn(s.table.BlockSize, s.table.LotCount(), w)), x+4, y+8, 16, true, kit.Left, t.Text)
		y += 28
		c.Text(w.PayoutWord(screens.Payout(s.table, w)), x+4, y+8, 16, true, kit.Left, t.Win)
		y += 28
	}
	s.bottom = y - top + 140
	// the header, the back button and the stakes over the page
	header(c, &s.icons, w.Rules, a.Player.Balance, a.Player.Demo, s.name)
	c.Panel(kit.R(-4, 64, v.W+8, 70), 0, kit.Darker(t.Background, 1), kit.Darker(t.Background, 1), nil, 0.9)
	s.back.Draw(c, t)
	if s.focused.W > 0 {
		kit.FocusRing(c, s.focused, 18)
	}
	for i, r := range s.chips {
		fill, line := t.Surface, kit.Lighter(t.Surface2, 0.2)
		if s.stakes[i] == s.stake {
			fill, line = t.Button, t.Win
		}
		c.Panel(r, 22, kit.Lighter(fill, 0.1), fill, line, 1)
		label := a.W.Money(s.stakes[i])
		c.Text(label, r.CX(), r.CY(), c.FitSize(label, 18, r.W-8, true), true, kit.Center, t.Text)
	}
}

// drawTable draws a titled table from y: label at the left, value in
// the middle (at the right when third is nil), third at the right; it
// returns the y under it.
func drawTable(c *kit.Canvas, x, y, w float64, title string, third []string, rows [][2]string) float64 {
	t := c.T
	c.Text(title, x+4, y+12, 18, true, kit.Left, t.Win)
	y += 28
	if third != nil { // the lot table's columns: prize, lots per block, chance
		hd := c.W.LotHead
		c.Text(hd[0], x+14, y+8, 13, false, kit.Left, t.TextDim)
		c.Text(hd[1], x+w*0.52, y+8, 13, false, kit.Right, t.TextDim)
		c.Text(hd[2], x+w-14, y+8, 13, false, kit.Right, t.TextDim)
		y += 20
	}
	const rh = 30.0
	// a value too long to sit beside its label goes under it, wrapped,
	// with 6 units more under it than a row (its last line touched the
	// next label, looked at)
	wraps := make([][]string, len(rows))
	h := 12.0
	for i, r := range rows {
		if third == nil && (c.Measure(r[0], 16, true) > w*0.5-20 || c.Measure(r[1], 16, false) > w*0.5-20) {
			wraps[i] = kit.Wrap(c, r[1], 15, false, w-28)
			h += 32 + 20*float64(len(wraps[i]))
			continue
		}
		h += rh
	}
	box := kit.R(x, y, w, h)
	c.Panel(box, 14, t.Surface2, t.Surface, kit.Lighter(t.Surface2, 0.18), 0.95)
	y += 6
	for i, r := range rows {
		if wraps[i] != nil {
			c.Text(r[0], x+14, y+rh/2, c.FitSize(r[0], 15, w-28, true), true, kit.Left, t.Text)
			for j, line := range wraps[i] {
				c.Text(line, x+14, y+rh/2+24+float64(j)*20, 15, false, kit.Left, t.Text)
			}
			y += 32 + 20*float64(len(wraps[i]))
			continue
		}
		cy := y + rh/2
		y += rh
		c.Text(r[0], x+14, cy, c.FitSize(r[0], 16, w*0.5-20, true), true, kit.Left, t.Text)
		if third == nil {
			c.Text(r[1], x+w-14, cy, c.FitSize(r[1], 16, w*0.5-20, false), false, kit.Right, t.Text)
			continue
		}
		c.Text(r[1], x+w*0.52, cy, 15, false, kit.Right, t.TextDim)
		c.Text(third[i], x+w-14, cy, c.FitSize(third[i], 15, w*0.42-20, false), false, kit.Right, t.Text)
	}
	return box.Y + box.H + 8
}
