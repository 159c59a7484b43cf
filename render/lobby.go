//go:build js

package render

import (
	"math"

	"revela/render/games"
	"revela/render/kit"
)

// lobbyScene shows the games the server lists (GET /games): the chosen
// one featured with its stakes (a chip per stake; the SUPER JACKPOT part
// of the price where there is one), the others as tiles marked
// "bientôt" (not sold yet) or "indisponible" (sold, but this client has
// no screen for it); the balance, the history and JOUEZ with the price.
type lobbyScene struct {
	lobby   *games.Lobby
	play    kit.Button
	history kit.Button
	chips   []kit.Rect
	cards   []kit.Rect
	message string
	t       int
	// the balance and the units not yet seen, read from the server when
	// the lobby opens: a unit waiting is reopened before JOUEZ is offered
	reading <-chan result[lobbyState]
	read    bool
}

func newLobbyScene(a *App) *lobbyScene {
	s := &lobbyScene{lobby: screens.NewLobby(a.Games), history: kit.Button{Label: a.W.History}, message: a.Notice}
	a.Notice = ""
	s.reading = a.readLobby()
	return s
}

// readState takes what the server said when it lands: its balance, and
// the oldest unit waiting, reopened.
func (s *lobbyScene) readState(a *App) {
	if visibleAgain() && s.read {
		s.reading, s.read = a.readLobby(), false // a second tab may have played
	}
	r, ok := poll(s.reading)
	if !ok {
		return
	}
	s.reading, s.read = nil, true
	if r.err != nil {
		logf("revela: reading the lobby: " + r.err.Error())
		return
	}
	a.Player = r.v.player
	if t, ok := a.waiting(r.v.unseen); ok && !a.Buying() {
		s.message = a.W.Waiting // said while the unit fades in
		a.Status("lobby", 0, 0, false, a.W.Waiting)
		a.Scenes.GoTo(newUnitScene(a, t, games.Resume, false))
	}
}

// layoutCards places the game cards, the chosen one bigger: a column in
// portrait, a row in landscape.
func (s *lobbyScene) layoutCards(v kit.View) []kit.Rect {
	n := len(s.lobby.Tiles)
	var out []kit.Rect
	if v.Landscape {
		w := math.Min(210, (v.W-120)/float64(n))
		x0 := v.W/2 - (w*float64(n)+16*float64(n-1))/2
		for i := 0; i < n; i++ {
			h := 300.0
			if i == s.lobby.Chosen {
				h = 340
			}
			out = append(out, kit.R(x0+float64(i)*(w+16), 130+(340-h), w, h))
		}
		return out
	}
	y := 84.0
	for i := 0; i < n; i++ {
		h := 68.0
		if i == s.lobby.Chosen {
			h = 190
		}
		out = append(out, kit.R(16, y, v.W-32, h))
		y += h + 10
	}
	return out
}

func (s *lobbyScene) Update(a *App) error {
	s.t++
	v := a.View
	a.Status("lobby", 0, 0, false, a.W.StatusLobby)
	l := s.lobby
	game, stake, ok := l.Choice()
	s.play.Label, s.play.Primary = a.W.Play(stake.Price), true
	s.readState(a)
	s.play.Disabled = !ok || !s.read || a.Buying() || a.Player.Balance < stake.Price
	if v.Landscape {
		s.play.R = kit.R(v.W/2-170, v.H-150, 340, 84)
		s.history.R = kit.R(v.W-220, v.H-136, 180, 56)
	} else {
		s.play.R = kit.R(16, v.H-96, v.W-32, 72)
		s.history.R = kit.R(16, v.H-160, v.W-32, 50)
	}
	s.cards = s.layoutCards(v)
	// the stake chips, one per stake of the chosen game
	s.chips = s.chips[:0]
	if ok {
		s.chips = stakeChips(v, s.cards[l.Chosen], len(l.Stakes()))
	}
	for i, r := range s.chips {
		if a.In.Tapped(r) {
			l.SetStake(l.Stakes()[i].Stake)
		}
	}
	for i, r := range s.cards {
		if i != l.Chosen && a.In.Tapped(r) {
			l.Choose(i)
		}
	}
	if s.history.Update(&a.In) {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if s.play.Update(&a.In) || (a.Press == "play" && !s.play.Disabled) {
		s.message = ""
		a.Buy(game, stake.Stake)
	}
	if a.Buying() {
		s.play.Label = a.W.Buying
	}
	return nil
}

// stakeChips places n stake chips at the bottom of the chosen card: from
// its left in portrait, centred in landscape, narrower when many.
func stakeChips(v kit.View, card kit.Rect, n int) []kit.Rect {
	w := math.Min(74, (card.W-16-10*float64(n-1))/float64(n))
	out := make([]kit.Rect, n)
	for i := range out {
		if v.Landscape {
			x0 := card.CX() - (w*float64(n)+10*float64(n-1))/2
			out[i] = kit.R(x0+float64(i)*(w+10), card.Y+card.H-70, w, 44)
		} else {
			out[i] = kit.R(card.X+20+float64(i)*(w+10), card.Y+card.H-60, w, 44)
		}
	}
	return out
}

// emblemsWithoutScreen are the lobby symbols of the games this client has
// no screen for yet; a game's screen brings its own (games.Screen.Emblem).
var emblemsWithoutScreen = map[string]string{
	"diamond-river": kit.SymGem, "eldorado": kit.SymCoin, "sudoku": kit.SymClover, "lucha-fortune": kit.SymHeart,
}

func (s *lobbyScene) emblem(t *kit.Theme, id string) string {
	if sc, ok := screens.Lookup(id); ok && sc.Emblem != nil {
		return sc.Emblem(t)
	}
	if e, ok := emblemsWithoutScreen[id]; ok {
		return e
	}
	return kit.SymStar
}

func (s *lobbyScene) Draw(a *App, c *kit.Canvas) {
	t := c.T
	v := c.V
	kit.Header(c, "REVELA", a.W.Lobby, a.Player.Balance, a.Player.Demo)
	l := s.lobby
	if len(s.cards) != len(l.Tiles) {
		return
	}
	for i, tile := range l.Tiles {
		g := tile.Game
		playable := tile.State == games.Playable
		r := s.cards[i]
		alpha := 1.0
		top, bottom := t.Surface2, t.Surface
		if !playable {
			alpha = 0.8
			top, bottom = t.Surface, kit.Darker(t.Surface, 0.85)
		}
		c.Shadow(r, 18, 12, 0.5)
		outline := kit.Lighter(top, 0.2)
		if playable {
			outline = t.Accent
		}
		c.Panel(r, 18, kit.Lighter(top, 0.05), bottom, outline, alpha)
		emblem := s.emblem(t, g.ID)
		if i == l.Chosen {
			s.drawChosen(a, c, r, g.Name, emblem)
			continue
		}
		es := 44.0
		if v.Landscape {
			es = 64
			c.Image(kit.Symbol(emblem, int(es*v.K)), r.CX()-es/2, r.Y+40, 1, alpha)
			c.Text(g.Name, r.CX(), r.Y+150, c.FitSize(g.Name, 20, r.W-20, true), true, kit.Center, t.Text)
			if !playable {
				s.drawPill(a, c, kit.R(r.CX()-60, r.Y+190, 120, 32), tile.State)
			}
			continue
		}
		c.Image(kit.Symbol(emblem, int(es*v.K)), r.X+14, r.CY()-es/2, 1, alpha)
		// The name keeps 16 px clear of the "bientôt" pill at the right.
		pill := kit.R(r.X+r.W-108, r.CY()-16, 96, 32)
		c.Text(g.Name, r.X+72, r.CY(), c.FitSize(g.Name, 19, pill.X-16-(r.X+72), true), true, kit.Left, t.Text)
		if !playable {
			s.drawPill(a, c, pill, tile.State)
		}
	}
	if s.message != "" {
		c.Text(s.message, v.W/2, s.play.R.Y-22, 15, true, kit.Center, t.Win)
	}
	s.history.Draw(c, t)
	s.play.Draw(c, t)
}

// drawChosen draws the chosen game's card: a big emblem, the name, the
// stake chips and, where the price has one, its SUPER JACKPOT part.
func (s *lobbyScene) drawChosen(a *App, c *kit.Canvas, r kit.Rect, name, emblem string) {
	t, v, l := c.T, c.V, s.lobby
	es := 84.0
	ex, ey := r.X+r.W-es-20, r.Y+20.0
	if v.Landscape {
		ex, ey = r.CX()-es/2, r.Y+34
	}
	bob := 3 * math.Sin(float64(s.t)/20)
	c.Image(kit.Symbol(emblem, int(es*v.K)), ex, ey+bob, 1, 1)
	nx, ny := r.X+20, r.Y+40
	al := kit.Left
	textW := ex - 12 - nx
	if v.Landscape {
		nx, ny, al, textW = r.CX(), r.Y+150, kit.Center, r.W-20
	}
	c.TextShadow(name, nx, ny, 30, true, al, t.Text, 1, 1)
	c.Text(a.W.Stake, nx, ny+34, 14, false, al, t.TextDim)
	if _, st, ok := l.Choice(); ok && st.SuperJackpotPart > 0 {
		// on one line, or two when the card is narrow
		for i, line := range kit.Wrap(c, a.W.Jackpot(st.SuperJackpotPart), 13, false, textW) {
			c.Text(line, nx, ny+54+float64(i)*17, 13, false, al, t.TextDim)
		}
	}
	for j, cr := range s.chips {
		st := l.Stakes()[j]
		fill := t.Surface
		line := kit.Lighter(t.Surface2, 0.2)
		if st.Stake == l.Stake {
			fill, line = t.Button, t.Win
		}
		c.Panel(cr, 22, kit.Lighter(fill, 0.1), fill, line, 1)
		label := st.Stake.French()
		c.Text(label, cr.CX(), cr.CY(), c.FitSize(label, 18, cr.W-8, true), true, kit.Center, t.Text)
	}
}

// drawPill says why a game is not offered: not sold yet, or no screen
// for it in this client.
func (s *lobbyScene) drawPill(a *App, c *kit.Canvas, r kit.Rect, st games.State) {
	t := c.T
	word := a.W.Soon
	if st == games.Unavailable {
		word = a.W.Unavailable
	}
	c.Panel(r, 16, t.Surface, t.Surface, kit.Lighter(t.Surface, 0.25), 1)
	c.Text(word, r.CX(), r.CY(), c.FitSize(word, 14, r.W-8, true), true, kit.Center, t.TextDim)
}
