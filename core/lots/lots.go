// Package lots holds the lot tables (tableaux de lots) of the five games as
// data, exactly as their règlements print them, with the totals the
// règlements state beside the rows so that a check can compare the two.
//
// A table is per game and stake: a block of BlockSize units of play holds
// exactly Count units winning each Lot's Amount; every other unit loses
// (docs/rules/README.md).
package lots

import (
	"errors"
	"fmt"

	"revela/core"
	"revela/core/money"
)

// Lot is one row of a lot table: Count units of each block win Amount,
// the global prize of the unit (docs/rules/README.md, "lot = global prize").
type Lot struct {
	Rank   int         // 1 for the highest amount, then 2, 3, ...
	Amount money.Cents // the unit's whole prize
	Count  int         // units per block

	// Variants, where the game declares presentation variants
	// (core.Game.Variants), are how many of Count each variant presents,
	// Variants[v] for core.Variant v; they sum to Count (Discrepancies).
	// nil: all Count in the plain presentation.
	Variants []int
	// Forms, where the game's rules say how the amount may be made, are
	// those ways, each a multiset of gains; nil otherwise.
	Forms [][]money.Cents
}

// Table is the lot table of one game at one stake.
type Table struct {
	Game  string      // game id
	Name  string      // the game's name as the règlement writes it
	Stake money.Cents // what the player pays for one unit: the offer price

	// The offer price splits into the game's part and the SUPER JACKPOT
	// part; Participations is the number of SUPER JACKPOT participations
	// that come with each unit (docs/rules/README.md). A game without a
	// SUPER JACKPOT has a GamePart of the whole stake.
	GamePart         money.Cents
	SuperJackpotPart money.Cents
	Participations   int

	BlockSize int   // units of play per block
	Lots      []Lot // highest amount first

	// What the règlement states of the whole table, kept to be compared
	// with the rows (see Discrepancies).
	StatedLots  int
	StatedTotal money.Cents

	// LosingPermille, where the game presents losing units in variants,
	// is the share of the losing units in thousandths that each variant
	// v ≥ 1 presents, LosingPermille[v] (rounded down, Losing); variant 0
	// presents the rest and its entry is not read. nil: every losing
	// unit in the plain presentation.
	LosingPermille []int

	Source       string // the article that gives the table
	Illustrative bool   // not the règlement's figures (its table is missing from its text, docs/rules)
}

// LotCount returns the number of winning units per block, from the rows.
func (t *Table) LotCount() int {
	n := 0
	for _, l := range t.Lots {
		n += l.Count
	}
	return n
}

// Losing returns the number of losing units per block.
func (t *Table) Losing() int { return t.BlockSize - t.LotCount() }

// In returns how many of the lot's Count units variant v presents:
// Variants[v], or for the plain presentation what the others leave.
func (l *Lot) In(v core.Variant) int {
	if v == core.Plain {
		n := l.Count
		for _, c := range l.Variants[min(1, len(l.Variants)):] {
			n -= c
		}
		return n
	}
	if int(v) < len(l.Variants) {
		return l.Variants[v]
	}
	return 0
}

// LosingIn returns how many of a block's losing units variant v
// presents: LosingPermille[v] thousandths of them rounded down, or for
// the plain presentation what the others leave.
func (t *Table) LosingIn(v core.Variant) int {
	losing := t.Losing()
	if v != core.Plain {
		if int(v) < len(t.LosingPermille) {
			return losing * t.LosingPermille[v] / 1000
		}
		return 0
	}
	for w := 1; w < len(t.LosingPermille); w++ {
		losing -= t.LosingIn(core.Variant(w))
	}
	return losing
}

// VariantCount returns how many presentation variants the table's units
// are in: 1 (the plain presentation) for a game without variants.
func (t *Table) VariantCount() int {
	n := max(1, len(t.LosingPermille))
	for _, l := range t.Lots {
		n = max(n, len(l.Variants))
	}
	return n
}

// Total returns the sum of all prizes of a block, from the rows.
func (t *Table) Total() money.Cents {
	var s money.Cents
	for _, l := range t.Lots {
		s += l.Amount * money.Cents(l.Count)
	}
	return s
}

// Lot returns the row paying amount, or false when no row pays it.
func (t *Table) Lot(amount money.Cents) (Lot, bool) {
	for _, l := range t.Lots {
		if l.Amount == amount {
			return l, true
		}
	}
	return Lot{}, false
}

// Pays reports whether prize is 0 or an amount of the table (docs/rules/README.md, 0.1,
// rule 4).
func (t *Table) Pays(prize money.Cents) bool {
	_, ok := t.Lot(prize)
	return prize == 0 || ok
}

// Discrepancies compares what the règlement states with what its rows
// give and returns one sentence per difference; nil when they agree.
// A damaged table (a règlement's misprint) is reported here, never a crash.
func (t *Table) Discrepancies() []string {
	var d []string
	if n := t.LotCount(); n != t.StatedLots {
		d = append(d, fmt.Sprintf("%s %s €: stated %d lots, rows give %d", t.Game, t.Stake, t.StatedLots, n))
	}
	if s := t.Total(); s != t.StatedTotal {
		d = append(d, fmt.Sprintf("%s %s €: stated total %s €, rows give %s €", t.Game, t.Stake, t.StatedTotal, s))
	}
	for _, l := range t.Lots {
		if n := sum(l.Variants); l.Variants != nil && n != l.Count {
			d = append(d, fmt.Sprintf("%s %s € rank %d: variants %v present %d units, not its %d lots", t.Game, t.Stake, l.Rank, l.Variants, n, l.Count))
		}
	}
	if t.GamePart+t.SuperJackpotPart != t.Stake {
		d = append(d, fmt.Sprintf("%s %s €: game part %s € + SUPER JACKPOT part %s € != price", t.Game, t.Stake, t.GamePart, t.SuperJackpotPart))
	}
	return d
}

func sum(ns []int) int {
	s := 0
	for _, n := range ns {
		s += n
	}
	return s
}

// Errors of Find.
var (
	ErrUnknownGame = errors.New("unknown game")
	ErrStake       = errors.New("stake not on offer")
)

// Find returns the table of game at stake. Errors wrap ErrUnknownGame or
// ErrStake.
func Find(game string, stake money.Cents) (*Table, error) {
	known := false
	for t := range all {
		if t.Game == game {
			known = true
			if t.Stake == stake {
				return t, nil
			}
		}
	}
	if !known {
		return nil, fmt.Errorf("%w %q", ErrUnknownGame, game)
	}
	return nil, fmt.Errorf("%w: %s does not sell units at %s €", ErrStake, game, stake)
}

// Tables returns every table, by game then stake (the règlements' in the
// order of docs/rules/README.md, then those Register added). The tables
// are shared: callers must not modify them.
func Tables() []*Table {
	var out []*Table
	for t := range all {
		out = append(out, t)
	}
	return out
}

// Stakes returns the stakes on offer for game, lowest first; nil for an
// unknown game.
func Stakes(game string) []money.Cents {
	var s []money.Cents
	for t := range all {
		if t.Game == game {
			s = append(s, t.Stake)
		}
	}
	return s
}

// PayoutBasisPoints is the payout ratio (Total / (BlockSize × GamePart))
// in hundredths of a percent, rounded half up: 6900 for a ratio of
// 69 %. It needs no decimal package, so the client shows the ratio the
// server computes (PayoutRatio, exact to 4 decimals, is the same figure).
// 0 for a table with no game part.
func (t *Table) PayoutBasisPoints() int64 {
	den := int64(t.GamePart) * int64(t.BlockSize)
	if den <= 0 {
		return 0
	}
	return (int64(t.Total())*10000*2 + den) / (2 * den)
}
