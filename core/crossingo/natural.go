package crossingo

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"revela/core/money"
)

// allLines is the set of the 12 lines.
const allLines uint16 = 1<<NLines - 1

// perms lists the 120 permutations of a column's 5 rows, the identity
// first: a natural swapper draws one of perms[1:].
var perms = func() (ps [120][Size]int8) {
	i := 0
	var gen func(p [Size]int8, used uint8, k int)
	gen = func(p [Size]int8, used uint8, k int) {
		if k == Size {
			ps[i] = p
			i++
			return
		}
		for v := 0; v < Size; v++ {
			if used&(1<<uint(v)) == 0 {
				p[k] = int8(v)
				gen(p, used|1<<uint(v), k+1)
			}
		}
	}
	gen([Size]int8{}, 0, 0)
	return ps
}()

// weighted draws an index with weights w.
func weighted(rng *rand.Rand, w []int32) int {
	var total int32
	for _, x := range w {
		total += x
	}
	return pickAt(w, rng.Int32N(total))
}

// pickAt returns the index that j (0 <= j < the sum of w) falls on.
func pickAt(w []int32, j int32) int {
	for i, x := range w {
		if j -= x; j < 0 {
			return i
		}
	}
	return len(w) - 1
}

// board is the state of a unit's grid after some clicks: the numbers where
// they stand now, the marked and golden cells, and what the boxes showed.
type board struct {
	num          [Size * Size]int8
	marked, gold uint32
	direct       money.Cents // sum of the amounts revealed
	directs      int         // amounts revealed
	extras       int         // EXTRA symbols revealed
	swaps        int         // swappers revealed
	broken       bool        // a swapper broke a complete line (C-5)
}

// replay plays the first clicks clicks of s's grid and boxes, as the
// engine does (C-3 to C-5), without the lines' amounts nor the EXTRA step.
// It reads valid draws only: the composer and the features call it on
// drawn or validated scripts.
func replay(s *Script, clicks int) board {
	var b board
	for i, n := range s.Grid {
		b.num[i] = int8(n)
	}
	for k := 0; k < clicks; k++ {
		for c := 0; c < Size; c++ {
			el := &s.Boxes[k][c]
			switch el.Kind {
			case Number, Gold:
				for m := colMask[c]; m != 0; m &= m - 1 {
					if i := bits.TrailingZeros32(m); int(b.num[i]) == el.Number {
						b.marked |= 1 << uint(i)
						if el.Kind == Gold {
							b.gold |= 1 << uint(i)
						}
						break
					}
				}
			case Amount:
				b.direct += el.Amount
				b.directs++
			case ExtraSymbol:
				b.extras++
			case Swapper:
				b.swaps++
				before := complete(b.marked)
				var p [Size]int8
				for r := range p {
					p[r] = int8(el.Perm[r])
				}
				b.num, b.marked, b.gold = swap(b.num, b.marked, b.gold, c, p)
				b.broken = b.broken || before&^complete(b.marked) != 0
			}
		}
	}
	return b
}

// valid reports whether a board's draws are play: at most one EXTRA
// symbol (C-7) and no swapper breaking a complete line (C-5).
func (b *board) valid() bool { return b.extras <= 1 && !b.broken }

// lines returns the complete lines and, among them, the doubled ones: rows
// and columns holding a golden cell (C-6).
func (b *board) lines() (done, doubled uint16) {
	done = complete(b.marked)
	for l := 0; l < DiagDown; l++ {
		if done&(1<<uint(l)) != 0 && b.gold&lineMask[l] != 0 {
			doubled |= 1 << uint(l)
		}
	}
	return done, doubled
}

// gridDraws is the number of ways to fill a column of the grid: 5
// numbers drawn in order from 15.
const gridDraws = 15 * 14 * 13 * 12 * 11

// pickDraws is a multiple of every count of numbers a box may choose
// from (1 to 5 grid numbers left, 1 to 10 others): the lowest common
// multiple of 1..10, so that a draw uniform in 0..pickDraws-1, taken
// modulo any of them, is uniform.
const pickDraws = 2520

// drawBoard draws the grid and the 25 elements of s under the look. It
// reports false, and stops drawing, as soon as the board breaks C-7 (two
// EXTRA symbols), reveals more than MaxAmounts amounts or amounts adding
// up to more than limit, and at the end when a swapper broke a complete
// line (C-5): the caller draws another. Each
// draw of the stream is uniform over a product of choices (the five
// numbers of a grid column; an element's kind, whether a number hits and
// which number), read digit by digit: exact, with fewer calls.
func (lk *Params) drawBoard(s *Script, rng *rand.Rand, limit money.Cents) (board, bool) {
	var pool [Size][15]int8 // column c's numbers: [0,5) the grid's, [5,15) the others
	var hits, misses [Size]int8
	for c := 0; c < Size; c++ {
		lo, _ := ColumnRange(c)
		ns := &pool[c]
		for i := range ns {
			ns[i] = int8(lo + i)
		}
		j := rng.IntN(gridDraws)
		for r := 0; r < Size; r++ {
			k := r + j%(len(ns)-r)
			j /= len(ns) - r
			ns[r], ns[k] = ns[k], ns[r]
			s.Grid[Size*r+c] = int(ns[r])
		}
	}
	var direct money.Cents
	extras, amounts := 0, 0
	for k := 0; k < Clicks; k++ {
		w := &lk.Kinds[k]
		var total int64
		for _, x := range w {
			total += int64(x)
		}
		for c := 0; c < Size; c++ {
			el := &s.Boxes[k][c]
			j := rng.Int64N(total * 1000 * pickDraws)
			kind := pickAt(w[:], int32(j%total))
			hit := int32(j/total%1000) < lk.HitPermille
			pick := int(j / total / 1000) // uniform in 0..pickDraws-1
			switch kind {
			case kindNumber, kindGold:
				ns := &pool[c]
				var i int
				if hit {
					i = int(hits[c]) + pick%(Size-int(hits[c]))
					ns[hits[c]], ns[i] = ns[i], ns[hits[c]]
					i = int(hits[c])
					hits[c]++
				} else {
					i = Size + int(misses[c]) + pick%(len(ns)-Size-int(misses[c]))
					ns[Size+misses[c]], ns[i] = ns[i], ns[Size+misses[c]]
					i = Size + int(misses[c])
					misses[c]++
				}
				*el = Element{Kind: Number, Number: int(ns[i])}
				if kind == kindGold {
					el.Kind = Gold
				}
			case kindAmount:
				*el = Element{Kind: Amount, Amount: directLadder[weighted(rng, lk.Directs[:])]}
				if direct += el.Amount; direct > limit {
					return board{}, false
				}
				if amounts++; amounts > lk.MaxAmounts {
					return board{}, false
				}
			case kindExtra:
				*el = Element{Kind: ExtraSymbol}
				if extras++; extras > 1 {
					return board{}, false
				}
			case kindSwapper:
				p := perms[1+rng.IntN(len(perms)-1)]
				perm := make([]int, Size)
				for r, v := range p {
					perm[r] = int(v)
				}
				*el = Element{Kind: Swapper, Perm: perm}
			}
		}
	}
	b := replay(s, Clicks)
	return b, b.valid()
}

// drawLines draws the amounts of the lines in set, each from the line
// ladder with the look's weights.
func (lk *Params) drawLines(s *Script, set uint16, rng *rand.Rand) {
	for ; set != 0; set &= set - 1 {
		s.Lines[bits.TrailingZeros16(set)] = lineLadder[weighted(rng, lk.Lines[:])]
	}
}

// drawExtra draws an EXTRA step under the look, again until at most one
// type reaches 4 (C-7). It returns the step and its win.
func (lk *Params) drawExtra(rng *rand.Rand) (*Extra, money.Cents) {
	x := new(Extra)
	var w [len(extraLadder)]int32
	copy(w[:], lk.ExtraAmounts[:])
	var used uint8
	for t := 0; t < ExtraTypes; t++ {
		i := weighted(rng, w[:])
		used |= 1 << uint(i)
		w[i] = 0
	}
	t := 0
	for i, a := range extraLadder {
		if used&(1<<uint(i)) != 0 {
			x.Amounts[t] = a
			t++
		}
	}
	for {
		var count [ExtraTypes + 1]int
		for i := range x.Symbols {
			x.Symbols[i] = weighted(rng, lk.ExtraSymbols[:])
			count[x.Symbols[i]]++
		}
		win, winners := money.Cents(0), 0
		for t := 0; t < ExtraTypes; t++ {
			if count[t] >= ExtraWin {
				win = x.Amounts[t]
				winners++
			}
		}
		if winners <= 1 {
			return x, win
		}
	}
}

// extraWin is the EXTRA step's win: the amount of the type seen 4 times
// or more, 0 when none is (C-7).
func extraWin(x *Extra) money.Cents {
	var count [ExtraTypes + 1]int
	for _, sym := range x.Symbols {
		count[sym]++
	}
	for t := 0; t < ExtraTypes; t++ {
		if count[t] >= ExtraWin {
			return x.Amounts[t]
		}
	}
	return 0
}

// linesWin is what the complete lines pay, doubled ones twice (C-6).
func linesWin(s *Script, done, doubled uint16) money.Cents {
	var sum money.Cents
	for set := done; set != 0; set &= set - 1 {
		l := bits.TrailingZeros16(set)
		a := s.Lines[l]
		if doubled&(1<<uint(l)) != 0 {
			a *= 2
		}
		sum += a
	}
	return sum
}

// drawValidBoard draws grid and elements until they are play (C-5, C-7).
func (lk *Params) drawValidBoard(s *Script, rng *rand.Rand) board {
	for {
		if b, ok := lk.drawBoard(s, rng, money.Cents(lk.MaxAmounts)*directLadder[len(directLadder)-1]); ok {
			return b
		}
	}
}

// Natural draws one unit of CROSSINGO's natural play (Params) at stake from
// rng only. The envelope declares the prize the draws give (C-8), which
// may be an amount the lot table does not pay: such a script fails rule
// 0.1-4 and is for the realism audit only, never for a sale.
func Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	if stake != table.Stake {
		return nil, fmt.Errorf("%w: %s € (crossingo sells units at %s €)", ErrStake, stake, table.Stake)
	}
	if rng == nil {
		return nil, errors.New("crossingo: no random source")
	}
	return naturalWith(Default, stake, rng), nil
}

// naturalWith draws one unit of natural play whose line amounts are drawn
// with lines's weights (Default's for natural play itself).
func naturalWith(lines *Params, stake money.Cents, rng *rand.Rand) *Script {
	s := &Script{Header: Header{Game: ID, Stake: stake, Version: Version}}
	lk := Default
	b := lk.drawValidBoard(s, rng)
	lines.drawLines(s, allLines, rng)
	done, doubled := b.lines()
	s.Prize = b.direct + linesWin(s, done, doubled)
	if b.extras == 1 {
		var win money.Cents
		s.Extra, win = lk.drawExtra(rng)
		s.Prize += win
	}
	return s
}

// featureNames names what Features measures. "@4" is after the fourth
// click, the last state the player sees before the fifth and last click.
var featureNames = []string{
	"marks@2", "marks@4", "golden marks@4",
	"lines one short@4", "top amount one short@4", "complete lines@4",
	"amounts won@4", "gains so far@4", "EXTRA shown@4", "swappers@4",
	"top line amount", "lines of 100 € or more",
	"gains", "prize made by", "doubled lines", "EXTRA shown",
}

// Features returns what the player of s has seen, each a small
// non-negative integer (docs/rules/crossingo.md, "Natural play"): marked
// cells after clicks 2 and 4 (halved, at most 8) and the golden ones (at
// most 2); after click 4, the lines one mark short (at most 3) and the
// band of the largest amount among them (0 none, 1 for 1-2 €, 2 for
// 5-10 €, 3 for 20-50 €, 4 for 100 € and more), the complete lines (at
// most 2), the amounts revealed (at most 2) and their sum's band (0, 1-2,
// 3-5, 6-10, more), whether the EXTRA symbol is shown and the swappers
// (at most 2); the band of the largest line amount (same bands) and the
// lines paying 100 € or more (at most 2); then what the prize is made
// of: separate gains (lines, amounts, EXTRA win; at most 4), how (0
// nothing, 1 lines only, 2 amounts only, 3 EXTRA only, 4 mixed), the
// doubled lines (at most 2) and whether an EXTRA step is played.
func Features(s *Script) []int {
	b2, b4, b5 := replay(s, 2), replay(s, 4), replay(s, Clicks)
	f := make([]int, 0, len(featureNames))
	f = append(f, min(bits.OnesCount32(b2.marked)/2, 8), min(bits.OnesCount32(b4.marked)/2, 8),
		min(bits.OnesCount32(b4.marked&b4.gold), 2))
	near, top := 0, money.Cents(0)
	for l := range lineMask {
		if bits.OnesCount32(b4.marked&lineMask[l]) == Size-1 {
			near++
			top = max(top, s.Lines[l])
		}
	}
	f = append(f, min(near, 3), band(top), min(bits.OnesCount16(complete(b4.marked)), 2),
		min(b4.directs, 2), sumBand(b4.direct), min(b4.extras, 1), min(b4.swaps, 2))
	top, big := 0, 0
	for _, a := range s.Lines {
		top = max(top, a)
		if a >= eur(100) {
			big++
		}
	}
	f = append(f, band(top), min(big, 2))
	done, doubled := b5.lines()
	nl := bits.OnesCount16(done)
	xw := 0
	if s.Extra != nil && extraWin(s.Extra) > 0 {
		xw = 1
	}
	made := 0
	switch {
	case nl > 0 && b5.directs == 0 && xw == 0:
		made = 1
	case nl == 0 && b5.directs > 0 && xw == 0:
		made = 2
	case nl == 0 && b5.directs == 0 && xw == 1:
		made = 3
	case nl+b5.directs+xw > 0:
		made = 4
	}
	f = append(f, min(nl+b5.directs+xw, 4), made, min(bits.OnesCount16(doubled), 2), min(b5.extras, 1))
	return f
}

// band sorts a line amount: 0 none, 1 for 1-2 €, 2 for 5-10 €, 3 for
// 20-50 €, 4 for 100 € and more.
func band(a money.Cents) int { return bandOf(a, [3]money.Cents{eur(2), eur(10), eur(50)}) }

// sumBand sorts a sum of revealed amounts: 0, 1-2, 3-5, 6-10, more.
func sumBand(a money.Cents) int { return bandOf(a, [3]money.Cents{eur(2), eur(5), eur(10)}) }

// bandOf sorts an amount by the upper bounds of bands 1 to 3: 0 for none,
// k for an amount up to bounds[k-1] (and over the bound below), 4 over
// them all.
func bandOf(a money.Cents, bounds [3]money.Cents) int {
	if a <= 0 {
		return 0
	}
	for k, b := range bounds {
		if a <= b {
			return k + 1
		}
	}
	return len(bounds) + 1
}
