package sudoku

import (
	"encoding/json"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// BenchmarkComposeValidate composes and validates one 1 € unit per op,
// its prize drawn with the lot table's frequencies (of a block's
// 1,280,000 units, 150,000 win the smallest lot, ..., 1 wins the top lot,
// and 948,957 lose). It reports units per second of the wall clock and
// per second of CPU (docs/sudoku-script.md, Figures).
func BenchmarkComposeValidate(b *testing.B) {
	t := tableFor(money.Euros(1))
	bookFor(t.Stake, 0) // build the books outside the timing
	gametest.ComposeValidate(b, Game, t.Stake, gametest.Direct(t), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	t := tableFor(money.Euros(1))
	gametest.Validate(b, Game, t.Stake, gametest.Direct(t), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkDecodeCheck decodes a 2 € unit's JSON script and derives its
// transcript, as the client does before it plays a unit
// (render/screens.Registry.Check): the figure to watch for the browser's
// validation time. Run it as the client is built to see what the browser
// pays:
//
//	GOOS=js GOARCH=wasm go test -gcflags=all=-l -run X -bench DecodeCheck \
//	  -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./core/sudoku
func BenchmarkDecodeCheck(b *testing.B) {
	t := tableFor(money.Euros(2))
	prizes, rng := gametest.Rng(99), gametest.Rng(1)
	texts := make([][]byte, 100)
	for i := range texts {
		s, err := Compose(t.Stake, gametest.DrawPrize(t, prizes), rng)
		if err != nil {
			b.Fatal(err)
		}
		if texts[i], err = json.Marshal(s); err != nil {
			b.Fatal(err)
		}
	}
	ev := make(Transcript, 0, maxEvents)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s, err := Decode(texts[i%len(texts)])
		if err != nil {
			b.Fatal(err)
		}
		if ev, err = CheckAppend(ev[:0], s); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
