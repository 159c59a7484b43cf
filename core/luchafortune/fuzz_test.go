package luchafortune

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
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/luchafortune
func FuzzValidate(f *testing.F) {
	var quick []money.Cents
	for _, p := range prizes() {
		if !chained(p) {
			quick = append(quick, p)
		}
	}
	seeds := gametest.Composed(f, quick, 1, compose)
	seeds = append(seeds, gametest.Mutated(f, 30, 1, gametest.Rng(5), playNatural, mutate)...)
	gametest.Fuzz(f, replays, seeds, ``, `{}`, `null`, `[]`, `{"throws":[{"reveal":["c1"]}]}`,
		`{"game":"lucha-fortune","stake":"1","prize":"0","version":"lucha-fortune/1","throws":[null]}`)
}

// compose composes a unit of prize at the game's stake.
func compose(p money.Cents, rng *rand.Rand) (*Script, error) {
	return Compose(Default.Table.Stake, p, rng)
}

// playNatural draws a unit of natural play at the game's stake.
func playNatural(rng *rand.Rand) (*Script, error) { return Natural(Default.Table.Stake, rng) }

// replays are LUCHA FORTUNE's functions as the fuzz property replays
// them.
var replays = gametest.Rules[*Script, Transcript, Event]{Decode: Decode, RuleOf: RuleOf, Check: Check,
	End: func(e Event) (money.Cents, bool) { return e.Total, e.Kind == EvEnd }}

// mutate changes one draw of s at random, often making it invalid.
func mutate(s *Script, rng *rand.Rand) {
	t := rng.IntN(len(s.Throws))
	th := &s.Throws[t]
	c := rng.IntN(Cols)
	switch rng.IntN(7) {
	case 0:
		th.Reveal[rng.IntN(Cells)] = Sym(rng.IntN(int(maxSym) + 2))
	case 1:
		th.Queues[c] = append(th.Queues[c], Sym(1+rng.IntN(int(maxSym))))
	case 2:
		if q := th.Queues[c]; len(q) > 0 {
			th.Queues[c] = q[:len(q)-1]
		}
	case 3:
		s.Throws = s.Throws[:len(s.Throws)-1]
	case 4:
		s.Throws = append(s.Throws, s.Throws[0])
	case 5:
		s.Prize = money.Euros(int64(rng.IntN(12)))
	case 6:
		th.Reveal[rng.IntN(Cells)] = Sym(1 + rng.IntN(int(Coin1)+3))
	}
}

// TestMutationsNeverPanic is the fuzz test's property over many random
// changes to units of natural play, for every test run.
func TestMutationsNeverPanic(t *testing.T) {
	n := 5000
	if gametest.Short() {
		n = 1000
	}
	valid := gametest.Mutations(t, replays, gametest.Mutated(t, n, 3, gametest.Rng(11), playNatural, mutate))
	t.Logf("%d of %d mutated scripts still valid", valid, n)
}
