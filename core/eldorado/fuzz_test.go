package eldorado

import (
	"math/rand/v2"
	"slices"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// FuzzValidate: Decode and Validate never panic, whatever the bytes; an
// error names a rule; a script that validates re-encodes, decodes and
// validates again to the same prize, and its transcript ends on that
// prize.
//
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/eldorado
func FuzzValidate(f *testing.F) {
	rng := rngFor(7)
	var seeds []*Script
	for _, tab := range tables {
		for _, l := range tab.Lots {
			for _, m := range modes {
				s, err := Compose(tab.Stake, l.Amount, m, rng)
				if err != nil {
					f.Fatal(err)
				}
				broken := *s
				broken.Grids = slices.Clone(s.Grids)
				mutate(&broken, rng) // and a broken one
				seeds = append(seeds, s, &broken)
			}
		}
	}
	gametest.Fuzz(f, replays, seeds, ``, `{}`, `null`, `[]`, goodJSON, `{"grids":[["MMMMM"]]}`)
}

// replays are ELDORADO's functions as the fuzz property replays them.
var replays = gametest.Rules[*Script, Transcript, Event]{Decode: Decode, RuleOf: RuleOf, Check: Check,
	End: func(e Event) (money.Cents, bool) { return e.Total, e.Kind == EvEnd }}

// mutate changes one cell of s to another symbol.
func mutate(s *Script, rng *rand.Rand) {
	g := &s.Grids[rng.IntN(len(s.Grids))]
	r, c := rng.IntN(Rows), rng.IntN(Cols)
	g[r][c] = Symbol((int(g[r][c])+rng.IntN(nSymbols-1))%nSymbols + 1)
}
