package diamondriver

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

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
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			if s != nil {
				t.Fatal("Decode returned a script with an error")
			}
			if RuleOf(err) == "" {
				t.Fatalf("Decode error names no rule: %v", err)
			}
			return
		}
		p, ok := replayAgrees(t, s)
		if !ok {
			return
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("valid script does not encode: %v", err)
		}
		back, err := Decode(b)
		if err != nil {
			t.Fatalf("re-encoded script does not decode: %v\n%s", err, b)
		}
		if q, err := back.Validate(); err != nil || q != p {
			t.Fatalf("re-encoded script: %s, %v (was %s)", q, err, p)
		}
	})
}

// drawPrize draws a unit's prize with the lot table's frequencies.
func drawPrize(rng *rand.Rand) money.Cents {
	j := rng.IntN(table.BlockSize)
	for _, l := range table.Lots {
		if j -= l.Count; j < 0 {
			return l.Amount
		}
	}
	return 0
}

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
		if _, ok := replayAgrees(t, s); !ok {
			refused++
		}
	}
	if refused < 1000 {
		t.Fatalf("only %d of 5,000 mutated scripts refused", refused)
	}
}

// replayAgrees checks that Validate and Check agree on s: both refuse it
// naming a rule (ok false), or both accept it and the transcript ends on
// the prize derived and declared.
func replayAgrees(t *testing.T, s *Script) (prize money.Cents, ok bool) {
	t.Helper()
	p, err := s.Validate()
	tr, err2 := Check(s)
	if (err == nil) != (err2 == nil) {
		t.Fatalf("Validate: %v, Check: %v", err, err2)
	}
	if err != nil {
		if RuleOf(err) == "" {
			t.Fatalf("Validate error names no rule: %v", err)
		}
		return 0, false
	}
	if last := tr[len(tr)-1]; last.Kind != EvEnd || last.Total != p || p != s.Prize {
		t.Fatalf("transcript ends %+v, prize %s", last, p)
	}
	return p, true
}
