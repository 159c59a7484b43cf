package diamondriver

import (
	"testing"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/screens"
	"revela/render/screens/screenstest"
)

// TestTimelinePhases: the unit with the wheel as the client's unit screen
// sees it: five throws ("throw"), the wheel ("wheel"), the end ("over"),
// one step per press, resumed after a reload at the step reached.
func TestTimelinePhases(t *testing.T) {
	s := scripts(t)["golden wheel 100"]
	p := mustOpen(t, s)
	var tl screens.Timeline = screens.Drive(p)
	var phases []string
	for !tl.Ended() {
		settle(p)
		if tl.Ended() {
			break
		}
		phases = append(phases, tl.Phase())
		if !tl.Waiting() || !tl.Go() || tl.Waiting() {
			t.Fatalf("step %d: waiting %v", tl.Steps(), tl.Waiting())
		}
	}
	want := []string{"throw", "throw", "throw", "throw", "throw", "wheel"}
	if len(phases) != len(want) {
		t.Fatalf("phases %v, want %v", phases, want)
	}
	for i := range want {
		if phases[i] != want[i] {
			t.Fatalf("phases %v, want %v", phases, want)
		}
	}
	if tl.Phase() != "over" || tl.Steps() != 6 || tl.Prize() != money.Euros(100) || tl.End().Start != tl.Now() || tl.Auto() {
		t.Fatalf("end: phase %s steps %d prize %s", tl.Phase(), tl.Steps(), tl.Prize())
	}
	screenstest.Plays(t, Screen(func(p *Play) *Play { return p }), s, 3, 6, money.Euros(100))
	// resumed after the fifth throw: the wheel's screen is open, GO waits
	r := mustOpen(t, s)
	if !r.FastForward(5) || !r.Waiting || r.Phase() != "wheel" || r.Steps() != 5 || !r.Wheel.Open || r.ShownTotal() != money.Euros(50) {
		t.Fatalf("resumed at 5: waiting %v phase %s steps %d total %s", r.Waiting, r.Phase(), r.Steps(), r.ShownTotal())
	}
}

// TestScreenRefuses: DIAMOND RIVER's screen opens neither a script of no
// game nor one whose declared prize its draws do not give (0.1-4).
func TestScreenRefuses(t *testing.T) {
	s := scripts(t)["wheel 20"]
	s.Prize = money.Euros(6) // declared, not derived
	if err := screenstest.Refuses(t, Screen(func(p *Play) *Play { return p }), s); rules.RuleOf(err) != "0.1-4" {
		t.Fatalf("a script whose declared prize its draws do not give: %v", err)
	}
}
