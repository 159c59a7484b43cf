package sudoku

import (
	"encoding/json"
	"testing"

	"revela/core/money"
)

// FuzzValidate: Decode and Validate never panic, whatever the bytes;
// every error names a rule; a script that validates re-encodes, decodes
// and validates again to the same prize, and its transcript ends on that
// prize, Gain × winning blocks.
//
//	go test -run=X -fuzz=FuzzValidate -fuzztime=10s ./core/sudoku
func FuzzValidate(f *testing.F) {
	for i, stake := range stakes {
		for j, p := range prizes(stake) {
			s, err := Compose(stake, p, rngFor(uint64(100*i+j)))
			if err != nil {
				f.Fatal(err)
			}
			b, _ := json.Marshal(s)
			f.Add(b)
		}
	}
	for _, raw := range []string{``, `{}`, `null`, `[]`, `{"grid":["1"]}`, `{"throws":[[0,0],[9,9]]}`, oneBlock} {
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
			if RuleOf(err) == "" || RuleOf(err) != RuleOf(err2) {
				t.Fatalf("errors name no rule or two: %v, %v", err, err2)
			}
			return
		}
		end := tr[len(tr)-1]
		if end.Kind != EvEnd || end.Total != p || end.Amount*money.Cents(end.Blocks) != p || p != s.Prize {
			t.Fatalf("end %+v, prize %s", end, p)
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := Decode(b)
		if err != nil {
			t.Fatalf("re-decode: %v\n%s", err, b)
		}
		if p2, err := s2.Validate(); err != nil || p2 != p {
			t.Fatalf("re-validate: %s %v", p2, err)
		}
	})
}
