package sixth

import (
	"math/rand/v2"

	"revela/core/money"
)

// Natural draws one unit of natural play at stake: the box's face drawn
// evenly among nothing and the three amounts, the envelope declaring what
// it shows.
func Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	faces := append([]money.Cents{0}, ladder[:]...)
	return Compose(stake, faces[rng.IntN(len(faces))], nil)
}

// featureNames: nothing is seen before the one step.
var featureNames = []string{}

// Features are what the player has seen before the last step: nothing.
func Features(*Script) []int { return []int{} }
