package diamondriver

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
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/diamondriver
func FuzzValidate(f *testing.F) {
	for i, p := range prizes() {
		s, err := Compose(table.Stake, p, rngFor(uint64(100*i)))
		if err != nil {
			f.Fatal(err)
		}
		b, _ := json.Marshal(s)
		f.Add(b)
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
	for _, raw := range []string{``, `{}`, `null`, `[]`, `{"throws":[["R"]]}`, `{"wheel":99}`, script4} {
		f.Add([]byte(raw))
	}
	f.Fuzz(func(t *testing.T, data []byte) { gametest.Replays(t, replays, data) })
}

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
	rng := rngFor(11)
	refused := 0
	for i := 0; i < 5000; i++ {
		s, err := Compose(table.Stake, drawPrize(rng), rng)
		if err != nil {
			t.Fatal(err)
		}
		mutate(s, rng)
		if _, ok := gametest.Agree(t, replays, s); !ok {
			refused++
		}
	}
	if refused < 1000 {
		t.Fatalf("only %d of 5,000 mutated scripts refused", refused)
	}
}
