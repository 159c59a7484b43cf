package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"revela/core/money"
	"revela/core/rules"
)

// Natural play (docs/rules/sudoku.md, "Natural play"): the random process
// a unit's draws follow when nothing is fixed. Every part is drawn
// independently of the others:
//
//   - the grid: the pattern grid basePattern with its digits relabelled
//     by a random permutation, its bands and the rows within each band,
//     its stacks and the columns within each stack permuted at random,
//     and transposed or not, each of these choices equally likely;
//   - the Gain: an amount of the Gain ladder with the ladder's weights;
//   - each block's hidden cells: h cells with Default.HiddenWeights[h], the h
//     cells equally likely among the block's 9;
//   - the throws: fair dice, thrown again when they show two clovers,
//     pips adding up to more than 9, or a clover after the third clover
//     (S-3, S-4): each throw is one of the 34 allowed pairs of faces
//     equally likely, or of the 24 pairs without a clover once three
//     clovers have come.

// basePattern returns the digit (1..9) of a valid Sudoku at row r,
// column c: the grid every natural grid is a relabelled permutation of.
func basePattern(r, c int) int { return (Box*(r%Box)+r/Box+c)%N + 1 }

// perms3 are the 6 permutations of three bands, stacks, rows or columns.
var perms3 = [6][Box]int8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// lineMap draws a permutation of 9 rows (or columns) that keeps bands
// (stacks) whole: the bands in a random order, the rows of each band in
// a random order.
func lineMap(rng *rand.Rand) [N]int8 {
	var m [N]int8
	band := perms3[rng.IntN(6)]
	for b := 0; b < Box; b++ {
		in := perms3[rng.IntN(6)]
		for j := 0; j < Box; j++ {
			m[Box*b+j] = int8(Box*int(band[b]) + int(in[j]))
		}
	}
	return m
}

// naturalGrid draws a grid of natural play into g (g[9*r+c] = digit).
func naturalGrid(rng *rand.Rand, g *[Cells]int8) {
	var label [N + 1]int8
	for d := 1; d <= N; d++ {
		label[d] = int8(d)
	}
	for i := N; i > 1; i-- {
		j := 1 + rng.IntN(i)
		label[i], label[j] = label[j], label[i]
	}
	rows, cols := lineMap(rng), lineMap(rng)
	transpose := rng.IntN(2) == 1
	for r := 0; r < N; r++ {
		for c := 0; c < N; c++ {
			d := label[basePattern(int(rows[r]), int(cols[c]))]
			if transpose {
				g[N*c+r] = d
			} else {
				g[N*r+c] = d
			}
		}
	}
}

// naturalThrows draws the throws of natural play, appending them to dst.
func naturalThrows(rng *rand.Rand, dst [][2]int) [][2]int {
	left, clovers := BaseThrows, 0
	for left > 0 {
		var a, b int
		for {
			x := rng.IntN(36)
			a, b = x/6, x%6
			clover := a == Clover || b == Clover
			if (a == Clover && b == Clover) || a+b > MaxSum || (clover && clovers == MaxClovers) {
				continue
			}
			break
		}
		dst = append(dst, [2]int{a, b})
		left--
		if a == Clover || b == Clover {
			clovers++
			left++
		}
	}
	return dst
}

// digitsOf returns the set of digits the throws give (bit d for digit d).
func digitsOf(throws [][2]int) uint16 {
	var set uint16
	for _, t := range throws {
		d, _ := result(t)
		set |= 1 << uint(d)
	}
	return set
}

// gainWeights are the Gain ladder's weights, in ladder order.
var gainWeights = func() (w [Gains]int64) {
	for i, g := range Default.GainLadder {
		w[i] = g.Weight
	}
	return w
}()

// cellOf returns the cell of position p (0..8, row by row) of block b.
func cellOf(b, p int) int { return N*(Box*(b/Box)+p/Box) + Box*(b%Box) + p%Box }

// pickSubset returns h positions among the set bits of from (a 9-bit
// mask), every choice equally likely, as a mask.
func pickSubset(rng *rand.Rand, from uint16, h int) uint16 {
	var pos [N]int8
	n := 0
	for m := from; m != 0; m &= m - 1 {
		pos[n] = int8(bits.TrailingZeros16(m))
		n++
	}
	var out uint16
	for i := 0; i < h; i++ {
		j := i + rng.IntN(n-i)
		pos[i], pos[j] = pos[j], pos[i]
		out |= 1 << uint(pos[i])
	}
	return out
}

// allPositions is the mask of a block's 9 positions.
const allPositions = 1<<N - 1

// write fills the script's grid and shown rows from g and the hidden
// positions of each block. The 18 rows are cut from one string, so that
// a script costs one allocation for them.
func write(s *Script, g *[Cells]int8, hidden *[N]uint16) {
	var buf [2 * Cells]byte // the grid's rows, then the shown rows
	grid, shown := buf[:Cells], buf[Cells:]
	for i := range grid {
		grid[i] = byte('0' + g[i])
		shown[i] = Show1
	}
	for b, m := range hidden {
		for ; m != 0; m &= m - 1 {
			shown[cellOf(b, bits.TrailingZeros16(m))] = Hide0
		}
	}
	all := string(buf[:])
	for r := 0; r < N; r++ {
		s.Grid[r] = all[N*r : N*r+N]
		s.Shown[r] = all[Cells+N*r : Cells+N*r+N]
	}
}

// ErrStake is returned for a stake that is not on offer.
var ErrStake = errors.New("sudoku: stake not on offer (0.50, 1 and 2 €)")

// Natural draws one unit of natural play at stake from rng only
// (core.Game's Natural). Its envelope declares the prize the engine derives, so
// that Check replays it; that prize is Gain × winning blocks, which may be
// no amount of the lot table (Natural is for the audit, never for a
// sale), and then Validate refuses it with rule 0.1-4.
func Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	mult, ok := multiple(stake)
	if !ok {
		return nil, fmt.Errorf("%w: %s €", ErrStake, stake)
	}
	s, _ := naturalWith(gainWeights[:], mult, stake, rng)
	return s, nil
}

// naturalWith draws one unit of natural play whose Gain is drawn with
// weights gw (gainWeights for natural play itself); it returns the
// Gain's index on the ladder.
func naturalWith(gw []int64, mult, stake money.Cents, rng *rand.Rand) (*Script, int) {
	s := &Script{Header: Header{Game: ID, Stake: stake, Version: Version}}
	var g [Cells]int8
	naturalGrid(rng, &g)
	gi := rules.Weighted(rng, gw)
	s.Gain = Default.GainLadder[gi].Amount * mult
	var hidden [N]uint16
	for b := range hidden {
		hidden[b] = pickSubset(rng, allPositions, rules.Weighted(rng, Default.HiddenWeights[:]))
	}
	write(s, &g, &hidden)
	s.Throws = naturalThrows(rng, make([][2]int, 0, MaxThrows))
	s.Prize = s.Gain * money.Cents(winners(&g, &hidden, digitsOf(s.Throws)))
	return s, gi
}

// winners counts the blocks whose hidden cells all hold a digit of set.
func winners(g *[Cells]int8, hidden *[N]uint16, set uint16) int {
	k := 0
	for b, m := range hidden {
		win := true
		for ; m != 0; m &= m - 1 {
			if set&(1<<uint(g[cellOf(b, bits.TrailingZeros16(m))])) == 0 {
				win = false
				break
			}
		}
		if win {
			k++
		}
	}
	return k
}

// featureNames name what the player has seen before the last throw.
var featureNames = []string{
	"gain",             // the Gain's place on the ladder (0 = lowest)
	"hidden-start",     // cells hidden at the start
	"throws-before",    // throws before the last one
	"clovers-before",   // clovers before the last throw
	"digits-before",    // distinct digits thrown before the last throw
	"hidden-before",    // cells still hidden before the last throw
	"blocks-before",    // blocks complete before the last throw
	"one-short-before", // blocks with exactly one hidden cell before the last throw
}

// Features returns what the player has seen before the last throw, in
// the order of featureNames (core.Game's Natural). s must replay (Check); for a
// script that does not, it returns nil.
func Features(s *Script) []int {
	tr, err := replay(s)
	if err != nil {
		return nil
	}
	last := int8(len(s.Throws))
	f := make([]int, len(featureNames))
	f[0] = gainIndex(s.Stake, s.Gain)
	var left [N]int
	hidden := 0
	for r, row := range s.Shown {
		for c := 0; c < N; c++ {
			if row[c] == Hide0 {
				left[blockOf(N*r+c)]++
				hidden++
			}
		}
	}
	f[1] = hidden
	var digits uint16
	for _, e := range tr {
		if e.Step >= last {
			break
		}
		switch e.Kind {
		case EvThrow:
			f[2]++
			if e.Clover {
				f[3]++
			}
			digits |= 1 << uint(e.Digit)
		case EvReveal:
			left[blockOf(int(e.Cell))]--
			hidden--
		case EvBlock:
			f[6]++
		}
	}
	f[4] = bits.OnesCount16(digits)
	f[5] = hidden
	for _, n := range left {
		if n == 1 {
			f[7]++
		}
	}
	return f
}

// replay is Check without rule 0.1-4, for natural play whose prize no
// lot table may pay: it returns the transcript whatever the prize.
func replay(s *Script) (Transcript, error) {
	ev, _, err := run(s, make(Transcript, 0, maxEvents), true, false)
	return ev, err
}
