package sudoku

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// blockKey is what the exact test tells a block by: the digits thrown
// (m), whether the block wins, its hidden cells (h) and how many of them
// hold a digit thrown.
type blockKey struct {
	m    int
	win  bool
	h, j int
}

// binom returns C(n, k), 0 outside 0 <= k <= n.
func binom(n, k int) float64 {
	if k < 0 || k > n {
		return 0
	}
	c := 1.0
	for i := 0; i < k; i++ {
		c = c * float64(n-i) / float64(i+1)
	}
	return c
}

// hiddenLaw is natural play's law of a block's hidden cells given the m
// digits thrown and whether the block wins, from its definition: h cells
// with weight HiddenWeights[h], any h of the 9 alike; m of the 9 hold a
// digit thrown (every block holds each digit once), and the block wins
// when all its hidden cells do. In proportion, within each (m, win).
func hiddenLaw(m int, win bool) map[blockKey]float64 {
	law := map[blockKey]float64{}
	for h := 1; h < N; h++ {
		for j := 0; j <= h; j++ {
			if (j == h) != win {
				continue
			}
			law[blockKey{m, win, h, j}] = float64(Default.HiddenWeights[h]) / binom(N, h) * binom(m, j) * binom(N-m, h-j)
		}
	}
	return law
}

// blocks reads each block of s as a blockKey.
func blocks(s *Script) []blockKey {
	set := digitsOf(s.Throws)
	m := bits.OnesCount16(set)
	out := make([]blockKey, N)
	for b := range out {
		k := blockKey{m: m}
		for p := 0; p < N; p++ {
			c := cellOf(b, p)
			if s.Shown[c/N][c%N] != '0' {
				continue
			}
			k.h++
			if set&(1<<uint(s.Grid[c/N][c%N]-'0')) != 0 {
				k.j++
			}
		}
		k.win = k.j == k.h
		out[b] = k
	}
	return out
}

// TestHiddenExact: the composer hides each block's cells with natural
// play's law given the digits thrown and whether the block wins, for a
// rare prize (4,500 € at 0.50 €: one block winning a Gain of 4,500 €, or
// nine winning 500 €) and a common one (1 €): a chi-square test of the
// blocks of 4,000 units against the law from natural play's definition
// (hiddenLaw), within each (digits thrown, wins) as drawn: -0.32 and
// -1.07 over 116 and 122 cells. Winning blocks hiding their cells with
// every count alike score 96 and 149.
func TestHiddenExact(t *testing.T) {
	n := 4000
	if testing.Short() {
		n = 1000
	}
	rng := rand.New(rand.NewPCG(30, 8))
	stake := money.MustParse("0.50")
	for _, prize := range []money.Cents{money.Euros(4500), money.Euros(1)} {
		honest, even := map[blockKey]int{}, map[blockKey]int{}
		margins := map[[2]int]int{} // (m, win) → blocks
		for range n {
			s, err := Compose(stake, prize, rng)
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range blocks(s) {
				honest[k]++
				margins[[2]int{k.m, int(b2i(k.win))}]++
				if k.win { // a biased composer: h drawn evenly among those that can win
					for k.h = 1 + rng.IntN(N-1); k.h > k.m; k.h = 1 + rng.IntN(N-1) {
					}
					k.j = k.h
				}
				even[k]++
			}
		}
		law := map[blockKey]float64{}
		for mw, c := range margins {
			part := hiddenLaw(mw[0], mw[1] == 1)
			total := 0.0
			for _, p := range part {
				total += p
			}
			for k, p := range part {
				law[k] = p / total * float64(c)
			}
		}
		z, cells := gametest.ChiSquare(honest, law)
		ze, _ := gametest.ChiSquare(even, law)
		t.Logf("%s €: %d cells, z %.2f, evenly %.2f", prize, cells, z, ze)
		if z > 4 {
			t.Errorf("%s €: the composer's hidden cells score %.2f over %d cells, want at most 4", prize, z, cells)
		}
		if ze < 4 {
			t.Errorf("%s €: winning blocks hiding every count alike score %.2f, want above 4", prize, ze)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
