package eldorado

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// game is ELDORADO as the server and the commands use it (core.Game).
type game struct{}

// Game is the rules core of ELDORADO, with its natural play.
var Game core.Natural = natural{}

var (
	_ core.Game    = game{}
	_ core.Natural = natural{}
	_ core.Script  = (*Script)(nil)
)

func (game) ID() string      { return ID }
func (game) Version() string { return Version }

// Compose composes one unit's script in mode (see Compose).
func (game) Compose(stake, prize money.Cents, mode core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Compose(stake, prize, mode, rng))
}

// Decode reads a script from JSON (see Decode); it does not validate.
func (game) Decode(data []byte) (core.Script, error) {
	return core.AsScript(Decode(data))
}
