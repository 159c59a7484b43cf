package diamondriver

import (
	"strconv"

	"revela/core/money"
)

// Version is the parameter version written into every script (the
// envelope's "version"). It names the data of this file, the wheel layout
// and the natural-play weights included: an operator who changes any of
// them must change it too.
const Version = "diamond-river/1"

// ID is the game id (docs/design.md).
const ID = "diamond-river"

// Grid geometry (art. 5.2, D-1): 5 rows × 6 columns, cells numbered row by
// row, cell 6*row+col.
const (
	Rows  = 5
	Cols  = 6
	Cells = Rows * Cols // 30
)

// Throw counts (art. 5.3, 5.7, D-4): four throws, plus one per "+1" seen,
// at most three more.
const (
	BaseThrows = 4
	MaxPlus    = 3
	MaxThrows  = BaseThrows + MaxPlus // 7
)

// MaxGolden is the most golden gems a unit may show (D-5); the third pays
// GoldenPrize once.
const MaxGolden = 3

// MaxWheels is the most wheel symbols a unit may show (D-6).
const MaxWheels = 1

// GoldenPrize is what the third golden gem pays (art. 5.6, D-5).
var GoldenPrize = money.Euros(50)

// Symbol is what one cell shows (D-2). The zero value is no symbol at all
// (refused by the validator). In JSON a cell is one letter (Letter).
type Symbol uint8

// The symbols (D-2): six gems, magic, golden, "+1" and the wheel.
const (
	Red    Symbol = iota + 1 // R: 1,000 € a triple
	Violet                   // V: 100 €
	Blue                     // B: 20 €
	Orange                   // O: 10 €
	Green                    // G: 6 €
	Pink                     // P: 3 €
	Magic                    // M: stands for one gem of a triple (art. 5.5, D-3)
	Golden                   // D (doré): collected, the third pays 50 € (art. 5.6, D-5)
	Plus                     // +: one more throw (art. 5.7, D-4)
	Wheel                    // W: the wheel after the last throw (art. 5.8, D-6)
)

// Gems is the number of gem colours that make triples (Red to Pink).
const Gems = 6

// letters are the symbols' letters, by symbol.
const letters = "?RVBOGPMD+W"

// Letter returns the symbol's letter in the script: R V B O G P (the six
// gems), M (magic), D (golden, "doré"), + and W (wheel); '?' for a value
// outside the alphabet.
func (s Symbol) Letter() byte {
	if s >= Red && s <= Wheel {
		return letters[s]
	}
	return '?'
}

// symbolOf returns the symbol of a letter, or 0.
func symbolOf(b byte) Symbol {
	for i := Red; i <= Wheel; i++ {
		if letters[i] == b {
			return i
		}
	}
	return 0
}

// IsGem reports whether s is one of the six gem colours.
func (s Symbol) IsGem() bool { return s >= Red && s <= Pink }

var symbolNames = [...]string{Red: "red", Violet: "violet", Blue: "blue", Orange: "orange",
	Green: "green", Pink: "pink", Magic: "magic", Golden: "golden", Plus: "+1", Wheel: "wheel"}

// String names the symbol: "red", ..., "magic", "golden", "+1", "wheel".
func (s Symbol) String() string {
	if s >= Red && s <= Wheel {
		return symbolNames[s]
	}
	return "symbol(" + strconv.Itoa(int(s)) + ")"
}

// gemPrize is what a triple of each colour pays (art. 5.4, D-3).
var gemPrize = [Gems + 1]money.Cents{
	Red: money.Euros(1000), Violet: money.Euros(100), Blue: money.Euros(20),
	Orange: money.Euros(10), Green: money.Euros(6), Pink: money.Euros(3),
}

// TriplePrize returns what a triple of gem colour c pays (art. 5.4), 0 for
// a symbol that is not a gem.
func TriplePrize(c Symbol) money.Cents {
	if c.IsGem() {
		return gemPrize[c]
	}
	return 0
}

// Segments is the number of segments of the wheel (art. 5.8).
const Segments = 20

// wheelLayout is the wheel's 20 amounts in order, clockwise from segment 0
// (D-6, parameter): six 3 €, five 6 €, three 10 €, two 20 €, one each of
// 50, 100, 1,000 and 30,000 €.
var wheelLayout = [Segments]money.Cents{
	money.Euros(3), money.Euros(6), money.Euros(10), money.Euros(3), money.Euros(20),
	money.Euros(6), money.Euros(3), money.Euros(50), money.Euros(6), money.Euros(3),
	money.Euros(10), money.Euros(1000), money.Euros(3), money.Euros(6), money.Euros(20),
	money.Euros(3), money.Euros(100), money.Euros(6), money.Euros(10), money.Euros(30000),
}

// WheelLayout returns the wheel's 20 amounts, segment 0 first (D-6).
func WheelLayout() [Segments]money.Cents { return wheelLayout }

// Params are DIAMOND RIVER's parameters at a version (Default, at
// Version): its natural play (core.Game's Natural, docs/rules/diamond-river.md "Natural
// play"), the random process a unit's draws follow when nothing is fixed.
// These weights set the look of play, never the prizes: the composer draws
// from the same process conditioned on the unit's prize. Each throw draws,
// in this order, the counts of its special symbols, its triples (how many,
// their colours, a magic gem in each or not), where they lie, and then the
// gems of every other cell, at random, kept only when they make no other
// triple (D-3). Weights are relative integers.
type Params struct {
	Version string
	// PlusWeights: how many "+1" a throw shows (0, 1, 2), cut to what is
	// left of the three a unit may show (D-4).
	PlusWeights [3]int64
	// GoldenWeights: how many golden gems a throw shows (0, 1, 2, 3), cut
	// to what is left of the three a unit may show (D-5).
	GoldenWeights [4]int64
	// WheelWeights: whether a throw shows the wheel symbol (0, 1), while
	// the unit has shown none (D-6).
	WheelWeights [2]int64
	// TripleWeights: how many triples a throw shows (0, 1, 2).
	TripleWeights [3]int64
	// ColourWeights: the colour of each triple, drawn independently, in
	// proportion to the lot table's counts of the amount it pays (art. 4).
	ColourWeights [Gems + 1]int64
	// MagicInTriple: the chance, per thousand, that a triple's gems include
	// a magic one, at one of its three cells chosen evenly.
	MagicInTriple int64
	// FillWeights: every cell that is neither a triple's nor a special
	// symbol's shows a gem or a magic gem with these weights out of
	// fillTotal (the six colours evenly, 42 each; magic 4, about 1.6 %).
	FillWeights [Magic + 1]int
	// SegmentWeights: where the wheel lands, every segment equally.
	SegmentWeights [Segments]int64
}

// Default is the game's parameters at Version, what the server sells and
// the client checks.
var Default = &Params{
	Version:        Version,
	PlusWeights:    [...]int64{930, 65, 5},
	GoldenWeights:  [...]int64{920, 74, 5, 1},
	WheelWeights:   [...]int64{997, 3},
	TripleWeights:  [...]int64{940, 57, 3},
	ColourWeights:  [Gems + 1]int64{Red: 3, Violet: 500, Blue: 44_050, Orange: 20_000, Green: 195_000, Pink: 179_917},
	MagicInTriple:  200,
	FillWeights:    [Magic + 1]int{Red: 42, Violet: 42, Blue: 42, Orange: 42, Green: 42, Pink: 42, Magic: 4},
	SegmentWeights: [Segments]int64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
}

// fillTotal is the sum of Default.FillWeights: one cell is drawn from 8 bits.
const fillTotal = 1 << 8
