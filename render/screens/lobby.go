package screens

import (
	"revela/core/money"
	"revela/render/api"
)

// State is what a lobby tile offers.
type State uint8

const (
	// Playable: the server sells the game and the client has its screen.
	Playable State = iota
	// Unavailable: the server sells the game but this client has no
	// screen for it; shown, never hidden, and not sold.
	Unavailable
	// Soon: the server does not sell the game yet.
	Soon
)

// Tile is one game of the lobby.
type Tile struct {
	Game  api.Game
	State State
}

// Lobby is the lobby's choice: the tiles in the server's order (GET
// /games), the game chosen (a playable tile, -1 when none is) and its
// stake.
type Lobby struct {
	Tiles  []Tile
	Chosen int
	Stake  money.Cents
}

// defaultStake is offered when the server lists no stake for a game.
var defaultStake = api.Stake{Stake: money.Euros(1)}

// NewLobby makes the tiles of the games the server lists (when it lists
// none, the registered games, playable) and chooses the first playable
// one at its first stake.
func (r *Registry[B]) NewLobby(list []api.Game) *Lobby {
	l := &Lobby{Chosen: -1}
	if len(list) == 0 {
		for _, id := range r.IDs() {
			sc, _ := r.Lookup(id)
			list = append(list, api.Game{ID: id, Name: sc.Name, Playable: true})
		}
	}
	for _, g := range list {
		t := Tile{Game: g, State: Soon}
		if g.Playable {
			t.State = Unavailable
			if _, ok := r.Lookup(g.ID); ok {
				t.State = Playable
			}
		}
		l.Tiles = append(l.Tiles, t)
	}
	for i, t := range l.Tiles {
		if t.State == Playable {
			l.Choose(i)
			break
		}
	}
	return l
}

// Choose chooses tile i at its first stake, if it is playable, and
// reports whether it did.
func (l *Lobby) Choose(i int) bool {
	if i < 0 || i >= len(l.Tiles) || l.Tiles[i].State != Playable {
		return false
	}
	l.Chosen = i
	l.Stake = l.Stakes()[0].Stake
	return true
}

// Stakes are the stakes of the chosen game as the server lists them,
// with their price and SUPER JACKPOT part (1 € when it lists none).
func (l *Lobby) Stakes() []api.Stake {
	if l.Chosen < 0 || len(l.Tiles[l.Chosen].Game.Stakes) == 0 {
		return []api.Stake{defaultStake}
	}
	return l.Tiles[l.Chosen].Game.Stakes
}

// SetStake chooses a stake of the chosen game, and reports whether it is
// one.
func (l *Lobby) SetStake(stake money.Cents) bool {
	for _, st := range l.Stakes() {
		if st.Stake == stake {
			l.Stake = stake
			return true
		}
	}
	return false
}

// Choice is what JOUEZ buys: the chosen game and stake, with its price
// and SUPER JACKPOT part; false when no game is playable.
func (l *Lobby) Choice() (game string, st api.Stake, ok bool) {
	if l.Chosen < 0 {
		return "", api.Stake{}, false
	}
	for _, s := range l.Stakes() {
		if s.Stake == l.Stake {
			return l.Tiles[l.Chosen].Game.ID, s, true
		}
	}
	return "", api.Stake{}, false
}

// Opens tells whether a ticket of the history opens (its game has a
// screen here) and how: resumed when unfinished, recalled when seen.
func (r *Registry[B]) Opens(t api.Ticket) (Showing, bool) {
	if _, ok := r.Lookup(t.Game); !ok {
		return 0, false
	}
	return ShowingOf(t), true
}
