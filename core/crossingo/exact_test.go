package crossingo

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// amountsLaw is natural play's law of the complete lines' amounts (lines
// in order) given that they add up to rest, doubled lines twice:
// every line amount drawn independently from the ladder's natural
// weights, the vectors that do not add up dropped (in proportion).
func amountsLaw(lines []int, doubled uint16, rest money.Cents) map[string]float64 {
	law := map[string]float64{}
	idx := make([]int, len(lines))
	for {
		sum, p := money.Cents(0), 1.0
		for j, i := range idx {
			a := lineLadder[i]
			if doubled&(1<<uint(lines[j])) != 0 {
				a *= 2
			}
			sum += a
			p *= float64(Default.Lines[i])
		}
		if sum == rest {
			law[amountsKey(idx)] += p
		}
		j := 0
		for ; j < len(idx) && idx[j] == len(lineLadder)-1; j++ {
			idx[j] = 0
		}
		if j == len(idx) {
			return law
		}
		idx[j]++
	}
}

func amountsKey(idx []int) string { return fmt.Sprint(idx) }

// TestDressExact: given a kept board, the composer draws the complete
// lines' amounts from natural play's law given what they must add up to,
// exactly: for three boards (four lines, one doubled, making 100 €; four
// plain lines making 1,020 €; three making 10,010 €: 13, 18 and 6
// vectors), a chi-square test of 20,000 draws against the law enumerated
// over every vector of amounts (amountsLaw) scores -1.30 to 0.65. Amounts
// drawn evenly among the vectors that add up score 33 to 105.
func TestDressExact(t *testing.T) {
	n := 20_000
	if testing.Short() {
		n = 5_000
	}
	rng := rand.New(rand.NewPCG(30, 7))
	for _, c := range []struct {
		lines []int
		gold  int // a line holding a golden cell, -1 none
		rest  money.Cents
	}{{[]int{0, 1, 2, 3}, 1, money.Euros(100)}, {[]int{0, 1, 2, 3}, -1, money.Euros(1020)}, {[]int{0, 1, 2}, -1, money.Euros(10010)}} {
		var b board
		for _, l := range c.lines {
			b.marked |= lineMask[l]
		}
		if c.gold >= 0 {
			b.gold = 1 << uint(bits.TrailingZeros32(lineMask[c.gold]))
		}
		done, doubled := b.lines()
		if bits.OnesCount16(done) != len(c.lines) {
			t.Fatalf("board of %v: lines %b", c.lines, done)
		}
		law := amountsLaw(c.lines, doubled, c.rest)
		var keys []string
		for k := range law {
			keys = append(keys, k)
		}
		honest, even := map[string]int{}, map[string]int{}
		var s Script
		for range n {
			Default.dressBoard(&s, &b, c.rest, rng)
			idx := make([]int, len(c.lines))
			for j, l := range c.lines {
				for lineLadder[idx[j]] != s.Lines[l] {
					idx[j]++
				}
			}
			honest[amountsKey(idx)]++
			even[keys[rng.IntN(len(keys))]]++
		}
		z, cells := gametest.ChiSquare(honest, law)
		ze, _ := gametest.ChiSquare(even, law)
		t.Logf("%v making %s €: %d vectors, %d cells, z %.2f, evenly %.2f", c.lines, c.rest, len(law), cells, z, ze)
		if z > 4 {
			t.Errorf("%v making %s €: the composer's amounts score %.2f over %d cells, want at most 4", c.lines, c.rest, z, cells)
		}
		if ze < 4 {
			t.Errorf("%v making %s €: amounts drawn evenly score %.2f, want above 4", c.lines, c.rest, ze)
		}
	}
}
