package luchafortune

import (
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize drawn with the lot table's frequencies: of a block's 1,500,000
// units, 300,000 win 1 €, ..., 1 wins 15,000 €, and 1,016,429 lose.
func BenchmarkComposeValidate(b *testing.B) {
	gametest.ComposeValidate(b, Game, Default.Table.Stake, gametest.Direct(Default.Table), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkCompose composes one unit per prize class.
func BenchmarkCompose(b *testing.B) {
	for _, p := range []money.Cents{0, money.Euros(1), money.Euros(2), money.Euros(5), money.Euros(10), money.Euros(40), money.Euros(200), money.Euros(15000)} {
		b.Run(p.String(), func(b *testing.B) {
			rng := gametest.Rng(1)
			gametest.Each(b, func() error { _, err := compose(p, rng); return err })
		})
	}
}

// BenchmarkNatural draws one unit of natural play per op.
func BenchmarkNatural(b *testing.B) {
	rng := gametest.Rng(1)
	var scratch Script
	gametest.Each(b, func() error { _, err := Default.natural(&scratch, rng, noLimit); return err })
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	gametest.Validate(b, Game, Default.Table.Stake, gametest.Direct(Default.Table), gametest.Rng(99), gametest.Rng(1))
}

// BenchmarkCheckAppend builds the transcript of a composed unit per op,
// reusing one buffer.
func BenchmarkCheckAppend(b *testing.B) {
	s, err := Compose(Default.Table.Stake, money.Euros(10), gametest.Rng(3))
	if err != nil {
		b.Fatal(err)
	}
	gametest.CheckAppend(b, s, CheckAppend)
}
