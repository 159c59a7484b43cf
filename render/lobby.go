//go:build js

package render

import (
	"math"
	"strconv"
	"strings"

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
	focused kit.Rect // the chip or card with the keyboard focus, if any
	icons   kit.Icons
	message string
	note    string // said above the buttons: message, or why JOUEZ is off
	t       int
	// the balance and the units not yet seen, read from the server when
	// the lobby opens: a unit waiting is reopened before JOUEZ is offered
	reading <-chan result[lobbyState]
	read    bool
}

// newLobbyScene opens the lobby and reads the balance and the units
// waiting from the server (JOUEZ waits for them).
func newLobbyScene(a *App) *lobbyScene {
	s := newReadLobbyScene(a)
	s.reading, s.read = a.readLobby(), false
	return s
}

// newReadLobbyScene opens the lobby with a.Player as it stands: the boot
// has just read the balance and the units waiting.
func newReadLobbyScene(a *App) *lobbyScene {
	s := &lobbyScene{lobby: screens.NewLobby(a.Games), history: kit.Button{Label: a.W.History}, message: a.Notice, read: true}
	s.icons.Info = true
	a.Notice = ""
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

// layoutCards places the game cards in the space between the header and
// the buttons, the chosen one bigger: a row in landscape; a column in
// portrait, or, when the column does not fit, the other games two by two
// in half-width cards (in the order of the lobby).
func (s *lobbyScene) layoutCards(v kit.View) []kit.Rect {
	n := len(s.lobby.Tiles)
	top, bottom := 76.0, min(s.play.R.Y, s.history.R.Y)-12
	if s.note != "" {
		bottom -= 26 // the note's line
	}
	avail := bottom - top
	var out []kit.Rect
	if v.Landscape {
		w := math.Min(210, (v.W-120)/float64(n))
		x0 := v.W/2 - (w*float64(n)+16*float64(n-1))/2
		chosen := min(340, avail)
		for i := 0; i < n; i++ {
			h := chosen * 300 / 340
			if i == s.lobby.Chosen {
				h = chosen
			}
			out = append(out, kit.R(x0+float64(i)*(w+16), top+(avail-chosen)/2+(chosen-h), w, h))
		}
		return out
	}
	const gap, chosenH = 10.0, 190.0
	if chosenH+float64(n-1)*(68+gap) <= avail {
		y := top
		for i := 0; i < n; i++ {
			h := 68.0
			if i == s.lobby.Chosen {
				h = chosenH
			}
			out = append(out, kit.R(16, y, v.W-32, h))
			y += h + gap
		}
		return out
	}
	// rows: the chosen card alone, the others in pairs
	var rows [][]int
	var pending []int
	for i := 0; i < n; i++ {
		if i == s.lobby.Chosen {
			if len(pending) > 0 {
				rows, pending = append(rows, pending), nil
			}
			rows = append(rows, []int{i})
			continue
		}
		if pending = append(pending, i); len(pending) == 2 {
			rows, pending = append(rows, pending), nil
		}
	}
	if len(pending) > 0 {
		rows = append(rows, pending)
	}
	small := float64(len(rows) - 1)
	big := min(chosenH, max(170, avail-small*(44+gap)-gap*small))
	h := min(68, max(44, (avail-big-small*gap)/max(1, small)))
	out = make([]kit.Rect, n)
	y, half := top, (v.W-32-gap)/2
	for _, row := range rows {
		if len(row) == 1 && row[0] == s.lobby.Chosen {
			out[row[0]] = kit.R(16, y, v.W-32, big)
			y += big + gap
			continue
		}
		for j, i := range row {
			out[i] = kit.R(16+float64(j)*(half+gap), y, half, h)
		}
		y += h + gap
	}
	return out
}

func (s *lobbyScene) Update(a *App) error {
	s.t++
	v := a.View
	l := s.lobby
	game, stake, ok := l.Choice()
	s.play.Label, s.play.Primary = a.W.Play(stake.Price), true
	s.readState(a)
	poor := ok && s.read && a.Player.Balance < stake.Price
	s.play.Disabled = !ok || !s.read || a.Buying() || poor
	// a balance below the price is said at once, beside JOUEZ (not only
	// after the server refused a sale)
	s.note = s.message
	if s.note == "" && poor {
		s.note = a.W.NoFunds
	}
	a.Status("lobby", 0, 0, false, strings.TrimSpace(a.W.StatusLobby+" "+s.note))
	s.play.R, s.history.R = lobbyButtons(v)
	s.cards = s.layoutCards(v)
	rects := map[string]kit.Rect{"play": s.play.R, "history": s.history.R}
	for i, r := range s.cards {
		rects["card"+strconv.Itoa(i)] = r
	}
	publishLayout("lobby", false, v, rects)
	// the stake chips, one per stake of the chosen game
	s.chips = s.chips[:0]
	if ok {
		s.chips = stakeChips(v, s.cards[l.Chosen], len(l.Stakes()))
	}
	s.focused = kit.Rect{}
	for i, r := range s.chips {
		focused, hit := a.In.Focusable(r)
		if focused {
			s.focused = r
		}
		if hit {
			l.SetStake(l.Stakes()[i].Stake)
		}
	}
	for i, r := range s.cards {
		if i == l.Chosen {
			continue
		}
		focused, hit := a.In.Focusable(r)
		if focused {
			s.focused = r
		}
		if hit {
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
	if (s.icons.Update(&a.In) || a.Press == "rules") && game != "" {
		a.Scenes.GoTo(newRulesScene(a, game, stake.Stake, func() Scene { return s }))
	}
	return nil
}

// lobbyButtons places JOUER and Historique: in landscape JOUER centred at
// the bottom and Historique at its right; in portrait JOUER at the bottom
// and Historique above it, or beside it on a short screen.
func lobbyButtons(v kit.View) (play, history kit.Rect) {
	if v.Landscape {
		h := 84.0
		if v.Compact() {
			h = 60
		}
		y := v.H - h - 12 - min(40, v.H*0.05)
		x := max(v.W/2+186, v.W-220)
		return kit.R(v.W/2-170, y, 340, h), kit.R(x, y+(h-56)/2, min(180, v.W-16-x), 56)
	}
	if v.Compact() {
		y := v.H - 56 - 8
		hw := (v.W - 32 - 8) * 0.36
		return kit.R(16+hw+8, y, v.W-32-hw-8, 56), kit.R(16, y, hw, 56)
	}
	return kit.R(16, v.H-96, v.W-32, 72), kit.R(16, v.H-160, v.W-32, 50)
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

// placeholderEmblems are the lobby symbols of games this client has no
// screen for, taken in turn by the card's place (the lobby names no game);
// a game's screen brings its own (games.Screen.Emblem).
var placeholderEmblems = [...]string{kit.SymStar, kit.SymGem, kit.SymCoin, kit.SymClover, kit.SymHeart}

// emblem is the symbol of the card at place i, showing game id.
func (s *lobbyScene) emblem(t *kit.Theme, id string, i int) string {
	if sc, ok := screens.Lookup(id); ok && sc.Emblem != nil {
		return sc.Emblem(t)
	}
	return placeholderEmblems[i%len(placeholderEmblems)]
}

func (s *lobbyScene) Draw(a *App, c *kit.Canvas) {
	t := c.T
	v := c.V
	header(c, &s.icons, "REVELA", a.W.Lobby, a.Player.Balance, a.Player.Demo)
	l := s.lobby
	if len(s.cards) != len(l.Tiles) {
		return
	}
	if s.focused.W > 0 {
		kit.FocusRing(c, s.focused, 18)
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
		emblem := s.emblem(t, g.ID, i)
		if i == l.Chosen {
			s.drawChosen(a, c, r, g.Name, emblem)
			continue
		}
		es := 44.0
		if v.Landscape {
			// at 300 units high: the emblem at 40, the name at 150, the pill at 190
			es = min(64, r.H*0.22)
			c.Image(kit.Symbol(emblem, int(es*v.K)), r.CX()-es/2, r.Y+r.H*0.4/3, 1, alpha)
			c.Text(g.Name, r.CX(), r.Y+r.H/2, c.FitSize(g.Name, 20, r.W-20, true), true, kit.Center, t.Text)
			if !playable {
				s.drawPill(a, c, kit.R(r.CX()-min(60, r.W/2-8), r.Y+r.H*19/30, min(120, r.W-16), 32), tile.State)
			}
			continue
		}
		if r.W < 220 { // a half-width card: the word under the name
			x, ny := r.X+12, r.CY()
			if r.W >= 170 { // room for the emblem too
				es = min(36, r.H-12)
				c.Image(kit.Symbol(emblem, int(es*v.K)), r.X+8, r.CY()-es/2, 1, alpha)
				x = r.X + es + 14
			}
			if !playable {
				ny -= 9
				c.Text(pillWord(a, tile.State), x, r.CY()+11, 12, false, kit.Left, t.TextDim)
			}
			c.Text(g.Name, x, ny, c.FitSize(g.Name, 17, r.X+r.W-8-x, true), true, kit.Left, t.Text)
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
	if s.note != "" {
		c.Text(s.note, v.W/2, min(s.play.R.Y, s.history.R.Y)-20, c.FitSize(s.note, 15, v.W-24, true), true, kit.Center, t.Win)
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
		// a shorter card (a phone on its side): a smaller emblem, the
		// name just under it
		es = min(84, r.H*0.24)
		ex, ey = r.CX()-es/2, r.Y+min(34, r.H*0.06)
	}
	bob := 3 * math.Sin(float64(s.t)/20)
	c.Image(kit.Symbol(emblem, int(es*v.K)), ex, ey+bob, 1, 1)
	nx, ny := r.X+20, r.Y+40
	al := kit.Left
	textW := ex - 12 - nx
	if v.Landscape {
		nx, ny, al, textW = r.CX(), ey+es+min(32, r.H*0.1), kit.Center, r.W-20
	}
	c.TextShadow(name, nx, ny, c.FitSize(name, 30, textW, true), true, al, t.Text, 1, 1)
	// the stake's label, then the SUPER JACKPOT part on one line or two
	// when the card is narrow; on a short card (a phone on its side) the
	// part alone, so that it keeps clear of the chips
	var lines []string
	if _, st, ok := l.Choice(); ok && st.SuperJackpotPart > 0 {
		lines = kit.Wrap(c, a.W.Jackpot(st.SuperJackpotPart), 13, false, textW)
	}
	jy := ny + 54
	if len(s.chips) > 0 && jy+float64(len(lines)-1)*17+10 > s.chips[0].Y {
		jy = ny + 26
	} else {
		c.Text(a.W.Stake, nx, ny+34, 14, false, al, t.TextDim)
	}
	for i, line := range lines {
		c.Text(line, nx, jy+float64(i)*17, 13, false, al, t.TextDim)
	}
	for j, cr := range s.chips {
		st := l.Stakes()[j]
		fill := t.Surface
		line := kit.Lighter(t.Surface2, 0.2)
		if st.Stake == l.Stake {
			fill, line = t.Button, t.Win
		}
		c.Panel(cr, 22, kit.Lighter(fill, 0.1), fill, line, 1)
		label := a.W.Money(st.Stake)
		c.Text(label, cr.CX(), cr.CY(), c.FitSize(label, 18, cr.W-8, true), true, kit.Center, t.Text)
	}
}

// drawPill says why a game is not offered: not sold yet, or no screen
// for it in this client.
func (s *lobbyScene) drawPill(a *App, c *kit.Canvas, r kit.Rect, st games.State) {
	t := c.T
	word := pillWord(a, st)
	c.Panel(r, 16, t.Surface, t.Surface, kit.Lighter(t.Surface, 0.25), 1)
	c.Text(word, r.CX(), r.CY(), c.FitSize(word, 14, r.W-8, true), true, kit.Center, t.TextDim)
}

// pillWord is why a game is not offered, in a word.
func pillWord(a *App, st games.State) string {
	if st == games.Unavailable {
		return a.W.Unavailable
	}
	return a.W.Soon
}
