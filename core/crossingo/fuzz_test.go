package crossingo

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
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/crossingo
func FuzzValidate(f *testing.F) {
	seeds := gametest.Composed(f, gametest.Prizes(table), 3, compose)
	// Broken scripts: valid ones with one draw changed.
	seeds = append(seeds, gametest.Mutated(f, 40, 1, gametest.Rng(5), drawUnit, mutate)...)
	gametest.Fuzz(f, replays, seeds, ``, `{}`, `null`, `[]`, `{"grid":[1]}`, `{"boxes":[[{"kind":"swap","perm":[9,9,9,9,9]}]]}`,
		`{"game":"crossingo","stake":"1","prize":"0","version":"crossingo/1","extra":{"amounts":["1","2","5"],"symbols":[-1,0,0,0,0,0,0,0,0,0,0,99]}}`)
}

// compose composes a unit of prize at the game's stake.
func compose(p money.Cents, rng *rand.Rand) (*Script, error) { return Compose(table.Stake, p, rng) }

// drawUnit composes a unit whose prize is drawn with the lot table's
// frequencies.
func drawUnit(rng *rand.Rand) (*Script, error) { return Compose(table.Stake, drawPrize(rng), rng) }

// replays are CROSSINGO's functions as the fuzz property replays them.
var replays = gametest.Rules[*Script, Transcript, Event]{Decode: Decode, RuleOf: RuleOf, Check: Check,
	End: func(e Event) (money.Cents, bool) { return e.Total, e.Kind == EvEnd }}

// mutate changes one draw of s at random, often making it invalid.
func mutate(s *Script, rng *rand.Rand) {
	k, c := rng.IntN(Clicks), rng.IntN(Size)
	el := &s.Boxes[k][c]
	switch rng.IntN(12) {
	case 0:
		s.Grid[rng.IntN(len(s.Grid))] = rng.IntN(90) - 5
	case 1:
		s.Lines[rng.IntN(NLines)] = money.Cents(rng.IntN(3)) * money.Euros(int64(rng.IntN(30)))
	case 2:
		el.Kind = Kind(rng.IntN(7))
	case 3:
		el.Number = rng.IntN(90) - 5
	case 4:
		el.Amount = money.Euros(int64(rng.IntN(12)))
	case 5:
		el.Perm = make([]int, rng.IntN(7))
		for i := range el.Perm {
			el.Perm[i] = rng.IntN(7) - 1
		}
	case 6:
		*el = Element{Kind: ExtraSymbol}
	case 7:
		if s.Extra == nil {
			s.Extra = &Extra{}
		}
		s.Extra.Symbols[rng.IntN(ExtraCells)] = rng.IntN(6) - 1
	case 8:
		if s.Extra != nil {
			s.Extra.Amounts[rng.IntN(ExtraTypes)] = money.Euros(int64(rng.IntN(1001)))
		}
	case 9:
		s.Extra = nil
	case 10:
		s.Prize = money.Euros(int64(rng.IntN(11)))
	case 11:
		*el = Element{Kind: Swapper, Perm: []int{4, 3, 2, 1, 0}}
	}
}

// TestMutationsNeverPanic is the fuzz test's property over many random
// changes to composed scripts, for every test run.
func TestMutationsNeverPanic(t *testing.T) {
	valid := gametest.Mutations(t, replays, gametest.Mutated(t, 20000, 3, gametest.Rng(11), drawUnit, mutate))
	t.Logf("%d of 20000 mutated scripts still valid", valid)
}
