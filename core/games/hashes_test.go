package games

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

// sampleHashes are the SHA-256 of the sample of each game and stake
// (sampleScripts), recorded once: a change to a rules core that must
// change no outcome (a refactoring, a fold into shared helpers) leaves
// them as they are. A change that does change outcomes changes the
// parameter version with them (docs/rules/README.md, 0.1).
var sampleHashes = map[string]string{
	"crossingo/1":     "5381822f8d2eca5a598a217ffad21c840a5cf783c80fe79ded8a1d274abd4a63",
	"diamond-river/3": "a0d4d2c8bf91a667b820cbce2bed9dc01d531a9af5541d46c0d6b5ed9c70bb6a",
	"eldorado/0.50":   "84a204fcb693ed9875355650154e11eaab0dfed12edf192d28f085504edf15e2",
	"eldorado/1":      "d49fabc8f10a38fcb556d511c644a0bb1189ade937be61bbe1b0057381d0faaa",
	"eldorado/2":      "c53a1680fd081c365a940ace08c4012acbaf45e9daafa52b6260467dbcb45da5",
	"lucha-fortune/1": "3fc0ec00268adec303dfbae6c143511150ffb3d7ec583b1900c18e6e31d8d736",
	"sudoku/0.50":     "4cf982aed7bd499cbc7934b54759ca3350635b3ce94a4a0443045d935f185d9e",
	"sudoku/1":        "b5fe72bc0ba25dda25d6a03b2d95c459d3dcbc89fc15c09d2582d5746668df48",
	"sudoku/2":        "78b8c5490cb5a024269c566c25f30405e59fc5edc7b1fe0c5ed123aebc92a059",
}

// unitsPerPrize is how many units of each prize and presentation the
// sample composes; naturalUnits how many units of natural play it draws.
const (
	unitsPerPrize = 8
	naturalUnits  = 100
)

// TestSampleHashes composes, for each registered game and stake, every
// prize of the lot table (0 and each lot) in both presentations
// unitsPerPrize times, and naturalUnits units of natural play, each from
// a fixed seed, and checks the SHA-256 of their JSON (and of the errors
// of a refused composition) against sampleHashes: scripts composed before
// and after a refactoring are identical bit for bit.
func TestSampleHashes(t *testing.T) {
	got := map[string]string{}
	for _, id := range lots.Games() {
		g, err := Lookup(id)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		for _, stake := range lots.Stakes(id) {
			tab, err := lots.Find(id, stake)
			if err != nil {
				t.Fatal(err)
			}
			key := id + "/" + stake.String()
			got[key] = sampleHash(t, g, tab)
			if want, ok := sampleHashes[key]; !ok {
				t.Errorf("%s: no recorded hash; the sample's is %s", key, got[key])
			} else if got[key] != want {
				t.Errorf("%s: the sample's hash is %s, recorded %s", key, got[key], want)
			}
		}
	}
	if t.Failed() {
		for _, k := range slices.Sorted(maps.Keys(got)) {
			t.Logf("%q: %q,", k, got[k])
		}
	}
}

// sampleSeed is the stream of the sample's unit n of a table's k-th
// kind: fixed, so that a sample is the same on every run.
func sampleSeed(game string, stake money.Cents, k, n int) *rand.Rand {
	var seed [32]byte
	copy(seed[:16], game)
	for i := 0; i < 8; i++ {
		seed[16+i] = byte(uint64(stake) >> (8 * i))
	}
	seed[24], seed[25] = byte(k), byte(k>>8)
	seed[26], seed[27] = byte(n), byte(n>>8)
	return rand.New(rand.NewChaCha8(seed))
}

// sampleHash returns the hex SHA-256 of the sample of g at tab's stake.
func sampleHash(t *testing.T, g core.Game, tab *lots.Table) string {
	h := sha256.New()
	prizes := []money.Cents{0}
	for _, l := range tab.Lots {
		prizes = append(prizes, l.Amount)
	}
	k := 0
	for _, p := range prizes {
		for _, mode := range []core.Mode{core.Direct, core.ViaExtras} {
			for n := 0; n < unitsPerPrize; n++ {
				s, err := g.Compose(tab.Stake, p, mode, sampleSeed(tab.Game, tab.Stake, k, n))
				write(t, h, s, err)
			}
			k++
		}
	}
	if nat, ok := g.(core.Natural); ok {
		for n := 0; n < naturalUnits; n++ {
			s, err := nat.Natural(tab.Stake, sampleSeed(tab.Game, tab.Stake, k, n))
			write(t, h, s, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// write adds a script's JSON to h, or the error that refused it.
func write(t *testing.T, h hash.Hash, s core.Script, err error) {
	if err != nil {
		fmt.Fprintf(h, "error: %v\n", err)
		return
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	h.Write(b)
	h.Write([]byte{'\n'})
}
