package diamondriver

import (
	"testing"

	"revela/core/money"
)

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize drawn with the lot table's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	prizes := rngFor(99)
	rng := rngFor(1)
	laws() // compute the laws outside the timing
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		p := drawPrize(prizes)
		s, err := Compose(table.Stake, p, rng)
		if err != nil {
			b.Fatal(err)
		}
		if got, err := s.Validate(); err != nil || got != p {
			b.Fatal(got, err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "units/s")
}

// BenchmarkNatural draws one unit of natural play per op.
func BenchmarkNatural(b *testing.B) {
	rng := rngFor(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Natural(table.Stake, rng); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	var scripts []*Script
	prizes := rngFor(99)
	rng := rngFor(1)
	for i := 0; i < 1000; i++ {
		s, err := Compose(table.Stake, drawPrize(prizes), rng)
		if err != nil {
			b.Fatal(err)
		}
		scripts = append(scripts, s)
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

// BenchmarkCheckAppend builds the transcript of one composed unit per
// op, reusing one buffer.
func BenchmarkCheckAppend(b *testing.B) {
	s, err := Compose(table.Stake, money.Euros(20), rngFor(3))
	if err != nil {
		b.Fatal(err)
	}
	buf := make(Transcript, 0, maxEvents)
	b.ReportAllocs()
	for b.Loop() {
		tr, err := CheckAppend(buf[:0], s)
		if err != nil {
			b.Fatal(err)
		}
		buf = tr
	}
}
