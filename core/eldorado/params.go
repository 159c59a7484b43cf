package eldorado

import (
	"strconv"

	"revela/core/money"
)

// Version is the parameter version written into every script (the
// envelope's "version"). It names the data of this file: an operator who
// changes the natural-play weights must change it too.
const Version = "eldorado/1"

// ID is the game id (docs/design.md).
const ID = "eldorado"

// Grid geometry (art. 4.1): 3 rows × 5 columns, revealed column by column,
// the three rows at once (art. 4.3). The first grid gives at most one
// Extra per row, so at most MaxExtras Extra grids follow it (art. 4.4.2).
const (
	Rows      = 3
	Cols      = 5
	MaxExtras = Rows
	MaxGrids  = 1 + MaxExtras
)

// Symbol is one of the six symbols of art. 4.1. In JSON a grid row is a
// string of five letters: P pyramide, C coffre, S soleil, D dague,
// M Chance (the mask, the joker), R perroquet.
type Symbol uint8

const (
	Pyramide  Symbol = iota + 1 // P
	Coffre                      // C
	Soleil                      // S
	Dague                       // D
	Chance                      // M: the mask, at most one per row (E-1)
	Perroquet                   // R: only ever gives an Extra (art. 4.1)
	nSymbols  = 6
)

// letters are the symbols' JSON letters, in Symbol order from Pyramide.
const letters = "PCSDMR"

var symbolNames = [...]string{"", "pyramide", "coffre", "soleil", "dague", "Chance", "perroquet"}

// String returns the symbol's name as the règlement writes it
// ("pyramide", "Chance"), or "symbol(n)" for an unknown one.
func (s Symbol) String() string {
	if s >= Pyramide && s <= Perroquet {
		return symbolNames[s]
	}
	return "symbol(" + strconv.Itoa(int(s)) + ")"
}

// Letter returns the symbol's JSON letter, or '?' for an unknown one.
func (s Symbol) Letter() byte {
	if s >= Pyramide && s <= Perroquet {
		return letters[s-1]
	}
	return '?'
}

// linePay is the line paytable at 0.50 € (art. 4.4.1), in cents, by
// symbol and count: linePay[Pyramide][5] is "5 pyramide, or 4 pyramide +
// Chance". At 1 € and 2 € every amount is ×2 and ×4 (art. 4.4.1's other
// columns). Zero: no winning combination.
var linePay = [nSymbols + 1][Cols + 1]money.Cents{
	Pyramide: {2: 100, 3: 500, 4: 7500, 5: 350000},
	Coffre:   {3: 100, 4: 1250, 5: 22500},
	Soleil:   {4: 250, 5: 7500},
	Dague:    {5: 2500},
}

// extraAt is the count of each symbol that gives an Extra (art. 4.4.2):
// 1 pyramide (alone), 2 coffre, 3 soleil, 4 dague, 5 perroquet, each but
// the pyramide also as one fewer + Chance. Zero: none.
var extraAt = [nSymbols + 1]int8{Pyramide: 1, Coffre: 2, Soleil: 3, Dague: 4, Perroquet: 5}

// Params are ELDORADO's parameters at a version (Default, at Version):
// its natural play (docs/rules/eldorado.md, "Natural play"), the weights
// of the symbols.
type Params struct {
	Version string
	// Weights is natural play: every cell of every grid is drawn
	// independently with these weights, out of 100; a first grid that breaks
	// E-1 or E-2 is drawn again, and so is an Extra grid that breaks E-1 or
	// gives an Extra (E-2). They set the look of play, never the prizes (the
	// block does): pyramides are rare because one alone already gives an
	// Extra, perroquets common because they give one only five in a row.
	Weights [nSymbols + 1]uint64
}

// Default is the game's parameters at Version, what the server sells and
// the client checks.
var Default = &Params{
	Version: Version,
	Weights: [nSymbols + 1]uint64{
		Pyramide:  6,
		Coffre:    14,
		Soleil:    20,
		Dague:     20,
		Chance:    8,
		Perroquet: 32,
	},
}

// multiplier returns how many times the 0.50 € amounts the stake pays:
// 1 at 0.50 €, 2 at 1 €, 4 at 2 € (art. 3.2, 3.3 and 4.4.1); 0 for any
// other stake.
func multiplier(stake money.Cents) money.Cents {
	switch stake {
	case 50, 100, 200:
		return stake / 50
	}
	return 0
}

// PayLine is one line of the paytables as the règlement lists them:
// Count of Symbol, or Count-1 of it + Chance (E-1), pays Amount (cents, at
// the stake; zero for an Extra combination, which pays nothing and gives
// an Extra).
type PayLine struct {
	Symbol Symbol
	Count  int // 1..5
	Amount money.Cents
}

// Paytable returns the line paytable at stake (art. 4.4.1, linePay ×1, ×2
// or ×4): pyramide, coffre, soleil, dague, each from 5 of it down, in the
// règlement's order; nil for a stake not on offer.
func Paytable(stake money.Cents) []PayLine {
	m := multiplier(stake)
	if m == 0 {
		return nil
	}
	var out []PayLine
	for x := Pyramide; x <= Dague; x++ {
		for k := Cols; k >= 1; k-- {
			if a := linePay[x][k]; a != 0 {
				out = append(out, PayLine{Symbol: x, Count: k, Amount: a * m})
			}
		}
	}
	return out
}

// ExtraLines returns the Extra combinations (art. 4.4.2, extraAt): 1
// pyramide, 2 coffre, 3 soleil, 4 dague, 5 perroquet, each but the
// pyramide also as one fewer + Chance. Their Amount is zero.
func ExtraLines() []PayLine {
	var out []PayLine
	for x := Pyramide; x <= Perroquet; x++ {
		if k := extraAt[x]; k != 0 {
			out = append(out, PayLine{Symbol: x, Count: int(k)})
		}
	}
	return out
}
