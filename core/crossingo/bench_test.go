package crossingo

import (
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// drawPrize draws a unit's prize with the lot table's frequencies: of a
// block's 1,500,000 units, 250,000 win 1 €, ..., 1 wins 10,000 €, and
// 1,055,634 lose.
func drawPrize(rng *rand.Rand) money.Cents { return gametest.DrawPrize(table, rng) }

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize drawn with the lot table's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	sums.bound(0) // build the tables outside the timing
	gametest.ComposeValidate(b, Game, table.Stake, gametest.Direct(table), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkCompose composes one unit per op, prizes as above.
func BenchmarkCompose(b *testing.B) {
	prizes, rng := gametest.Rng(99), gametest.Rng(1)
	sums.bound(0)
	gametest.Each(b, func() error { _, err := Compose(table.Stake, drawPrize(prizes), rng); return err })
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	gametest.Validate(b, Game, table.Stake, gametest.Direct(table), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkCheck builds the transcript of one composed unit per op.
func BenchmarkCheck(b *testing.B) {
	s := gametest.One(b, compose, money.Euros(10), gametest.Rng(3))
	gametest.Each(b, func() error { _, err := Check(s); return err })
}

// BenchmarkCheckAppend is BenchmarkCheck reusing one buffer.
func BenchmarkCheckAppend(b *testing.B) {
	s := gametest.One(b, compose, money.Euros(10), gametest.Rng(3))
	gametest.CheckAppend(b, s, CheckAppend)
}
