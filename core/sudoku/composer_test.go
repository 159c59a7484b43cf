package sudoku

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"revela/core/money"
)

// rngFor returns a ChaCha8 stream seeded from n.
func rngFor(n uint64) *rand.Rand {
	var seed [32]byte
	for i := 0; i < 8; i++ {
		seed[i] = byte(n >> (8 * i))
	}
	return rand.New(rand.NewChaCha8(seed))
}

// stakes are the three prices (art. 2).
var stakes = []money.Cents{money.MustParse("0.50"), money.MustParse("1"), money.MustParse("2")}

// prizes is 0 and every amount of the lot table at stake.
func prizes(stake money.Cents) []money.Cents {
	p := []money.Cents{0}
	for _, l := range tableFor(stake).Lots {
		p = append(p, l.Amount)
	}
	return p
}

// blocksWon returns the winning blocks a valid script derives.
func blocksWon(t *testing.T, s *Script) int {
	t.Helper()
	tr, err := Check(s)
	if err != nil {
		b, _ := json.Marshal(s)
		t.Fatalf("%v\n%s", err, b)
	}
	return int(tr[len(tr)-1].Blocks)
}

func TestComposeEveryAmount(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	for _, stake := range stakes {
		for _, p := range prizes(stake) {
			t.Run(stake.String()+"/"+p.String(), func(t *testing.T) {
				for i := 0; i < n; i++ {
					s, err := Compose(stake, p, rngFor(uint64(p)*1_000_003+uint64(stake)*7+uint64(i)))
					if err != nil {
						t.Fatalf("unit %d: %v", i, err)
					}
					if got, err := s.Validate(); err != nil || got != p {
						b, _ := json.Marshal(s)
						t.Fatalf("unit %d: %s € %v\n%s", i, got, err, b)
					}
					if k := blocksWon(t, s); (k == 0) != (p == 0) || (k > 0 && s.Gain*money.Cents(k) != p) {
						t.Fatalf("unit %d: %d blocks × %s € for %s €", i, k, s.Gain, p)
					}
				}
			})
		}
	}
}
