package luchafortune

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestComposeGolden pins what the composer makes from fixed streams: a
// 15,000 € and a 1,000 € unit (from the chain, after 400 draws of
// natural play, its start and its independence moves drawn from the
// prize's tilt since issue 30), a 40 € and a 0 € unit (by rejection). An audit composes
// a sold unit again from its block's stream (web/store/compose.go) and
// must find the same script: any change to natural play, the composer's
// parameters or its moves changes these sums, and needs a new parameter
// version.
func TestComposeGolden(t *testing.T) {
	for _, c := range []struct {
		prize string
		seed  uint64
		sum   string
	}{
		{"15000", 1, "cbe004a7547619bc"},
		{"1000", 2, "5c3dca498274ee1f"},
		{"40", 3, "2da64801ba497d83"},
		{"0", 4, "209d7155c2c248db"},
	} {
		s, err := Compose(money.Euros(1), money.MustParse(c.prize), gametest.Rng(c.seed))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(s)
		h := sha256.Sum256(b)
		if got := hex.EncodeToString(h[:8]); got != c.sum {
			t.Errorf("%s € seed %d: %s; want %s", c.prize, c.seed, got, c.sum)
		}
	}
}
