//go:build js

package render

import (
	"time"

	"revela/render/api"
	"revela/render/games"
	"revela/render/kit"
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
	rows    []kit.Rect
	focused kit.Rect // the row with the keyboard focus, if any
	icons   kit.Icons
	err     error
}

func newHistoryScene(a *App) *historyScene {
	return &historyScene{back: kit.Button{Label: "‹ " + a.W.Back}, more: kit.Button{Label: a.W.More}}
}

const historyPage = 20

func (s *historyScene) load(a *App, before int64) {
	client := a.API
	s.loading = async(func() (api.Page, error) { return client.Tickets(historyPage, before) })
}

func (s *historyScene) Update(a *App) error {
	v := a.View
	a.Status("lobby", 0, 0, false, a.W.History)
	if !s.started {
		s.started = true
		s.load(a, 0)
	}
	if r, ok := poll(s.loading); ok {
		s.loading = nil
		if r.err != nil {
			s.err = r.err
		} else {
			s.tickets = append(s.tickets, r.v.Tickets...)
			s.next = r.v.NextBefore
			rows := make([]games.Row, len(s.tickets))
			for i, t := range s.tickets {
				rows[i] = s.row(a, t)
			}
			setJSON("history", rows) // what the rows say, newest first (games.Row)
		}
	}
	w := v.W - 32
	if v.Landscape {
		w = 720
	}
	x := (v.W - w) / 2
	s.back.R = kit.R(x, 80, 140, 48)
	s.rows = s.rows[:0]
	y := 140 - s.scroll
	for range s.tickets {
		s.rows = append(s.rows, kit.R(x, y, w, 66))
		y += 74
	}
	s.more.R = kit.R(x+w/2-110, y+6, 220, 52)
	s.more.Disabled = s.loading != nil
	// scrolling
	maxScroll := max(0, y+s.scroll+80-v.H)
	s.scroll = min(max(0, s.scroll+a.In.Scroll), maxScroll)

	if s.back.Update(&a.In) {
		a.Scenes.GoTo(newLobbyScene(a))
		return nil
	}
	if s.next != nil && s.more.Update(&a.In) {
		s.load(a, *s.next)
	}
	s.icons.Update(&a.In)
	s.focused = kit.Rect{}
	for i, r := range s.rows {
		if r.Y <= 130 {
			continue
		}
		focused, hit := a.In.Focusable(r)
		if focused {
			s.focused = r
			// the focused row is scrolled into view
			if r.Y+r.H > v.H-8 {
				s.scroll += r.Y + r.H - (v.H - 8)
			}
		}
		if hit {
			t := s.tickets[i]
			if mode, ok := screens.Opens(t); ok {
				a.Scenes.GoTo(newUnitScene(a, t, mode, mode == games.Recall))
			}
		}
	}
	return nil
}

// row is what ticket t's row says, in the browser's time zone.
func (s *historyScene) row(a *App, t api.Ticket) games.Row {
	return games.RowOf(a.W, a.gameName(t.Game), t, time.Local)
}

func (s *historyScene) Draw(a *App, c *kit.Canvas) {
	t, v := c.T, c.V
	if s.focused.W > 0 {
		kit.FocusRing(c, s.focused, 14)
	}
	for i, r := range s.rows {
		if r.Y+r.H < 130 || r.Y > v.H {
			continue
		}
		tk := s.tickets[i]
		c.Shadow(r, 14, 6, 0.4)
		line := kit.Lighter(t.Surface2, 0.18)
		if !tk.Seen {
			line = t.Accent
		}
		c.Panel(r, 14, t.Surface2, t.Surface, line, 1)
		// the row's words (games.RowOf) with the result on the first
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
	if s.next != nil && len(s.rows) > 0 {
		s.more.Draw(c, t)
	}
	switch {
	case s.err != nil:
		c.Text(a.W.Network, v.W/2, 200, 16, false, kit.Center, t.Win)
	case s.started && s.loading == nil && len(s.tickets) == 0:
		c.Text(a.W.Empty, v.W/2, 200, 17, false, kit.Center, t.TextDim)
	case len(s.tickets) == 0:
		// drawn before the first Update too: loading, never "empty"
		c.Text(a.W.Loading, v.W/2, 200, 17, false, kit.Center, t.TextDim)
	}
	// the header and the back button over the list
	header(c, &s.icons, a.W.History, "", a.Player.Balance, a.Player.Demo)
	c.Panel(kit.R(-4, 64, v.W+8, 72), 0, kit.Darker(t.Background, 1), kit.Darker(t.Background, 1), nil, 0.85)
	s.back.Draw(c, t)
}
