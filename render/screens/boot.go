package screens

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
	View   string // ?view=history opens the history, ?view=rules&game=ID the game's rules, ?view=block&id=ID a block's page
	Block  string // ?id=ID with ?view=block
}

// Dest is where the client goes once the session is open.
type Dest uint8

const (
	ToLobby    Dest = iota
	ToHistory       // ?view=history
	ToUnit          // a ticket opened (?ticket=ID) or resumed
	ToBuy           // ?game=ID: buy one unit and play it
	ToBadStake      // ?game=ID&stake=S with S not a stake: refused, nothing bought
	ToRules         // ?view=rules&game=ID: the game's rules, nothing bought
	ToBlock         // ?view=block&id=ID: a block's published commitment and its checks
)

// Start is the first screen after the session opened.
type Start struct {
	To      Dest
	Ticket  api.Ticket // ToUnit
	Showing Showing    // ToUnit
	Auto    bool       // ToUnit
	Game    string     // ToBuy
	Stake   money.Cents
	Block   string // ToBlock
}

// Start decides where the client goes: the ticket asked for (opened),
// the history, the rules or a block's page, else the oldest unseen unit
// whose game has a screen here (resumed after a reload; unseen is oldest
// first, as GET /api/v1/tickets/unseen answers), else a purchase asked
// with ?game= (refused when the stake is not an amount above zero: never
// bought at another stake), else the lobby.
func (r *Registry[B]) Start(p Params, unseen []api.Ticket, opened *api.Ticket) Start {
	switch {
	case opened != nil:
		m := ShowingOf(*opened)
		return Start{To: ToUnit, Ticket: *opened, Showing: m, Auto: p.Auto || m == Recalled}
	case p.View == "history":
		return Start{To: ToHistory}
	case p.View == "block":
		return Start{To: ToBlock, Block: p.Block}
	case p.View == "rules":
		stake, _ := money.Parse(p.Stake)
		return Start{To: ToRules, Game: p.Game, Stake: stake}
	case p.Game != "":
		if t, ok := r.Waiting(unseen); ok {
			// a paid unit not yet seen comes first, as in the lobby:
			// the link buys once it has been played (issue 29)
			return Start{To: ToUnit, Ticket: t, Showing: Resumed}
		}
		stake, err := money.Parse(p.Stake)
		if err != nil || stake <= 0 {
			return Start{To: ToBadStake, Game: p.Game}
		}
		return Start{To: ToBuy, Game: p.Game, Stake: stake}
	}
	if t, ok := r.Waiting(unseen); ok {
		return Start{To: ToUnit, Ticket: t, Showing: Resumed}
	}
	return Start{To: ToLobby}
}

// Waiting returns the first unit of unseen (oldest first) that is not
// seen and whose game has a screen here: the unit to reopen before a new
// purchase is offered.
func (r *Registry[B]) Waiting(unseen []api.Ticket) (api.Ticket, bool) {
	for _, t := range unseen {
		if _, ok := r.Lookup(t.Game); ok && !t.Seen {
			return t, true
		}
	}
	return api.Ticket{}, false
}

// Offered reports whether stake is on offer for game in the games the
// server lists (true when the game is not listed: the server decides).
func Offered(gs []api.Game, game string, stake money.Cents) bool {
	for _, g := range gs {
		if g.ID != game || len(g.Stakes) == 0 {
			continue
		}
		for _, s := range g.Stakes {
			if s.Stake == stake {
				return true
			}
		}
		return false
	}
	return true
}
