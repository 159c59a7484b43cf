package crossingo

import (
	"math/rand/v2"
	"testing"

	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/screens/screenstest"
)

// TestScreen: a composed 10 € unit opens through CROSSINGO's screen
// waiting for its first GO ("grid"), resumes at click 2 and plays to its
// end with its five clicks, the total at the prize, explained; a script
// of no game and one whose declared prize its draws do not give are
// refused.
func TestScreen(t *testing.T) {
	sc := Screen(func(p *Play) *Play { return p })
	prize := money.Euros(10)
	s, err := rules.Compose(money.Euros(1), prize, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	tl, _, err := sc.Open(s)
	if err != nil || !tl.Waiting() || tl.Steps() != 0 || tl.Phase() != "grid" || tl.Auto() || tl.Ended() || tl.Prize() != prize {
		t.Fatalf("at the start: %v, waiting %v, steps %d, phase %s", err, tl.Waiting(), tl.Steps(), tl.Phase())
	}
	if _, p := screenstest.Plays(t, sc, s, 2, rules.Clicks, prize); p.Total != prize {
		t.Fatalf("total %s; want %s", p.Total, prize)
	}
	bad, err := rules.Compose(money.Euros(1), 0, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	bad.Prize = money.Euros(5) // declared, not derived
	screenstest.Refuses(t, sc, bad)
}
