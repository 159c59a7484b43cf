package eldorado

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"sync"

	"revela/core/money"
)

// Natural play (docs/rules/eldorado.md, "Natural play"): every cell is
// drawn independently with Default.Weights; a first grid that breaks E-1 or
// E-2 is drawn again; each Extra grid it gives is drawn until it breaks
// neither E-1 nor E-2 (no Extra row). The composer draws from this same
// process conditioned on the unit's prize, form and mode (composer.go).

// Row outcomes: what one row gives. The winning outcomes are one per
// amount of the line paytable, lowest first (levels).
const (
	oNothing = iota
	oExtra
	oWin      // oWin+i: the row pays levels[i] at 0.50 €
	oInvalid  = oWin + nLevels
	nOutcomes = oInvalid + 1
	nLevels   = 8
)

// levels are the distinct amounts of the line paytable at 0.50 € (art.
// 4.4.1), lowest first: 75 € is paid both by 4 pyramide and 5 soleil, 1 €
// by 2 pyramide and 3 coffre.
var levels = [nLevels]money.Cents{100, 250, 500, 1250, 2500, 7500, 22500, 350000}

// level returns the outcome of a row paying base (at 0.50 €), or oInvalid
// when no row pays it.
func level(base money.Cents) uint8 {
	for i, l := range levels {
		if l == base {
			return uint8(oWin + i)
		}
	}
	return oInvalid
}

// nRows is the number of distinct rows: 6 symbols in 5 cells.
const nRows = 6 * 6 * 6 * 6 * 6

// rowTable is every row grouped by outcome, with its natural weight (the
// product of its cells' weights): rows[o] lists the codes of the rows of
// outcome o, cum[o] their running weights, q[o] the chance that a natural
// row has outcome o. z2 is the chance that a natural Extra grid is valid.
type rowTable struct {
	rows [nOutcomes][]uint16
	cum  [nOutcomes][]uint64
	q    [nOutcomes]float64
	z2   float64
}

var (
	rowsOnce sync.Once
	rowsTab  *rowTable
)

// rowsByOutcome returns the row table, built on first use (7,776 rows,
// well under a millisecond).
func rowsByOutcome() *rowTable {
	rowsOnce.Do(func() {
		t := new(rowTable)
		var total, w [nOutcomes]uint64
		for code := range nRows {
			row := decodeRow(uint16(code))
			o := outcome(&row)
			wt := uint64(1)
			for _, s := range row {
				wt *= Default.Weights[s]
			}
			w[o] += wt
			t.rows[o] = append(t.rows[o], uint16(code))
			t.cum[o] = append(t.cum[o], w[o])
		}
		var all uint64
		for o := range w {
			all += w[o]
			total[o] = w[o]
		}
		for o := range w {
			t.q[o] = float64(total[o]) / float64(all)
		}
		// A valid Extra grid has only rows that give nothing or win.
		t.z2 = cube(1 - t.q[oExtra] - t.q[oInvalid])
		rowsTab = t
	})
	return rowsTab
}

func cube(x float64) float64 { return x * x * x }

// decodeRow returns the row of code: its base-6 digits, column 0 first,
// each digit d the symbol d+1.
func decodeRow(code uint16) [Cols]Symbol {
	var row [Cols]Symbol
	for c := Cols - 1; c >= 0; c-- {
		row[c] = Symbol(code%6) + 1
		code /= 6
	}
	return row
}

// outcome returns what row gives.
func outcome(row *[Cols]Symbol) uint8 {
	c, err := readRow(row)
	switch {
	case err != nil:
		return oInvalid
	case c.Extra:
		return oExtra
	case c.Symbol == 0:
		return oNothing
	}
	return level(linePay[c.Symbol][c.Count+b2i(c.Chance)])
}

// drawRow draws a row of outcome o with its natural weight: exactly the
// law of a natural row conditioned on giving o.
func (t *rowTable) drawRow(o uint8, rng *rand.Rand) [Cols]Symbol {
	cum := t.cum[o]
	return decodeRow(t.rows[o][above(cum, rng.Uint64N(cum[len(cum)-1]))])
}

// above returns the index of the first running weight of cum above u,
// the last index when there is none: drawing u uniformly below the last
// running weight picks index i with probability proportional to its
// weight cum[i] - cum[i-1].
func above[T uint64 | float64](cum []T, u T) int {
	return min(sort.Search(len(cum), func(i int) bool { return cum[i] > u }), len(cum)-1)
}

// cellOf returns the symbol that u, drawn uniformly below the sum of
// weights w, stands for: Pyramide for the first w[Pyramide] values, then
// Coffre, and so on; Perroquet for any u past the others.
func cellOf(w *[nSymbols + 1]uint64, u uint64) Symbol {
	s := Pyramide
	for ; s < Perroquet && u >= w[s]; s++ {
		u -= w[s]
	}
	return s
}

// ErrRandom is returned when no random source is given.
var ErrRandom = errors.New("eldorado: no random source")

// Natural draws one unit of natural play at stake from rng only (see
// core.Game's Natural): its envelope declares the prize the draws give, which
// may be an amount that no lot table row pays (3 × 1 €): such a script
// validates but is never sold.
func Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	if tableFor(stake) == nil {
		return nil, fmt.Errorf("%w: %s €", ErrStake, stake)
	}
	if rng == nil {
		return nil, ErrRandom
	}
	return naturalWith(nil, stake, rng)
}

// naturalWith draws one unit of natural play, every row of it drawn from
// tl's tilted outcomes with tl's chances (tilt.go; nil for natural play
// itself).
func naturalWith(tl *rowTilt, stake money.Cents, rng *rand.Rand) (*Script, error) {
	w := &Default.Weights
	var sum uint64
	for _, x := range w {
		sum += x
	}
	// draw draws grids until one is valid; first tells the first grid
	// (Extra rows allowed, not beside a winning row) from an Extra grid
	// (no Extra row). It returns the grid and its Extras.
	draw := func(first bool) (g Grid, extras int) {
		for {
			paying, valid := false, true
			extras = 0
			for r := range g {
				var tilted bool
				if tl != nil {
					g[r], tilted = tl.row(rng)
				}
				if !tilted {
					for c := range g[r] {
						g[r][c] = cellOf(w, rng.Uint64N(sum))
					}
				}
				switch o := outcome(&g[r]); {
				case o == oInvalid:
					valid = false
				case o == oExtra:
					extras++
				case o != oNothing:
					paying = true
				}
			}
			if valid && (extras == 0 || first && !paying) {
				return g, extras
			}
		}
	}
	s := &Script{Header: Header{Game: ID, Stake: stake, Version: Version}, natural: true}
	g, extras := draw(true)
	s.Grids = append(make([]Grid, 0, 1+extras), g)
	for range extras {
		g, _ := draw(false)
		s.Grids = append(s.Grids, g)
	}
	var res result
	if _, err := replay(s, nil, false, &res); err != nil {
		return nil, fmt.Errorf("eldorado: natural play drew an invalid script (a bug): %w", err)
	}
	s.Prize = res.total
	return s, nil
}

// Class is the prize class of a valid script (core.Game's Natural): the prize,
// the form (the row gains from the highest) and the mode, "12.50
// 5+5+2.50 extras", "2.50 2.50 direct", "0 direct"; "invalid" when the
// script does not validate.
func Class(s *Script) string {
	var res result
	if s == nil {
		return "invalid"
	}
	if _, err := run(s, nil, false, &res); err != nil {
		return "invalid"
	}
	c := res.total.String()
	if res.ngains > 0 {
		c += " " + formText(res.form())
	}
	if res.extras > 0 {
		return c + " extras"
	}
	return c + " direct"
}

// featureNames names Features' values (core.Game's Natural).
var featureNames = []string{
	"extras", "pyramide", "coffre", "soleil", "dague", "chance", "perroquet",
	"wins_before_last_grid", "open_rows",
}

// Features returns what the player has seen before the last column of the
// last grid turns (core.Game's Natural), in the order of FeatureNames: the
// Extras won (0 for a direct unit), how many of each symbol the cells
// shown so far hold, the winning rows of the grids before the last one,
// and the rows of the last grid that their fifth symbol could still make
// winning. Nil for an invalid script.
func Features(s *Script) []int {
	var res result
	if s == nil {
		return nil
	}
	if _, err := run(s, nil, false, &res); err != nil {
		return nil
	}
	f := make([]int, len(featureNames))
	f[0] = res.extras
	last := len(s.Grids) - 1
	for g := range s.Grids {
		for r := range s.Grids[g] {
			for c, sym := range s.Grids[g][r] {
				if g < last || c < Cols-1 {
					f[sym]++ // Pyramide is 1 ... Perroquet 6
				}
			}
			if g < last && res.combos[g][r].Symbol != 0 && !res.combos[g][r].Extra {
				f[7]++
			}
		}
	}
	for r := range Rows {
		row := s.Grids[last][r]
		for _, x := range [...]Symbol{Pyramide, Coffre, Soleil, Dague, Chance} { // a perroquet completes no win
			row[Cols-1] = x
			if o := outcome(&row); o >= oWin && o < oInvalid {
				f[8]++
				break
			}
		}
	}
	return f
}
