package luchafortune

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestComposeCommonUnchanged: the composer's rare path changed (issue
// 30: the tilt and the chain's independence moves) but not its
// rejection, so the units of the common classes, which rejection finds
// within its 400 draws, are the same scripts as before: 500 units of
// 0 to 10 € from fixed streams hash as they did before the change.
func TestComposeCommonUnchanged(t *testing.T) {
	h := sha256.New()
	prizes := []int64{0, 1, 2, 5, 10}
	for i := range 500 {
		s, err := Compose(money.Euros(1), money.Euros(prizes[i%len(prizes)]), gametest.Rng(uint64(1000+i)))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(s)
		h.Write(b)
	}
	if got, want := hex.EncodeToString(h.Sum(nil)), "3a8b378af6d50f0a14ee703e2a918574a609ed20413cef3fe72fbb02e802aa51"; got != want {
		t.Errorf("500 units of 0 to 10 €: hash %s, before issue 30 %s", got, want)
	}
}
