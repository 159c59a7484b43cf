package sudoku

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"revela/core/internal/cputime"
	"revela/core/lots"
	"revela/core/money"
)

// drawPrize draws a unit's prize with the lot table's frequencies: of a
// block's 1,280,000 units, 150,000 win the smallest lot, ..., 1 wins the
// top lot, and 948,957 lose.
func drawPrize(t *lots.Table, rng *rand.Rand) money.Cents {
	j := rng.IntN(t.BlockSize)
	for _, l := range t.Lots {
		if j -= l.Count; j < 0 {
			return l.Amount
		}
	}
	return 0
}

// BenchmarkComposeValidate composes and validates one 1 € unit per op,
// its prize drawn with the lot table's frequencies. It reports units per
// second of the wall clock and per second of CPU (the process's, on
// Linux), the figure that a machine shared with other work does not
// blur (docs/sudoku-script.md, Figures).
func BenchmarkComposeValidate(b *testing.B) {
	t := tableFor(money.Euros(1))
	prizes, rng := rngFor(99), rngFor(1)
	bookFor(t.Stake, 0) // build the books outside the timing
	b.ReportAllocs()
	cpu := cputime.Used()
	for b.Loop() {
		p := drawPrize(t, prizes)
		s, err := Compose(t.Stake, p, rng)
		if err != nil {
			b.Fatal(err)
		}
		if got, err := s.Validate(); err != nil || got != p {
			b.Fatal(got, err)
		}
	}
	if cpu = cputime.Used() - cpu; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "units/cpu-s")
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "units/s")
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	t := tableFor(money.Euros(1))
	prizes, rng := rngFor(99), rngFor(1)
	scripts := make([]*Script, 1000)
	for i := range scripts {
		s, err := Compose(t.Stake, drawPrize(t, prizes), rng)
		if err != nil {
			b.Fatal(err)
		}
		scripts[i] = s
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := scripts[i%len(scripts)].Validate(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkDecodeCheck decodes a 2 € unit's JSON script and derives its
// transcript, as the client does before it plays a unit
// (render/games.Registry.Check): the figure to watch for the browser's
// validation time. Run it as the client is built to see what the browser
// pays:
//
//	GOOS=js GOARCH=wasm go test -gcflags=all=-l -run X -bench DecodeCheck \
//	  -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./core/sudoku
func BenchmarkDecodeCheck(b *testing.B) {
	t := tableFor(money.Euros(2))
	prizes, rng := rngFor(99), rngFor(1)
	texts := make([][]byte, 100)
	for i := range texts {
		s, err := Compose(t.Stake, drawPrize(t, prizes), rng)
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
