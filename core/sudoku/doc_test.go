package sudoku

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestDocExample: the example of docs/sudoku-script.md is what
// `revela compose --game sudoku --stake 1 --prize 12 --seed 1` writes
// (the command's stream: ChaCha8 keyed with SHA-256 of "revela/compose"
// and the seed). The same stream must keep giving the same script while
// the version is sudoku/1: an audit composes a block's units again.
func TestDocExample(t *testing.T) {
	const doc = `{"game": "sudoku", "stake": "1", "prize": "12", "version": "sudoku/1",
 "grid": ["452317896", "713896254", "698254317", "269543178", "345178962",
          "871962543", "526431789", "987625431", "134789625"],
 "shown": ["010111101", "111101111", "011100101", "110101111", "000111110",
           "001111111", "101111011", "111101110", "011100111"],
 "gain": "6",
 "throws": [[0, 1], [4, 2], [4, 5], [4, 3]]}`
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], 1)
	key := sha256.Sum256(append([]byte("revela/compose"), b[:]...))
	s, err := Compose(eur("1"), eur("12"), rand.New(rand.NewChaCha8(key)))
	if err != nil {
		t.Fatal(err)
	}
	want, err := Decode([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(s)
	if w, _ := json.Marshal(want); string(got) != string(w) {
		t.Fatalf("composed\n%s\nthe doc shows\n%s", got, w)
	}
	// The doc's account of it: 23 hidden, blocks 2 and 8 win, 2 × 6 € = 12 €.
	tr, err := Check(want)
	if err != nil {
		t.Fatal(err)
	}
	if tr[0].Hidden != 23 || tr[12].Kind != EvBlock || tr[12].Block != 2 || tr[16].Block != 8 || tr[17].Total != eur("12") {
		t.Fatalf("transcript %+v", tr)
	}
}
