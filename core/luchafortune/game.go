package luchafortune

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// game is LUCHA FORTUNE as the server and the commands use it
// (core.Game, core.Natural), with the default figures.
type game struct{}

// Game is the rules core of LUCHA FORTUNE.
var Game core.Natural = game{}

var (
	_ core.Game   = game{}
	_ core.Script = (*Script)(nil)
)

func (game) ID() string      { return ID }
func (game) Version() string { return Version }

// Compose composes one unit's script (see Compose). The game has no
// modes: mode is ignored.
func (game) Compose(stake, prize money.Cents, _ core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Compose(stake, prize, rng))
}

// Decode reads a script from JSON (see Decode); it does not validate.
func (game) Decode(data []byte) (core.Script, error) {
	return core.AsScript(Decode(data))
}

// Natural draws one unit of natural play (core.Natural).
func (game) Natural(stake money.Cents, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Natural(stake, rng))
}

// Class is the prize as a decimal string (core.Natural): the game has
// no forms nor modes.
func (game) Class(s core.Script) string { return s.Envelope().Prize.String() }

// FeatureNames names the visible features (core.Natural).
func (game) FeatureNames() []string { return FeatureNames() }

// Features are what the player has seen before the last throw
// (core.Natural); nil for a script of another game or an invalid one.
func (game) Features(s core.Script) []int {
	ls, ok := s.(*Script)
	if !ok {
		return nil
	}
	return Features(ls)
}
