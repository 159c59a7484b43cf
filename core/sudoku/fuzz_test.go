package sudoku

import (
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// FuzzValidate: Decode and Validate never panic, whatever the bytes;
// every error names a rule; a script that validates re-encodes, decodes
// and validates again to the same prize, and its transcript ends on that
// prize, Gain × winning blocks.
//
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/sudoku
func FuzzValidate(f *testing.F) {
	var seeds []*Script
	for _, stake := range stakes {
		seeds = append(seeds, gametest.Composed(f, prizes(stake), 1, func(p money.Cents, rng *rand.Rand) (*Script, error) {
			return Compose(stake, p, rng)
		})...)
	}
	gametest.Fuzz(f, replays, seeds, ``, `{}`, `null`, `[]`, `{"grid":["1"]}`, `{"throws":[[0,0],[9,9]]}`, oneBlock)
}

// replays are SUDOKU's functions as the fuzz property replays them: the
// transcript ends on the prize, Gain × winning blocks.
var replays = gametest.Rules[*Script, Transcript, Event]{Decode: Decode, RuleOf: RuleOf, Check: Check,
	End: func(e Event) (money.Cents, bool) {
		return e.Total, e.Kind == EvEnd && e.Amount*money.Cents(e.Blocks) == e.Total
	}}
