package crossingo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/screens"
)

// TestTimeline: a composed unit opens as a timeline whose steps are the
// five GO clicks, resumes at click k, and ends with the script's prize.
func TestTimeline(t *testing.T) {
	prize := money.Euros(10)
	s, err := rules.Compose(money.Euros(1), prize, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	p, err := open(s)
	if err != nil {
		t.Fatal(err)
	}
	tl := screens.Drive(p)
	if !tl.Waiting() || tl.Steps() != 0 || tl.Phase() != "grid" || tl.Auto() || tl.Ended() || tl.Prize() != prize {
		t.Fatalf("at the start: waiting %v, steps %d, phase %s, prize %s", tl.Waiting(), tl.Steps(), tl.Phase(), tl.Prize())
	}
	if !tl.FastForward(2) || tl.Steps() != 2 || !tl.Waiting() {
		t.Fatalf("FastForward(2): steps %d, waiting %v", tl.Steps(), tl.Waiting())
	}
	tl.SetAuto()
	for i := 0; i < 100000 && !tl.Ended(); i++ {
		tl.Update()
	}
	if !tl.Ended() || tl.Steps() != rules.Clicks || tl.Phase() != "over" || !tl.Auto() || tl.End().Start != tl.Now() {
		t.Fatalf("at the end: ended %v, steps %d, phase %s", tl.Ended(), tl.Steps(), tl.Phase())
	}
	if p.Total != prize {
		t.Fatalf("total %s; want %s", p.Total, prize)
	}
}

type otherScript struct{}

func (otherScript) Envelope() core.Envelope        { return core.Envelope{} }
func (otherScript) Validate() (money.Cents, error) { return 0, nil }

func TestOpenRefuses(t *testing.T) {
	if _, err := open(otherScript{}); err == nil || !strings.Contains(err.Error(), "crossingo.otherScript") {
		t.Fatalf("another game's script: %v", err)
	}
	s, err := rules.Compose(money.Euros(1), 0, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	s.Prize = money.Euros(5) // declared, not derived
	if _, err := open(s); err == nil {
		t.Fatal("a script whose declared prize its draws do not give was opened")
	}
}
