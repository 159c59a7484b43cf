package eldorado

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// ComposeForm composes one unit's script with its form chosen (see
// ComposeForm): the designers' studio offers the forms of decision E-3
// through this method (render/screens.FormComposer).
func (game) ComposeForm(stake, prize money.Cents, form []money.Cents, mode core.Mode, rng *rand.Rand) (core.Script, error) {
	s, err := ComposeForm(stake, prize, form, mode, rng)
	if err != nil {
		return nil, err
	}
	return s, nil
}
