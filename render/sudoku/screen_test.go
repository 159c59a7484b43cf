package sudoku

import (
	"strings"
	"testing"

	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/screens"
	"revela/render/screens/screenstest"
)

// TestTimeline: the hand-made unit as the client drives it (screens.Timeline):
// its phases, its steps, its prize; open refuses another game's script
// and a script whose declared prize its draws do not give.
func TestTimeline(t *testing.T) {
	play := openHand(t)
	p := screens.Drive(play)
	var phases []string
	for !p.Ended() {
		phases = append(phases, p.Phase())
		p.Go()
		settle(t, play)
	}
	if got := strings.Join(phases, " "); got != "throw throw throw extra extra" || p.Phase() != "over" || p.Steps() != 5 || p.Prize() != money.MustParse("1.50") || p.End().Start != p.Now() {
		t.Fatalf("phases %q then %s, steps %d, prize %s", got, p.Phase(), p.Steps(), p.Prize())
	}
	sc := Screen(func(p *Play) *Play { return p })
	screenstest.Plays(t, sc, handScript(), 2, 5, money.MustParse("1.50"))
	s := handScript()
	s.Prize = money.MustParse("3") // declared, not derived (0.1-4)
	if err := screenstest.Refuses(t, sc, s); rules.RuleOf(err) != "0.1-4" {
		t.Fatalf("a wrong prize: %v", err)
	}
}
