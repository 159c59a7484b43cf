package crossingo

import (
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestBoundHolds checks the contract of the composer's rejection step
// (Compose, step 2): for every prize of the lot table and 0, the bound M
// is at least q for every board natural play can draw: any number of
// complete lines (0 to NLines), any of them doubled, with or without the
// EXTRA symbol, and any sum of revealed amounts (up to MaxAmounts boxes
// from the direct ladder, C-3). A bound below some q would keep that
// board with "probability" q/M above 1: the composed units would no longer
// follow the law of the board given the prize.
func TestBoundHolds(t *testing.T) {
	// The sums a board may reveal: 0 to MaxAmounts amounts of the ladder.
	directs := map[money.Cents]bool{0: true}
	for range Default.MaxAmounts {
		more := map[money.Cents]bool{}
		for d := range directs {
			more[d] = true
			for _, a := range directLadder {
				more[d+a] = true
			}
		}
		directs = more
	}
	for _, p := range gametest.Prizes(table) {
		m := sums.bound(p)
		if m <= 0 || m > 1 {
			t.Fatalf("prize %s €: bound %g outside (0, 1]", p, m)
		}
		for n := 0; n <= 6; n++ {
			for n2 := 0; n2 <= n; n2++ {
				for e := 0; e <= 1; e++ {
					for d := range directs {
						if d > p {
							continue
						}
						if q := sums.of(n-n2, n2, e, p-d); q > m*(1+1e-12) {
							t.Fatalf("prize %s €: %d plain and %d doubled lines, EXTRA %d, %s € revealed: q = %g above the bound %g",
								p, n-n2, n2, e, d, q, m)
						}
					}
				}
			}
		}
	}
}
