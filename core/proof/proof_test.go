package proof

import (
	"encoding/hex"
	"strings"
	"testing"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/proof/prooftest"
	"revela/core/sha"
	"revela/web/wire"
)

func TestHandBlock(t *testing.T) {
	leaf, err := Leaf(prooftest.Proofs()[1])
	if err != nil || hex.EncodeToString(leaf[:]) != "00000000010201000000000000012c22222222222222222222222222222222" {
		t.Fatalf("Leaf = %x, %v", leaf, err)
	}
	for i, p := range prooftest.Proofs() {
		l, _ := Leaf(p)
		if h := sha.Sum256(l[:]); hex.EncodeToString(h[:]) != []string{prooftest.Leaf0, prooftest.Leaf1, prooftest.Leaf2}[i] {
			t.Errorf("leaf %d = %x", i, h)
		}
		if err := Check(prooftest.Block(), p); err != nil {
			t.Errorf("Check(unit %d) = %v, want nil", i, err)
		}
	}
}

// forge returns p altered by f, its path copied.
func forge(p wire.Proof, f func(*wire.Proof)) wire.Proof {
	p.Path = append([]string(nil), p.Path...)
	f(&p)
	return p
}

func flipHex(s string, i int) string {
	b := []byte(s)
	b[i] = "0123456789abcdef"[(strings.IndexByte("0123456789abcdef", b[i])+1)%16]
	return string(b)
}

func TestForged(t *testing.T) {
	p := prooftest.Proofs()[1]
	for _, c := range []struct {
		name string
		f    func(*wire.Proof)
		b    func(*wire.Block)
		want error
	}{
		{"salt", func(p *wire.Proof) { p.Salt = flipHex(p.Salt, 0) }, nil, ErrRoot},
		{"path", func(p *wire.Proof) { p.Path[1] = flipHex(p.Path[1], 63) }, nil, ErrRoot},
		{"prize", func(p *wire.Proof) { p.PrizeCents = 30000 }, nil, ErrRoot},
		{"rank", func(p *wire.Proof) { p.Rank = 1 }, nil, ErrRoot},
		{"variant", func(p *wire.Proof) { p.Variant = 0 }, nil, ErrRoot},
		{"position", func(p *wire.Proof) { p.Position = 0 }, nil, ErrRoot},
		{"position out", func(p *wire.Proof) { p.Position = 3 }, nil, ErrPosition},
		{"negative", func(p *wire.Proof) { p.Position = -1 }, nil, ErrMalformed},
		{"path short", func(p *wire.Proof) { p.Path = p.Path[:1] }, nil, ErrPosition},
		{"path long", func(p *wire.Proof) { p.Path = append(p.Path, prooftest.N01) }, nil, ErrPosition},
		{"path hex", func(p *wire.Proof) { p.Path[0] = "zz" + p.Path[0][2:] }, nil, ErrMalformed},
		{"salt short", func(p *wire.Proof) { p.Salt = p.Salt[2:] }, nil, ErrMalformed},
		{"rank 256", func(p *wire.Proof) { p.Rank = 256 }, nil, ErrMalformed},
		{"prize < 0", func(p *wire.Proof) { p.PrizeCents = -300 }, nil, ErrMalformed},
		{"root", nil, func(b *wire.Block) { b.Root = flipHex(b.Root, 10) }, ErrRoot},
		{"root hex", nil, func(b *wire.Block) { b.Root = b.Root[:62] }, ErrMalformed},
		// (in 4 units, unit 1's path would be the same: the size is the
		// block's published one, never the proof's)
		{"size", nil, func(b *wire.Block) { b.Size = 5 }, ErrPosition},
		{"size 2", nil, func(b *wire.Block) { b.Size = 2 }, ErrPosition},
	} {
		q, b := p, prooftest.Block()
		if c.f != nil {
			q = forge(p, c.f)
		}
		if c.b != nil {
			c.b(&b)
		}
		if err := Check(b, q); err != c.want {
			t.Errorf("%s: Check = %v, want %v", c.name, err, c.want)
		}
	}
}

// toWire is a core/block proof in its wire form, as the server writes it.
func toWire(p block.Proof) wire.Proof {
	w := wire.Proof{Position: int64(p.Leaf.Pos), Rank: p.Leaf.Rank, Variant: int(p.Leaf.Variant),
		PrizeCents: int64(p.Leaf.Amount), Salt: hex.EncodeToString(p.Leaf.Salt[:]), Path: []string{}}
	for _, s := range p.Path {
		w.Path = append(w.Path, hex.EncodeToString(s[:]))
	}
	return w
}

// Every unit of core/block's blocks of 1 to 40 units checks here, and
// none checks under another block's root: the two packages agree on the
// commitment (core/block hashes with crypto/sha256).
func TestAgreesWithBlock(t *testing.T) {
	for size := 6; size <= 40; size++ {
		tb := &lots.Table{Game: "test", BlockSize: size, GamePart: 100, Stake: 100, Lots: []lots.Lot{
			{Rank: 1, Amount: 1000, Count: 1},
			{Rank: 2, Amount: 200, Count: 2},
			{Rank: 3, Amount: 100, Count: 3, Variants: []int{1, 2}},
		}}
		bl := block.FromSeed(tb, uint64(size))
		root := block.Root(bl.Units, &bl.Secret, tb)
		other := block.FromSeed(tb, uint64(size)+1000)
		otherRoot := block.Root(other.Units, &other.Secret, tb)
		for pos := range size {
			p := toWire(bl.Prove(pos))
			if err := Check(wire.Block{Size: size, Root: hex.EncodeToString(root[:])}, p); err != nil {
				t.Fatalf("size %d, unit %d: %v", size, pos, err)
			}
			if err := Check(wire.Block{Size: size, Root: hex.EncodeToString(otherRoot[:])}, p); err != ErrRoot {
				t.Fatalf("size %d, unit %d under another root: %v", size, pos, err)
			}
		}
	}
}

// A leaf's fields at the edges of their bytes: the largest that fit are
// written, one more (or one below zero) is malformed.
func TestLeafBounds(t *testing.T) {
	top := wire.Proof{Position: 1<<32 - 1, Rank: 255, Variant: 255, PrizeCents: 0, Salt: strings.Repeat("ab", 16)}
	l, err := Leaf(top)
	if want := "00ffffffffffff0000000000000000" + strings.Repeat("ab", 16); err != nil || hex.EncodeToString(l[:]) != want {
		t.Fatalf("Leaf(%+v) = %x, %v; want %s", top, l, err, want)
	}
	for _, c := range []struct {
		name string
		edit func(*wire.Proof)
	}{
		{"position 2^32", func(p *wire.Proof) { p.Position = 1 << 32 }},
		{"position -1", func(p *wire.Proof) { p.Position = -1 }},
		{"rank 256", func(p *wire.Proof) { p.Rank = 256 }},
		{"rank -1", func(p *wire.Proof) { p.Rank = -1 }},
		{"variant 256", func(p *wire.Proof) { p.Variant = 256 }},
		{"variant -1", func(p *wire.Proof) { p.Variant = -1 }},
		{"prize -1", func(p *wire.Proof) { p.PrizeCents = -1 }},
		{"salt of 15 bytes", func(p *wire.Proof) { p.Salt = strings.Repeat("ab", 15) }},
	} {
		p := top
		c.edit(&p)
		if _, err := Leaf(p); err != ErrMalformed {
			t.Errorf("%s: Leaf = %v, want ErrMalformed", c.name, err)
		}
	}
	low := wire.Proof{Salt: strings.Repeat("00", 16)}
	if _, err := Leaf(low); err != nil {
		t.Errorf("zeros: %v", err)
	}
}
