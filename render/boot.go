//go:build js

package render

import (
	"math"
	"time"

	"revela/core/money"
	"revela/render/api"
	"revela/render/kit"
	"revela/render/screens"
)

// bootScene opens the session (creating a player when there is none),
// reads the games and the units not yet seen, then goes where
// screens.Start says: the lobby, an unfinished unit resumed, a ticket
// opened, the history, or (with ?game=ID&stake=1&auto=1) one unit bought
// and played. The calls start when the scene is made, before the game
// loop, and take the answers the page asked for while the client
// compiled (window.revela.early); NewGame waits for them (bootWait), so
// that the first frame is already the lobby (docs/client.md "Start").
type bootScene struct {
	session <-chan result[session]
	t       int
}

type session struct {
	player  api.Player
	games   []api.Game
	unseen  []api.Ticket // the units not yet seen, oldest first
	opened  *api.Ticket  // the ticket asked for with ?ticket=ID
	missing bool         // that ticket is not the player's (or does not exist)
	created bool         // the player was made now: the browser had no live session
}

func newBootScene(a *App) *bootScene {
	client, ticket := a.API, a.Params.Ticket
	return &bootScene{session: async(func() (session, error) {
		defer api.DropEarly() // a retry asks again
		var out session
		p, created, err := client.Session()
		if err != nil {
			return out, err
		}
		out.player, out.created = p, created
		if out.games, err = client.Games(); err != nil {
			return out, err
		}
		if out.unseen, err = client.Unseen(); err != nil {
			return out, err
		}
		if ticket > 0 {
			t, err := client.Ticket(ticket)
			if api.Status(err) == 404 {
				out.missing = true
			} else if err != nil {
				return out, err
			} else {
				out.opened = &t
			}
		}
		return out, nil
	})}
}

// bootWait is how long NewGame waits for the session before the first
// frame (the page's loading screen stays meanwhile): long enough for
// calls the page started, short enough that a slow server shows the
// boot scene.
const bootWait = 1500 * time.Millisecond

// wait blocks until the session has landed or d has passed. Called
// before the game loop runs (NewGame), it lets the page's event loop
// settle the calls without a frame between two of them.
func (s *bootScene) wait(d time.Duration) {
	select {
	case r := <-s.session:
		ch := make(chan result[session], 1)
		ch <- r
		s.session = ch
	case <-time.After(d):
	}
}

func (s *bootScene) Update(a *App) error {
	s.t++
	a.Status("loading", 0, 0, false, a.W.Loading)
	if r, ok := poll(s.session); ok {
		s.session = nil
		if r.err != nil {
			a.Scenes.GoTo(newErrorScene(a, r.err, func() Scene { return newBootScene(a) }))
			return nil
		}
		a.Player, a.Games = r.v.player, r.v.games
		if screens.SessionEnded(localStorage{}, a.Player.ID, r.v.created) {
			a.Notice, a.noticeForms = a.W.Ended, []string{a.W.Ended, a.W.EndedShort}
		}
		setMetric("sessionReady", nowMs())
		s.start(a, r.v)
	}
	return nil
}

// start goes where the session says: a purchase left pending by an
// earlier page is sent again first (a reload never buys twice), then
// screens.Start decides; a unit that ended here but whose acknowledgement
// was lost is acknowledged, not replayed.
func (s *bootScene) start(a *App, ss session) {
	if a.ResumePurchase() {
		return // settlePurchase opens the unit when it lands
	}
	if ss.missing {
		a.Scenes.GoTo(newMessageScene(a, a.W.NoTicket, nil))
		return
	}
	if t := ss.opened; t != nil && !t.Seen && a.Progress.Finished(t.ID) {
		a.ack(t.ID)
		t.Seen = true
	}
	first, _ := a.waiting(ss.unseen)
	var unseen []api.Ticket
	if first.ID != 0 {
		unseen = []api.Ticket{first}
	}
	switch st := registry.Start(a.Params, unseen, ss.opened); st.To {
	case screens.ToUnit:
		a.Scenes.GoTo(newUnitScene(a, st.Ticket, st.Showing, st.Auto))
	case screens.ToHistory:
		a.Scenes.GoTo(newHistoryScene(a))
	case screens.ToBuy:
		if msg := a.refusal(st.Game, st.Stake); msg != "" {
			a.Scenes.GoTo(newMessageScene(a, msg, nil))
			return
		}
		a.Buy(st.Game, st.Stake)
	case screens.ToRules:
		a.Scenes.GoTo(newRulesScene(a, st.Game, st.Stake, func() Scene { return newLobbyScene(a) }))
	case screens.ToBlock:
		a.Scenes.GoTo(newBlockScene(a, st.Block, nil, func() Scene { return newLobbyScene(a) }))
	case screens.ToBadStake:
		a.Scenes.GoTo(newMessageScene(a, a.W.BadStake, nil))
	default:
		// the balance and the units waiting were just read: JOUEZ is
		// offered at once, without reading them again
		a.Scenes.GoTo(newReadLobbyScene(a))
	}
}

// refusal is why game at stake cannot be bought from this client (a
// game the server does not list, one without a screen here, a stake not
// on offer), or "".
func (a *App) refusal(game string, stake money.Cents) string {
	listed := false
	for _, g := range a.Games {
		listed = listed || g.ID == game
	}
	_, screen := registry.Lookup(game)
	switch {
	case !listed && !screen:
		return a.W.UnknownGame
	case !screen:
		return a.W.NoScreen
	case !screens.Offered(a.Games, game, stake):
		return a.W.BadStake
	}
	return ""
}

func (s *bootScene) Draw(_ *App, c *kit.Canvas) {
	v := c.V
	cy := v.H * 0.42
	c.TextShadow("REVELA", v.W/2, cy, 44, true, kit.Center, kit.Hex(0xffd23d), 1, 1)
	for i := 0; i < 3; i++ {
		a := 0.3 + 0.7*math.Max(0, math.Sin(float64(s.t)/8-float64(i)*0.8))
		c.TextScaled("•", v.W/2+float64(i-1)*22, cy+54, 30, true, kit.Center, kit.Hex(0xffffff), 1, a)
	}
}
