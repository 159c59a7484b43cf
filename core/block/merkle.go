package block

import (
	"crypto/sha256"
	"encoding/binary"
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

// salt returns the salt of the unit at pos.
func salt(secret *[32]byte, pos int) (s [16]byte) {
	c := saltStream(secret, pos/saltRun)
	for range pos%saltRun + 1 {
		c.Read(s[:])
	}
	return s
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
	level := leaves(units, secret, t)
	for len(level) > 1 {
		level = up(level)
	}
	if len(level) == 0 {
		return [32]byte{}
	}
	return level[0]
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

// Prove returns the inclusion proof of the unit at pos.
func (b *Block) Prove(pos int) Proof {
	p := Proof{Leaf: leafOf(b.Units, b.Table, pos, salt(&b.Secret, pos)), Size: len(b.Units)}
	level := leaves(b.Units, &b.Secret, b.Table)
	for i := pos; len(level) > 1; i /= 2 {
		if sib := i ^ 1; sib < len(level) {
			p.Path = append(p.Path, level[sib])
		}
		level = up(level)
	}
	return p
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
