//go:build !js

package lots

import (
	"github.com/shopspring/decimal"

	"revela/core/money"
)

// PayoutRatio returns the share of the game's part of a block's sales that
// goes back as prizes: Total / (BlockSize × GamePart), exact to 4 decimals.
func (t *Table) PayoutRatio() decimal.Decimal {
	return money.Ratio(t.Total(), t.GamePart*money.Cents(t.BlockSize), 4)
}
