package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"sync"

	"revela/core/money"
	"revela/core/rules"
)

// The composer samples natural play conditioned on the unit's prize,
// exactly (docs/rules/sudoku.md, "Why the composer is exact"). It rests on
// one fact: every block holds each digit once (S-1), so when the throws
// give a set D of m distinct digits, every block has exactly m cells
// holding a digit of D, whatever the grid. Natural play hides each
// block's cells independently and every position alike, so each block
// wins (all its hidden cells hold digits of D) with the same chance q(m),
// independently of the others: given m, the number of winning blocks K is
// binomial (9, q(m)), and the grid plays no part. So, for a prize A:
//
//  1. draw (m, k, Gain) with weight P(m) · P(K = k | m) · w(Gain) over
//     the ways Gain × k = A (k = 0 and every Gain for A = 0), computed
//     exactly from the natural parameters;
//  2. draw the throws from natural play until they give m digits
//     (rejection: exact);
//  3. draw the grid from natural play;
//  4. choose the k winning blocks, every set alike (the blocks are
//     exchangeable), and draw each block's hidden cells from natural play
//     conditioned on winning or losing.

// Errors of Compose.
var (
	ErrPrize = errors.New("sudoku: prize is not 0 nor an amount of the lot table")
)

// Binomial coefficients C(n, h) for n, h <= 9.
var choose = func() (c [N + 1][N + 1]int64) {
	for n := 0; n <= N; n++ {
		c[n][0] = 1
		for h := 1; h <= n; h++ {
			c[n][h] = c[n-1][h-1] + c[n-1][h]
		}
	}
	return c
}()

// subsetScale is a multiple of every C(9, h): C(m, h) · subsetScale /
// C(9, h) is an integer, so that chances of hidden cells stay exact.
const subsetScale = 252

// winWeight[m][h] is, up to a common factor, the chance that a block of
// natural play hides h cells all among m given ones: Default.HiddenWeights[h] ·
// C(m, h) / C(9, h). loseWeight[m][h] is the chance that it hides h
// cells not all among them.
var winWeight, loseWeight = func() (win, lose [MaxThrows + 1][N]int64) {
	for m := 1; m <= MaxThrows; m++ {
		for h := 1; h < N; h++ {
			in := choose[m][h] * (subsetScale / choose[N][h])
			win[m][h] = Default.HiddenWeights[h] * in
			lose[m][h] = Default.HiddenWeights[h] * (subsetScale - in)
		}
	}
	return win, lose
}()

// pick is one way (m digits thrown, k winning blocks, Gain index g) to
// make a prize, with its integer weight.
type pick struct {
	m, k, g int8
	w       uint64
}

// book is the list of ways for one prize, with their weights' total.
type book struct {
	picks []pick
	total uint64
}

// draw returns a pick with probability its weight / the total.
func (b *book) draw(rng *rand.Rand) *pick {
	j := rng.Uint64N(b.total)
	for i := range b.picks {
		if j < b.picks[i].w {
			return &b.picks[i]
		}
		j -= b.picks[i].w
	}
	return &b.picks[len(b.picks)-1]
}

// books[i] is the book of the i-th amount of the 0.50 € table (lowest
// rank last, as the table lists them); books[len] is the book of 0. The
// 1 € and 2 € tables are the same amounts ×2 and ×4 and share them.
var (
	booksOnce sync.Once
	books     []book
	digitMass [N + 1]float64 // P(m): the chance natural throws give m digits
)

// weightScale is what a book's weights add up to, about: 2^53, so that a
// weight's rounding is within 2^-53 of the exact chance.
const weightScale = 1 << 53

func buildBooks() {
	digitMass = throwDigitMass()
	var hsum int64
	for _, w := range Default.HiddenWeights {
		hsum += w
	}
	den := float64(hsum * subsetScale)
	// pk[m][k] = P(K = k | m) = C(9,k) q^k (1-q)^(9-k), q = q(m).
	var pk [MaxThrows + 1][N + 1]float64
	for m := 1; m <= MaxThrows; m++ {
		var in int64
		for h := 1; h < N; h++ {
			in += winWeight[m][h]
		}
		q := float64(in) / den
		for k := 0; k <= N; k++ {
			p := float64(choose[N][k])
			for i := 0; i < k; i++ {
				p = float64(p * q)
			}
			for i := k; i < N; i++ {
				p = float64(p * (1 - q))
			}
			pk[m][k] = p
		}
	}
	t := tables[0]
	books = make([]book, len(t.Lots)+1)
	for i := 0; i <= len(t.Lots); i++ {
		var ways []pick
		var raw []float64
		add := func(m, k, g int, x float64) {
			if x > 0 {
				ways = append(ways, pick{m: int8(m), k: int8(k), g: int8(g)})
				raw = append(raw, x)
			}
		}
		for m := 1; m <= MaxThrows; m++ {
			if i == len(t.Lots) { // prize 0: no block wins, any Gain (drawn apart)
				add(m, 0, -1, float64(digitMass[m]*pk[m][0]))
				continue
			}
			a := t.Lots[i].Amount
			for k := 1; k <= N; k++ {
				if a%money.Cents(k) != 0 {
					continue
				}
				if g := gainIndex(t.Stake, a/money.Cents(k)); g >= 0 {
					add(m, k, g, float64(float64(digitMass[m]*pk[m][k])*float64(Default.GainLadder[g].Weight)))
				}
			}
		}
		var sum float64
		for _, x := range raw {
			sum += x
		}
		b := &books[i]
		for j, x := range raw {
			w := uint64(float64(x / sum * weightScale))
			if w == 0 {
				w = 1 // a way too rare for 2^-53 stays possible
			}
			ways[j].w = w
			b.total += w
		}
		b.picks = ways
	}
}

// bookFor returns the book of prize at stake, or nil when the stake is
// not on offer or its table does not pay prize.
func bookFor(stake, prize money.Cents) *book {
	booksOnce.Do(buildBooks)
	mult, ok := multiple(stake)
	if !ok {
		return nil
	}
	if prize == 0 {
		return &books[len(books)-1]
	}
	for i, l := range tables[0].Lots {
		if l.Amount*mult == prize {
			return &books[i]
		}
	}
	return nil
}

// throwDigitMass returns, for m = 0..9, the exact chance that natural
// throws give m distinct digits (as a float64 rounded once). It follows
// every state of a unit (digits so far, throws left, clovers) throw by
// throw, with integer weights in units of 1 / (34^6 · 24^3): a throw
// before the third clover is one of 34 pairs, after it one of 24, and a
// unit makes at most 6 throws, at most 3 after its third clover.
func throwDigitMass() (mass [N + 1]float64) {
	const total = 34 * 34 * 34 * 34 * 34 * 34 * 24 * 24 * 24
	type state struct {
		digits        uint16
		left, clovers int8
	}
	cur := map[state]int64{{0, BaseThrows, 0}: total}
	var end [MaxThrows + 1]int64
	for len(cur) > 0 {
		next := map[state]int64{}
		for st, w := range cur {
			if st.left == 0 {
				end[bits.OnesCount16(st.digits)] += w
				continue
			}
			n := int64(34)
			if st.clovers == MaxClovers {
				n = 24
			}
			for a := 0; a <= MaxPips; a++ {
				for b := 0; b <= MaxPips; b++ {
					clover := a == Clover || b == Clover
					if (a == Clover && b == Clover) || a+b > MaxSum || (clover && st.clovers == MaxClovers) {
						continue
					}
					nx := state{st.digits | 1<<uint(a+b), st.left - 1, st.clovers}
					if clover {
						nx.left++
						nx.clovers++
					}
					next[nx] += w / n
				}
			}
		}
		cur = next
	}
	for m, w := range end {
		mass[m] = float64(w) / total
	}
	return mass
}

// Compose returns a script for one unit at stake whose derived prize is
// exactly prize, drawing from rng only: the same stream gives the same
// script. prize must be 0 or an amount of the lot table for stake
// (ErrPrize). The script is natural play conditioned on its prize (see
// the top of this file); it is valid by construction, and the caller
// validates it before selling it (web/store.Compose does).
//
// Compose is safe for concurrent use with distinct rngs. Its first call
// computes the ways of every amount (about a millisecond); later
// calls take a few microseconds.
func Compose(stake, prize money.Cents, rng *rand.Rand) (*Script, error) {
	mult, ok := multiple(stake)
	if !ok {
		return nil, fmt.Errorf("%w: %s €", ErrStake, stake)
	}
	if rng == nil {
		return nil, errors.New("sudoku: no random source")
	}
	b := bookFor(stake, prize)
	if b == nil {
		return nil, fmt.Errorf("%w: %s € at %s €", ErrPrize, prize, stake)
	}
	p := b.draw(rng)
	s := compose(stake, mult, int(p.m), int(p.k), int(p.g), rng)
	s.Prize = prize
	return s, nil
}

// compose draws natural play at stake conditioned on m digits thrown, k
// winning blocks and Gain index g (-1: drawn from natural play). The
// envelope's prize is left 0.
func compose(stake, mult money.Cents, m, k, g int, rng *rand.Rand) *Script {
	s := &Script{Header: Header{Game: ID, Stake: stake, Version: Version}}
	if g < 0 {
		g = rules.Weighted(rng, gainWeights[:])
	}
	s.Gain = Default.GainLadder[g].Amount * mult
	throws := make([][2]int, 0, MaxThrows)
	for {
		throws = naturalThrows(rng, throws[:0])
		if bits.OnesCount16(digitsOf(throws)) == m {
			break
		}
	}
	s.Throws = throws
	set := digitsOf(throws)
	var grid [Cells]int8
	naturalGrid(rng, &grid)
	win := pickSubset(rng, allPositions, k)
	var hidden [N]uint16
	for b := range hidden {
		var in uint16 // positions of block b holding a digit of set
		for p := 0; p < N; p++ {
			if set&(1<<uint(grid[cellOf(b, p)])) != 0 {
				in |= 1 << uint(p)
			}
		}
		if win&(1<<uint(b)) != 0 {
			hidden[b] = pickSubset(rng, in, rules.Weighted(rng, winWeight[m][:]))
			continue
		}
		h := rules.Weighted(rng, loseWeight[m][:])
		for {
			hidden[b] = pickSubset(rng, allPositions, h)
			if hidden[b]&^in != 0 {
				break
			}
		}
	}
	write(s, &grid, &hidden)
	return s
}
