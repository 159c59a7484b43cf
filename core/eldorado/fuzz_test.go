package eldorado

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
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
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Decode(data)
		if err != nil {
			if s != nil || RuleOf(err) == "" {
				t.Fatalf("Decode: %v, %v", s, err)
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
				t.Fatalf("error names no rule: %v", err)
			}
			return
		}
		if tr[len(tr)-1].Total != p {
			t.Fatalf("transcript ends on %s, prize %s", tr[len(tr)-1].Total, p)
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		if p2, err := s2.Validate(); err != nil || p2 != p {
			t.Fatalf("re-decoded: %s, %v", p2, err)
		}
	})
}

// mutate changes one cell of s to another symbol.
func mutate(s *Script, rng *rand.Rand) {
	g := &s.Grids[rng.IntN(len(s.Grids))]
	r, c := rng.IntN(Rows), rng.IntN(Cols)
	g[r][c] = Symbol((int(g[r][c])+rng.IntN(nSymbols-1))%nSymbols + 1)
}
