package store

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"revela/core/money"
)

// Limit names one of a player's responsible gaming limits (issue 32):
// the stake or the net loss (stakes less prizes) over a day, an ISO week
// or a month, and the minutes between two reality checks.
type Limit int

// The limits, in the order of Limits' array and of the API's fields.
const (
	StakeDay Limit = iota
	StakeWeek
	StakeMonth
	LossDay
	LossWeek
	LossMonth
	SessionMinutes
	NumLimits
)

var limitNames = [NumLimits]string{"stake_day", "stake_week", "stake_month", "loss_day", "loss_week", "loss_month", "session_minutes"}

// String is the limit's name on the wire and in the database ("stake_day").
func (l Limit) String() string { return limitNames[l] }

// Money tells whether the limit is an amount in cents (every limit but
// SessionMinutes).
func (l Limit) Money() bool { return l < SessionMinutes }

// Loss tells whether the limit is on the net loss rather than the stake.
func (l Limit) Loss() bool { return l >= LossDay && l <= LossMonth }

// Period is the period a money limit counts over.
func (l Limit) Period() Period { return Period(int(l) % 3) }

// None is the value of a limit not set.
const None int64 = -1

// Limits are a player's limits: cents for the money limits, minutes for
// SessionMinutes; None where not set.
type Limits [NumLimits]int64

// NoLimits are the limits of a new player: none set.
var NoLimits = Limits{None, None, None, None, None, None, None}

// Change is a raise or a removal waiting for its cooling-off period:
// Value (None: the limit removed) takes effect at At; no change when At
// is zero.
type Change struct {
	Value int64
	At    time.Time
}

// Counter is what a player staked and won in one period, counted by the
// sales since Start (unix milliseconds, the period's start as the sale
// saw it; a counter of an earlier period counts nothing).
type Counter struct {
	Start       int64
	Staked, Won money.Cents
}

// Standing is what the store keeps of a player's responsible gaming: the
// limits as set, the changes waiting for their cooling-off, the end of a
// self-exclusion (zero: none) and the counters of the sales' periods.
type Standing struct {
	Limits        Limits
	Pending       [NumLimits]Change
	ExcludedUntil time.Time
	Counters      [NumPeriods]Counter
}

// NewStanding is a new player's standing: no limit, nothing pending, no
// exclusion, nothing counted.
func NewStanding() Standing { return Standing{Limits: NoLimits} }

// Effective returns the limits in force at now: each pending change whose
// time has come applied.
func (s Standing) Effective(now time.Time) Limits {
	l := s.Limits
	for i, c := range s.Pending {
		if !c.At.IsZero() && !c.At.After(now) {
			l[i] = c.Value
		}
	}
	return l
}

// Settle returns s with the pending changes whose time has come at now
// moved into its limits.
func (s Standing) Settle(now time.Time) Standing {
	s.Limits = s.Effective(now)
	for i, c := range s.Pending {
		if !c.At.IsZero() && !c.At.After(now) {
			s.Pending[i] = Change{}
		}
	}
	return s
}

// Totals returns what was staked and won in each of the periods of p
// (zero for a counter of an earlier period).
func (s Standing) Totals(p Periods) [NumPeriods]Counter {
	var out [NumPeriods]Counter
	for i, c := range s.Counters {
		start := p.Start[i].UnixMilli()
		out[i] = Counter{Start: start}
		if c.Start >= start {
			out[i].Staked, out[i].Won = c.Staked, c.Won
		}
	}
	return out
}

// Left returns how much more the money limit l lets the player stake in
// its period of p: for a stake limit, the limit less the stakes; for a
// loss limit, the limit less the net loss (stakes less prizes), which is
// more than the limit when the player won more than they staked. Never
// below 0; None when l is not set.
func (s Standing) Left(l Limit, p Periods) int64 {
	lim := s.Effective(p.Now)[l]
	if lim == None {
		return None
	}
	c := s.Totals(p)[l.Period()]
	used := c.Staked
	if l.Loss() {
		used -= c.Won
	}
	return max(0, lim-int64(used))
}

// Excluded tells whether a self-exclusion holds at now.
func (s Standing) Excluded(now time.Time) bool { return now.Before(s.ExcludedUntil) }

// CheckSale tells whether a sale at price fits at p.Now: an
// *ExcludedError while a self-exclusion holds, a *LimitError when the
// price would take a period's stakes over a stake limit, or its net loss
// over a loss limit assuming the unit wins nothing (its prize is not
// known before), else nil. The limits are checked in their order, so the
// error names the first one reached.
func (s Standing) CheckSale(price money.Cents, p Periods) error {
	if s.Excluded(p.Now) {
		return &ExcludedError{Until: s.ExcludedUntil}
	}
	for l := range SessionMinutes {
		if left := s.Left(l, p); left != None && int64(price) > left {
			return &LimitError{Limit: l, Left: money.Cents(left), Renews: p.End[l.Period()]}
		}
	}
	return nil
}

// AfterSale returns the counters after a sale of price paying prize at p:
// the sale is added to each period's counter, which starts again from
// the sale when it counted an earlier period. A counter of a later period
// (a clock behind another process's) keeps its start and counts the sale.
func (s Standing) AfterSale(price, prize money.Cents, p Periods) [NumPeriods]Counter {
	out := s.Counters
	for i := range out {
		if start := p.Start[i].UnixMilli(); out[i].Start < start {
			out[i] = Counter{Start: start}
		}
		out[i].Staked += price
		out[i].Won += prize
	}
	return out
}

// Request is a player's change of their limits: for each limit, Set tells
// whether it is changed, to Value (None: removed).
type Request [NumLimits]struct {
	Set   bool
	Value int64
}

// MaxSessionMinutes is the longest time between two reality checks a
// player may set: a day.
const MaxSessionMinutes = 24 * 60

// ErrBadLimit wraps a change of limits refused as it stands (a value out
// of its range): nothing is changed.
var ErrBadLimit = errors.New("bad limit")

// Apply returns s after the player's request at now: a limit lowered, or
// set where there was none, takes effect at once and cancels its pending
// change; a limit raised or removed takes effect after cooling, pending
// until then (a second raise starts the cooling-off again). The money
// limits are from 0.01 € to money.Max, SessionMinutes from 1 to
// MaxSessionMinutes; any other value is an error wrapping ErrBadLimit and
// nothing is changed.
func (s Standing) Apply(r Request, now time.Time, cooling time.Duration) (Standing, error) {
	for l, c := range r {
		hi := int64(money.Max)
		if !Limit(l).Money() {
			hi = MaxSessionMinutes
		}
		if c.Set && c.Value != None && (c.Value < 1 || c.Value > hi) {
			return s, fmt.Errorf("%w: %s must be from %s to %s, or null", ErrBadLimit, Limit(l), limitValue(Limit(l), 1), limitValue(Limit(l), hi))
		}
	}
	s = s.Settle(now)
	for l, c := range r {
		if !c.Set {
			continue
		}
		cur := s.Limits[l]
		if c.Value != None && (cur == None || c.Value <= cur) {
			s.Limits[l], s.Pending[l] = c.Value, Change{}
		} else if c.Value != cur {
			s.Pending[l] = Change{Value: c.Value, At: now.Add(cooling)}
		} else {
			s.Pending[l] = Change{} // the same as in force: nothing pending
		}
	}
	return s, nil
}

// Exclude returns s with a self-exclusion from now for days of 24 hours:
// it ends at the later of its end and the one already in force, so that
// it is never shortened.
func (s Standing) Exclude(now time.Time, days int) Standing {
	if end := now.Add(time.Duration(days) * 24 * time.Hour); end.After(s.ExcludedUntil) {
		s.ExcludedUntil = end
	}
	return s
}

func limitValue(l Limit, v int64) string {
	if l.Money() {
		return money.Cents(v).String() + " €"
	}
	return fmt.Sprint(v)
}

// ErrLimitReached and ErrExcluded are what a sale refused by a limit or a
// self-exclusion matches (errors.Is); the errors themselves are a
// *LimitError and an *ExcludedError.
var (
	ErrLimitReached = errors.New("limit reached")
	ErrExcluded     = errors.New("self-excluded")
)

// LimitError is a sale refused by the limit it would take over: Left is
// what the limit still allows in its period, which Renews ends.
type LimitError struct {
	Limit  Limit
	Left   money.Cents
	Renews time.Time
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("the %s limit is reached: %s € left until %s", e.Limit, e.Left, e.Renews.UTC().Format(time.RFC3339))
}

func (e *LimitError) Unwrap() error { return ErrLimitReached }

// ExcludedError is a sale refused during a self-exclusion, which ends at
// Until.
type ExcludedError struct{ Until time.Time }

func (e *ExcludedError) Error() string {
	return "self-excluded until " + e.Until.UTC().Format(time.RFC3339)
}

func (e *ExcludedError) Unwrap() error { return ErrExcluded }

// StandingColumns are the players' columns of a Standing, in the order
// ScanStanding reads them (migrations: sqlite 0005, postgres 0006): each
// limit, its pending value and time, the exclusion's end, then each
// period's counter.
var StandingColumns = func() string {
	var cols []string
	for _, n := range limitNames {
		cols = append(cols, n, "next_"+n, "next_"+n+"_at")
	}
	cols = append(cols, "excluded_until")
	for _, n := range periodNames {
		cols = append(cols, n+"_start", n+"_staked", n+"_won")
	}
	return strings.Join(cols, ", ")
}()

// ScanStanding reads a Standing from a row of StandingColumns (NULL: none;
// times in unix milliseconds) through scan, a row's Scan; scan's error is
// returned as it is.
func ScanStanding(scan func(dest ...any) error) (Standing, error) {
	var (
		lim, next, at [NumLimits]*int64
		until         *int64
		ctr           [NumPeriods][3]int64
		dst           []any
	)
	for i := range lim {
		dst = append(dst, &lim[i], &next[i], &at[i])
	}
	dst = append(dst, &until)
	for i := range ctr {
		dst = append(dst, &ctr[i][0], &ctr[i][1], &ctr[i][2])
	}
	if err := scan(dst...); err != nil {
		return Standing{}, err
	}
	s := NewStanding()
	for i := range lim {
		if lim[i] != nil {
			s.Limits[i] = *lim[i]
		}
		if at[i] != nil {
			s.Pending[i] = Change{Value: None, At: time.UnixMilli(*at[i])}
			if next[i] != nil {
				s.Pending[i].Value = *next[i]
			}
		}
	}
	if until != nil {
		s.ExcludedUntil = time.UnixMilli(*until)
	}
	for i, c := range ctr {
		s.Counters[i] = Counter{Start: c[0], Staked: money.Cents(c[1]), Won: money.Cents(c[2])}
	}
	return s, nil
}

// SetColumns returns the SQL assignments of a Standing's limits, pending
// changes and exclusion (not its counters, which only sales write), with
// their values in order, each placeholder written by param(n) for the
// n-th value from first ("?" for SQLite, "$n" for PostgreSQL).
func (s Standing) SetColumns(first int, param func(n int) string) (string, []any) {
	var (
		sets []string
		args []any
	)
	set := func(col string, v any) {
		sets = append(sets, col+" = "+param(first+len(args)))
		args = append(args, v)
	}
	orNull := func(v int64) any {
		if v == None {
			return nil
		}
		return v
	}
	for i, n := range limitNames {
		set(n, orNull(s.Limits[i]))
		var next, at any
		if c := s.Pending[i]; !c.At.IsZero() {
			next, at = orNull(c.Value), c.At.UnixMilli()
		}
		set("next_"+n, next)
		set("next_"+n+"_at", at)
	}
	var until any
	if !s.ExcludedUntil.IsZero() {
		until = s.ExcludedUntil.UnixMilli()
	}
	set("excluded_until", until)
	return strings.Join(sets, ", "), args
}
