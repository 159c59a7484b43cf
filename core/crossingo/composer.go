package crossingo

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync"

	"revela/core/money"
)

// Errors of Compose.
var (
	ErrStake = errors.New("crossingo: stake not on offer")
	ErrPrize = errors.New("crossingo: prize is not 0 nor an amount of the lot table")
)

// maxProposals bounds the boards Compose draws for one unit. The rarest
// prize of the table takes 140 on average; reaching the bound means a
// prize natural play cannot make (a bug). A variable for the tests.
var maxProposals = 1 << 24

// checkAsk checks what Compose and Tilted are asked: the stake on offer,
// a prize of the lot table (or 0), a random source.
func checkAsk(stake, prize money.Cents, rng *rand.Rand) error {
	if stake != table.Stake {
		return fmt.Errorf("%w: %s € (crossingo sells units at %s €)", ErrStake, stake, table.Stake)
	}
	if !table.Pays(prize) {
		return fmt.Errorf("%w: %s €", ErrPrize, prize)
	}
	if rng == nil {
		return errors.New("crossingo: no random source")
	}
	return nil
}

// Compose returns a script for one unit at stake whose derived prize is
// exactly prize, drawing from rng only: the same stream gives the same
// script. prize must be 0 or an amount of the lot table (ErrPrize).
//
// The script is a draw of the game's natural play (Params) conditioned on
// its prize being prize, exactly (docs/rules/crossingo.md, "Natural
// play"; docs/realism.md):
//
//  1. Draw a board (grid and the 25 elements) from natural play. Its
//     complete lines, n1 plain and n2 doubled, the sum D of its revealed
//     amounts and whether it shows the EXTRA symbol (e) fix what the line
//     amounts and the EXTRA win must add up to: T = prize − D. Their
//     chance of doing so under natural play is q = P(n1 plain line amounts
//     + 2 × n2 line amounts + EXTRA win = T), computed exactly from the
//     look's weights.
//  2. Keep the board with probability q / M, where M bounds q for this
//     prize over every board; otherwise draw another. A kept board follows
//     natural play's law of boards weighted by q: the law of the board
//     given the prize.
//  3. Draw the amounts of the complete lines one after the other, each
//     with its natural weight times the chance that the lines still to
//     draw and the EXTRA win make the rest, then the EXTRA step given its
//     win; the other lines' amounts are drawn as in natural play.
//
// The script is validated before it is returned: an invalid one is a bug
// and an error. Compose is safe for concurrent use with distinct rngs.
func Compose(stake, prize money.Cents, rng *rand.Rand) (*Script, error) {
	if err := checkAsk(stake, prize, rng); err != nil {
		return nil, err
	}
	lk := Default
	bound := sums.bound(prize)
	s := &Script{Header: Header{Game: ID, Stake: stake, Prize: prize, Version: Version}}
	for try := 0; ; try++ {
		if try == maxProposals {
			return nil, fmt.Errorf("crossingo: no board for %s € in %d proposals (a bug)", prize, try)
		}
		b, ok := lk.drawBoard(s, rng, prize)
		if !ok {
			continue
		}
		done, doubled := b.lines()
		if q := sums.of(bits.OnesCount16(done&^doubled), bits.OnesCount16(doubled), b.extras, prize-b.direct); q > 0 && rng.Float64()*bound < q {
			lk.dressBoard(s, &b, prize-b.direct, rng)
			break
		}
	}
	_, got, err := run(s, nil, false)
	if err != nil {
		return nil, fmt.Errorf("crossingo: composed an invalid script (a bug): %w", err)
	}
	if got != prize {
		return nil, fmt.Errorf("crossingo: composed %s € for %s € (a bug)", got, prize)
	}
	return s, nil
}

// dressBoard draws the line amounts and the EXTRA step of a kept board b
// given that the complete lines and the EXTRA win add up to rest.
func (lk *Params) dressBoard(s *Script, b *board, rest money.Cents, rng *rand.Rand) {
	done, doubled := b.lines()
	n1, n2 := bits.OnesCount16(done&^doubled), bits.OnesCount16(doubled)
	var w [len(lineLadder)]float64
	pick := func(l int, mult money.Cents) {
		total := 0.0
		for i, a := range lineLadder {
			// of is 0 for a negative sum: an amount above the rest weighs nothing.
			w[i] = sums.line[i] * sums.of(n1, n2, b.extras, rest-a*mult)
			total += w[i]
		}
		u, i := rng.Float64()*total, 0
		for ; i < len(w)-1 && (w[i] == 0 || u >= w[i]); i++ {
			u -= w[i]
		}
		for w[i] == 0 { // rounding left u past the last possible amount
			i--
		}
		s.Lines[l] = lineLadder[i]
		rest -= lineLadder[i] * mult
	}
	for set := doubled; set != 0; set &= set - 1 {
		n2--
		pick(bits.TrailingZeros16(set), 2)
	}
	for set := done &^ doubled; set != 0; set &= set - 1 {
		n1--
		pick(bits.TrailingZeros16(set), 1)
	}
	lk.drawLines(s, allLines&^done, rng)
	s.Extra = nil
	if b.extras == 1 {
		for {
			x, win := lk.drawExtra(rng)
			if win == rest {
				s.Extra = x
				break
			}
		}
	}
}

// sumTables holds the laws of what complete lines and the EXTRA win add
// up to under natural play: line[i] is the chance of line ladder amount
// i, extra the law of the EXTRA step's win, and the cached laws of the
// sums of n1 plain lines, n2 doubled lines and e EXTRA wins.
type sumTables struct {
	line      [len(lineLadder)]float64
	extra     map[money.Cents]float64
	maxDirect money.Cents // the largest sum of amounts a board reveals
	mu        sync.Mutex
	laws      map[int]map[money.Cents]float64
	bounds    map[money.Cents]float64
}

var sums = newSumTables(Default)

func newSumTables(lk *Params) *sumTables {
	t := &sumTables{laws: map[int]map[money.Cents]float64{}, bounds: map[money.Cents]float64{}}
	total := 0.0
	for _, w := range lk.Lines {
		total += float64(w)
	}
	for i, w := range lk.Lines {
		t.line[i] = float64(w) / total
	}
	t.extra = extraLaw(lk)
	t.maxDirect = money.Cents(lk.MaxAmounts) * directLadder[len(directLadder)-1]
	return t
}

// law returns the law of the sum of n1 plain line amounts, n2 doubled ones
// and e (0 or 1) EXTRA wins. The caller holds t.mu.
func (t *sumTables) law(n1, n2, e int) map[money.Cents]float64 {
	key := n1<<8 | n2<<1 | e
	if d, ok := t.laws[key]; ok {
		return d
	}
	var d map[money.Cents]float64
	switch {
	case n1 == 0 && n2 == 0 && e == 0:
		d = map[money.Cents]float64{0: 1}
	case e == 1:
		d = convolve(t.law(n1, n2, 0), t.extra)
	case n2 > 0:
		d = convolve(t.law(n1, n2-1, 0), t.lineLaw(2))
	default:
		d = convolve(t.law(n1-1, 0, 0), t.lineLaw(1))
	}
	t.laws[key] = d
	return d
}

func (t *sumTables) lineLaw(mult money.Cents) map[money.Cents]float64 {
	d := map[money.Cents]float64{}
	for i, a := range lineLadder {
		d[a*mult] += t.line[i]
	}
	return d
}

func convolve(a, b map[money.Cents]float64) map[money.Cents]float64 {
	d := make(map[money.Cents]float64, len(a)*len(b))
	for x, p := range a {
		for y, q := range b {
			d[x+y] += p * q
		}
	}
	return d
}

// of is q: the chance under natural play that n1 plain lines, n2 doubled
// lines and e EXTRA wins add up to v.
func (t *sumTables) of(n1, n2, e int, v money.Cents) float64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.law(n1, n2, e)[v]
}

// bound returns M for prize p: an upper bound of q over every board.
// Boards with at most 4 complete lines are bounded exactly, over every sum
// of revealed amounts from 0 to maxDirect. A board with 5 or more
// complete lines has q at most the largest chance of any one sum of 4 of
// its lines (the other gains fixed, the 4 must make what is left).
func (t *sumTables) bound(p money.Cents) float64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	if m, ok := t.bounds[p]; ok {
		return m
	}
	m := 0.0
	for n := 0; n <= 4; n++ {
		for n2 := 0; n2 <= n; n2++ {
			for e := 0; e <= 1; e++ {
				for v, q := range t.law(n-n2, n2, e) {
					if v <= p && p-v <= t.maxDirect {
						m = max(m, q)
					}
				}
			}
			if n == 4 {
				for _, q := range t.law(n-n2, n2, 0) {
					m = max(m, q)
				}
			}
		}
	}
	t.bounds[p] = m
	return m
}

// extraLaw is the law of the EXTRA step's win under natural play,
// computed exactly: the chance that each type reaches 4 (over every
// count of the 12 cells, given that at most one type does, C-7) times the
// law of that type's amount (over every order of drawing the three
// amounts without replacement).
func extraLaw(lk *Params) map[money.Cents]float64 {
	var sym [ExtraTypes + 1]float64
	total := 0.0
	for _, w := range lk.ExtraSymbols {
		total += float64(w)
	}
	for i, w := range lk.ExtraSymbols {
		sym[i] = float64(w) / total
	}
	var fact [ExtraCells + 1]float64
	fact[0] = 1
	for i := 1; i <= ExtraCells; i++ {
		fact[i] = fact[i-1] * float64(i)
	}
	pow := func(x float64, n int) float64 {
		r := 1.0
		for ; n > 0; n-- {
			r *= x
		}
		return r
	}
	var win [ExtraTypes]float64
	valid := 0.0
	for c0 := 0; c0 <= ExtraCells; c0++ {
		for c1 := 0; c0+c1 <= ExtraCells; c1++ {
			for c2 := 0; c0+c1+c2 <= ExtraCells; c2++ {
				c := [...]int{c0, c1, c2, ExtraCells - c0 - c1 - c2}
				p := fact[ExtraCells]
				winners, winner := 0, 0
				for i, k := range c {
					p *= pow(sym[i], k) / fact[k]
					if i < ExtraTypes && k >= ExtraWin {
						winners++
						winner = i
					}
				}
				if winners > 1 {
					continue
				}
				valid += p
				if winners == 1 {
					win[winner] += p
				}
			}
		}
	}
	// amount[t][i]: the chance that type t shows ladder amount i.
	var amount [ExtraTypes][len(extraLadder)]float64
	wsum := 0.0
	for _, w := range lk.ExtraAmounts {
		wsum += float64(w)
	}
	n := len(extraLadder)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			for k := 0; k < n; k++ {
				if i == j || j == k || i == k {
					continue
				}
				wi, wj, wk := float64(lk.ExtraAmounts[i]), float64(lk.ExtraAmounts[j]), float64(lk.ExtraAmounts[k])
				p := wi / wsum * wj / (wsum - wi) * wk / (wsum - wi - wj)
				lo, mid, hi := min(i, j, k), i+j+k-min(i, j, k)-max(i, j, k), max(i, j, k)
				amount[0][lo] += p
				amount[1][mid] += p
				amount[2][hi] += p
			}
		}
	}
	d := map[money.Cents]float64{0: 1}
	for t := 0; t < ExtraTypes; t++ {
		for i, a := range extraLadder {
			q := win[t] / valid * amount[t][i]
			d[a] += q
			d[0] -= q
		}
	}
	return d
}
