package diamondriver

import (
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// FuzzValidate: Decode and Validate never panic, whatever the bytes; a
// script that validates re-encodes, decodes and validates again to the
// same prize, and its transcript ends on that prize.
//
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/diamondriver
func FuzzValidate(f *testing.F) {
	seeds := gametest.Composed(f, gametest.Prizes(table), 1, compose)
	// Broken scripts: valid ones with one draw changed.
	seeds = append(seeds, gametest.Mutated(f, 40, 1, gametest.Rng(5), drawUnit, mutate)...)
	gametest.Fuzz(f, replays, seeds, ``, `{}`, `null`, `[]`, `{"throws":[["R"]]}`, `{"wheel":99}`, script4)
}

// compose composes a unit of prize at the game's stake.
func compose(p money.Cents, rng *rand.Rand) (*Script, error) { return Compose(table.Stake, p, rng) }

// drawUnit composes a unit whose prize is drawn with the lot table's
// frequencies.
func drawUnit(rng *rand.Rand) (*Script, error) { return Compose(table.Stake, drawPrize(rng), rng) }

// replays are DIAMOND RIVER's functions as the fuzz property replays
// them.
var replays = gametest.Rules[*Script, Transcript, Event]{Decode: Decode, RuleOf: RuleOf, Check: Check,
	End: func(e Event) (money.Cents, bool) { return e.Total, e.Kind == EvEnd }}

// drawPrize draws a unit's prize with the lot table's frequencies.
func drawPrize(rng *rand.Rand) money.Cents { return gametest.DrawPrize(table, rng) }

// mutate changes one draw of s at random, often making it invalid.
func mutate(s *Script, rng *rand.Rand) {
	t := rng.IntN(len(s.Throws))
	switch rng.IntN(6) {
	case 0:
		s.Throws[t][rng.IntN(Cells)] = Symbol(1 + rng.IntN(int(Wheel)))
	case 1:
		i := rng.IntN(Cells - 1)
		s.Throws[t][i+1] = s.Throws[t][i]
	case 2:
		s.Throws = s.Throws[:len(s.Throws)-1]
	case 3:
		s.Throws = append(s.Throws, s.Throws[0])
	case 4:
		seg := rng.IntN(Segments + 2)
		s.Wheel = &seg
	case 5:
		s.Prize = drawPrize(rng)
	}
}

// TestMutationsNeverPanic replays 5,000 mutated scripts: each is valid or
// refused with a rule, Check and Validate agree, and a valid one's
// transcript ends on its prize.
func TestMutationsNeverPanic(t *testing.T) {
	refused := 5000 - gametest.Mutations(t, replays, gametest.Mutated(t, 5000, 1, gametest.Rng(11), drawUnit, mutate))
	if refused < 1000 {
		t.Fatalf("only %d of 5,000 mutated scripts refused", refused)
	}
}
