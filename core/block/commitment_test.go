package block_test

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	mrand "math/rand/v2"
	"testing"

	"revela/core"
	"revela/core/block"
	"revela/core/lots"
)

// The published commitment format, recomputed from docs/blocks.md alone
// (not from merkle.go):
//
//	leaf = SHA-256(0x00 ‖ position u32 ‖ rank u8 ‖ mode u8 ‖ prize in cents u64 ‖ salt[16])
//	node = SHA-256(0x01 ‖ left ‖ right)
//
// big-endian; an odd level carries its last node up unchanged; the salts of
// units 1024k … 1024k+1023 are the consecutive 16-byte chunks of the
// ChaCha8 stream keyed by SHA-256("salt" ‖ secret ‖ k u32).

// docSalts returns the salts of n units.
func docSalts(secret [32]byte, n int) [][16]byte {
	out := make([][16]byte, n)
	var c *mrand.ChaCha8
	for pos := range n {
		if pos%1024 == 0 {
			key := append([]byte("salt"), secret[:]...)
			key = binary.BigEndian.AppendUint32(key, uint32(pos/1024))
			c = mrand.NewChaCha8(sha256.Sum256(key))
		}
		c.Read(out[pos][:])
	}
	return out
}

// docLeaf is the leaf hash of the formula.
func docLeaf(pos, rank, mode int, cents int64, salt [16]byte) [32]byte {
	in := []byte{0x00}
	in = binary.BigEndian.AppendUint32(in, uint32(pos))
	in = append(in, byte(rank), byte(mode))
	in = binary.BigEndian.AppendUint64(in, uint64(cents))
	in = append(in, salt[:]...)
	return sha256.Sum256(in)
}

func docNode(l, r [32]byte) [32]byte {
	return sha256.Sum256(append(append([]byte{0x01}, l[:]...), r[:]...))
}

// docRoot is the root of the formula over leaves.
func docRoot(level [][32]byte) [32]byte {
	for len(level) > 1 {
		var next [][32]byte
		for i := 0; i+1 < len(level); i += 2 {
			next = append(next, docNode(level[i], level[i+1]))
		}
		if len(level)%2 == 1 {
			next = append(next, level[len(level)-1])
		}
		level = next
	}
	return level[0]
}

// docLeaves reads each unit byte as docs/blocks.md describes it (low 7
// bits: lot index + 1, 0 losing; high bit: the presentation variant) and
// hashes it.
func docLeaves(tb *lots.Table, secret [32]byte, units []byte) [][32]byte {
	salts := docSalts(secret, len(units))
	out := make([][32]byte, len(units))
	for pos, u := range units {
		rank, cents, variant := 0, int64(0), int(u>>7)
		if lot := int(u & 0x7f); lot > 0 {
			rank, cents = tb.Lots[lot-1].Rank, int64(tb.Lots[lot-1].Amount)
		}
		out[pos] = docLeaf(pos, rank, variant, cents, salts[pos])
	}
	return out
}

// kat is a table whose ranks are not the row order (rank 7 first) and whose
// amounts need more than one byte, so that a leaf that wrote the lot index
// for the rank, or cut the amount, would differ.
func kat(size int) *lots.Table {
	return &lots.Table{Game: "kat", Stake: 100, GamePart: 100, BlockSize: size, Lots: []lots.Lot{
		{Rank: 7, Amount: 1_000_000_00, Count: 1},
		{Rank: 2, Amount: 300, Count: 2, Variants: []int{1, 1}},
		{Rank: 9, Amount: 50, Count: 3},
	}}
}

// katUnits are hand-written units for kat: rank 7, rank 2 in variant 0,
// rank 2 in variant 1, three rank 9, then losing units, every fifth of
// them in variant 1.
func katUnits(size int) []byte {
	u := []byte{1, 2, 0x82, 3, 3, 3}
	for i := len(u); i < size; i++ {
		if i%5 == 0 {
			u = append(u, 0x80)
		} else {
			u = append(u, 0)
		}
	}
	return u
}

// TestCommitmentKnownAnswer recomputes the root of blocks of 6 to 40 units
// and of 2,500 units (three salt streams) from the formula and compares
// it with block.Restore's; every unit's proof carries the formula's leaf
// and salt. One root is written out, so that a change of the format in
// both places at once still fails.
func TestCommitmentKnownAnswer(t *testing.T) {
	var secret [32]byte
	for i := range secret {
		secret[i] = byte(i)
	}
	for _, size := range append([]int{2500}, sizes(6, 40)...) {
		tb, units := kat(size), katUnits(size)
		b, err := block.Restore(withLosingVariant(tb, units), secret, units)
		if err != nil {
			t.Fatalf("size %d: %v", size, err)
		}
		leaves := docLeaves(tb, secret, units)
		if want := docRoot(leaves); b.Root != want {
			t.Fatalf("size %d: root %x; the formula gives %x", size, b.Root, want)
		}
		salts := docSalts(secret, size)
		for _, pos := range []int{0, 1, 2, 3, size / 2, size - 1, min(1024, size-1), min(2049, size-1)} {
			p := b.Prove(pos)
			if p.Leaf.Salt != salts[pos] || p.Leaf.Hash() != leaves[pos] {
				t.Fatalf("size %d pos %d: leaf %+v; the formula's salt %x", size, pos, p.Leaf, salts[pos])
			}
		}
	}
	tb, units := kat(7), katUnits(7)
	b, err := block.Restore(withLosingVariant(tb, units), secret, units)
	if err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(b.Root[:]); got != katRoot7 {
		t.Fatalf("root of the 7-unit block = %s; want %s", got, katRoot7)
	}
}

// katRoot7 is the formula's root of katUnits(7) under the secret 00 01 … 1f.
const katRoot7 = "f4fe828dbece2fd65db12999b4e19c0ccde20d788dbc8c27494af17f75d4e628"

func sizes(lo, hi int) []int {
	var s []int
	for n := lo; n <= hi; n++ {
		s = append(s, n)
	}
	return s
}

// withLosingVariant sets the table's share of losing units in variant 1
// so that Restore accepts those of units: the share gives
// losing × permille / 1000 of them.
func withLosingVariant(tb *lots.Table, units []byte) *lots.Table {
	n := 0
	for _, u := range units {
		if u == 0x80 {
			n++
		}
	}
	losing := tb.Losing()
	for p := 0; p <= 1000; p++ {
		if losing*p/1000 == n {
			tb.LosingPermille = []int{1: p}
			return tb
		}
	}
	panic("no share gives the losing units in variant 1")
}

// TestForgedProofs: a proof whose leaf claims another rank, another variant
// or another salt than the unit's does not verify, nor one whose position
// is outside the block or whose path has a sibling too many or too few,
// for every unit of blocks of 6 to 40 units.
func TestForgedProofs(t *testing.T) {
	forge := map[string]func(*block.Proof){
		"rank":           func(p *block.Proof) { p.Leaf.Rank = (p.Leaf.Rank + 1) % 10 },
		"variant":        func(p *block.Proof) { p.Leaf.Variant = 1 - p.Leaf.Variant },
		"last salt bit":  func(p *block.Proof) { p.Leaf.Salt[15] ^= 0x01 },
		"first salt":     func(p *block.Proof) { p.Leaf.Salt[0] ^= 0x80 },
		"amount":         func(p *block.Proof) { p.Leaf.Amount++ },
		"position -1":    func(p *block.Proof) { p.Leaf.Pos = -1 },
		"position size":  func(p *block.Proof) { p.Leaf.Pos = p.Size },
		"a sibling more": func(p *block.Proof) { p.Path = append(p.Path, p.Path[0]) },
		"short path":     func(p *block.Proof) { p.Path = p.Path[:len(p.Path)-1] },
	}
	for _, size := range sizes(6, 40) {
		b := block.FromSeed(kat(size), uint64(size))
		for pos := range size {
			p := b.Prove(pos)
			if !block.Verify(b.Root, p) {
				t.Fatalf("size %d pos %d: the true proof fails", size, pos)
			}
			for what, f := range forge {
				q := p
				q.Path = append([][32]byte(nil), p.Path...)
				f(&q)
				if block.Verify(b.Root, q) {
					t.Fatalf("size %d pos %d: a proof with a forged %s verifies", size, pos, what)
				}
			}
		}
	}
	if core.Plain != 0 {
		t.Fatal("docs/blocks.md: variant 0 is the plain presentation")
	}
}
