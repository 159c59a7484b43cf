package luchafortune

import (
	"strings"
	"testing"

	rules "revela/core/luchafortune"
	"revela/core/money"
	"revela/render/screens"
	"revela/render/screens/screenstest"
)

// TestOpenRefuses: another game's script, and a script whose draws do
// not give its declared prize, are never played (docs/rules 0.1).
func TestOpenRefuses(t *testing.T) {
	bad := strings.Replace(handMade, `"prize":"5"`, `"prize":"10"`, 1)
	s, err := rules.Decode([]byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	screenstest.Refuses(t, Screen(func(p *Play) *Play { return p }), s)
}

// TestTimeline: the screens.Timeline view of a play: steps are throws,
// the phase is "throw" then "over".
func TestTimeline(t *testing.T) {
	p := openJSON(t, handMade)
	var tl = screens.Drive(p)
	if tl.Phase() != "throw" || !tl.Waiting() || tl.Auto() || tl.Ended() {
		t.Fatalf("start: phase %s", tl.Phase())
	}
	if !tl.FastForward(2) || tl.Steps() != 2 || !tl.Waiting() || tl.Prize() != money.Euros(5) {
		t.Fatalf("FastForward(2): steps %d", tl.Steps())
	}
	s, err := rules.Decode([]byte(handMade))
	if err != nil {
		t.Fatal(err)
	}
	screenstest.Plays(t, Screen(func(p *Play) *Play { return p }), s, 2, 4, money.Euros(5))
}
