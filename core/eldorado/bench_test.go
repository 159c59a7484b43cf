package eldorado

import (
	"math/rand/v2"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// drawUnit draws a unit's prize and mode with the 0.50 € block's
// frequencies (art. 3.1, E-4): of 400,000 units, 20,000 win 1 € (16,000
// directly, 4,000 through Extras) ... and 339,560 lose (33,956 through
// Extras).
func drawUnit(rng *rand.Rand) (money.Cents, core.Variant) {
	tab := tables[0]
	j := rng.IntN(tab.BlockSize)
	for _, l := range tab.Lots {
		if j < l.In(ViaExtras) {
			return l.Amount, ViaExtras
		}
		if j -= l.Count; j < 0 {
			return l.Amount, Direct
		}
	}
	if j < tab.LosingIn(ViaExtras) {
		return 0, ViaExtras
	}
	return 0, Direct
}

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize and mode drawn with the block's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	Compose(50, 0, Direct, rngFor(1)) // build the tables outside the timing
	gametest.ComposeValidate(b, Game, 50, drawUnit, rngFor(99), rngFor(1))
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	gametest.Validate(b, Game, 50, drawUnit, rngFor(99), rngFor(1))
}

// BenchmarkCheck builds one unit's transcript per op.
func BenchmarkCheck(b *testing.B) {
	s, err := Compose(50, 2500, ViaExtras, rngFor(1))
	if err != nil {
		b.Fatal(err)
	}
	gametest.CheckAppend(b, s, CheckAppend)
}
