package sudoku

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// game is SUDOKU as the server and the commands use it (core.Game,
// core.Natural).
type game struct{}

// Game is the rules core of SUDOKU.
var Game core.Natural = game{}

var (
	_ core.Game    = game{}
	_ core.Natural = game{}
	_ core.Script  = (*Script)(nil)
)

func (game) ID() string      { return ID }
func (game) Version() string { return Version }

// Compose composes one unit's script (see Compose). Sudoku has no modes:
// mode is ignored.
func (game) Compose(stake, prize money.Cents, _ core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Compose(stake, prize, rng))
}

// Decode reads a script from JSON (see Decode); it does not validate.
func (game) Decode(data []byte) (core.Script, error) {
	return core.AsScript(Decode(data))
}

// Natural draws one unit of natural play (see Natural).
func (game) Natural(stake money.Cents, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Natural(stake, rng))
}

func (game) Class(s core.Script) string   { return Class(s) }
func (game) FeatureNames() []string       { return FeatureNames() }
func (game) Features(s core.Script) []int { return Features(s) }
