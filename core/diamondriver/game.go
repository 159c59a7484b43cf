package diamondriver

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// game is DIAMOND RIVER as the server and the commands use it (core.Game,
// core.Natural).
type game struct{}

// Game is the rules core of DIAMOND RIVER.
var Game core.Natural = game{}

var (
	_ core.Game    = game{}
	_ core.Natural = game{}
	_ core.Script  = (*Script)(nil)
)

func (game) ID() string      { return ID }
func (game) Version() string { return Version }

// Compose composes one unit's script (see Compose). DIAMOND RIVER has no
// modes: mode is ignored.
func (game) Compose(stake, prize money.Cents, _ core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Compose(stake, prize, rng))
}

// FormNames returns the forms the designers' studio may ask for prize at
// stake (see Forms): "roue", "triples".
func (game) FormNames(stake, prize money.Cents) []string { return Forms(stake, prize) }

// ComposeNamed composes one unit's script with its prize made in form
// (see ComposeForm). mode is ignored.
func (game) ComposeNamed(stake, prize money.Cents, form string, _ core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(ComposeForm(stake, prize, form, rng))
}

// Decode reads a script from JSON (see Decode); it does not validate.
func (game) Decode(data []byte) (core.Script, error) {
	return core.AsScript(Decode(data))
}

// Natural draws one unit of natural play (see Natural).
func (game) Natural(stake money.Cents, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Natural(stake, rng))
}

// Class is the prize class of a script: its prize as a decimal string,
// "0", "3", ... It reads the prize the engine derives, so it serves for
// natural play's prizes that no lot pays; "invalid" for a script that
// does not replay.
func (game) Class(s core.Script) string {
	sc, ok := s.(*Script)
	if !ok {
		return "invalid"
	}
	_, total, err := replay(sc, nil, false, false)
	if err != nil {
		return "invalid"
	}
	return total.String()
}

// FeatureNames names the visible features (Features).
func (game) FeatureNames() []string { return featureNames[:] }

// Features are what the player has seen before the last step (the wheel
// when it turns, else the last throw), in the order of FeatureNames; nil
// for a script that does not replay.
func (game) Features(s core.Script) []int {
	sc, ok := s.(*Script)
	if !ok {
		return nil
	}
	f, ok := features(sc)
	if !ok {
		return nil
	}
	return f[:]
}
