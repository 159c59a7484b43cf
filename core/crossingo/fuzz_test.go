package crossingo

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
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/crossingo
func FuzzValidate(f *testing.F) {
	for i, p := range prizes() {
		for j := 0; j < 3; j++ {
			s, err := Compose(table.Stake, p, rngFor(uint64(100*i+j)))
			if err != nil {
				f.Fatal(err)
			}
			b, _ := json.Marshal(s)
			f.Add(b)
		}
	}
	// Broken scripts: valid ones with one draw changed.
	rng := rngFor(5)
	for i := 0; i < 40; i++ {
		s, err := Compose(table.Stake, drawPrize(rng), rng)
		if err != nil {
			f.Fatal(err)
		}
		mutate(s, rng)
		if b, err := json.Marshal(s); err == nil {
			f.Add(b)
		}
	}
	for _, raw := range []string{``, `{}`, `null`, `[]`, `{"grid":[1]}`, `{"boxes":[[{"kind":"swap","perm":[9,9,9,9,9]}]]}`,
		`{"game":"crossingo","stake":"1","prize":"0","version":"crossingo/1","extra":{"amounts":["1","2","5"],"symbols":[-1,0,0,0,0,0,0,0,0,0,0,99]}}`} {
		f.Add([]byte(raw))
	}
	f.Fuzz(func(t *testing.T, data []byte) { gametest.Replays(t, replays, data) })
}

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
	rng := rngFor(11)
	valid := 0
	for i := 0; i < 20000; i++ {
		s, err := Compose(table.Stake, drawPrize(rng), rng)
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
	t.Logf("%d of 20000 mutated scripts still valid", valid)
}
