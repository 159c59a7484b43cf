package crossingo

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"revela/core/money"
)

// How composed scripts look (presentation, not rules: the validator reads
// none of this). Rates are per thousand units.
const (
	losingExtraPermille = 60  // units with no EXTRA win that still open an EXTRA step winning nothing
	swapperPermille     = 150 // units showing a swapper; a fifth of them show a second one
	nearMissLosing      = 550 // losing units that bring one line to 4 marks of 5
	nearMissWinning     = 250 // winning units that do
	fillerMarkPercent   = 30  // a free box's number is in the grid (real draws: 5 of 15)
	goldPercent         = 6   // a number that is not part of the plan is golden
	secondGoldPercent   = 15  // a doubled line shows a second golden cell (still ×2, C-6)
	extraFivePercent    = 15  // an EXTRA win shows 5 of its type rather than 4
)

// lineWeights gives, for each amount of the line ladder, how often it is
// shown beside a line that the plan does not complete: small amounts
// often, the big ones rarely.
var lineWeights = [len(lineLadder)]int32{220, 200, 180, 140, 90, 70, 50, 25, 15, 7, 3}

// extraWeights does the same for the EXTRA table's amounts.
var extraWeights = [len(extraLadder)]int32{20, 20, 18, 14, 10, 6, 3}

// Errors of Compose.
var (
	ErrStake = errors.New("crossingo: stake not on offer")
	ErrPrize = errors.New("crossingo: prize is not 0 nor an amount of the lot table")
)

// composer is the state of one composition. The plan is made on the final
// layout of the grid (after every swapper): the cells that end marked and
// golden. Since a mark and its gold move with their number (C-4), which
// cells end marked does not depend on when the numbers and swappers come;
// the grid the script starts from is the final one with the swaps undone.
type composer struct {
	rng    *rand.Rand
	won    uint16 // lines the plan completes
	dbl    uint16 // of those, the doubled ones
	marked uint32 // cells marked at the end
	gold   uint32 // golden cells at the end
	extra  bool   // an EXTRA symbol is placed

	special [Size][Size]Element // per box: amounts, EXTRA symbol, swapper
	nspec   [Size]int8
	free    [Size]int8 // slots of each box not yet given a role
	misses  [Size]int8 // slots of each box that reveal a number not in the grid
	swapped uint8      // boxes holding a swapper

	// nums[c] is column c's range, shuffled as it is used: nums[c][r] for
	// r < 5 is the number at row r of the final grid, the next ones are
	// the misses revealed in box c.
	nums [Size][15]int8
}

// Compose returns a script for one unit at stake whose derived prize is
// exactly prize, drawing from rng only: the same stream gives the same
// script. prize must be 0 or an amount of the lot table (ErrPrize).
//
// It picks a recipe (a way to make the prize from lines, doubling, direct
// amounts and the EXTRA win), places the numbers, amounts and symbols that
// realise it, then dresses the unit as real play: numbers that miss, lines
// marked in part, sometimes one line at 4 of 5, sometimes a swapper or an
// EXTRA step that wins nothing. Nothing is retried: the only repair is
// moving a swapper to the first click when, shown later, it would break a
// completed line (C-5); at the first click nothing is complete yet.
//
// Compose is safe for concurrent use with distinct rngs. Its first call
// enumerates the recipes of every amount of the lot table (a few
// milliseconds); later calls take a few microseconds.
func Compose(stake, prize money.Cents, rng *rand.Rand) (*Script, error) {
	if stake != table.Stake {
		return nil, fmt.Errorf("%w: %s € (crossingo sells units at %s €)", ErrStake, stake, table.Stake)
	}
	if !table.Pays(prize) {
		return nil, fmt.Errorf("%w: %s €", ErrPrize, prize)
	}
	if rng == nil {
		return nil, errors.New("crossingo: no random source")
	}
	var r recipe
	if prize > 0 {
		b := bookFor(prize)
		if b == nil || len(b.recipes) == 0 {
			return nil, fmt.Errorf("%w: no way to make %s € with these ladders", ErrPrize, prize)
		}
		r = *b.pick(rng)
	}
	return compose(stake, prize, &r, rng)
}

// compose realises recipe r, which makes prize.
func compose(stake, prize money.Cents, r *recipe, rng *rand.Rand) (*Script, error) {
	s := &Script{Header: Header{Game: ID, Stake: stake, Prize: prize, Version: Version}}
	c := composer{rng: rng}
	for col := range c.free {
		c.free[col] = Size
		lo, _ := ColumnRange(col)
		for i := range c.nums[col] {
			c.nums[col][i] = int8(lo + i)
		}
		c.shuffle(col, 0, Size)
	}
	if err := c.planLines(r, s); err != nil {
		return nil, err
	}
	c.placeSpecials(r)
	near := nearMissWinning
	if prize == 0 {
		near = nearMissLosing
	}
	if c.rng.IntN(1000) < near {
		c.nearMiss()
	}
	c.fill()
	c.dressLines(s)
	if c.extra {
		s.Extra = c.extraStep(r.extra)
	}
	c.lay(s)

	_, got, err := run(s, nil, false)
	if RuleOf(err) == RuleC5 {
		// Show every swapper at the first click, where it cannot break a
		// line: before box c of click 0 at most c < 5 cells are marked.
		for col := 0; col < Size; col++ {
			for k := 1; k < Clicks; k++ {
				if s.Boxes[k][col].Kind == Swapper {
					s.Boxes[0][col], s.Boxes[k][col] = s.Boxes[k][col], s.Boxes[0][col]
				}
			}
		}
		_, got, err = run(s, nil, false)
	}
	if err != nil {
		return nil, fmt.Errorf("crossingo: composed an invalid script (a bug): %w", err)
	}
	if got != prize {
		return nil, fmt.Errorf("crossingo: composed %s € for %s € (a bug)", got, prize)
	}
	return s, nil
}

// shuffle draws positions from..to-1 of column col's shuffled range
// (a partial Fisher-Yates shuffle, drawn as far as it is used).
func (c *composer) shuffle(col, from, to int) {
	ns := &c.nums[col]
	for i := from; i < to; i++ {
		j := i + c.rng.IntN(len(ns)-i)
		ns[i], ns[j] = ns[j], ns[i]
	}
}

// pickFree returns the index of a uniformly chosen set bit of set, or -1
// when none is set.
func (c *composer) pickFree(set uint32) int {
	k := bits.OnesCount32(set)
	if k == 0 {
		return -1
	}
	j := c.rng.IntN(k)
	for ; j > 0; j-- {
		set &= set - 1
	}
	return bits.TrailingZeros32(set)
}

// planLines chooses the lines the recipe completes, their amounts and the
// golden cells that double the doubled ones.
func (c *composer) planLines(r *recipe, s *Script) error {
	const rowsCols = 1<<(2*Size) - 1
	const all = 1<<NLines - 1
	for i := 0; i < int(r.nd); i++ {
		l := c.pickFree(uint32(rowsCols &^ c.won))
		c.won |= 1 << uint(l)
		c.dbl |= 1 << uint(l)
		s.Lines[l] = r.doubled[i]
	}
	for i := 0; i < int(r.np); i++ {
		l := c.pickFree(uint32(all &^ c.won))
		c.won |= 1 << uint(l)
		s.Lines[l] = r.plain[i]
	}
	for l := 0; l < NLines; l++ {
		if c.won&(1<<uint(l)) != 0 {
			c.marked |= lineMask[l]
		}
	}
	if complete(c.marked) != c.won {
		return fmt.Errorf("crossingo: planned lines %012b complete %012b (a bug)", c.won, complete(c.marked))
	}
	// A golden cell for each doubled line, where it doubles nothing else.
	for l := 0; l < 2*Size; l++ {
		if c.dbl&(1<<uint(l)) == 0 {
			continue
		}
		var ok uint32
		for _, i := range lineCells[l] {
			if c.goldOK(int(i)) {
				ok |= 1 << uint(i)
			}
		}
		ok &^= c.gold
		if ok == 0 {
			ok = c.gold & lineMask[l] // already gilded through the crossing line
		}
		n := 1
		if c.rng.IntN(100) < secondGoldPercent {
			n = 2
		}
		for ; n > 0 && ok != 0; n-- {
			i := c.pickFree(ok)
			c.gold |= 1 << uint(i)
			ok &^= 1 << uint(i)
		}
	}
	for col := 0; col < Size; col++ {
		c.free[col] -= int8(bits.OnesCount32(c.marked & colMask[col]))
	}
	return nil
}

// goldOK reports whether a golden number at cell i doubles no line that
// the plan completes without doubling (C-6).
func (c *composer) goldOK(i int) bool {
	undoubled := c.won &^ c.dbl
	row, col := i/Size, Size+i%Size
	return undoubled&(1<<uint(row)) == 0 && undoubled&(1<<uint(col)) == 0
}

// placeSpecials gives box slots to the recipe's direct amounts and EXTRA
// symbol, then, for the look, to an EXTRA symbol of a losing step and to
// swappers, as room allows.
func (c *composer) placeSpecials(r *recipe) {
	for i := 0; i < int(r.ndir); i++ {
		c.put(Element{Kind: Amount, Amount: r.direct[i]}, false)
	}
	if r.extra != 0 || c.rng.IntN(1000) < losingExtraPermille {
		c.extra = c.put(Element{Kind: ExtraSymbol}, false)
	}
	if c.rng.IntN(1000) < swapperPermille {
		n := 1
		if c.rng.IntN(5) == 0 {
			n = 2
		}
		for ; n > 0; n-- {
			var p [Size]int8
			for i := range p {
				p[i] = int8(i)
			}
			for i := Size - 1; i > 0; i-- {
				j := c.rng.IntN(i + 1)
				p[i], p[j] = p[j], p[i]
			}
			if p == [Size]int8{0, 1, 2, 3, 4} {
				j := 1 + c.rng.IntN(Size-1)
				p[0], p[j] = p[j], p[0]
			}
			perm := make([]int, Size)
			for i, v := range p {
				perm[i] = int(v)
			}
			c.put(Element{Kind: Swapper, Perm: perm}, true)
		}
	}
}

// put places e in a box with a free slot, chosen in proportion to the
// free slots (only boxes without a swapper when swapper is set). It
// reports whether there was room. The recipe's elements always find room:
// four lines mark at most 20 cells, leaving 5 slots for at most 4 of them.
func (c *composer) put(e Element, swapper bool) bool {
	total := 0
	for col := 0; col < Size; col++ {
		if c.free[col] > 0 && !(swapper && c.swapped&(1<<uint(col)) != 0) {
			total += int(c.free[col])
		}
	}
	if total == 0 {
		return false
	}
	j := c.rng.IntN(total)
	for col := 0; col < Size; col++ {
		if c.free[col] <= 0 || (swapper && c.swapped&(1<<uint(col)) != 0) {
			continue
		}
		if j -= int(c.free[col]); j < 0 {
			c.special[col][c.nspec[col]] = e
			c.nspec[col]++
			c.free[col]--
			if swapper {
				c.swapped |= 1 << uint(col)
			}
			return true
		}
	}
	return false
}

// canMark reports whether marking the unmarked cell i completes no line
// outside the plan.
func (c *composer) canMark(i int) bool {
	for ls := cellLines[i] &^ c.won; ls != 0; ls &= ls - 1 {
		l := bits.TrailingZeros16(ls)
		if bits.OnesCount32(c.marked&lineMask[l]) == Size-1 {
			return false
		}
	}
	return true
}

// mark marks cell i as a number that is not part of the plan, golden now
// and then where gold doubles nothing planned.
func (c *composer) mark(i int) {
	c.marked |= 1 << uint(i)
	c.free[i%Size]--
	if c.rng.IntN(100) < goldPercent && c.goldOK(i) {
		c.gold |= 1 << uint(i)
	}
}

// nearMiss brings a line the plan does not complete to 4 marks of 5, as
// far as the boxes have room: the player sees it fail by one number.
func (c *composer) nearMiss() {
	const all = 1<<NLines - 1
	l := c.pickFree(uint32(all &^ c.won))
	open := lineMask[l] &^ c.marked
	hole := c.pickFree(open)
	open &^= 1 << uint(hole)
	for ; open != 0; open &= open - 1 {
		i := bits.TrailingZeros32(open)
		if c.free[i%Size] == 0 || !c.canMark(i) {
			return
		}
		c.mark(i)
	}
}

// fill gives every remaining slot a number: now and then one of the grid
// (a mark that completes nothing unplanned), otherwise a miss.
func (c *composer) fill() {
	for col := 0; col < Size; col++ {
		for c.free[col] > 0 {
			if c.rng.IntN(100) < fillerMarkPercent {
				var ok uint32
				for m := colMask[col] &^ c.marked; m != 0; m &= m - 1 {
					if i := bits.TrailingZeros32(m); c.canMark(i) {
						ok |= 1 << uint(i)
					}
				}
				if i := c.pickFree(ok); i >= 0 {
					c.mark(i)
					continue
				}
			}
			c.misses[col]++
			c.free[col]--
		}
	}
}

// dressLines gives the lines the plan does not complete an amount each.
func (c *composer) dressLines(s *Script) {
	for l := 0; l < NLines; l++ {
		if c.won&(1<<uint(l)) == 0 {
			s.Lines[l] = lineLadder[weighted(c.rng, lineWeights[:])]
		}
	}
}

// extraStep draws the EXTRA step: three distinct amounts in increasing
// order and 12 cells where the type paying win (if any) appears 4 or 5
// times and every other type at most 3 times.
func (c *composer) extraStep(win money.Cents) *Extra {
	x := new(Extra)
	var used uint8 // ladder indexes taken
	n := 0
	if win != 0 {
		for i, a := range extraLadder {
			if a == win {
				used |= 1 << uint(i)
			}
		}
		n = 1
	}
	w := extraWeights
	for ; n < ExtraTypes; n++ {
		for i := range w {
			if used&(1<<uint(i)) != 0 {
				w[i] = 0
			}
		}
		used |= 1 << uint(weighted(c.rng, w[:]))
	}
	t, winner := 0, -1
	for i, a := range extraLadder {
		if used&(1<<uint(i)) != 0 {
			x.Amounts[t] = a
			if a == win {
				winner = t
			}
			t++
		}
	}
	var count [ExtraTypes]int
	tease := c.rng.IntN(ExtraTypes) // a losing type shown 3 times
	for t := range count {
		switch {
		case t == winner:
			count[t] = ExtraWin
			if c.rng.IntN(100) < extraFivePercent {
				count[t]++
			}
		case t == tease:
			count[t] = ExtraWin - 1
		default:
			count[t] = c.rng.IntN(ExtraWin)
		}
	}
	i := 0
	for t, k := range count {
		for ; k > 0; k-- {
			x.Symbols[i] = t
			i++
		}
	}
	for ; i < ExtraCells; i++ {
		x.Symbols[i] = NonWinning
	}
	for i := ExtraCells - 1; i > 0; i-- {
		j := c.rng.IntN(i + 1)
		x.Symbols[i], x.Symbols[j] = x.Symbols[j], x.Symbols[i]
	}
	return x
}

// lay writes the grid the player starts from and the boxes in click
// order: each box's five elements are shuffled over the five clicks, and
// a swapped column starts with the swap undone.
func (c *composer) lay(s *Script) {
	for col := 0; col < Size; col++ {
		c.shuffle(col, Size, Size+int(c.misses[col]))
		var box [Size]Element
		n := 0
		for r := 0; r < Size; r++ {
			if i := Size*r + col; c.marked&(1<<uint(i)) != 0 {
				box[n] = Element{Kind: Number, Number: int(c.nums[col][r])}
				if c.gold&(1<<uint(i)) != 0 {
					box[n].Kind = Gold
				}
				n++
			}
		}
		var perm []int
		for k := 0; k < int(c.nspec[col]); k++ {
			box[n] = c.special[col][k]
			if box[n].Kind == Swapper {
				perm = box[n].Perm
			}
			n++
		}
		for m := 0; m < int(c.misses[col]); m++ {
			box[n] = Element{Kind: Number, Number: int(c.nums[col][Size+m])}
			if c.rng.IntN(400) < goldPercent { // a golden number that misses
				box[n].Kind = Gold
			}
			n++
		}
		for k := Size - 1; k > 0; k-- {
			j := c.rng.IntN(k + 1)
			box[k], box[j] = box[j], box[k]
		}
		for k := 0; k < Clicks; k++ {
			s.Boxes[k][col] = box[k]
		}
		// After the swap, row r holds what row perm[r] held.
		for r := 0; r < Size; r++ {
			from := r
			if perm != nil {
				from = perm[r]
			}
			s.Grid[Size*from+col] = int(c.nums[col][r])
		}
	}
}
