package eldorado

import (
	"encoding/json"
	"math/rand/v2"
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
	for _, tab := range tables {
		for _, l := range tab.Lots {
			for _, m := range modes {
				s, err := Compose(tab.Stake, l.Amount, m, rng)
				if err != nil {
					f.Fatal(err)
				}
				b, _ := json.Marshal(s)
				f.Add(b)
				mutate(s, rng) // and a broken one
				b, _ = json.Marshal(s)
				f.Add(b)
			}
		}
	}
	for _, raw := range []string{``, `{}`, `null`, `[]`, goodJSON, `{"grids":[["MMMMM"]]}`} {
		f.Add([]byte(raw))
	}
	f.Fuzz(func(t *testing.T, data []byte) { gametest.Replays(t, replays, data) })
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
