package crossingo

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

// prizes is 0 and every amount of the lot table.
func prizes() []money.Cents {
	p := []money.Cents{0}
	for _, l := range table.Lots {
		p = append(p, l.Amount)
	}
	return p
}

func TestComposeEveryAmount(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	for _, p := range prizes() {
		t.Run(p.String(), func(t *testing.T) {
			for i := 0; i < n; i++ {
				rng := rngFor(uint64(p)*1_000_003 + uint64(i))
				s, err := Compose(table.Stake, p, rng)
				if err != nil {
					t.Fatalf("unit %d: %v", i, err)
				}
				got, err := s.Validate()
				if err != nil {
					b, _ := json.Marshal(s)
					t.Fatalf("unit %d: %v\n%s", i, err, b)
				}
				if got != p {
					t.Fatalf("unit %d: derives %s", i, got)
				}
			}
		})
	}
}
