package sudoku

import (
	"revela/core/lots"
	"revela/core/money"
	"revela/core/rules"
)

// Version is the parameter version written into every script (the
// envelope's "version"). It names the data of this file: an operator who
// changes the Gain ladder or a natural-play weight must change it too.
const Version = "sudoku/1"

// ID is the game id (docs/design.md).
const ID = lots.Sudoku

// Grid geometry (art. 4.1): 9 rows × 9 columns, 9 blocks of 3 × 3 cells,
// digits 1 to 9.
const (
	N     = 9     // rows, columns, blocks, digits
	Cells = N * N // 81, numbered 9*row+col
	Box   = 3     // a block is Box × Box cells
	Hide0 = '0'   // a cell hidden at the start, in Script.Shown
	Show1 = '1'   // a cell shown at the start, in Script.Shown
)

// Dice (art. 4.3.1, S-3, S-4).
const (
	Clover     = 0 // the clover face; faces 1-5 are pips
	MaxPips    = 5 // the highest pip face
	MaxSum     = 9 // the highest result: two pip faces may not add up to more (S-3)
	BaseThrows = 3 // throws every unit has (art. 4.3.1)
	MaxClovers = 3 // clovers, each adding a throw, at most in a unit (S-4)
	MaxThrows  = BaseThrows + MaxClovers
)

// unit is the smallest stake: the Gain ladder is written for it and
// scaled by stake/unit for the others (art. 3: the 1 € and 2 € tables
// are the 0.50 € table ×2 and ×4).
var unit = money.MustParse("0.50")

// Params are SUDOKU's parameters at a version (Default, at Version): the
// Gain ladder and the weights of natural play.
type Params struct {
	Version string
	// GainLadder is the Gain ladder at 0.50 € (S-5a, parameter): the amounts the
	// Gain case may show, with the weight of each in natural play (how often
	// a unit shows it, out of the sum). It holds every amount of the 0.50 €
	// lot table, so that every lot can be made as Gain × 1, and 500 €, so
	// that the top lot can also be made as 500 × 9 (4,500 € is also
	// 750 × 6). Small Gains are shown often, big ones rarely.
	GainLadder [Gains]GainStep
	// HiddenWeights gives, for h = 1..8, the weight in natural play of a
	// block hiding h of its 9 cells at the start (S-2 asks 1 to 8;
	// parameter). Blocks are drawn independently; within a block the hidden
	// cells are h of the 9, every choice equally likely. HiddenWeights[0] is
	// unused (S-2: no block shows all its cells).
	HiddenWeights [N]int64
}

// GainStep is an amount of the Gain ladder and its weight in natural play.
type GainStep struct {
	Amount money.Cents
	Weight int64
}

// Default is the game's parameters at Version, what the server sells and
// the client checks.
var Default = &Params{
	Version: Version,
	GainLadder: [Gains]GainStep{

		{money.MustParse("0.50"), 3000},
		{money.MustParse("1"), 2500},
		{money.MustParse("1.50"), 1200},
		{money.MustParse("2"), 1000},
		{money.MustParse("3"), 700},
		{money.MustParse("4"), 500},
		{money.MustParse("5"), 500},
		{money.MustParse("6"), 300},
		{money.MustParse("7.50"), 200},
		{money.MustParse("12.50"), 150},
		{money.MustParse("15"), 100},
		{money.MustParse("25"), 60},
		{money.MustParse("35"), 40},
		{money.MustParse("62.50"), 25},
		{money.MustParse("87.50"), 15},
		{money.MustParse("125"), 10},
		{money.MustParse("175"), 6},
		{money.MustParse("500"), 3},
		{money.MustParse("750"), 2},
		{money.MustParse("1000"), 2},
		{money.MustParse("4500"), 1},
	},
	HiddenWeights: [N]int64{0, 30, 30, 20, 10, 5, 3, 1, 1},
}

// Gains is the number of amounts on the Gain ladder.
const Gains = 21

// GainLadder returns the Gain ladder for stake (S-5a), lowest first; nil
// when stake is not on offer.
func GainLadder(stake money.Cents) []money.Cents {
	mult, ok := multiple(stake)
	if !ok {
		return nil
	}
	out := make([]money.Cents, Gains)
	for i, g := range Default.GainLadder {
		out[i] = g.Amount * mult
	}
	return out
}

// multiple returns stake / 0.50 € when stake is on offer.
func multiple(stake money.Cents) (money.Cents, bool) {
	if tableFor(stake) == nil {
		return 0, false
	}
	return stake / unit, true
}

// gainIndex returns the ladder index of gain at stake, or -1.
func gainIndex(stake, gain money.Cents) int {
	mult, ok := multiple(stake)
	if !ok {
		return -1
	}
	for i, g := range Default.GainLadder {
		if g.Amount*mult == gain {
			return i
		}
	}
	return -1
}

// tables are the lot tables at 0.50, 1 and 2 € (art. 3.1-3.3), looked up
// once.
var tables = rules.Tables(lots.Sudoku, 50, 100, 200)

// tableFor returns the lot table at stake, or nil.
func tableFor(stake money.Cents) *lots.Table { return rules.TableFor(tables, stake) }

// blockOf returns the block (0..8, row by row) of cell i.
func blockOf(i int) int { return Box*(i/N/Box) + i%N/Box }

// Way is one way to make a prize (S-5): the Gain case shows Gain and
// Blocks blocks win.
type Way struct {
	Gain   money.Cents
	Blocks int
}

// Ways returns every way to make prize at stake as Gain × winning blocks
// (S-5) with a Gain of the ladder (S-5a), fewest blocks first: at 0.50 €,
// 4,500 € is 4,500 € × 1, 750 € × 6 or 500 € × 9. It returns nil for a
// prize of 0, a stake not on offer, or a prize that no way makes; it does not ask the lot table. Every
// amount of the three lot tables has at least one way (art. 3 last
// paragraph), and the composer draws every way (composer.go).
func Ways(stake, prize money.Cents) []Way {
	var out []Way
	for k := 1; k <= N && prize > 0; k++ {
		if prize%money.Cents(k) == 0 && gainIndex(stake, prize/money.Cents(k)) >= 0 {
			out = append(out, Way{Gain: prize / money.Cents(k), Blocks: k})
		}
	}
	return out
}
