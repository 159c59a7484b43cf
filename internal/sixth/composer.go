package sixth

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"revela/core/money"
)

// ErrCompose is returned by Compose for a stake not on offer or a prize
// that is not 0 nor an amount of the ladder (rule 0.1-4).
var ErrCompose = errors.New("scratch: cannot compose")

// Compose returns the script of a unit at stake whose box shows prize
// (0: nothing). Every unit of a prize has one script: rng is not drawn
// from.
func Compose(stake, prize money.Cents, _ *rand.Rand) (*Script, error) {
	if stake != Stake || (prize != 0 && !onLadder(prize)) {
		return nil, fmt.Errorf("%w: %s € at %s €", ErrCompose, prize, stake)
	}
	return &Script{Game: ID, Stake: stake, Prize: prize, Version: Version, Box: prize}, nil
}
