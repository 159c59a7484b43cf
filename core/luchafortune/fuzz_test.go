package luchafortune

import (
	"encoding/json"
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
	for i, p := range prizes() {
		if chained(p) {
			continue
		}
		s, err := Compose(Default.Table.Stake, p, rngFor(uint64(100*i)))
		if err != nil {
			f.Fatal(err)
		}
		b, _ := json.Marshal(s)
		f.Add(b)
	}
	rng := rngFor(5)
	for i := 0; i < 30; i++ {
		s, err := Natural(Default.Table.Stake, rng)
		if err != nil {
			f.Fatal(err)
		}
		mutate(s, rng)
		if b, err := json.Marshal(s); err == nil {
			f.Add(b)
		}
	}
	for _, raw := range []string{``, `{}`, `null`, `[]`, `{"throws":[{"reveal":["c1"]}]}`,
		`{"game":"lucha-fortune","stake":"1","prize":"0","version":"lucha-fortune/1","throws":[null]}`} {
		f.Add([]byte(raw))
	}
	f.Fuzz(func(t *testing.T, data []byte) { gametest.Replays(t, replays, data) })
}

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
	rng := rngFor(11)
	valid, n := 0, 5000
	if gametest.Short() {
		n = 1000
	}
	for i := 0; i < n; i++ {
		s, err := Natural(Default.Table.Stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		for j := rng.IntN(3); j >= 0; j-- {
			mutate(s, rng)
		}
		if _, ok := gametest.Agree(t, replays, s); ok {
			valid++
		}
	}
	t.Logf("%d of %d mutated scripts still valid", valid, n)
}
