//go:build js

package render

import (
	"math"

	"revela/core/money"
	"revela/render/api"
	"revela/render/games"
	"revela/render/kit"
)

// bootScene opens the session (creating a player when there is none),
// reads the games, then goes where games.Start says: the lobby, an
// unfinished unit resumed, a ticket opened, the history, or (with
// ?game=ID&stake=1&auto=1) one unit bought and played.
type bootScene struct {
	session <-chan result[session]
	buy     *purchase
	t       int
}

type session struct {
	player api.Player
	games  []api.Game
	newest *api.Ticket // the newest ticket, to resume when unseen
	opened *api.Ticket // the ticket asked for with ?ticket=ID
}

func newBootScene() *bootScene { return &bootScene{} }

func (s *bootScene) Update(a *App) error {
	s.t++
	a.Status("loading", 0, 0, false, a.W.Loading)
	if s.session == nil && s.buy == nil {
		client := a.API
		s.session = async(func() (session, error) {
			var out session
			p, err := client.Session()
			if err != nil {
				return out, err
			}
			out.player = p
			if out.games, err = client.Games(); err != nil {
				return out, err
			}
			pg, err := client.Tickets(1, 0)
			if err != nil {
				return out, err
			}
			if len(pg.Tickets) > 0 {
				out.newest = &pg.Tickets[0]
			}
			if id := a.Params.Ticket; id > 0 {
				t, err := client.Ticket(id)
				if err != nil {
					return out, err
				}
				out.opened = &t
			}
			return out, nil
		})
	}
	if r, ok := poll(s.session); ok {
		s.session = nil
		if r.err != nil {
			a.Scenes.GoTo(newErrorScene(a, r.err, func() Scene { return newBootScene() }))
			return nil
		}
		a.Player, a.Games = r.v.player, r.v.games
		setMetric("lobbyReady", nowMs())
		switch st := screens.Start(a.Params, r.v.newest, r.v.opened); st.To {
		case games.ToUnit:
			a.Scenes.GoTo(newUnitScene(a, st.Ticket, st.Mode, st.Auto))
		case games.ToHistory:
			a.Scenes.GoTo(newHistoryScene(a))
		case games.ToBuy:
			s.buy = startPurchase(a, st.Game, st.Stake)
		default:
			a.Scenes.GoTo(newLobbyScene(a))
		}
	}
	if s.buy != nil {
		if t, err, done := s.buy.poll(); done {
			if err != nil {
				a.Scenes.GoTo(newErrorScene(a, err, func() Scene { return newLobbyScene(a) }))
			} else {
				a.Scenes.GoTo(newUnitScene(a, t, games.Play, a.Params.Auto))
			}
		}
	}
	return nil
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

// purchase is one sale in flight: the request id stays the same if it is
// retried, so the server never sells twice.
type purchase struct {
	ch <-chan result[api.Ticket]
}

func startPurchase(a *App, game string, stake money.Cents) *purchase {
	client, id := a.API, randomHex(16)
	return &purchase{ch: async(func() (api.Ticket, error) { return client.Buy(game, stake, id) })}
}

func (p *purchase) poll() (api.Ticket, error, bool) {
	r, ok := poll(p.ch)
	return r.v, r.err, ok
}

// bought acts on a finished purchase: a sold unit plays, a balance too
// low is a message for the scene to show (returned), any other error
// goes to the error screen.
func bought(a *App, t api.Ticket, err error) (message string) {
	switch {
	case err == nil:
		a.Scenes.GoTo(newUnitScene(a, t, games.Play, false))
	case api.Code(err) == "insufficient_funds":
		return a.W.NoFunds
	default:
		a.Scenes.GoTo(newErrorScene(a, err, func() Scene { return newLobbyScene(a) }))
	}
	return ""
}
