package eldorado

import (
	"strings"
	"testing"

	"revela/core/money"
	"revela/render/screens/screenstest"
)

// TestScreen: the unit of docs/eldorado-screen.md (25 € through two Extra
// grids) opens through ELDORADO's screen waiting for Jouer ("jouer"),
// resumed after its first grid waits for Extra ("extra"), and plays to
// its end with its three grids, explained; a script of no game and one
// whose declared prize its draws do not give are refused.
func TestScreen(t *testing.T) {
	sc := Screen(func(p *Play) *Play { return p })
	tl, _, err := sc.Open(docUnit(t))
	if err != nil || tl.Phase() != "jouer" || tl.Steps() != 0 || !tl.Waiting() || tl.Auto() || tl.Ended() {
		t.Fatalf("at the start: %v, phase %s, steps %d", err, tl.Phase(), tl.Steps())
	}
	if !tl.FastForward(1) || tl.Steps() != 1 || tl.Phase() != "extra" || !tl.Waiting() {
		t.Fatalf("FastForward(1): phase %s, steps %d, waiting %v", tl.Phase(), tl.Steps(), tl.Waiting())
	}
	screenstest.Plays(t, sc, docUnit(t), 1, 3, money.Euros(25))
	bad := docUnit(t)
	bad.Prize = money.Euros(50) // declared, not derived
	if err := screenstest.Refuses(t, sc, bad); !strings.Contains(err.Error(), "0.1-4") && !strings.Contains(err.Error(), "prize") {
		t.Fatalf("a declared prize its draws do not give: %v", err)
	}
}
