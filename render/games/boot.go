package games

import (
	"revela/core/money"
	"revela/render/api"
)

// Params are the page's URL parameters.
type Params struct {
	Theme  string
	Game   string // ?game=ID&stake=S buys one unit at once
	Stake  string
	Auto   bool   // ?auto=1 plays it with AUTO
	Ticket int64  // ?ticket=ID opens that ticket: resumes it if unfinished, else recalls it
	View   string // ?view=history opens the history
}

// Dest is where the client goes once the session is open.
type Dest uint8

const (
	ToLobby   Dest = iota
	ToHistory      // ?view=history
	ToUnit         // a ticket opened (?ticket=ID) or resumed
	ToBuy          // ?game=ID: buy one unit and play it
)

// Start is the first screen after the session opened.
type Start struct {
	To     Dest
	Ticket api.Ticket // ToUnit
	Mode   Mode       // ToUnit
	Auto   bool       // ToUnit
	Game   string     // ToBuy
	Stake  money.Cents
}

// Start decides where the client goes: the ticket asked for (opened),
// the history, a purchase, the newest unit if it is unfinished and its
// game has a screen here (resumed after a reload), else the lobby.
func (r *Registry[B]) Start(p Params, newest, opened *api.Ticket) Start {
	switch {
	case opened != nil:
		m := ModeOf(*opened)
		return Start{To: ToUnit, Ticket: *opened, Mode: m, Auto: p.Auto || m == Recall}
	case p.View == "history":
		return Start{To: ToHistory}
	case p.Game != "":
		stake, err := money.Parse(p.Stake)
		if err != nil || stake <= 0 {
			stake = money.Euros(1)
		}
		return Start{To: ToBuy, Game: p.Game, Stake: stake}
	case newest != nil && !newest.Seen:
		if _, ok := r.Lookup(newest.Game); ok {
			return Start{To: ToUnit, Ticket: *newest, Mode: Resume}
		}
	}
	return Start{To: ToLobby}
}
