package luchafortune

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"revela/core/money"
)

// drawPrize draws a unit's prize with the lot table's frequencies: of a
// block's 1,500,000 units, 300,000 win 1 €, ..., 1 wins 15,000 €, and
// 1,016,429 lose.
func drawPrize(rng *rand.Rand) money.Cents {
	j := rng.IntN(Default.Table.BlockSize)
	for _, l := range Default.Table.Lots {
		if j -= l.Count; j < 0 {
			return l.Amount
		}
	}
	return 0
}

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
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			if s != nil || RuleOf(err) == "" {
				t.Fatalf("Decode: %v", err)
			}
			return
		}
		p, err := s.Validate()
		tr, err2 := Check(s)
		if (err == nil) != (err2 == nil) {
			t.Fatalf("Validate: %v, Check: %v", err, err2)
		}
		if err != nil {
			if RuleOf(err) == "" {
				t.Fatalf("Validate error names no rule: %v", err)
			}
			return
		}
		if last := tr[len(tr)-1]; last.Kind != EvEnd || last.Total != p || p != s.Prize {
			t.Fatalf("transcript ends %+v, prize %s", last, p)
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
	if quick() {
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
		p, err := s.Validate()
		if err != nil {
			if RuleOf(err) == "" {
				t.Fatalf("error names no rule: %v", err)
			}
			continue
		}
		valid++
		if p != s.Prize {
			t.Fatalf("valid with %s, declared %s", p, s.Prize)
		}
	}
	t.Logf("%d of %d mutated scripts still valid", valid, n)
}
