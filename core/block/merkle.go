package block

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	mrand "math/rand/v2"
	"runtime"
	"sync"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

// The commitment: a binary SHA-256 Merkle tree over the units in sale
// order. A leaf commits to a unit's position, rank, presentation variant,
// prize and a per-unit salt (so that revealing one unit reveals nothing
// of the others); a level with an odd count carries its last node up unchanged.
// Leaves and nodes are hashed with distinct prefixes (0x00, 0x01).

// Leaf is what one leaf of the commitment says of its unit.
type Leaf struct {
	Pos     int
	Rank    int          // 0 for a losing unit
	Variant core.Variant // the unit's presentation variant
	Amount  money.Cents
	Salt    [16]byte
}

// Hash returns the leaf's hash: SHA-256(0x00 ‖ pos u32 ‖ rank u8 ‖ variant u8 ‖
// amount in cents u64 ‖ salt), integers big-endian.
func (l *Leaf) Hash() [32]byte {
	var in [1 + 4 + 1 + 1 + 8 + 16]byte
	binary.BigEndian.PutUint32(in[1:], uint32(l.Pos))
	in[5] = byte(l.Rank)
	in[6] = byte(l.Variant)
	binary.BigEndian.PutUint64(in[7:], uint64(l.Amount))
	copy(in[15:], l.Salt[:])
	return sha256.Sum256(in[:])
}

func node(left, right *[32]byte) [32]byte {
	var in [65]byte
	in[0] = 1
	copy(in[1:], left[:])
	copy(in[33:], right[:])
	return sha256.Sum256(in[:])
}

// Salts come from ChaCha8 streams keyed by SHA-256("salt" ‖ secret ‖ k
// u32) for each run k of saltRun units: 16 bytes per unit in order. A
// stream per run lets the leaves be hashed in parallel and one salt be
// found without reading the whole block's stream.
const saltRun = 1024

func saltStream(secret *[32]byte, run int) *mrand.ChaCha8 {
	var in [4 + 32 + 4]byte
	copy(in[:], "salt")
	copy(in[4:], secret[:])
	binary.BigEndian.PutUint32(in[36:], uint32(run))
	return mrand.NewChaCha8(sha256.Sum256(in[:]))
}

func leafOf(units []Unit, t *lots.Table, pos int, salt [16]byte) Leaf {
	u := units[pos]
	l := Leaf{Pos: pos, Variant: u.Variant(), Salt: salt}
	if i := u.Lot(); i > 0 {
		l.Rank, l.Amount = t.Lots[i-1].Rank, t.Lots[i-1].Amount
	}
	return l
}

// Root returns the Merkle root over units, hashing on every core.
func Root(units []Unit, secret *[32]byte, t *lots.Table) [32]byte {
	_, r := newTree(leaves(units, secret, t))
	return r
}

func leaves(units []Unit, secret *[32]byte, t *lots.Table) [][32]byte {
	hs := make([][32]byte, len(units))
	runs := (len(units) + saltRun - 1) / saltRun
	parallel(runs, func(lo, hi int) {
		var s [16]byte
		for run := lo; run < hi; run++ {
			c := saltStream(secret, run)
			for i := run * saltRun; i < min((run+1)*saltRun, len(units)); i++ {
				c.Read(s[:])
				l := leafOf(units, t, i, s)
				hs[i] = l.Hash()
			}
		}
	})
	return hs
}

// up hashes a level into the next.
func up(level [][32]byte) [][32]byte {
	n := len(level)
	next := make([][32]byte, (n+1)/2)
	parallel(n/2, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			next[i] = node(&level[2*i], &level[2*i+1])
		}
	})
	if n%2 == 1 {
		next[n/2] = level[n-1]
	}
	return next
}

// parallel runs f over [0, n) in one contiguous chunk per core; small n
// runs inline.
func parallel(n int, f func(lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if n < 64 || workers == 1 {
		f(0, n)
		return
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() { f(n*w/workers, n*(w+1)/workers) })
	}
	wg.Wait()
}

// Proof shows that one unit is in a block with a given root: the unit's
// leaf and the sibling hashes from the leaf up to the root.
type Proof struct {
	Leaf Leaf
	Size int        // units in the block
	Path [][32]byte // siblings from the bottom; levels where the node was carried up have none
}

// Prove returns the inclusion proof of the unit at pos. It reads the
// upper levels of the tree from the block's cache (tree), built on the
// first call when Build, FromSeed or Restore did not keep it, and hashes
// only the unit's group of 256 leaves, once for the 256 sales of a group
// in order: about a microsecond a proof, not the whole
// tree. It is safe for concurrent use; the units must not change after
// the first call.
func (b *Block) Prove(pos int) Proof {
	t := b.cache()
	p := Proof{Size: len(b.Units)}
	p.Leaf, p.Path = t.group(b, pos)
	p.Path = upperPath(p.Path, t.levels, pos)
	return p
}

// upperPath appends to path the siblings of pos's nodes in levels, the
// tree's levels from cutLevel up.
func upperPath(path [][32]byte, levels [][][32]byte, pos int) [][32]byte {
	for i, level := pos>>cutLevel, 0; level < len(levels); i, level = i/2, level+1 {
		if nodes := levels[level]; len(nodes) > 1 {
			if sib := i ^ 1; sib < len(nodes) {
				path = append(path, nodes[sib])
			}
		}
	}
	return path
}

// Upper is the levels of a block's tree from cutLevel up, rebuilt from
// the level a store keeps (Level): what completes a proof stored without
// its upper siblings (Proof.MarshalLower).
type Upper struct {
	levels [][][32]byte
}

// NewUpper rebuilds the upper levels of a block of size units from its
// kept level, and fails when the level is not of that size or does not
// give root.
func NewUpper(level []byte, size int, root [32]byte) (*Upper, error) {
	b := &Block{Units: make([]Unit, size), Root: root}
	if err := b.KeepLevel(level); err != nil {
		return nil, err
	}
	return &Upper{levels: b.tree.levels}, nil
}

// Complete appends to p's path, stored by MarshalLower, its siblings
// from cutLevel up.
func (u *Upper) Complete(p *Proof) {
	p.Path = upperPath(p.Path, u.levels, p.Leaf.Pos)
}

// lower is how many siblings of the path of pos in a block of size units
// lie below cutLevel (inside its group of 256).
func lower(pos, size int) int {
	n := 0
	for l, i, w := 0, pos, size; l < cutLevel && w > 1; l, i, w = l+1, i/2, (w+1)/2 {
		if i^1 < w {
			n++
		}
	}
	return n
}

// MarshalLower is MarshalBinary without the path's siblings from
// cutLevel up: what a store keeps with a ticket (34 bytes and at most 8
// siblings: 290 bytes), the rest read back from the block's kept level
// (Upper.Complete).
func (p Proof) MarshalLower() ([]byte, error) {
	if n := lower(p.Leaf.Pos, p.Size); n <= len(p.Path) {
		p.Path = p.Path[:n]
	}
	return p.MarshalBinary()
}

// cutLevel is the lowest level of the tree kept in memory: the nodes
// over 2^cutLevel = 256 leaves; with every level above it, 2 × 32 bytes
// per 256 units (375 KB for 1,500,000 units). A store keeps that level
// with the block (Level, KeepLevel), so that a restart does not hash the
// whole tree again.
const cutLevel = 8

// tree is the cache of a block's commitment that proofs read: the levels
// from cutLevel up to the root, and the leaves of the last group of 256
// proved (sales go in position order, so a group is hashed once for its
// 16 sales), with the salt stream positioned after it.
type tree struct {
	levels [][][32]byte // levels[0] is level cutLevel; the last holds the root

	mu     sync.Mutex
	first  int          // the first position of the group in leaves; -1 none
	leaves [][32]byte   // the group's leaf hashes
	bottom [][][32]byte // the group's levels, from its leaves to its node at cutLevel
	salts  [][16]byte   // the group's salts
	stream *mrand.ChaCha8
	next   int // the position whose salt stream gives next
}

// keepTree keeps the levels from cutLevel up of the tree whose leaves
// are hs, for Prove, and returns its root.
func (b *Block) keepTree(hs [][32]byte) [32]byte {
	t, r := newTree(hs)
	b.treeOnce.Do(func() { b.tree = t })
	return r
}

// newTree hashes the tree over the leaves hs and returns its cache and
// root.
func newTree(hs [][32]byte) (*tree, [32]byte) {
	t := &tree{first: -1, next: -1}
	level := hs
	// A block of at most 256 units has its root at cutLevel: its one
	// node carried up the levels above its top.
	for l := 0; ; l++ {
		if l >= cutLevel {
			t.levels = append(t.levels, level)
			if len(level) <= 1 {
				break
			}
		}
		if len(level) > 1 {
			level = up(level)
		}
	}
	if len(level) == 0 {
		return t, [32]byte{}
	}
	return t, level[0]
}

// Level returns the nodes of the tree's level cutLevel (over 256 leaves
// each), 32 bytes each in order: what a store keeps with the block for
// KeepLevel. It hashes the tree when it is not kept yet.
func (b *Block) Level() []byte {
	nodes := b.cache().levels[0]
	out := make([]byte, 0, 32*len(nodes))
	for _, h := range nodes {
		out = append(out, h[:]...)
	}
	return out
}

// KeepLevel sets the block's tree for Prove from the level that Level
// wrote, hashing only the levels above it: it fails, keeping nothing,
// when the level is not of the block's size or does not give b.Root.
func (b *Block) KeepLevel(data []byte) error {
	n := len(b.Units)
	want := max(1, (n+1<<cutLevel-1)>>cutLevel)
	if n == 0 || len(data) != 32*want {
		return fmt.Errorf("a tree level of %d bytes for a block of %d units; want %d", len(data), n, 32*want)
	}
	level := make([][32]byte, want)
	for i := range level {
		level[i] = [32]byte(data[32*i:])
	}
	t := &tree{first: -1, next: -1}
	for {
		t.levels = append(t.levels, level)
		if len(level) <= 1 {
			break
		}
		level = up(level)
	}
	if level[0] != b.Root {
		return fmt.Errorf("the tree level kept does not give the block's root")
	}
	b.treeOnce.Do(func() { b.tree = t })
	return nil
}

// Warm hashes the block's tree for Prove now when it is not kept yet (a
// block restored without its root checked, as a store does with a block
// it found whole before): a store calls it in the background after a
// restart, so that its first sale does not wait for the whole tree.
func (b *Block) Warm() { b.cache() }

// cache returns the block's tree, hashing it the first time.
func (b *Block) cache() *tree {
	b.treeOnce.Do(func() { b.tree, _ = newTree(leaves(b.Units, &b.Secret, b.Table)) })
	return b.tree
}

// group returns the leaf of the unit at pos and its path up to its node
// at cutLevel, hashing the leaves of its group of 256 when they are not
// those of the last call.
func (t *tree) group(b *Block, pos int) (Leaf, [][32]byte) {
	t.mu.Lock()
	defer t.mu.Unlock()
	first := pos &^ (1<<cutLevel - 1)
	if t.first != first {
		end := min(first+1<<cutLevel, len(b.Units))
		if t.next != first || first%saltRun == 0 {
			t.stream = saltStream(&b.Secret, first/saltRun)
			var skip [16]byte
			for range first % saltRun {
				t.stream.Read(skip[:])
			}
		}
		t.leaves, t.salts = t.leaves[:0], t.salts[:0]
		for i := first; i < end; i++ {
			var s [16]byte
			t.stream.Read(s[:])
			l := leafOf(b.Units, b.Table, i, s)
			t.leaves, t.salts = append(t.leaves, l.Hash()), append(t.salts, s)
		}
		t.first, t.next = first, end
		t.bottom = append(t.bottom[:0], t.leaves)
		for level := t.leaves; len(level) > 1; {
			level = up(level)
			t.bottom = append(t.bottom, level)
		}
	}
	path := make([][32]byte, 0, 32)
	for i, l := pos-first, 0; l < len(t.bottom)-1; i, l = i/2, l+1 {
		if sib := i ^ 1; sib < len(t.bottom[l]) {
			path = append(path, t.bottom[l][sib])
		}
	}
	return leafOf(b.Units, b.Table, pos, t.salts[pos-first]), path
}

// Verify reports whether p proves its leaf under root.
func Verify(root [32]byte, p Proof) bool {
	if p.Leaf.Pos < 0 || p.Leaf.Pos >= p.Size {
		return false
	}
	h, i, n, path := p.Leaf.Hash(), p.Leaf.Pos, p.Size, p.Path
	for n > 1 {
		switch {
		case i%2 == 1:
			if len(path) == 0 {
				return false
			}
			h = node(&path[0], &h)
			path = path[1:]
		case i+1 < n:
			if len(path) == 0 {
				return false
			}
			h = node(&h, &path[0])
			path = path[1:]
		}
		i, n = i/2, (n+1)/2
	}
	return len(path) == 0 && h == root
}

// MarshalBinary encodes p as a store keeps it with its ticket: position
// u32, size u32, rank u8, variant u8, prize in cents u64, salt[16], then
// the path's hashes, 32 bytes each, big-endian: 34 + 32 × len(Path)
// bytes (706 for a block of 1,500,000 units).
func (p Proof) MarshalBinary() ([]byte, error) {
	if p.Leaf.Pos < 0 || p.Leaf.Pos >= p.Size || p.Size > 1<<32-1 || p.Leaf.Rank < 0 || p.Leaf.Rank > 255 || p.Leaf.Amount < 0 {
		return nil, fmt.Errorf("proof of position %d in %d units, rank %d, prize %d cents: out of range", p.Leaf.Pos, p.Size, p.Leaf.Rank, p.Leaf.Amount)
	}
	out := make([]byte, proofHead, proofHead+32*len(p.Path))
	binary.BigEndian.PutUint32(out, uint32(p.Leaf.Pos))
	binary.BigEndian.PutUint32(out[4:], uint32(p.Size))
	out[8], out[9] = byte(p.Leaf.Rank), byte(p.Leaf.Variant)
	binary.BigEndian.PutUint64(out[10:], uint64(p.Leaf.Amount))
	copy(out[18:], p.Leaf.Salt[:])
	for _, h := range p.Path {
		out = append(out, h[:]...)
	}
	return out, nil
}

// proofHead is the length of a proof's encoding before its path.
const proofHead = 4 + 4 + 1 + 1 + 8 + 16

// UnmarshalBinary decodes what MarshalBinary wrote; a length that is
// not 34 plus a multiple of 32, or a prize beyond int64, is an error.
func (p *Proof) UnmarshalBinary(data []byte) error {
	if len(data) < proofHead || (len(data)-proofHead)%32 != 0 || binary.BigEndian.Uint64(data[10:]) > 1<<63-1 {
		return fmt.Errorf("a proof of %d bytes is not one MarshalBinary wrote", len(data))
	}
	*p = Proof{Size: int(binary.BigEndian.Uint32(data[4:])), Path: make([][32]byte, (len(data)-proofHead)/32)}
	p.Leaf = Leaf{Pos: int(binary.BigEndian.Uint32(data)), Rank: int(data[8]), Variant: core.Variant(data[9]),
		Amount: money.Cents(binary.BigEndian.Uint64(data[10:])), Salt: [16]byte(data[18:proofHead])}
	for i := range p.Path {
		p.Path[i] = [32]byte(data[proofHead+32*i:])
	}
	return nil
}

// Lower reports whether p's path stops below cutLevel while its block has
// siblings above it: a proof as MarshalLower stored it, which
// Upper.Complete completes.
func (p *Proof) Lower() bool {
	n := lower(p.Leaf.Pos, p.Size)
	return len(p.Path) == n && pathLen(p.Leaf.Pos, p.Size) > n
}

// pathLen is how many siblings the path of pos has in a block of size
// units.
func pathLen(pos, size int) int {
	n := 0
	for i, w := pos, size; w > 1; i, w = i/2, (w+1)/2 {
		if i^1 < w {
			n++
		}
	}
	return n
}
