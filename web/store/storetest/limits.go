package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/store"
)

// paris is the zone of the limits' tests: UTC+1 in winter, UTC+2 in
// summer (in 2026 from Sunday 29 March to Sunday 25 October).
func paris(t testing.TB) *time.Location {
	t.Helper()
	z, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Fatal(err)
	}
	return z
}

func at(s string) time.Time {
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return v
}

// setLimits sets the player's limits at now with a cooling-off of 48 h.
func setLimits(t testing.TB, st store.Store, player int64, now time.Time, set map[store.Limit]int64) store.Standing {
	t.Helper()
	var r store.Request
	for l, v := range set {
		r[l].Set, r[l].Value = true, v
	}
	s, err := st.UpdateStanding(context.Background(), player, func(s store.Standing) (store.Standing, error) {
		return s.Apply(r, now, 48*time.Hour)
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// sellAt sells one 1 € CROSSINGO unit at now in Europe/Paris.
func sellAt(t testing.TB, st store.Store, player int64, id string, now time.Time) (store.Ticket, error) {
	t.Helper()
	tk, _, err := st.Sell(context.Background(), store.Sale{Player: player, RequestID: id,
		Table: Table(t, "crossingo", money.Euros(1)), Now: now, Zone: paris(t)})
	return tk, err
}

// wantLimit fails t unless err is the refusal of limit l with left and
// the period renewed at renews.
func wantLimit(t *testing.T, err error, l store.Limit, left money.Cents, renews string) {
	t.Helper()
	var le *store.LimitError
	if !errors.As(err, &le) || !errors.Is(err, store.ErrLimitReached) {
		t.Fatalf("got %v, want the %s limit reached", err, l)
	}
	if le.Limit != l || le.Left != left || !le.Renews.Equal(at(renews)) {
		t.Fatalf("refused by %s, %s left, renews %s; want %s, %s left, renews %s", le.Limit, le.Left,
			le.Renews.UTC().Format(time.RFC3339), l, left, renews)
	}
}

// testLimitPeriods: a stake limit of 2 € per day, ISO week or month
// allows two 1 € units in its period, refuses the third up to the
// period's last second (naming the limit, 0 € left and the period's end)
// and allows it from the next period's first second: a day's end, a new
// ISO week, the ends of months of 28, 30 and 31 days, and the days of 23
// and 25 hours of the changes of daylight saving time in Europe/Paris.
// A refused sale debits nothing and stores no ticket.
func testLimitPeriods(t *testing.T, open func(Options) store.Store) {
	st := open(Options{})
	for _, tc := range []struct {
		name        string
		limit       store.Limit
		first, last string // the two sales, then the period's last second
		renews      string // the next period's first second
	}{
		{"day", store.StakeDay, "2026-03-10T08:00:00Z", "2026-03-10T22:59:59Z", "2026-03-10T23:00:00Z"},
		{"ISO week", store.StakeWeek, "2026-03-09T10:00:00Z", "2026-03-15T22:59:59Z", "2026-03-15T23:00:00Z"},
		{"ISO week across the year", store.StakeWeek, "2025-12-29T10:00:00Z", "2026-01-04T22:59:59Z", "2026-01-04T23:00:00Z"},
		{"February, 28 days", store.StakeMonth, "2026-02-01T10:00:00Z", "2026-02-28T22:59:59Z", "2026-02-28T23:00:00Z"},
		{"April, 30 days", store.StakeMonth, "2026-04-01T10:00:00Z", "2026-04-30T21:59:59Z", "2026-04-30T22:00:00Z"},
		{"January, 31 days", store.StakeMonth, "2026-01-01T10:00:00Z", "2026-01-31T22:59:59Z", "2026-01-31T23:00:00Z"},
		{"29 March, 23 hours", store.StakeDay, "2026-03-28T23:00:00Z", "2026-03-29T21:59:59Z", "2026-03-29T22:00:00Z"},
		{"25 October, 25 hours", store.StakeDay, "2026-10-24T22:00:00Z", "2026-10-25T22:59:59Z", "2026-10-25T23:00:00Z"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tok := Token()
			p, err := st.CreatePlayer(context.Background(), tok, money.Euros(10), true)
			if err != nil {
				t.Fatal(err)
			}
			setLimits(t, st, p.Key, at(tc.first), map[store.Limit]int64{tc.limit: 200})
			var won money.Cents
			for i := range 2 {
				tk, err := sellAt(t, st, p.Key, fmt.Sprint(i), at(tc.first))
				if err != nil {
					t.Fatal(err)
				}
				won += tk.Prize
			}
			_, err = sellAt(t, st, p.Key, "2", at(tc.last))
			wantLimit(t, err, tc.limit, 0, tc.renews)
			if got, want := balance(t, st, tok), money.Euros(8)+won; got != want {
				t.Fatalf("balance %s after a refused sale, want %s", got, want)
			}
			if ts, err := st.Tickets(context.Background(), p.Key, 0, 10); err != nil || len(ts) != 2 {
				t.Fatalf("%d tickets (%v), want 2", len(ts), err)
			}
			if _, err := sellAt(t, st, p.Key, "2", at(tc.renews)); err != nil {
				t.Fatalf("at the next period's first second: %v", err)
			}
		})
	}
	check(t, st)
}

// testLimitLeft: a limit of 2.50 € a day leaves 0.50 € after two 1 €
// units, so the third is refused with 0.50 € left; the refusal names the
// first limit reached in the order of store.Limit; the standing's totals
// are the day's, the week's and the month's.
func testLimitLeft(t *testing.T, open func(Options) store.Store) {
	st := open(Options{})
	p := newPlayer(t, st, money.Euros(10))
	now := at("2026-03-11T09:00:00Z") // a Wednesday
	setLimits(t, st, p.Key, now, map[store.Limit]int64{store.StakeDay: 250, store.StakeMonth: 250, store.StakeWeek: 900})
	var won money.Cents
	for i := range 2 {
		tk, err := sellAt(t, st, p.Key, fmt.Sprint(i), now)
		if err != nil {
			t.Fatal(err)
		}
		won += tk.Prize
	}
	_, err := sellAt(t, st, p.Key, "2", now)
	wantLimit(t, err, store.StakeDay, 50, "2026-03-11T23:00:00Z")
	s, err := st.Standing(context.Background(), p.Key)
	if err != nil {
		t.Fatal(err)
	}
	per := store.PeriodsAt(now, paris(t))
	for i, c := range s.Totals(per) {
		if c.Staked != money.Euros(2) || c.Won != won {
			t.Fatalf("%s: staked %s won %s, want 2 € and %s", store.Period(i), c.Staked, c.Won, won)
		}
	}
	if got := s.Left(store.StakeWeek, per); got != 700 {
		t.Fatalf("stake_week: %d cents left, want 700", got)
	}
	// The next day, the month's 2.50 € are the limit reached.
	_, err = sellAt(t, st, p.Key, "2", now.Add(24*time.Hour))
	wantLimit(t, err, store.StakeMonth, 50, "2026-03-31T22:00:00Z")
	// The totals of a later day count nothing of this one.
	if c := s.Totals(store.PeriodsAt(now.Add(24*time.Hour), paris(t)))[store.Day]; c.Staked != 0 || c.Won != 0 {
		t.Fatalf("the next day's totals: %+v", c)
	}
}

// testLimitLoss: a loss limit of 3 € a day counts the stakes less the
// prizes: each sale is allowed while the net loss plus its price (the
// unit assumed to win nothing) stays within 3 €, and the refusal leaves
// 3 € less the net loss.
func testLimitLoss(t *testing.T, open func(Options) store.Store) {
	st := open(Options{})
	p := newPlayer(t, st, money.Euros(100))
	now := at("2026-06-01T09:00:00Z")
	setLimits(t, st, p.Key, now, map[store.Limit]int64{store.LossDay: 300})
	var net money.Cents // stakes less prizes
	for i := range 100 {
		tk, err := sellAt(t, st, p.Key, fmt.Sprint(i), now)
		if err != nil {
			if net+money.Euros(1) <= money.Euros(3) {
				t.Fatalf("sale %d refused at a net loss of %s: %v", i, net, err)
			}
			wantLimit(t, err, store.LossDay, money.Euros(3)-net, "2026-06-01T22:00:00Z")
			return
		}
		if net+money.Euros(1) > money.Euros(3) {
			t.Fatalf("sale %d allowed at a net loss of %s", i, net)
		}
		net += money.Euros(1) - tk.Prize
	}
	t.Fatalf("100 sales allowed, net loss %s", net)
}

// testLimitCooling: a raise waits 48 h (pending with its time), a
// removal too, a lowering takes effect at once and cancels a pending
// raise; a value out of range changes nothing.
func testLimitCooling(t *testing.T, open func(Options) store.Store) {
	st := open(Options{})
	p := newPlayer(t, st, money.Euros(100))
	t0 := at("2026-05-04T08:00:00Z") // a Monday; May has 31 days
	setLimits(t, st, p.Key, t0, map[store.Limit]int64{store.StakeMonth: 200, store.SessionMinutes: 30})
	s := setLimits(t, st, p.Key, t0, map[store.Limit]int64{store.StakeMonth: 500, store.SessionMinutes: store.None})
	if s.Limits[store.StakeMonth] != 200 || s.Pending[store.StakeMonth] != (store.Change{Value: 500, At: at("2026-05-06T08:00:00Z")}) {
		t.Fatalf("after a raise: %d, pending %+v", s.Limits[store.StakeMonth], s.Pending[store.StakeMonth])
	}
	if c := s.Pending[store.SessionMinutes]; c.Value != store.None || !c.At.Equal(at("2026-05-06T08:00:00Z")) {
		t.Fatalf("after a removal: pending %+v", c)
	}
	for i := range 2 {
		if _, err := sellAt(t, st, p.Key, fmt.Sprint(i), t0); err != nil {
			t.Fatal(err)
		}
	}
	_, err := sellAt(t, st, p.Key, "2", at("2026-05-06T07:59:59Z"))
	wantLimit(t, err, store.StakeMonth, 0, "2026-05-31T22:00:00Z")
	if _, err := sellAt(t, st, p.Key, "2", at("2026-05-06T08:00:00Z")); err != nil {
		t.Fatalf("once the raise is in force: %v", err)
	}
	s, err = st.Standing(context.Background(), p.Key)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Effective(at("2026-05-06T08:00:00Z")); got[store.StakeMonth] != 500 || got[store.SessionMinutes] != store.None {
		t.Fatalf("in force after 48 h: %v", got)
	}
	// Raised again, then lowered at once: the raise pending is gone.
	t1 := at("2026-05-07T08:00:00Z")
	setLimits(t, st, p.Key, t1, map[store.Limit]int64{store.StakeMonth: 1000})
	s = setLimits(t, st, p.Key, t1, map[store.Limit]int64{store.StakeMonth: 300})
	if s.Limits[store.StakeMonth] != 300 || !s.Pending[store.StakeMonth].At.IsZero() {
		t.Fatalf("lowered: %d, pending %+v", s.Limits[store.StakeMonth], s.Pending[store.StakeMonth])
	}
	_, err = sellAt(t, st, p.Key, "3", t1)
	wantLimit(t, err, store.StakeMonth, 0, "2026-05-31T22:00:00Z")
	for _, bad := range []store.Request{
		{store.StakeDay: {Set: true, Value: 0}},
		{store.SessionMinutes: {Set: true, Value: store.MaxSessionMinutes + 1}},
		{store.LossWeek: {Set: true, Value: int64(money.Max) + 1}},
	} {
		_, err := st.UpdateStanding(context.Background(), p.Key, func(s store.Standing) (store.Standing, error) {
			return s.Apply(bad, t1, 48*time.Hour)
		})
		if !errors.Is(err, store.ErrBadLimit) {
			t.Fatalf("%+v: %v, want ErrBadLimit", bad, err)
		}
	}
	if again, err := st.Standing(context.Background(), p.Key); err != nil || again.Limits != s.Limits || again.Pending != s.Pending {
		t.Fatalf("after refused changes: %+v (%v), want %+v", again, err, s)
	}
}

// testExclusion: a self-exclusion of 7 days refuses every sale until its
// last millisecond and none after; a shorter one asked during it changes
// nothing.
func testExclusion(t *testing.T, open func(Options) store.Store) {
	st := open(Options{})
	tok := Token()
	p, err := st.CreatePlayer(context.Background(), tok, money.Euros(10), true)
	if err != nil {
		t.Fatal(err)
	}
	t0 := at("2026-03-25T10:00:00Z")
	exclude := func(now time.Time, days int) store.Standing {
		s, err := st.UpdateStanding(context.Background(), p.Key, func(s store.Standing) (store.Standing, error) {
			return s.Exclude(now, days), nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	// 7 days of 24 hours, across the change to summer time too.
	end := at("2026-04-01T10:00:00Z")
	if s := exclude(t0, 7); !s.ExcludedUntil.Equal(end) {
		t.Fatalf("excluded until %s, want %s", s.ExcludedUntil.UTC(), end)
	}
	if s := exclude(t0.Add(24*time.Hour), 3); !s.ExcludedUntil.Equal(end) {
		t.Fatalf("shortened to %s", s.ExcludedUntil.UTC())
	}
	for _, now := range []time.Time{t0, end.Add(-time.Millisecond)} {
		_, err := sellAt(t, st, p.Key, "0", now)
		var ee *store.ExcludedError
		if !errors.As(err, &ee) || !errors.Is(err, store.ErrExcluded) || !ee.Until.Equal(end) {
			t.Fatalf("at %s: %v, want excluded until %s", now.UTC(), err, end)
		}
	}
	if got := balance(t, st, tok); got != money.Euros(10) {
		t.Fatalf("balance %s after refused sales", got)
	}
	if _, err := sellAt(t, st, p.Key, "0", end); err != nil {
		t.Fatalf("at the exclusion's end: %v", err)
	}
}

// ConcurrentAtLimit sells 50 units of 1 € at once to one player whose
// stake limit is 20 € a day, each sale through a store that pick
// returns: exactly 20 are sold, the 30 others refused by the limit, and
// the balance is the grant less 20 € plus the prizes.
func ConcurrentAtLimit(t *testing.T, pick func(i int) store.Store) {
	ctx := context.Background()
	st := pick(0)
	tok := Token()
	p, err := st.CreatePlayer(ctx, tok, money.Euros(100), true)
	if err != nil {
		t.Fatal(err)
	}
	now := at("2026-03-10T12:00:00Z")
	setLimits(t, st, p.Key, now, map[store.Limit]int64{store.StakeDay: 2000})
	var (
		wg            sync.WaitGroup
		mu            sync.Mutex
		sold, refused int
		won           money.Cents
		tab           = Table(t, "crossingo", money.Euros(1))
		zone          = paris(t)
	)
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tk, _, err := pick(i).Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint(i), Table: tab, Now: now, Zone: zone})
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				sold++
				won += tk.Prize
			case errors.Is(err, store.ErrLimitReached):
				refused++
			default:
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if sold != 20 || refused != 30 {
		t.Fatalf("%d sold, %d refused; want 20 and 30", sold, refused)
	}
	if got, want := balance(t, pick(1), tok), money.Euros(80)+won; got != want {
		t.Fatalf("balance %s, want %s", got, want)
	}
	s, err := pick(2).Standing(ctx, p.Key)
	if err != nil {
		t.Fatal(err)
	}
	if c := s.Totals(store.PeriodsAt(now, zone))[store.Day]; c.Staked != money.Euros(20) || c.Won != won {
		t.Fatalf("the day's totals %+v, want 20 € staked and %s won", c, won)
	}
	ts, err := st.Tickets(ctx, p.Key, 0, 100)
	if err != nil || len(ts) != 20 {
		t.Fatalf("%d tickets (%v), want 20", len(ts), err)
	}
}

func testConcurrentAtLimit(t *testing.T, open func(Options) store.Store) {
	st := open(Options{})
	ConcurrentAtLimit(t, func(int) store.Store { return st })
	check(t, st)
}
