//go:build !js

// The exact decimal conversions, for the server and the operator
// commands; the WebAssembly client (GOOS=js) builds without them and
// without github.com/shopspring/decimal.

package money

import (
	"fmt"

	"github.com/shopspring/decimal"
)

// FromDecimal converts an exact decimal amount in euros to cents. It fails
// when the amount is negative, has more than two decimals or exceeds Max.
func FromDecimal(d decimal.Decimal) (Cents, error) {
	if d.IsNegative() {
		return 0, fmt.Errorf("amount %s: %w", d, ErrNegative)
	}
	c := d.Shift(2)
	if !c.IsInteger() {
		return 0, fmt.Errorf("amount %s: %w", d, ErrPrecision)
	}
	if c.GreaterThan(decimal.NewFromInt(int64(Max))) {
		return 0, fmt.Errorf("amount %s: %w", d, ErrRange)
	}
	return Cents(c.IntPart()), nil
}

// Decimal returns the amount in euros as an exact decimal.
func (c Cents) Decimal() decimal.Decimal { return decimal.New(int64(c), -2) }

// Ratio returns num/den as an exact decimal rounded to places decimals
// (half away from zero); den must not be zero.
func Ratio(num, den Cents, places int32) decimal.Decimal {
	return decimal.NewFromInt(int64(num)).DivRound(decimal.NewFromInt(int64(den)), places)
}
