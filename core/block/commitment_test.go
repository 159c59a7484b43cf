package block_test

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	mrand "math/rand/v2"
	"slices"
	"sync"
	"testing"

	"revela/core"
	"revela/core/block"
	"revela/core/lots"
	"revela/core/proof"
	"revela/web/wire"
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

// docUp is the level above level: its nodes in pairs, an odd last one
// carried up.
func docUp(level [][32]byte) [][32]byte {
	var next [][32]byte
	for i := 0; i+1 < len(level); i += 2 {
		next = append(next, docNode(level[i], level[i+1]))
	}
	if len(level)%2 == 1 {
		next = append(next, level[len(level)-1])
	}
	return next
}

// docRoot is the root of the formula over leaves.
func docRoot(level [][32]byte) [32]byte {
	for len(level) > 1 {
		level = docUp(level)
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

// docPath is the sibling path of the leaf at pos, from the formula's
// whole tree: an odd level's last node has no sibling.
func docPath(level [][32]byte, pos int) [][32]byte {
	var path [][32]byte
	for ; len(level) > 1; pos /= 2 {
		if sib := pos ^ 1; sib < len(level) {
			path = append(path, level[sib])
		}
		level = docUp(level)
	}
	return path
}

// TestProvePaths: Prove, which reads the tree's levels from nodes over 256
// leaves up from its cache and hashes only the unit's group of 256,
// gives the formula's whole-tree path for every unit of blocks of 1 to
// 40, 1,041 and 2,500 units (groups and salt streams cut short at the
// end), asked in ascending, descending and scattered order, on a block
// restored (its tree kept), on one made as a store makes a block it
// found whole (its tree hashed at the first proof), and on one given the
// level a store keeps (KeepLevel), and from 8 goroutines. A level of
// another length, or one changed, is refused.
func TestProvePaths(t *testing.T) {
	var secret [32]byte
	for i := range secret {
		secret[i] = byte(100 + i)
	}
	for _, size := range append(sizes(1, 40), 1041, 2500) {
		tb, units := kat(max(size, 6)), katUnits(max(size, 6))
		if size < 6 {
			tb = &lots.Table{Game: "kat", Stake: 100, GamePart: 100, BlockSize: size}
			units = make([]byte, size)
		}
		tb = withLosingVariant(tb, units)
		leaves := docLeaves(tb, secret, units)
		want := make([][][32]byte, len(units))
		for pos := range units {
			want[pos] = docPath(leaves, pos)
		}
		restored, err := block.Restore(tb, secret, units)
		if err != nil {
			t.Fatalf("size %d: %v", len(units), err)
		}
		found := &block.Block{Table: tb, Secret: secret, Root: restored.Root, Units: restored.Units}
		check := func(b *block.Block, pos int) {
			p := b.Prove(pos)
			if p.Leaf.Pos != pos || p.Size != len(units) || p.Leaf.Hash() != leaves[pos] || !slices.Equal(p.Path, want[pos]) {
				t.Errorf("size %d pos %d: proof %+v; the formula's path %x", len(units), pos, p, want[pos])
			}
		}
		for pos := range units {
			check(restored, pos)
		}
		for pos := len(units) - 1; pos >= 0; pos-- {
			check(found, pos)
		}
		level := restored.Level()
		kept := &block.Block{Table: tb, Secret: secret, Root: restored.Root, Units: restored.Units}
		if len(level) != 32*((len(units)+255)/256) {
			t.Fatalf("size %d: a level of %d bytes", len(units), len(level))
		}
		for what, bad := range map[string][]byte{"short": level[:len(level)-1], "longer": append(slices.Clone(level), level[:32]...),
			"changed": append([]byte{level[0] ^ 1}, level[1:]...)} {
			if kept.KeepLevel(bad) == nil {
				t.Fatalf("size %d: a %s level kept", len(units), what)
			}
		}
		if err := kept.KeepLevel(level); err != nil {
			t.Fatalf("size %d: %v", len(units), err)
		}
		for pos := range units {
			check(kept, (pos*31)%len(units))
		}
		// A proof stored without its siblings above its group of 256
		// (MarshalLower), completed from the kept level (Upper).
		up, err := block.NewUpper(level, len(units), restored.Root)
		if err != nil {
			t.Fatal(err)
		}
		for pos := range units {
			data, err := restored.Prove(pos).MarshalLower()
			if err != nil {
				t.Fatal(err)
			}
			var p block.Proof
			if err := p.UnmarshalBinary(data); err != nil {
				t.Fatal(err)
			}
			above := len(want[pos]) - len(p.Path)
			if p.Lower() != (above > 0) || (len(units) <= 256 && above != 0) || len(p.Path) > 8 {
				t.Fatalf("size %d pos %d: %d siblings stored, %d above, Lower %v", len(units), pos, len(p.Path), above, p.Lower())
			}
			up.Complete(&p)
			if !slices.Equal(p.Path, want[pos]) {
				t.Fatalf("size %d pos %d: completed path %x; the formula's %x", len(units), pos, p.Path, want[pos])
			}
		}
		if _, err := block.NewUpper(level[:len(level)-32], len(units), restored.Root); err == nil {
			t.Fatalf("size %d: an upper from a short level", len(units))
		}
		if _, err := block.NewUpper(level, len(units), [32]byte{1}); err == nil {
			t.Fatalf("size %d: an upper for another root", len(units))
		}
		var wg sync.WaitGroup
		for g := range 8 {
			wg.Go(func() {
				for pos := g; pos < len(units); pos += 7 {
					check(found, (pos*977)%len(units))
				}
			})
		}
		wg.Wait()
	}
}

// TestProofBinary: a proof's encoding is 34 bytes and 32 per sibling,
// its fields where MarshalBinary's comment puts them (worked by hand
// below), and it reads back the same; a proof out of range is not
// encoded, and bytes of another length, or a prize over 2^63-1, are not
// decoded.
func TestProofBinary(t *testing.T) {
	p := block.Proof{Size: 0x0102, Leaf: block.Leaf{Pos: 0x0101, Rank: 7, Variant: 1, Amount: 1_000_000_00,
		Salt: [16]byte{0xaa, 15: 0xbb}}, Path: [][32]byte{{0x11}, {31: 0x22}}}
	data, err := p.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	const want = "00000101" + "00000102" + "07" + "01" + "0000000005f5e100" + "aa0000000000000000000000000000bb" +
		"1100000000000000000000000000000000000000000000000000000000000000" +
		"0000000000000000000000000000000000000000000000000000000000000022"
	if got := hex.EncodeToString(data); got != want {
		t.Fatalf("encoding %s; want %s", got, want)
	}
	var back block.Proof
	if err := back.UnmarshalBinary(data); err != nil || back.Leaf != p.Leaf || back.Size != p.Size || !slices.Equal(back.Path, p.Path) {
		t.Fatalf("read back %+v, %v; want %+v", back, err, p)
	}
	for what, q := range map[string]block.Proof{
		"position -1": {Size: 3, Leaf: block.Leaf{Pos: -1}}, "position = size": {Size: 3, Leaf: block.Leaf{Pos: 3}},
		"rank 256": {Size: 3, Leaf: block.Leaf{Rank: 256}}, "negative prize": {Size: 3, Leaf: block.Leaf{Amount: -1}},
		"size 2^32": {Size: 1 << 32},
	} {
		if _, err := q.MarshalBinary(); err == nil {
			t.Errorf("%s: encoded", what)
		}
	}
	big := append([]byte(nil), data...)
	big[10] = 0x80
	edge := append([]byte(nil), data...) // the prize 2^63 exactly
	copy(edge[10:18], []byte{0x80, 0, 0, 0, 0, 0, 0, 0})
	top := append([]byte(nil), data...) // 2^63-1, the largest an int64 holds
	copy(top[10:18], []byte{0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	if err := back.UnmarshalBinary(top); err != nil || back.Leaf.Amount != 1<<63-1 {
		t.Errorf("prize 2^63-1: %v, amount %d", err, back.Leaf.Amount)
	}
	for what, d := range map[string][]byte{"33 bytes": data[:33], "a sibling cut": data[:97], "prize 2^63": edge, "prize over 2^63": big, "none": nil} {
		if err := back.UnmarshalBinary(d); err == nil {
			t.Errorf("%s: decoded", what)
		}
	}
}

// TestHandWorked: a block of 3 units (losing, 2.50 € of rank 1, losing)
// under the secret 00 01 … 1f, worked by hand. The salts are the first
// three 16-byte chunks of the ChaCha8 stream keyed by SHA-256("salt" ‖
// secret ‖ 0 u32) (docSalts above reads them from math/rand/v2 as the
// docs say); the leaves, the node and the root were computed apart from
// this code, with Python's hashlib:
//
//	L = [sha256(b'\x00' + struct.pack('>IBBQ', p, rank, 0, cents) + bytes.fromhex(salt)) for p ...]
//	n01 = sha256(b'\x01' + L[0] + L[1]); root = sha256(b'\x01' + n01 + L[2])
//
// The third leaf is the last of an odd level: carried up, it has no
// sibling at the bottom. Each proof checks on its wire form
// (proof.Check), and a forged salt, path, prize, position or root is
// refused.
func TestHandWorked(t *testing.T) {
	var secret [32]byte
	for i := range secret {
		secret[i] = byte(i)
	}
	tb := &lots.Table{Game: "hand", Stake: 100, GamePart: 100, BlockSize: 3, Lots: []lots.Lot{{Rank: 1, Amount: 250, Count: 1}}}
	b, err := block.Restore(tb, secret, []byte{0, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	salts := []string{"3cde64a9ca24c59fef6f9291af7cd113", "dcc5228a28ecd19ab7aabba5bbb5a781", "860d2dbbfd5f01100655238228173c8a"}
	leaves := []string{
		"5985e71b675c59d2331ce34c47fd4b31bfeef68bb3ddb8697a796e9af30f6ece",
		"bef971c460da4d74e0fcca3db0e19e2bdc4eb0a868265b765ece1991e4de5c72",
		"4bbfcda24b3618c06e260d66b0bb766dc92c3018cb6495a31d214f01b24df928",
	}
	const n01 = "ec048f49d7b26c8aafe4d2d44a4ef487d654a4a7f63965a4418ffe81e51e33d0"
	const root = "89a7aac88e2457ad0d2e8b06eb7740d7ef3f1ba453ea16de126b13a133c4213f"
	if got := hex.EncodeToString(b.Root[:]); got != root {
		t.Fatalf("root %s; worked by hand %s", got, root)
	}
	paths := [][]string{{leaves[1], leaves[2]}, {leaves[0], leaves[2]}, {n01}}
	wb := wire.Block{ID: "1", Size: 3, Root: root}
	for pos := range 3 {
		p := b.Prove(pos)
		leaf := p.Leaf.Hash()
		if hex.EncodeToString(p.Leaf.Salt[:]) != salts[pos] || hex.EncodeToString(leaf[:]) != leaves[pos] {
			t.Fatalf("unit %d: salt %x leaf %x; by hand %s, %s", pos, p.Leaf.Salt, leaf, salts[pos], leaves[pos])
		}
		wp := wire.Proof{Position: int64(pos), Rank: p.Leaf.Rank, Variant: int(p.Leaf.Variant), PrizeCents: int64(p.Leaf.Amount), Salt: salts[pos], Path: paths[pos]}
		for i, h := range p.Path {
			if hex.EncodeToString(h[:]) != paths[pos][i] {
				t.Fatalf("unit %d: path %x; by hand %v", pos, p.Path, paths[pos])
			}
		}
		if len(p.Path) != len(paths[pos]) || proof.Check(wb, wp) != nil {
			t.Fatalf("unit %d: path of %d, check %v", pos, len(p.Path), proof.Check(wb, wp))
		}
		other := (pos + 1) % 3
		for what, f := range map[string]func(*wire.Proof, *wire.Block){
			"salt":     func(p *wire.Proof, _ *wire.Block) { p.Salt = salts[other] },
			"path":     func(p *wire.Proof, _ *wire.Block) { p.Path = append([]string{leaves[pos]}, p.Path[1:]...) },
			"prize":    func(p *wire.Proof, _ *wire.Block) { p.PrizeCents = 250 - p.PrizeCents },
			"rank":     func(p *wire.Proof, _ *wire.Block) { p.Rank = 1 - p.Rank },
			"position": func(p *wire.Proof, _ *wire.Block) { p.Position = int64(other) },
			"root":     func(_ *wire.Proof, b *wire.Block) { b.Root = n01 },
		} {
			q, qb := wp, wb
			q.Path = append([]string(nil), wp.Path...)
			f(&q, &qb)
			if proof.Check(qb, q) == nil {
				t.Errorf("unit %d: a forged %s checks", pos, what)
			}
		}
	}
}
