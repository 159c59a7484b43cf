//go:build js

package render

import (
	"time"

	"revela/core/money"
	"revela/render/api"
	"revela/render/screens"
	"revela/web/wire"
)

// purchaseTries is how many times one purchase is sent before its error
// is shown; it stays pending (screens.Pending), and "Réessayer", the next
// press or the next load sends it again under the same request id.
const purchaseTries = 4

// Buy is a press of JOUEZ or REJOUER: it begins the purchase of game at
// stake, or sends again the one already pending (a press while one is in
// flight does nothing). Its answer is acted on by settlePurchase, whatever
// the scene is then.
func (a *App) Buy(game string, stake money.Cents) {
	if a.buying != nil || a.realityDue(game, stake) {
		return
	}
	pu, _ := a.Pending.Begin(game, stake, randomHex(16))
	a.send(pu)
}

// ResumePurchase sends again the purchase pending (one left by an earlier
// page included), and reports whether there was one.
func (a *App) ResumePurchase() bool {
	if a.buying != nil {
		return true
	}
	pu, ok := a.Pending.Current()
	if ok {
		a.send(pu)
	}
	return ok
}

// Buying reports whether a purchase is in flight.
func (a *App) Buying() bool { return a.buying != nil }

func (a *App) send(pu screens.Purchase) {
	client, p := a.API, &a.Pending
	a.buying = async(func() (api.Ticket, error) {
		for n := 1; ; n++ {
			t, err := client.Buy(pu.Game, pu.Stake, pu.RequestID)
			retry, wait := p.Answered(pu.RequestID, err)
			if !retry || n == purchaseTries {
				return t, err
			}
			logf("revela: purchase " + pu.RequestID + " retried: " + err.Error())
			time.Sleep(wait)
		}
	})
}

// settlePurchase acts on the answer to the purchase in flight, on
// whichever scene is shown (the player may have left the one where they
// pressed): a ticket is played at once, a balance too low is said where
// the player is, any other error goes to the error screen, whose
// "Réessayer" sends a pending purchase again.
func (a *App) settlePurchase() {
	r, ok := poll(a.buying)
	if !ok {
		return
	}
	a.buying = nil
	switch {
	case r.err == nil:
		a.Reality.Sold(time.Now(), r.v.Stake, r.v.Prize)
		auto := a.Params.Auto
		if a.Params.Game != "" { // bought from the URL: a reload reopens it
			a.Params.Game, a.Params.Auto = "", false
			replaceQuery("ticket", r.v.ID)
		}
		a.Scenes.GoTo(newUnitScene(a, r.v, screens.Bought, auto))
	case api.Code(r.err) == "insufficient_funds":
		a.refreshBalance()
		if u, ok := a.Scenes.current.(*unitScene); ok && a.Scenes.next == nil {
			u.message = a.W.NoFunds
			return
		}
		a.Notice = a.W.NoFunds
		a.Scenes.GoTo(newLobbyScene(a))
	case api.Code(r.err) == "limit_reached" || api.Code(r.err) == "excluded":
		a.refused(r.err)
	case screens.Definite(r.err):
		a.Scenes.GoTo(newErrorScene(a, r.err, nil))
	default:
		a.Scenes.GoTo(newErrorScene(a, r.err, func() Scene {
			a.ResumePurchase()
			return newLobbyScene(a)
		}))
	}
}

// refreshBalance reads the player's balance from the server.
func (a *App) refreshBalance() {
	client := a.API
	a.balance = async(client.Me)
}

// settleBalance takes the balance read by refreshBalance when it lands.
func (a *App) settleBalance() {
	if r, ok := poll(a.balance); ok {
		a.balance = nil
		if r.err == nil {
			a.Player = r.v
		}
	}
}

// ack tells the server that the player saw the end of ticket id, retried
// with backoff until it is answered (screens.Progress keeps the unit
// "finished" until then, so that the next load acknowledges it instead of
// replaying it).
func (a *App) ack(id int64) {
	client, pr := a.API, a.Progress
	go func() {
		for n := 1; ; n++ {
			err := client.Seen(id)
			if err == nil || screens.Definite(err) {
				pr.Clear(id)
				return
			}
			logf("revela: marking ticket seen: " + err.Error())
			time.Sleep(screens.Backoff(n))
		}
	}()
}

// postStep tells the server the step reached in ticket id (it keeps the
// highest), so that another device resumes there; local storage is the
// fast path and a lost post is made good by the next one.
func (a *App) postStep(id int64, step int) {
	client := a.API
	go func() {
		if _, err := client.Progress(id, step); err != nil {
			logf("revela: progress not saved on the server: " + err.Error())
		}
	}()
}

// waiting acknowledges the units of unseen (oldest first) that ended on
// this browser, and returns the first other one to reopen. A unit that
// ended here and that the server no longer lists (its acknowledgement
// landed as the page went away) is forgotten, when the list is whole.
func (a *App) waiting(unseen []api.Ticket) (api.Ticket, bool) {
	rest := unseen[:0:0]
	ids := make([]int64, len(unseen))
	for i, t := range unseen {
		ids[i] = t.ID
		if a.Progress.Finished(t.ID) {
			a.ack(t.ID)
			continue
		}
		rest = append(rest, t)
	}
	if len(unseen) < wire.MaxUnseen {
		a.Progress.Forget(ids)
	}
	return registry.Waiting(rest)
}

// lobbyState is what the lobby reads when it opens: the balance and the
// units not yet seen.
type lobbyState struct {
	player api.Player
	unseen []api.Ticket
}

func (a *App) readLobby() <-chan result[lobbyState] {
	client := a.API
	return async(func() (lobbyState, error) {
		var s lobbyState
		p, err := client.Me()
		if err != nil {
			return s, err
		}
		s.player = p
		s.unseen, err = client.Unseen()
		return s, err
	})
}
