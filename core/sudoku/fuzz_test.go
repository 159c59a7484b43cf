package sudoku

import (
	"encoding/json"
	"testing"

	"revela/core/internal/gametest"
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
	f.Fuzz(func(t *testing.T, data []byte) { gametest.Replays(t, replays, data) })
}

// replays are SUDOKU's functions as the fuzz property replays them: the
// transcript ends on the prize, Gain × winning blocks.
var replays = gametest.Rules[*Script, Transcript, Event]{Decode: Decode, RuleOf: RuleOf, Check: Check,
	End: func(e Event) (money.Cents, bool) {
		return e.Total, e.Kind == EvEnd && e.Amount*money.Cents(e.Blocks) == e.Total
	}}
