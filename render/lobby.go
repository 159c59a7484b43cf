//go:build js

package render

import (
	"math"

	"revela/core/money"
	"revela/render/api"
)

// lobbyScene shows the five games (the ones not yet playable marked
// "bientôt"), the stake, the balance and JOUEZ.
type lobbyScene struct {
	play    Button
	history Button
	stake   money.Cents
	stakes  []money.Cents
	chips   []Rect
	buying  *purchase
	message string
	t       int
}

func newLobbyScene(a *App) *lobbyScene {
	s := &lobbyScene{stake: money.Euros(1)}
	if g, ok := a.game("crossingo"); ok && len(g.Stakes) > 0 {
		for _, st := range g.Stakes {
			s.stakes = append(s.stakes, st.Stake)
		}
		s.stake = s.stakes[0]
	}
	if len(s.stakes) == 0 {
		s.stakes = []money.Cents{s.stake}
	}
	s.history = Button{Label: a.W.History}
	return s
}

func (s *lobbyScene) price(a *App) money.Cents {
	if g, ok := a.game("crossingo"); ok {
		for _, st := range g.Stakes {
			if st.Stake == s.stake {
				return st.Price
			}
		}
	}
	return s.stake
}

// layout places the game cards: a column in portrait, a row in landscape.
func (s *lobbyScene) cards(v View, n int) []Rect {
	var out []Rect
	if v.Landscape {
		w := math.Min(210, (v.W-120)/float64(n))
		x0 := v.W/2 - (w*float64(n)+16*float64(n-1))/2
		for i := 0; i < n; i++ {
			h := 300.0
			if i == 0 {
				h = 340
			}
			out = append(out, Rect{x0 + float64(i)*(w+16), 130 + (340 - h), w, h})
		}
		return out
	}
	y := 84.0
	for i := 0; i < n; i++ {
		h := 68.0
		if i == 0 {
			h = 190
		}
		out = append(out, Rect{16, y, v.W - 32, h})
		y += h + 10
	}
	return out
}

func (s *lobbyScene) Update(a *App) error {
	s.t++
	v := a.View
	a.Status("lobby", 0, 0, false, a.W.StatusLobby)
	price := s.price(a)
	s.play.Label, s.play.Primary = a.W.Play(price), true
	s.play.Disabled = s.buying != nil || a.Player.Balance < price
	if v.Landscape {
		s.play.R = Rect{v.W/2 - 170, v.H - 150, 340, 84}
		s.history.R = Rect{v.W - 220, v.H - 136, 180, 56}
	} else {
		s.play.R = Rect{16, v.H - 96, v.W - 32, 72}
		s.history.R = Rect{16, v.H - 160, v.W - 32, 50}
	}
	// stake chips (one per stake the server lists)
	s.chips = s.chips[:0]
	cards := s.cards(v, 5)
	for i := range s.stakes {
		r := Rect{cards[0].X + 20 + float64(i)*84, cards[0].Y + cards[0].H - 60, 74, 44}
		if v.Landscape {
			r = Rect{cards[0].CX() - 37 + float64(i)*84, cards[0].Y + cards[0].H - 70, 74, 44}
		}
		s.chips = append(s.chips, r)
	}
	for i, r := range s.chips {
		if a.In.Tapped(r) {
			s.stake = s.stakes[i]
		}
	}
	if s.history.Update(&a.In) {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if s.play.Update(&a.In) {
		s.message = ""
		s.buying = startPurchase(a, "crossingo", s.stake)
	}
	if s.buying != nil {
		s.play.Label = a.W.Buying
		if t, err, done := s.buying.poll(); done {
			s.buying = nil
			s.message = bought(a, t, err)
		}
	}
	return nil
}

// gameEmblems are the symbols on the game cards, by game id.
var gameEmblems = map[string]string{
	"crossingo": SymStar, "diamond-river": SymGem, "eldorado": SymCoin, "sudoku": SymClover, "lucha-fortune": SymHeart,
}

func (s *lobbyScene) Draw(c *Canvas) {
	a := appOf(c)
	t := c.T
	v := c.V
	drawHeader(c, a, "REVELA", a.W.Lobby, a.Player.Balance)
	games := a.Games
	if len(games) == 0 {
		games = []api.Game{{ID: "crossingo", Name: "CROSSINGO", Playable: true}}
	}
	cards := s.cards(v, len(games))
	for i, g := range games {
		r := cards[i]
		alpha := 1.0
		top, bottom := t.Surface2, t.Surface
		if !g.Playable {
			alpha = 0.8
			top, bottom = t.Surface, darker(t.Surface, 0.85)
		}
		c.Shadow(r, 18, 12, 0.5)
		outline := lighter(top, 0.2)
		if g.Playable {
			outline = t.Accent
		}
		c.Panel(r, 18, lighter(top, 0.05), bottom, outline, alpha)
		emblem := gameEmblems[g.ID]
		if g.ID == "crossingo" {
			emblem = t.MarkSym
		}
		if i == 0 && g.Playable {
			// the featured game: a big emblem, the name, the stake chips
			es := 84.0
			ex, ey := r.X+r.W-es-20, r.Y+20.0
			if v.Landscape {
				ex, ey = r.CX()-es/2, r.Y+34
			}
			bob := 3 * math.Sin(float64(s.t)/20)
			c.Image(symbol(emblem, int(es*v.K)), ex, ey+bob, 1, 1)
			nx, ny := r.X+20, r.Y+40
			if v.Landscape {
				nx, ny = r.CX(), r.Y+150
			}
			al := Left
			if v.Landscape {
				al = Center
			}
			c.TextShadow(g.Name, nx, ny, 30, true, al, t.Text, 1, 1)
			c.Text(a.W.Stake, nx, ny+34, 14, false, al, t.TextDim)
			for j, cr := range s.chips {
				sel := s.stakes[j] == s.stake
				fill := t.Surface
				line := lighter(t.Surface2, 0.2)
				if sel {
					fill, line = t.Button, t.Win
				}
				c.Panel(cr, 22, lighter(fill, 0.1), fill, line, 1)
				c.Text(s.stakes[j].French(), cr.CX(), cr.CY(), 18, true, Center, t.Text)
			}
			continue
		}
		es := 44.0
		if v.Landscape {
			es = 64
			c.Image(symbol(emblem, int(es*v.K)), r.CX()-es/2, r.Y+40, 1, alpha)
			c.Text(g.Name, r.CX(), r.Y+150, c.FitSize(g.Name, 20, r.W-20, true), true, Center, t.Text)
			if !g.Playable {
				s.drawSoon(c, a, Rect{r.CX() - 60, r.Y + 190, 120, 32})
			}
			continue
		}
		c.Image(symbol(emblem, int(es*v.K)), r.X+14, r.CY()-es/2, 1, alpha)
		// The name keeps 16 px clear of the "bientôt" pill at the right.
		pill := Rect{r.X + r.W - 108, r.CY() - 16, 96, 32}
		c.Text(g.Name, r.X+72, r.CY(), c.FitSize(g.Name, 19, pill.X-16-(r.X+72), true), true, Left, t.Text)
		if !g.Playable {
			s.drawSoon(c, a, pill)
		}
	}
	if s.message != "" {
		c.Text(s.message, v.W/2, s.play.R.Y-22, 15, true, Center, t.Win)
	}
	s.history.Draw(c, t)
	s.play.Draw(c, t)
}

func (s *lobbyScene) drawSoon(c *Canvas, a *App, r Rect) {
	t := c.T
	c.Panel(r, 16, t.Surface, t.Surface, lighter(t.Surface, 0.25), 1)
	c.Text(a.W.Soon, r.CX(), r.CY(), 14, true, Center, t.TextDim)
}
