//go:build js

package render

import (
	"math"
	"strconv"
	"strings"

	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/layout"
	"revela/render/screens"
	"revela/web/wire"
)

// lobbyScene shows the games the server lists (GET /games): the chosen
// one featured with its stakes (a chip per stake; the SUPER JACKPOT part
// of the price where there is one), the others as tiles marked
// "bientôt" (not sold yet) or "indisponible" (sold, but this client has
// no screen for it); the balance, the history and JOUEZ with the price.
type lobbyScene struct {
	lobby   *screens.Lobby
	play    kit.Button
	history kit.Button
	limits  kit.Button   // « Limites de jeu » (limitsscene.go)
	at      layout.Lobby // where the cards, the chips and the note go
	focused kit.Rect     // the chip or card with the keyboard focus, if any
	// chipFocused: focused is a chip of the chosen card
	chipFocused bool
	icons       kit.Icons
	message     string
	forms       []string // message's forms, longest first (a refusal by a limit: App.refused)
	note        string   // said above the buttons: message, or why JOUEZ is off
	t           int
	drawn       bool // a frame drawn: the emblems from the second (Draw)
	// the balance and the units not yet seen, read from the server when
	// the lobby opens: a unit waiting is reopened before JOUEZ is offered
	reading <-chan result[lobbyState]
	read    bool
	// the minutes of the reality check, read beside (limitsscene.go):
	// JOUEZ does not wait for them
	reality <-chan result[wire.Limits]
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
	s := &lobbyScene{lobby: registry.NewLobby(a.Games), history: kit.Button{Label: a.W.History}, message: a.Notice, read: true,
		limits: kit.Button{Label: a.W.Limit(i18n.LimEntry)}, forms: a.noticeForms, reality: async(a.API.Limits)}
	s.icons.Info = true
	a.Notice, a.noticeForms = "", nil
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
		a.Scenes.GoTo(newUnitScene(a, t, screens.Resumed, false))
	}
}

func (s *lobbyScene) Update(a *App) error {
	s.t++
	v := a.View
	l := s.lobby
	game, stake, ok := l.Choice()
	s.play.Label, s.play.Primary = a.W.Play(stake.Stake), true
	s.readState(a)
	if r, ok := poll(s.reality); ok {
		s.reality = nil
		a.realityRead(r)
	}
	poor := ok && s.read && a.Player.Balance < stake.Stake
	s.play.Disabled = !ok || !s.read || a.Buying() || poor
	// a balance below the price is said at once, beside JOUEZ (not only
	// after the server refused a sale)
	s.note = s.message
	if s.note == "" && poor {
		s.note = a.W.NoFunds
	}
	a.Status("lobby", 0, 0, false, strings.TrimSpace(a.W.StatusLobby+" "+s.note))
	s.place(v)
	rects := map[string]kit.Rect{"play": s.play.R, "history": s.history.R, "limits": s.limits.R}
	for i, c := range s.at.Cards {
		rects["card"+strconv.Itoa(i)] = c.R
	}
	publishLayout("lobby", false, v, rects)
	s.focused, s.chipFocused = kit.Rect{}, false
	for i, r := range s.at.Chips {
		focused, hit := a.In.Focusable(r, a.W.Stake+" "+a.W.Money(l.Stakes()[i].Stake))
		if focused {
			s.focused, s.chipFocused = r, true
		}
		if hit {
			l.SetStake(l.Stakes()[i].Stake)
		}
	}
	for i, c := range s.at.Cards {
		if i == l.Chosen {
			continue
		}
		focused, hit := a.In.Focusable(c.R, l.Tiles[i].Game.Name)
		if focused {
			s.focused = c.R
		}
		if hit {
			l.Choose(i)
			// the chosen card leaves the order and its chips come first:
			// the focus goes to the chip of the stake chosen, not to
			// whatever took the card's place (issue 29)
			a.In.FocusOn(0)
		}
	}
	if s.history.Update(&a.In) || a.Press == "history" {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if s.limits.Update(&a.In) || a.Press == "limits" {
		a.Scenes.GoTo(newLimitsScene(a))
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

// place lays the lobby out for view v: the cards, the chips (a chip per
// stake of the chosen game), JOUEZ and Historique. Draw places it too
// when it is drawn before its first Update (fading in).
func (s *lobbyScene) place(v kit.View) {
	l := s.lobby
	offered := make([]bool, len(l.Tiles))
	for i, tile := range l.Tiles {
		offered[i] = tile.State == screens.Playable
	}
	stakes := 0
	if _, _, ok := l.Choice(); ok {
		stakes = len(l.Stakes())
	}
	s.at = layout.NewLobby(v, offered, l.Chosen, stakes, s.note != "")
	s.play.R, s.history.R, s.limits.R = s.at.Play, s.at.History, s.at.Limits
}

// placeholderEmblems are the lobby symbols of games this client has no
// screen for, taken in turn by the card's place (the lobby names no game);
// a game's screen brings its own (screens.Screen.Emblem).
var placeholderEmblems = [...]string{kit.SymStar, kit.SymGem, kit.SymCoin, kit.SymClover, kit.SymHeart}

// emblem is the symbol of the card at place i, showing game id.
func (s *lobbyScene) emblem(t *kit.Theme, id string, i int) string {
	if sc, ok := registry.Lookup(id); ok && sc.Emblem != nil {
		return sc.Emblem(t)
	}
	return placeholderEmblems[i%len(placeholderEmblems)]
}

func (s *lobbyScene) Draw(a *App, c *kit.Canvas) {
	t := c.T
	v := c.V
	header(c, &s.icons, "REVELA", a.Player.Balance, a.Player.Demo, a.W.Lobby)
	l := s.lobby
	if len(s.at.Cards) != len(l.Tiles) {
		s.place(v)
	}
	if s.focused.W > 0 && !s.chipFocused {
		kit.FocusRing(c, s.focused, 18) // under the card it rings
	}
	for i, tile := range l.Tiles {
		g := tile.Game
		playable := tile.State == screens.Playable
		card := s.at.Cards[i]
		r := card.R
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
			s.drawChosen(a, c, card, g.Name, emblem)
			continue
		}
		if e := card.Emblem; e.W > 0 && s.drawn {
			c.Image(kit.Symbol(emblem, int(e.W*v.K)), e.X, e.Y, 1, alpha)
		}
		n := card.Name
		if v.Landscape {
			c.Text(g.Name, n.CX(), n.CY(), c.FitSize(g.Name, n.H, n.W, true), true, kit.Center, t.Text)
		} else {
			c.Text(g.Name, n.X, n.CY(), c.FitSize(g.Name, n.H, n.W, true), true, kit.Left, t.Text)
		}
		switch w := card.Word; {
		case w.W == 0:
		case card.Pill:
			s.drawPill(a, c, w, tile.State)
		default: // a line under the name
			c.Text(pillWord(a, tile.State), w.X, w.CY(), w.H, false, kit.Left, t.TextDim)
		}
	}
	if n := s.at.Note; s.note != "" && n.W > 0 {
		note, size := s.note, c.FitSize(s.note, n.H, n.W, true)
		if len(s.forms) > 0 && s.note == s.forms[0] {
			note, size = firstFit(c, s.forms, n.H, n.W)
		}
		c.Text(note, n.CX(), n.CY(), size, true, kit.Center, t.Win)
	}
	s.history.Draw(c, t)
	s.limits.Draw(c, t)
	s.play.Draw(c, t)
	s.drawn = true
}

// drawChosen draws the chosen game's card: a big emblem, the name, the
// stake chips and, where the price has one, its SUPER JACKPOT part.
func (s *lobbyScene) drawChosen(a *App, c *kit.Canvas, card layout.Card, name, emblem string) {
	t, v, l := c.T, c.V, s.lobby
	e, n := card.Emblem, card.Name
	if e.W > 0 && s.drawn { // none on a short card (a phone on its side)
		bob := 3 * math.Sin(float64(s.t)/20)
		c.Image(kit.Symbol(emblem, int(e.W*v.K)), e.X, e.Y+bob, 1, 1)
	}
	nx, ny, al := n.X, n.CY(), kit.Left
	if v.Landscape {
		nx, al = n.CX(), kit.Center
	}
	c.TextShadow(name, nx, ny, c.FitSize(name, n.H, n.W, true), true, al, t.Text, 1, 1)
	// the stake chosen (« Mise 1 € », as its chip is named), then the
	// SUPER JACKPOT part on one line or two when the card is narrow; on a
	// short card (a phone on its side) the part alone, so that it keeps
	// clear of the chips
	var lines []string
	if _, st, ok := l.Choice(); ok && st.SuperJackpotPart > 0 {
		lines = kit.Wrap(c, a.W.Jackpot(st.SuperJackpotPart), layout.PartSize, false, n.W)
	}
	chips := s.at.Chips
	at := layout.PlaceChosenLines(n, chips, len(lines))
	if at.WithStake {
		c.Text(a.W.Stake+" "+a.W.Money(l.Stake), nx, at.Stake, 14, false, al, t.TextDim)
	}
	for i, line := range lines {
		c.Text(line, nx, at.Part+float64(i)*layout.PartGap, layout.PartSize, false, al, t.TextDim)
	}
	// a chip's ring is drawn over its card, under the chip: drawn before
	// the cards, the chosen card covered it (the first Tab showed none,
	// issue 29)
	if s.focused.W > 0 && s.chipFocused {
		kit.FocusRing(c, s.focused, 22)
	}
	for j, cr := range chips {
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
func (s *lobbyScene) drawPill(a *App, c *kit.Canvas, r kit.Rect, st screens.State) {
	t := c.T
	word := pillWord(a, st)
	c.Panel(r, 16, t.Surface, t.Surface, kit.Lighter(t.Surface, 0.25), 1)
	c.Text(word, r.CX(), r.CY(), c.FitSize(word, 14, r.W-8, true), true, kit.Center, t.TextDim)
}

// pillWord is why a game is not offered, in a word.
func pillWord(a *App, st screens.State) string {
	if st == screens.Unavailable {
		return a.W.Unavailable
	}
	return a.W.Soon
}
