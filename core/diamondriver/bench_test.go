package diamondriver

import (
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize drawn with the lot table's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	laws() // compute the laws outside the timing
	gametest.ComposeValidate(b, Game, table.Stake, gametest.Direct(table), rngFor(99), rngFor(1))
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
	gametest.Validate(b, Game, table.Stake, gametest.Direct(table), rngFor(99), rngFor(1))
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
