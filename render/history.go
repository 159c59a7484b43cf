//go:build js

package render

import (
	"time"

	"revela/render/api"
	"revela/render/kit"
	"revela/render/layout"
	"revela/render/screens"
	"revela/web/wire"
)

// historyScene lists the player's units, newest first, a page at a time;
// unfinished ones are marked. Tapping one whose game has a screen here
// recalls it (replays it exactly as sold) or, when unfinished, resumes it.
type historyScene struct {
	tickets []api.Ticket
	next    *int64
	loading <-chan result[api.Page]
	started bool
	scroll  float64
	back    kit.Button
	more    kit.Button
	at      layout.History // where the rows and the buttons go
	focused kit.Rect       // the row with the keyboard focus, if any
	icons   kit.Icons
	err     error
	// the totals of the day, the week and the month, in the band
	// (drawTotals, limitsscene.go)
	totals  <-chan result[wire.Limits]
	periods []wire.Period
}

func newHistoryScene(a *App) *historyScene {
	// placed at once: the scene is drawn before its first Update too
	return &historyScene{back: kit.Button{Label: "‹ " + a.W.Back}, more: kit.Button{Label: a.W.More}, at: layout.NewHistory(a.View, 0, 0)}
}

const historyPage = 20

func (s *historyScene) load(a *App, before int64) {
	client := a.API
	s.loading = async(func() (api.Page, error) { return client.Tickets(historyPage, before) })
}

func (s *historyScene) Update(a *App) error {
	v := a.View
	a.Status("history", 0, 0, false, a.W.History)
	if !s.started {
		s.started = true
		s.load(a, 0)
		s.totals = async(a.API.Limits)
	}
	if r, ok := poll(s.totals); ok && r.err == nil {
		s.periods = r.v.Periods
	}
	if r, ok := poll(s.loading); ok {
		s.loading = nil
		if r.err != nil {
			s.err = r.err
		} else {
			s.tickets = append(s.tickets, r.v.Tickets...)
			s.next = r.v.NextBefore
			rows := make([]screens.Row, len(s.tickets))
			for i, t := range s.tickets {
				rows[i] = s.row(a, t)
			}
			setJSON("history", rows) // what the rows say, newest first (screens.Row)
		}
	}
	s.at = layout.NewHistory(v, len(s.tickets), s.scroll)
	s.back.R, s.more.R = s.at.Back, s.at.More
	s.more.Disabled = s.loading != nil
	// scrolling
	s.scroll = min(max(0, s.scroll+a.In.Scroll), s.at.MaxScroll)

	if s.back.Update(&a.In) {
		a.Scenes.GoTo(newLobbyScene(a))
		return nil
	}
	if s.next != nil && s.more.Update(&a.In) {
		s.load(a, *s.next)
	}
	s.focused = kit.Rect{}
	for i, r := range s.at.Rows {
		if !s.at.Reachable(r) {
			continue
		}
		focused, hit := a.In.Focusable(r, s.row(a, s.tickets[i]).Words())
		if focused {
			s.focused = r
			// the focused row is scrolled into view
			if r.Y+r.H > v.H-8 {
				s.scroll += r.Y + r.H - (v.H - 8)
			}
		}
		if hit {
			t := s.tickets[i]
			if mode, ok := registry.Opens(t); ok {
				a.Scenes.GoTo(newUnitScene(a, t, mode, mode == screens.Recalled))
			}
		}
	}
	s.icons.Update(&a.In) // after the rows: Tab reaches the units before the sound (issue 29)
	return nil
}

// row is what ticket t's row says, in the browser's time zone.
func (s *historyScene) row(a *App, t api.Ticket) screens.Row {
	return screens.RowOf(a.W, a.gameName(t.Game), t, time.Local)
}

func (s *historyScene) Draw(a *App, c *kit.Canvas) {
	t := c.T
	if s.focused.W > 0 {
		kit.FocusRing(c, s.focused, 14)
	}
	for i, r := range s.at.Rows {
		if !s.at.Shown(r) {
			continue
		}
		tk := s.tickets[i]
		c.Shadow(r, 14, 6, 0.4)
		line := kit.Lighter(t.Surface2, 0.18)
		if !tk.Seen {
			line = t.Accent
		}
		c.Panel(r, 14, t.Surface2, t.Surface, line, 1)
		// the row's words (screens.RowOf) with the result on the first
		// line, "non terminée" under it: each line's left text is fitted
		// to the room the right one leaves
		row := s.row(a, tk)
		size, colour := 16.0, t.TextDim
		if tk.Prize > 0 {
			size, colour = 18, t.Win
		}
		right, left := r.X+r.W-16, r.X+16
		room := right - c.Measure(row.Result, size, true) - 12 - left
		c.Text(row.Game, left, r.Y+22, c.FitSize(row.Game, 17, room, true), true, kit.Left, t.Text)
		c.Text(row.Result, right, r.Y+22, size, true, kit.Right, colour)
		room = right - left
		if row.Unfinished != "" {
			c.Text(row.Unfinished, right, r.Y+46, 14, true, kit.Right, t.Accent)
			room -= c.Measure(row.Unfinished, 14, true) + 12
		}
		c.Text(row.When, left, r.Y+46, c.FitSize(row.When, 13, room, false), false, kit.Left, t.TextDim)
	}
	if s.next != nil && len(s.at.Rows) > 0 {
		s.more.Draw(c, t)
	}
	m := s.at.Message
	switch {
	case s.err != nil:
		// on two lines on a phone: at 16 units it is wider than 360
		for i, line := range kit.Wrap(c, a.W.Network, 16, false, m.W) {
			c.Text(line, m.CX(), m.CY()+float64(i)*layout.MessageStep, 16, false, kit.Center, t.Win)
		}
	case s.started && s.loading == nil && len(s.tickets) == 0:
		c.Text(a.W.Empty, m.CX(), m.CY(), m.H, false, kit.Center, t.TextDim)
	case len(s.tickets) == 0:
		// drawn before the first Update too: loading, never "empty"
		c.Text(a.W.Loading, m.CX(), m.CY(), m.H, false, kit.Center, t.TextDim)
	}
	// the header and the back button over the list
	header(c, &s.icons, a.W.History, a.Player.Balance, a.Player.Demo)
	c.Panel(s.at.Band, 0, kit.Darker(t.Background, 1), kit.Darker(t.Background, 1), nil, 0.85)
	s.back.Draw(c, t)
	drawTotals(a, c, kit.R(s.at.Back.X+s.at.Back.W+12, s.at.Back.Y, s.at.List.X+s.at.List.W-s.at.Back.X-s.at.Back.W-12, s.at.Back.H), s.periods)
}
