package crossingo

import "revela/core/money"

// Version is the parameter version written into every script (the
// envelope's "version"). It names the data below: an operator who changes
// a ladder must change it too.
const Version = "crossingo/1"

// ID is the game id (docs/design.md).
const ID = "crossingo"

// eur is a whole number of euros.
func eur(n int64) money.Cents { return money.Euros(n) }

// lineLadder is the line-amount ladder (C-2, parameter): every one of the
// 12 amounts shown beside the rows, columns and diagonals is one of these.
var lineLadder = [...]money.Cents{
	eur(1), eur(2), eur(5), eur(10), eur(20), eur(50),
	eur(100), eur(500), eur(1000), eur(5000), eur(10000),
}

// directLadder is the ladder of amounts a box may reveal, won at once
// (art. 5.6, C-2, parameter).
var directLadder = [...]money.Cents{eur(1), eur(2), eur(5), eur(10)}

// extraLadder is the ladder of the EXTRA step's three winning amounts
// (art. 5.11.2, C-7, parameter).
var extraLadder = [...]money.Cents{eur(1), eur(2), eur(5), eur(10), eur(50), eur(100), eur(1000)}

// EXTRA step geometry (C-7): 3 rows × 4 cells, three winning types, a
// fourth symbol that never wins, and 4 identical winning symbols win.
const (
	ExtraRows  = 3
	ExtraCols  = 4
	ExtraCells = ExtraRows * ExtraCols // 12
	ExtraTypes = 3                     // winning types 0, 1, 2
	NonWinning = 3                     // the symbol value of a non-winning cell
	ExtraWin   = 4                     // a winning type seen this many times or more wins
)

// PermLen is the length of a swapper's permutation: the 5 cells of its
// column (C-4).
const PermLen = Size

// ColumnRange returns the numbers column c (0..4) may hold, as in bingo
// (C-1): column 0 holds 1-15, column 1 16-30, ..., column 4 61-75.
func ColumnRange(c int) (lo, hi int) { return 15*c + 1, 15*c + 15 }

// MaxNumber is the largest number of the game: column 4's last.
const MaxNumber = 75

// LineLadder returns the line-amount ladder (C-2), lowest first.
func LineLadder() []money.Cents { return append([]money.Cents(nil), lineLadder[:]...) }

// DirectLadder returns the direct-amount ladder (C-2), lowest first.
func DirectLadder() []money.Cents { return append([]money.Cents(nil), directLadder[:]...) }

// ExtraLadder returns the EXTRA step's amount ladder (C-7), lowest first.
func ExtraLadder() []money.Cents { return append([]money.Cents(nil), extraLadder[:]...) }

func onLadder(ladder []money.Cents, a money.Cents) bool {
	for _, x := range ladder {
		if x == a {
			return true
		}
	}
	return false
}

// Line geometry. lineCells[l] lists the 5 cells (5*row+col) of line l;
// lineMask[l] is the same set as a bit mask over the 25 cells;
// cellLines[i] is the set of lines through cell i (bit l for line l);
// colMask[c] is the set of column c's cells.
var (
	lineCells [NLines][Size]int8
	lineMask  [NLines]uint32
	cellLines [Size * Size]uint16
	colMask   [Size]uint32
)

func init() {
	for i := 0; i < Size; i++ {
		for j := 0; j < Size; j++ {
			lineCells[i][j] = int8(Size*i + j)      // row i
			lineCells[Size+i][j] = int8(Size*j + i) // column i
		}
		lineCells[DiagDown][i] = int8(Size*i + i)
		lineCells[DiagUp][i] = int8(Size*(Size-1-i) + i)
	}
	for l := range lineCells {
		for _, c := range lineCells[l] {
			lineMask[l] |= 1 << uint(c)
			cellLines[c] |= 1 << uint(l)
		}
	}
	for c := 0; c < Size; c++ {
		colMask[c] = lineMask[Size+c]
	}
}

// LineName returns a line's name as messages write it: "row 2",
// "column 0", "down diagonal" (top-left to bottom-right) or "up diagonal"
// (bottom-left to top-right).
func LineName(l int) string {
	switch {
	case l >= 0 && l < Size:
		return "row " + string(rune('0'+l))
	case l >= Size && l < 2*Size:
		return "column " + string(rune('0'+l-Size))
	case l == DiagDown:
		return "down diagonal"
	case l == DiagUp:
		return "up diagonal"
	}
	return "line ?"
}

// Params are CROSSINGO's parameters at a version (Default, at Version):
// its natural play (core.Game's Natural; docs/rules/crossingo.md, "Natural
// play"), the random process the draws of a unit follow when
// nothing is fixed. It is a parameter of the game, a designer's lever: it
// sets the look of play, never the prizes, which the lot table fixes. The
// composer draws from this process conditioned on the unit's prize.
//
// The process, each part independent of the others:
//   - the grid: each column's five numbers drawn without replacement from
//     its range (C-1), in row order;
//   - the 12 line amounts: each drawn from the line ladder with weights
//     Lines (C-2);
//   - the 25 elements, click by click and box by box: a kind with weights
//     Kinds[click] (number, golden number, amount, EXTRA, swapper); a
//     number, plain or golden, is with chance HitPermille one of its
//     column's grid numbers not yet revealed, otherwise one of the
//     column's other numbers not yet revealed, each equally likely (C-1a);
//     an amount is drawn from the direct ladder with weights Directs; a
//     swapper's permutation is one of the 119 that are not the identity,
//     each equally likely (C-4);
//   - the EXTRA step, when the EXTRA symbol is revealed: three different
//     amounts drawn one after the other from the EXTRA ladder with weights
//     ExtraAmounts (without replacement) and shown lowest first (type 0
//     the lowest), and 12 cells each drawn with weights ExtraSymbols
//     (types 0, 1, 2, then the symbol that never wins).
//
// Draws that break a rule are not play: the grid and elements are drawn
// again when they show two EXTRA symbols (C-7) or a swapper breaks a
// complete line (C-5), and the EXTRA cells when two types reach 4 (C-7).
// The look adds one bound of its own: the grid and elements are drawn
// again when they reveal more than MaxAmounts amounts. Natural play is the
// process above conditioned on those rules.
type Params struct {
	Version      string
	Lines        [len(lineLadder)]int32
	Kinds        [Clicks][5]int32 // number, gold, amount, extra, swapper
	HitPermille  int32
	Directs      [len(directLadder)]int32
	MaxAmounts   int
	ExtraAmounts [len(extraLadder)]int32
	ExtraSymbols [ExtraTypes + 1]int32
}

// Element kinds in the order of Params.Kinds.
const (
	kindNumber = iota
	kindGold
	kindAmount
	kindExtra
	kindSwapper
)

// Default is the game's parameters at Version, what the server sells and
// the client checks. Its values give the look the game had before natural play was declared: a
// swapper in about one unit in six, an EXTRA step in about one in twelve,
// gold on one number in twenty, most lines paying small amounts.
var Default = &Params{
	Version: Version,
	Lines:   [...]int32{220, 200, 180, 140, 90, 70, 50, 25, 15, 7, 3},
	Kinds: [Clicks][5]int32{
		{925, 50, 15, 3, 7},
		{925, 50, 15, 3, 7},
		{925, 50, 15, 3, 7},
		{925, 50, 15, 3, 7},
		{925, 50, 15, 3, 7},
	},
	HitPermille:  380,
	Directs:      [...]int32{50, 30, 15, 5},
	MaxAmounts:   3,
	ExtraAmounts: [...]int32{20, 20, 18, 14, 10, 6, 3},
	ExtraSymbols: [...]int32{15, 15, 15, 55},
}

// NaturalPlay returns the game's natural play (a copy of Default).
func NaturalPlay() Params { return *Default }
