package screens

import (
	"time"

	"revela/core/money"
	"revela/web/wire"
)

// LimitNames are the names of a player's limits on the wire, in the
// API's order (docs/server.md "Limits"): the stake and the net loss per
// day, ISO week and month, then the minutes between reality checks.
var LimitNames = [7]string{"stake_day", "stake_week", "stake_month", "loss_day", "loss_week", "loss_month", "session_minutes"}

// RealityLimit is the index of the reality check in LimitNames.
const RealityLimit = 6

// NoLimit is the value of a limit not set in a LimitDraft.
const NoLimit int64 = -1

// The values − and + step through: amounts in cents for the money
// limits, minutes for the reality check.
var (
	MoneySteps   = []int64{100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000}
	MinuteSteps  = []int64{15, 30, 60, 120}
	stepsOfLimit = func(i int) []int64 {
		if i == RealityLimit {
			return MinuteSteps
		}
		return MoneySteps
	}
)

// LimitDraft is the « Limites de jeu » screen's draft: the limits in
// force as the server said (Saved) and the values the player chose with
// − (stricter) and + (looser) before saving them (Draft); NoLimit where
// none is set.
type LimitDraft struct {
	Saved, Draft [7]int64
}

// NewLimitDraft is the draft of the limits the server answered, nothing
// changed.
func NewLimitDraft(l wire.Limits) LimitDraft {
	var d LimitDraft
	money := []*money.Cents{l.Limits.StakeDay, l.Limits.StakeWeek, l.Limits.StakeMonth, l.Limits.LossDay, l.Limits.LossWeek, l.Limits.LossMonth}
	for i, c := range money {
		d.Saved[i] = NoLimit
		if c != nil {
			d.Saved[i] = int64(*c)
		}
	}
	d.Saved[RealityLimit] = NoLimit
	if m := l.Limits.SessionMinutes; m != nil {
		d.Saved[RealityLimit] = int64(*m)
	}
	d.Draft = d.Saved
	return d
}

// Step moves limit i's draft one step: stricter, to the largest step
// below it (from none: the largest step), or looser, to the smallest
// step above it (past the largest: none). A value between two steps (set
// elsewhere) goes to the next step in that direction.
func (d *LimitDraft) Step(i int, stricter bool) {
	steps := stepsOfLimit(i)
	cur := d.Draft[i]
	if stricter {
		if cur == NoLimit {
			d.Draft[i] = steps[len(steps)-1]
			return
		}
		for j := len(steps) - 1; j >= 0; j-- {
			if steps[j] < cur {
				d.Draft[i] = steps[j]
				return
			}
		}
		return
	}
	if cur == NoLimit {
		return
	}
	for _, s := range steps {
		if s > cur {
			d.Draft[i] = s
			return
		}
	}
	d.Draft[i] = NoLimit
}

// Changes are the body of PUT /me/limits for the draft: each limit whose
// draft differs from Saved, as a money.Cents, an int of minutes, or nil
// (removed); empty when nothing changed.
func (d LimitDraft) Changes() map[string]any {
	out := map[string]any{}
	for i, v := range d.Draft {
		switch {
		case v == d.Saved[i]:
		case v == NoLimit:
			out[LimitNames[i]] = nil
		case i == RealityLimit:
			out[LimitNames[i]] = int(v)
		default:
			out[LimitNames[i]] = money.Cents(v)
		}
	}
	return out
}

// Reality is the clock of the reality check: from the page's first
// purchase (Start), every Minutes (0: never) since the last check (Last)
// the client pauses before the next unit and says the time played and
// the session's result, Net (prizes less stakes).
type Reality struct {
	Minutes     int
	Start, Last time.Time
	Net         money.Cents
}

// Sold counts a unit sold at now for stake that pays prize; the first
// starts the session.
func (r *Reality) Sold(now time.Time, stake, prize money.Cents) {
	if r.Start.IsZero() {
		r.Start, r.Last = now, now
	}
	r.Net += prize - stake
}

// Due tells whether the check is due at now, before the next unit.
func (r *Reality) Due(now time.Time) bool {
	return r.Minutes > 0 && !r.Last.IsZero() && now.Sub(r.Last) >= time.Duration(r.Minutes)*time.Minute
}

// Checked records the check shown at now: the next is Minutes later.
func (r *Reality) Checked(now time.Time) { r.Last = now }

// Played is how long the session has lasted at now.
func (r *Reality) Played(now time.Time) time.Duration {
	if r.Start.IsZero() {
		return 0
	}
	return now.Sub(r.Start)
}
