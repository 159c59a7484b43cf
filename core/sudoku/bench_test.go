package sudoku

import (
	"math/rand/v2"
	"testing"

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
// its prize drawn with the lot table's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	t := tableFor(money.Euros(1))
	prizes, rng := rngFor(99), rngFor(1)
	bookFor(t.Stake, 0) // build the books outside the timing
	b.ReportAllocs()
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
