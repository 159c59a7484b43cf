package screens

import (
	"reflect"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/wire"
)

// TestLimitDraft: − from no limit gives the largest step, then each step
// below; + past the largest step removes the limit; a value set
// elsewhere (12.50 €) goes to the next step; Changes names only what
// changed, as PUT /me/limits takes it.
func TestLimitDraft(t *testing.T) {
	twenty, twelve, thirty := money.Euros(20), money.MustParse("12.50"), 30
	d := NewLimitDraft(wire.Limits{Limits: wire.LimitValues{StakeDay: &twenty, LossMonth: &twelve, SessionMinutes: &thirty}})
	if d.Saved != [7]int64{2000, NoLimit, NoLimit, NoLimit, NoLimit, 1250, 30} || d.Draft != d.Saved || len(d.Changes()) != 0 {
		t.Fatalf("new draft %+v", d)
	}
	d.Step(1, true) // stake_week: none → 1 000 €
	d.Step(1, true) // → 500 €
	d.Step(0, false)
	d.Step(0, false) // stake_day: 20 € → 50 € → 100 €
	d.Step(5, true)  // loss_month: 12.50 € → 10 €
	d.Step(6, false)
	d.Step(6, false)
	d.Step(6, false) // reality check: 30 → 60 → 120 → none
	d.Step(2, false) // stake_month: none stays none
	if d.Draft != [7]int64{10000, 50000, NoLimit, NoLimit, NoLimit, 1000, NoLimit} {
		t.Fatalf("draft %v", d.Draft)
	}
	want := map[string]any{"stake_day": money.Euros(100), "stake_week": money.Euros(500), "loss_month": money.Euros(10), "session_minutes": nil}
	if got := d.Changes(); !reflect.DeepEqual(got, want) {
		t.Fatalf("changes %v, want %v", got, want)
	}
	for range 20 {
		d.Step(3, true)
	}
	if d.Draft[3] != 100 {
		t.Fatalf("loss_day stepped down 20 times: %d, want 100 (1 €, the least step)", d.Draft[3])
	}
}

// TestReality: no check before the first unit, nor before the minutes
// have passed since the last one; the session's result is the prizes
// less the stakes.
func TestReality(t *testing.T) {
	t0 := time.Date(2026, 3, 10, 9, 0, 0, 0, time.UTC)
	r := Reality{Minutes: 30}
	if r.Due(t0.Add(time.Hour)) {
		t.Fatal("due before any unit")
	}
	r.Sold(t0, money.Euros(2), 0)
	r.Sold(t0.Add(10*time.Minute), money.Euros(2), money.MustParse("0.50"))
	if r.Due(t0.Add(30*time.Minute-time.Second)) || !r.Due(t0.Add(30*time.Minute)) {
		t.Fatal("due at the wrong time")
	}
	if r.Net != -350 || r.Played(t0.Add(31*time.Minute)) != 31*time.Minute {
		t.Fatalf("net %s, played %s", r.Net, r.Played(t0.Add(31*time.Minute)))
	}
	r.Checked(t0.Add(31 * time.Minute))
	if r.Due(t0.Add(60*time.Minute)) || !r.Due(t0.Add(61*time.Minute)) {
		t.Fatal("the next check not 30 minutes after the last")
	}
	if (&Reality{}).Due(t0.Add(time.Hour)) {
		t.Fatal("due without minutes")
	}
}
