package crossingo

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// game is CROSSINGO as the server and the commands use it (core.Game).
type game struct{}

// Game is the rules core of CROSSINGO.
var Game core.Game = game{}

var (
	_ core.Game   = game{}
	_ core.Script = (*Script)(nil)
)

func (game) ID() string      { return ID }
func (game) Version() string { return Version }

// Compose composes one unit's script (see Compose). Crossingo has no modes:
// mode is ignored.
func (game) Compose(stake, prize money.Cents, _ core.Mode, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(Compose(stake, prize, rng))
}

// Decode reads a script from JSON (see Decode); it does not validate.
func (game) Decode(data []byte) (core.Script, error) {
	return core.AsScript(Decode(data))
}
