package diamondriver

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// game is DIAMOND RIVER as the server and the commands use it (core.Game,
// core.Natural), with the forms the designers' studio asks for.
type game struct{ core.Adapter[*Script] }

// Game is the rules core of DIAMOND RIVER. It has no modes: the mode is
// ignored.
var Game core.Natural = game{core.Adapt(core.Funcs[*Script]{
	ID:           ID,
	Version:      Version,
	Compose:      core.Modeless(Compose),
	Decode:       Decode,
	Natural:      Natural,
	Class:        class,
	FeatureNames: featureNames[:],
	Features:     visible,
})}

// FormNames returns the forms the designers' studio may ask for prize at
// stake (see Forms): "roue", "triples".
func (game) FormNames(stake, prize money.Cents) []string { return Forms(stake, prize) }

// ComposeNamed composes one unit's script with its prize made in form
// (see ComposeForm). mode is ignored.
func (game) ComposeNamed(stake, prize money.Cents, form string, _ core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(ComposeForm(stake, prize, form, rng))
}

// class is the prize class of a script: its prize as a decimal string,
// "0", "3", ... It reads the prize the engine derives, so it serves for
// natural play's prizes that no lot pays; "invalid" for a script that
// does not replay.
func class(s *Script) string {
	_, total, err := replay(s, nil, false, false)
	if err != nil {
		return "invalid"
	}
	return total.String()
}

// visible are what the player has seen before the last step (the wheel
// when it turns, else the last throw), in the order of featureNames; nil
// for a script that does not replay.
func visible(s *Script) []int {
	f, ok := features(s)
	if !ok {
		return nil
	}
	return f[:]
}
