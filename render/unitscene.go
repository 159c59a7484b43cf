//go:build js

package render

import (
	"errors"
	"fmt"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/render/api"
	"revela/render/kit"
	"revela/render/kit/anim"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// unitScene plays one unit of any registered game: the header with the
// stake and the balance, the game's board, GO and AUTO, then the end
// panel (REJOUER, Accueil, Historique); or, when the script failed the
// check, says the unit could not be displayed.
type unitScene struct {
	u    *screens.Unit[kit.Board]
	name string // the game's name, the header's title
	playParts
	balance  money.Cents // what the header shows
	message  string
	out, alt kit.Button // the buttons under the "not displayed" box
	waiting  bool       // told to window.revela
	phase    string     // told to window.revela
	steps    int        // told to window.revela
	settled  bool       // told to window.revela
	icons    kit.Icons
	// proving is the read of the unit's block commitment: until it lands
	// and the proof passes, nothing is played (issue 28).
	proving <-chan result[api.Block]
	pace    screens.Pace // the timeline's ticks from the page's clock
}

// playParts are what a scene playing a unit keeps around its board (the
// unit scene, the studio's preview): where the shared parts go, GO and
// AUTO, the end panel, the particles, when the unit ended.
type playParts struct {
	places   kit.Places
	laidOut  bool
	controls kit.Controls
	end      kit.EndPanel
	burst    anim.Burst
	ended    bool
	endTick  int
	countAt  float64    // when the prize began to count up (ms, page clock)
	tier     kit.Tier   // the prize's celebration (set at the end)
	parts    []kit.Part // how the prize was made (set at the end)
	skipAt   float64    // when the top prize's moment was ended (ms, page clock)
}

// countUp is the count-up's progress (0 to 1 and on): the ms since it
// began, ticks ticks ago when first asked, over the tier's length. On the
// clock, so that slow frames do not slow the count.
func (s *playParts) countUp(ticks int) float64 {
	if s.countAt == 0 {
		s.countAt = nowMs() - float64(ticks)*1000/60
	}
	return (nowMs() - s.countAt) / s.tier.CountMs()
}

// celebrating tells whether the top prize's full-screen moment is on
// (until a tap or a key, or 3 s after the amount has counted up).
func (s *playParts) celebrating() bool {
	return s.tier == kit.TierTop && s.ended && (s.skipAt == 0 || nowMs()-s.skipAt < 400)
}

// updateCelebration runs while the top prize's moment is on: a tap, a
// key or window.revela.press("skip") ends it (the amount shown whole),
// as does the end of the count and 3 s more; the confetti keep falling.
func (s *playParts) updateCelebration(a *App) {
	if s.skipAt != 0 {
		return
	}
	count := s.countUp(0)
	if a.In.Tap || a.In.KeyFree() || a.Press == "skip" || count >= 1+3000/s.tier.CountMs() {
		s.skipAt = nowMs()
		if count < 1 {
			s.countAt = nowMs() - s.tier.CountMs()
		}
		return
	}
	if (a.Tick-s.endTick)%40 == 0 {
		s.burst.Rain(30, a.View.W, 5, uint64(a.Tick))
	}
}

func newUnitScene(a *App, t api.Ticket, mode screens.Showing, auto bool) *unitScene {
	start := nowMs()
	u := registry.Open(t, mode, auto, a.Progress)
	ms := nowMs() - start
	setMetric("validateMs", ms)
	if u.Err != nil {
		logf(fmt.Sprintf("revela: ticket %d not shown: %v (%.2f ms)", t.ID, u.Err, ms))
	} else {
		logf(fmt.Sprintf("revela: ticket %d script validated in %.2f ms", t.ID, ms))
	}
	s := &unitScene{u: u, name: a.gameName(t.Game)}
	setJSON("settled", false)
	s.icons.Info = true
	// the balance shown before the prize until the reveal ends (docs/design.md)
	switch mode {
	case screens.Bought:
		s.balance = a.Player.Balance
		if t.Balance != nil {
			s.balance = *t.Balance - t.Prize
			a.Player.Balance = *t.Balance
		}
	case screens.Resumed:
		s.balance = a.Player.Balance - t.Prize
	default:
		s.balance = a.Player.Balance
	}
	if u.Err != nil {
		s.balance = a.Player.Balance
	}
	if u.NeedsProof() {
		client, id := a.API, t.Block
		s.proving = async(func() (api.Block, error) {
			for n := 1; ; n++ {
				b, err := client.Commitment(id)
				if err == nil || screens.Definite(err) || n == 3 {
					return b, err
				}
				time.Sleep(screens.Backoff(n))
			}
		})
	}
	return s
}

// proved takes the unit's block commitment when it lands and checks the
// proof against it (screens.Unit.Prove), timed: verifyMs, and on the
// page's first proof the median of 20 runs of 10 checks (the browser's
// clock is too coarse for one). It reports false while the read is on.
func (s *unitScene) proved(a *App) bool {
	r, ok := poll(s.proving)
	if !ok {
		return false
	}
	s.proving = nil
	u := s.u
	table, _ := lots.Find(u.Ticket.Game, u.Ticket.Stake)
	start := nowMs()
	u.Prove(r.v, r.err, table)
	ms := nowMs() - start
	if u.Err != nil {
		logf(fmt.Sprintf("revela: ticket %d not played: %v", u.Ticket.ID, u.Err))
		setJSON("proof", u.Err.Error())
		s.balance = a.Player.Balance
		return true
	}
	if !a.proofTimed {
		a.proofTimed = true
		ms = screens.MedianMs(nowMs, 20, func() {
			for range 10 {
				_ = screens.Verify(u.Ticket, r.v, table)
			}
		}) / 10
	}
	setMetric("verifyMs", ms)
	setJSON("proof", "verified")
	logf(fmt.Sprintf("revela: ticket %d proof verified in block %s in %.3f ms", u.Ticket.ID, u.Ticket.Block, ms))
	return true
}

func (s *unitScene) Update(a *App) error {
	u := s.u
	if s.proving != nil && !s.proved(a) {
		s.places, s.laidOut = u.Board.Layout(a.View), true
		a.Status("verifying", u.Ticket.ID, 0, false, a.W.Loading)
		return nil
	}
	if u.Err != nil {
		err := s.updateInvalid(a)
		s.rulesPressed(a)
		return err
	}
	tl := u.TL
	s.places, s.laidOut = u.Board.Layout(a.View), true
	p := s.places
	// ended: the end panel's buttons are shown and answer
	live := s.ended && a.Tick-s.endTick >= 30 && tl.End().P(tl.Now()) >= 1 && !s.celebrating()
	publishLayout("unit", live, a.View, map[string]kit.Rect{
		"board": p.Board, "go": p.Go, "auto": p.Auto,
		"result": p.Result, "home": p.Home, "history": p.History, "again": p.Again, "seal": s.end.Seal.R,
	})
	// settled: the end panel in place and its prize counted up (automation
	// waits for it rather than for a time)
	if settled := live && s.countAt != 0 && nowMs()-s.countAt >= s.tier.CountMs(); settled != s.settled {
		s.settled = settled
		setJSON("settled", settled)
	}
	for range hookSpeed() * s.pace.Ticks(nowMs()) { // on the page's clock when frames are late
		tl.Update()
	}
	s.burst.Update()

	goPressed, autoPressed := s.controls.Update(&a.In, s.places, a.W, u.Board.GoSub(a.W), tl.Waiting(), tl.Auto(), tl.Ended())
	if n, ok := u.Board.(kit.GoNamer); ok {
		s.controls.Go.Label = n.GoLabel(a.W)
	}
	autoPressed = autoPressed || (a.Press == "auto" && !tl.Auto()) // window.revela.press("auto")
	if !tl.Ended() {
		if goPressed {
			tl.Go()
		}
		if autoPressed {
			tl.SetAuto()
		}
		words := a.W.StatusPlay
		if u.Showing == screens.Resumed {
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
	sound.Play(tl.Sound()) // the events of this tick, once each
	u.Board.Update(a.Tick, &s.burst)
	if endedNow {
		s.ended, s.endTick = true, a.Tick
		s.finish(a)
	}
	if s.ended {
		s.updateEnd(a)
	}
	s.rulesPressed(a)
	return nil
}

// rulesPressed opens the game's rules when "i" is pressed; Retour comes
// back to this unit as it was.
func (s *unitScene) rulesPressed(a *App) {
	if s.icons.Update(&a.In) || a.Press == "rules" {
		t := s.u.Ticket
		a.Scenes.GoTo(newRulesScene(a, t.Game, t.Stake, func() Scene { return s }))
	}
}

// finish runs once when the reveal ends: the balance with the prize, the
// server told the unit was seen, the result said in words.
func (s *unitScene) finish(a *App) {
	u := s.u
	prize := u.TL.Prize()
	if u.Showing != screens.Recalled {
		s.balance = a.Player.Balance
	}
	if u.Showing != screens.Recalled {
		logf(fmt.Sprintf("revela: ticket %d shown to its end", u.Ticket.ID))
	}
	if u.MarkSeen() {
		a.ack(u.Ticket.ID)
	}
	if urlHasTicket() {
		replaceQuery("ticket", 0) // a reload after the end goes to the lobby
	}
	s.reveal(a, u.Ticket.Game, u.Ticket.Stake, prize, u.TL, uint64(u.Ticket.ID))
	a.Status("done", u.Ticket.ID, prize, true, screens.EndWords(a.W, u.Ticket.ID, prize, s.parts))
}

// reveal sets the end's celebration once a unit (played or previewed)
// ended with prize: its tier and how the prize was made (told to
// window.revela.tier and .parts), the particles and the sound of the tier.
func (s *playParts) reveal(a *App, game string, stake, prize money.Cents, tl screens.Timeline, seed uint64) {
	table, _ := lots.Find(game, stake)
	sc, _ := registry.Lookup(game)
	s.tier = sc.Tiers.Of(table, stake, prize)
	s.parts = tl.Parts(a.W)
	setJSON("tier", s.tier.String())
	setJSON("parts", s.parts) // [{"label": "Ligne 2", "amount": "4"}, ...] (kit.Part), null for none
	r := s.places.Result
	switch s.tier {
	case kit.TierSmall:
		s.burst.Emit(90, r.CX(), r.Y+30, 5, seed)
		sound.Play(sound.Win)
	case kit.TierBig:
		s.burst.Emit(110, r.X+r.W*0.25, r.Y+30, 5, seed)
		s.burst.Emit(110, r.X+r.W*0.75, r.Y+30, 5, seed+1)
		sound.Play(sound.BigWin)
	case kit.TierTop:
		s.burst.Rain(90, a.View.W, 5, seed)
		sound.Play(sound.TopWin)
	default:
		sound.Play(sound.Loss)
	}
}

func (s *unitScene) updateEnd(a *App) {
	u := s.u
	recall := u.Showing == screens.Recalled
	s.end.Set(s.places, a.W, u.Ticket.Stake, a.Player.Balance, recall, a.Buying())
	if s.celebrating() {
		s.updateCelebration(a)
		return
	}
	if a.Tick-s.endTick < 30 { // let the result arrive first
		return
	}
	again, home, history := s.end.Update(&a.In)
	if s.end.Seal.R.W > 0 && (s.end.Seal.Update(&a.In) || a.Press == "proof") {
		a.Scenes.GoTo(newBlockScene(a, u.Ticket.Block, &u.Ticket, func() Scene { return s }))
		return
	}
	again = again || (a.Press == "again" && !a.Buying())
	home = home || a.Press == "home"
	history = history || a.Press == "history"
	if home {
		a.Scenes.GoTo(newLobbyScene(a))
	}
	if history {
		a.Scenes.GoTo(newHistoryScene(a))
	}
	if again {
		if recall {
			a.Scenes.GoTo(newUnitScene(a, u.Ticket, screens.Recalled, true))
			return
		}
		s.message = ""
		a.Buy(u.Ticket.Game, u.Ticket.Stake)
	}
}

func (s *unitScene) updateInvalid(a *App) error {
	v := a.View
	a.Status("error", s.u.Ticket.ID, 0, false, s.refusal(a))
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

// refusal is what the box says of a unit not played: its proof refused,
// or its script.
func (s *unitScene) refusal(a *App) string {
	if errors.Is(s.u.Err, screens.ErrProof) {
		return a.W.ProofFailed
	}
	return a.W.Undisplay
}

// invalidBox is the panel that says a unit could not be displayed.
func invalidBox(v kit.View) kit.Rect {
	return kit.R(v.W/2-min(180, v.W/2-16), v.H*0.2, min(360, v.W-32), 230)
}

func (s *unitScene) Draw(a *App, c *kit.Canvas) {
	u := s.u
	id := u.Ticket.ID
	// The player's own words for the unit: its stake, or when it was
	// bought; never the ticket's id (a count of every player's sales).
	stake := a.W.Stake + " " + a.W.Money(u.Ticket.Stake)
	subs := []string{stake}
	long, short := a.W.Resume, a.W.ResumeShort
	if u.Showing == screens.Recalled {
		long, short = a.W.Recall, a.W.RecallShort
	}
	if u.Showing != screens.Bought {
		// the stake kept, the rest shortened as the header's room asks
		// (issue 29: « Rappel de la partie · 01/12/2… » at 320, looked at)
		at := u.Ticket.CreatedAt.Local()
		subs = []string{stake + " · " + long + " · " + at.Format(a.W.When), stake + " · " + short + " · " + at.Format(a.W.WhenShort),
			stake + " · " + short, stake}
	}
	header(c, &s.icons, s.name, s.balance, a.Player.Demo, subs...)
	if u.Err != nil {
		kit.Alert(c, invalidBox(c.V), s.refusal(a), 50, 96)
		s.out.Draw(c, c.T)
		s.alt.Draw(c, c.T)
		return
	}
	if !s.laidOut {
		return
	}
	res := kit.Result{Unit: id, When: u.Ticket.CreatedAt, Message: s.message}
	if u.Proven {
		res.Seal = a.W.Verified
	}
	s.drawPlay(c, u.Board, u.TL, res)
}

// drawPlay draws a unit's board, then its result (res, with the prize,
// the arrival, the count, the tier and the parts filled in, once the end
// has half arrived) or GO and AUTO, and the top prize's moment; the
// particles fall over the board and GO and AUTO, behind the result (they
// never cross its amounts), and over the top prize's moment.
func (s *playParts) drawPlay(c *kit.Canvas, b kit.Board, tl screens.Timeline, res kit.Result) {
	b.Draw(c)
	ended, celebrating := tl.Ended() && tl.End().P(tl.Now()) >= 0.5, s.celebrating()
	if !ended {
		s.controls.Draw(c)
	}
	if !celebrating {
		kit.Burst(c, &s.burst)
	}
	if ended {
		res.Prize, res.Arrive, res.Now = tl.Prize(), tl.End().P(tl.Now()), tl.Now()
		res.Count, res.Tier, res.Parts = s.countUp(tl.Now()-tl.End().Start), s.tier, s.parts
		s.end.Draw(c, s.places.Result, res)
	}
	if celebrating {
		fade := min(1, (nowMs()-s.countAt)/300)
		if s.skipAt != 0 {
			fade = 1 - (nowMs()-s.skipAt)/400
		}
		kit.Celebrate(c, tl.Prize(), s.countUp(0), fade, tl.Now())
		kit.Burst(c, &s.burst)
	}
}
