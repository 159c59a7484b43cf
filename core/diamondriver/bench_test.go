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
	gametest.ComposeValidate(b, Game, table.Stake, gametest.Direct(table), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkNatural draws one unit of natural play per op.
func BenchmarkNatural(b *testing.B) {
	rng := gametest.Rng(1)
	gametest.Each(b, func() error { _, err := Natural(table.Stake, rng); return err })
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	gametest.Validate(b, Game, table.Stake, gametest.Direct(table), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkCheckAppend builds the transcript of one composed unit per
// op, reusing one buffer.
func BenchmarkCheckAppend(b *testing.B) {
	s := gametest.One(b, compose, money.Euros(20), gametest.Rng(3))
	gametest.CheckAppend(b, s, CheckAppend)
}
