//go:build js

package render

import (
	"fmt"

	"revela/core/money"
	"revela/render/api"
	"revela/render/games"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// unitScene plays one unit of any registered game: the header with the
// stake and the balance, the game's board, GO and AUTO, then the end
// panel (REJOUER, Accueil, Historique); or, when the script failed the
// check, says the unit could not be displayed.
type unitScene struct {
	u        *games.Unit[kit.Board]
	name     string // the game's name, the header's title
	places   kit.Places
	laidOut  bool
	controls kit.Controls
	end      kit.EndPanel
	burst    anim.Burst
	ended    bool
	endTick  int
	balance  money.Cents // what the header shows
	message  string
	out, alt kit.Button // the buttons under the "not displayed" box
	waiting  bool       // told to window.revela
	phase    string     // told to window.revela
	steps    int        // told to window.revela
	countAt  float64    // when the prize began to count up (ms, page clock)
}

// countUp is the seconds since the prize began to count up, ticks ticks
// ago when first asked: on the clock, so that slow frames do not slow the
// count.
func (s *unitScene) countUp(ticks int) float64 {
	if s.countAt == 0 {
		s.countAt = nowMs() - float64(ticks)*1000/60
	}
	return (nowMs() - s.countAt) / 1000
}

func newUnitScene(a *App, t api.Ticket, mode games.Mode, auto bool) *unitScene {
	start := nowMs()
	u := screens.Open(t, mode, auto, a.Progress)
	ms := nowMs() - start
	setMetric("validateMs", ms)
	if u.Err != nil {
		logf(fmt.Sprintf("revela: ticket %d not shown: %v (%.2f ms)", t.ID, u.Err, ms))
	} else {
		logf(fmt.Sprintf("revela: ticket %d script validated in %.2f ms", t.ID, ms))
	}
	s := &unitScene{u: u, name: a.gameName(t.Game)}
	// the balance shown before the prize until the reveal ends (docs/design.md)
	switch mode {
	case games.Play:
		s.balance = a.Player.Balance
		if t.Balance != nil {
			s.balance = *t.Balance - t.Prize
			a.Player.Balance = *t.Balance
		}
	case games.Resume:
		s.balance = a.Player.Balance - t.Prize
	default:
		s.balance = a.Player.Balance
	}
	if u.Err != nil {
		s.balance = a.Player.Balance
	}
	return s
}

func (s *unitScene) Update(a *App) error {
	u := s.u
	if u.Err != nil {
		return s.updateInvalid(a)
	}
	tl := u.TL
	s.places, s.laidOut = u.Board.Layout(a.View), true
	p := s.places
	// ended: the end panel's buttons are shown and answer
	live := s.ended && a.Tick-s.endTick >= 30 && tl.End().P(tl.Now()) >= 1
	publishLayout("unit", live, a.View, map[string]kit.Rect{
		"board": p.Board, "go": p.Go, "auto": p.Auto,
		"result": p.Result, "home": p.Home, "history": p.History, "again": p.Again,
	})
	tl.Update()
	s.burst.Update()

	goPressed, autoPressed := s.controls.Update(&a.In, s.places, a.W, u.Board.GoSub(a.W), tl.Waiting(), tl.Auto(), tl.Ended())
	if gl, ok := u.Board.(kit.GoLabeled); ok {
		s.controls.Go.Label = gl.GoLabel(a.W)
	}
	if !tl.Ended() {
		if goPressed {
			tl.Go()
		}
		if autoPressed {
			tl.SetAuto()
		}
		words := a.W.StatusPlay
		if u.Mode == games.Resume {
			words = a.W.Resume + ". " + words
		}
		a.Status("playing", u.Ticket.ID, 0, false, words)
	}
	endedNow, step := u.Settle(a.Progress) // each step released is remembered, for a reload
	if step >= 0 {
		a.postStep(u.Ticket.ID, step)
	}
	if w, ph := tl.Waiting() && !tl.Ended(), tl.Phase(); w != s.waiting || ph != s.phase || tl.Steps() != s.steps {
		s.waiting, s.phase, s.steps = w, ph, tl.Steps()
		setWaiting(w, ph, s.steps)
	}
	u.Board.Update(a.Tick, &s.burst)
	if endedNow {
		s.ended, s.endTick = true, a.Tick
		s.finish(a)
	}
	if s.ended {
		s.updateEnd(a)
	}
	return nil
}

// finish runs once when the reveal ends: the balance with the prize, the
// server told the unit was seen, the result said in words.
func (s *unitScene) finish(a *App) {
	u := s.u
	prize := u.TL.Prize()
	if u.Mode != games.Recall {
		s.balance = a.Player.Balance
	}
	if u.Mode != games.Recall {
		logf(fmt.Sprintf("revela: ticket %d shown to its end", u.Ticket.ID))
	}
	if u.MarkSeen() {
		a.ack(u.Ticket.ID)
	}
	if urlHasTicket() {
		replaceQuery("ticket", 0) // a reload after the end goes to the lobby
	}
	if prize > 0 {
		s.burst.Emit(90, s.places.Result.CX(), s.places.Result.Y+30, 5, uint64(u.Ticket.ID))
	}
	a.Status("done", u.Ticket.ID, prize, true, a.W.StatusDone(u.Ticket.ID, prize))
}

func (s *unitScene) updateEnd(a *App) {
	u := s.u
	recall := u.Mode == games.Recall
	s.end.Set(s.places, a.W, u.Ticket.Price, a.Player.Balance, recall, a.Buying())
	if a.Tick-s.endTick < 30 { // let the result arrive first
		return
	}
	again, home, history := s.end.Update(&a.In)
	again = again || (a.Press == "again" && !a.Buying())
	home = home || a.Press == "home"
	if home {
		a.Scenes.GoTo(newLobbyScene(a))
	}
	if history {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if again {
		if recall {
			a.Scenes.GoTo(newUnitScene(a, u.Ticket, games.Recall, true))
			return
		}
		s.message = ""
		a.Buy(u.Ticket.Game, u.Ticket.Stake)
	}
}

func (s *unitScene) updateInvalid(a *App) error {
	v := a.View
	a.Status("error", s.u.Ticket.ID, 0, false, a.W.Undisplay)
	box := invalidBox(v)
	y := box.Y + box.H + 28
	s.out = kit.Button{R: kit.R(v.W/2-150, y, 300, 60), Label: a.W.History, Primary: true}
	s.alt = kit.Button{R: kit.R(v.W/2-150, y+76, 300, 52), Label: a.W.Home}
	if s.out.Update(&a.In) {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if s.alt.Update(&a.In) {
		a.Scenes.GoTo(newLobbyScene(a))
	}
	return nil
}

// invalidBox is the panel that says a unit could not be displayed.
func invalidBox(v kit.View) kit.Rect {
	return kit.R(v.W/2-min(180, v.W/2-16), v.H*0.2, min(360, v.W-32), 210)
}

func (s *unitScene) Draw(a *App, c *kit.Canvas) {
	u := s.u
	id := u.Ticket.ID
	sub := a.W.Stake + " " + u.Ticket.Stake.French() + " · " + a.W.Unit(id)
	switch u.Mode {
	case games.Recall:
		sub = a.W.Recall + " · " + a.W.Unit(id)
	case games.Resume:
		sub = a.W.Resume + " · " + a.W.Unit(id)
	}
	kit.Header(c, s.name, sub, s.balance, a.Player.Demo)
	if u.Err != nil {
		kit.Alert(c, invalidBox(c.V), a.W.Undisplay, 50, 104)
		s.out.Draw(c, c.T)
		s.alt.Draw(c, c.T)
		return
	}
	if !s.laidOut {
		return
	}
	u.Board.Draw(c)
	tl := u.TL
	if tl.Ended() && tl.End().P(tl.Now()) >= 0.5 {
		s.end.Draw(c, s.places.Result, kit.Result{
			Prize: tl.Prize(), Unit: id, Message: s.message,
			Arrive: tl.End().P(tl.Now()), Count: s.countUp(tl.Now() - tl.End().Start), Now: tl.Now(),
		})
	} else {
		s.controls.Draw(c)
	}
	kit.Burst(c, &s.burst)
}
