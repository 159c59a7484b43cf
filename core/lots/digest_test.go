package lots_test

import (
	"encoding/hex"
	"testing"

	"revela/core/lots"
)

// TestDigest: a table of two lots (one in two presentation variants) and
// 7 losing units is encoded and hashed as docs/blocks.md writes it. The
// hex was computed apart from the code, with Python:
//
//	e = b'revela/lots/1\x00' + b'\x01t' + struct.pack('>QIH', 100, 10, 2)
//	e += b'\x01' + struct.pack('>QII', 1000, 1, 0) + b'\x02' + struct.pack('>QII', 200, 1, 1)
//	e += struct.pack('>II', 7, 0); hashlib.sha256(e).hexdigest()
//
// A change of a count, a rank, the order of the lots or the stake
// changes the digest.
func TestDigest(t *testing.T) {
	tb := func() *lots.Table {
		return &lots.Table{Game: "t", Stake: 100, GamePart: 100, BlockSize: 10, Lots: []lots.Lot{
			{Rank: 1, Amount: 1000, Count: 1}, {Rank: 2, Amount: 200, Count: 2, Variants: []int{1, 1}}}}
	}
	const enc = "726576656c612f6c6f74732f3100017400000000000000640000000a00020100000000000003e80000000100000000" +
		"0200000000000000c800000001000000010000000700000000"
	const digest = "8bea08f45b17939f1a62eece3743ee79b5c845e5598598cac582f440ae653c9c"
	if got := hex.EncodeToString(tb().Encoding()); got != enc {
		t.Fatalf("encoding %s; want %s", got, enc)
	}
	d := tb().Digest()
	if got := hex.EncodeToString(d[:]); got != digest {
		t.Fatalf("digest %s; want %s", got, digest)
	}
	for what, f := range map[string]func(*lots.Table){
		"a count":    func(t *lots.Table) { t.Lots[0].Count = 2 },
		"a variant":  func(t *lots.Table) { t.Lots[1].Variants = []int{2, 0} },
		"a rank":     func(t *lots.Table) { t.Lots[1].Rank = 3 },
		"the order":  func(t *lots.Table) { t.Lots[0], t.Lots[1] = t.Lots[1], t.Lots[0] },
		"the stake":  func(t *lots.Table) { t.Stake = 200 },
		"the size":   func(t *lots.Table) { t.BlockSize = 11 },
		"the game":   func(t *lots.Table) { t.Game = "u" },
		"the losing": func(t *lots.Table) { t.LosingPermille = []int{1: 500} },
	} {
		c := tb()
		f(c)
		if c.Digest() == d {
			t.Errorf("%s changed, the digest did not", what)
		}
	}
}
