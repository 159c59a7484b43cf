// Package block builds blocks of units of play: the exact multiset of a
// lot table's lots, shuffled by an unbiased Fisher-Yates, stored in one
// byte per unit, and committed to by a SHA-256 Merkle root (docs/rules/README.md:
// "répartis par la voie du sort", each unit sold once, in block order).
package block

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	mrand "math/rand/v2"
	"sync"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

// Unit is one unit of play in a block, in one byte: the low 7 bits are the
// lot's index in the table plus one (0: a losing unit), the high bit its
// presentation variant (core.Variant 0 or 1: a block holds at most
// Variants of them).
type Unit byte

// Variants is how many presentation variants a unit can hold.
const Variants = 2

const variantBit Unit = 0x80

// Lot returns the index of the unit's lot in its table's Lots plus one, or
// 0 for a losing unit.
func (u Unit) Lot() int { return int(u &^ variantBit) }

// Variant returns how the unit's prize is presented.
func (u Unit) Variant() core.Variant {
	if u&variantBit != 0 {
		return 1
	}
	return core.Plain
}

// Block is one block of units of play for a game and stake.
type Block struct {
	Table *lots.Table
	// Secret is the block's 32 random bytes: the per-unit salts of the
	// commitment and the composer streams derive from it. It stays on the
	// server until the block is audited.
	Secret [32]byte
	Units  []Unit // in sale order, len == Table.BlockSize
	Root   [32]byte

	treeOnce sync.Once
	tree     *tree // the commitment's upper levels, for Prove
}

// Build returns a new block for t, shuffled with random numbers from
// crypto/rand and with a secret from crypto/rand: the production path.
func Build(t *lots.Table) (*Block, error) {
	b := &Block{Table: t}
	if _, err := rand.Read(b.Secret[:]); err != nil {
		return nil, fmt.Errorf("block secret: %w", err)
	}
	b.Units = fill(t)
	shuffle(b.Units, newCryptoRand())
	b.Root = b.keepTree(leaves(b.Units, &b.Secret, t))
	return b, nil
}

// FromSeed returns the block that seed determines, for tests and audits:
// the secret and the shuffle's stream are derived from seed (ChaCha8, a
// cryptographic stream), so the same seed gives the same block.
func FromSeed(t *lots.Table, seed uint64) *Block {
	b := &Block{Table: t, Secret: derive("revela/block/secret", seed)}
	b.Units = fill(t)
	shuffle(b.Units, mrand.New(mrand.NewChaCha8(derive("revela/block/shuffle", seed))))
	b.Root = b.keepTree(leaves(b.Units, &b.Secret, t))
	return b
}

// Restore returns the block with these units and secret, as the store
// keeps it, and checks them against t: the counts must equal the table's.
func Restore(t *lots.Table, secret [32]byte, units []byte) (*Block, error) {
	b := &Block{Table: t, Secret: secret, Units: make([]Unit, len(units))}
	for i, u := range units {
		b.Units[i] = Unit(u)
	}
	if err := b.Check(); err != nil {
		return nil, err
	}
	b.Root = b.keepTree(leaves(b.Units, &b.Secret, t))
	return b, nil
}

func derive(label string, seed uint64) [32]byte {
	var buf [8]byte
	binary.BigEndian.PutUint64(buf[:], seed)
	return sha256.Sum256(append([]byte(label), buf[:]...))
}

// fill returns the block's units in table order: each lot's units once,
// variant by variant (Lot.In), then the losing units, variant by variant
// (Table.LosingIn).
func fill(t *lots.Table) []Unit {
	units := make([]Unit, 0, t.BlockSize)
	for i := range t.Lots {
		for v := range core.Variant(Variants) {
			for range t.Lots[i].In(v) {
				units = append(units, Unit(i+1)|unitVariant(v))
			}
		}
	}
	for v := range core.Variant(Variants) {
		for range t.LosingIn(v) {
			units = append(units, unitVariant(v))
		}
	}
	return units
}

// unitVariant is variant v in a unit's bits.
func unitVariant(v core.Variant) Unit {
	if v != core.Plain {
		return variantBit
	}
	return 0
}

// shuffle is Fisher-Yates: for each i from the end, swap with a j drawn
// uniformly from [0, i]. rand.Rand.IntN is unbiased (no modulo bias).
func shuffle(units []Unit, r *mrand.Rand) {
	for i := len(units) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		units[i], units[j] = units[j], units[i]
	}
}

// cryptoSource is a math/rand/v2 Source reading crypto/rand, buffered.
type cryptoSource struct {
	buf [4096]byte
	off int // the next byte of buf to read; len(buf) when all are read
}

func (s *cryptoSource) Uint64() uint64 {
	if s.off == len(s.buf) {
		// crypto/rand.Read never fails on supported platforms (Go 1.24+).
		rand.Read(s.buf[:])
		s.off = 0
	}
	v := binary.LittleEndian.Uint64(s.buf[s.off:])
	s.off += 8
	return v
}

// Prize returns the prize of the unit at pos.
func (b *Block) Prize(pos int) money.Cents {
	if l := b.Units[pos].Lot(); l > 0 {
		return b.Table.Lots[l-1].Amount
	}
	return 0
}

// Rank returns the rank of the unit at pos in the lot table, 0 when losing.
func (b *Block) Rank(pos int) int {
	if l := b.Units[pos].Lot(); l > 0 {
		return b.Table.Lots[l-1].Rank
	}
	return 0
}

// UnitRand returns the random stream that composes the script of the unit
// at pos: ChaCha8 keyed by the block's secret and the position, so that a
// unit's script can be composed again for an audit.
func (b *Block) UnitRand(pos int) *mrand.Rand {
	var in [32 + 8 + 8]byte
	copy(in[:], "compose\x00")
	copy(in[8:], b.Secret[:])
	binary.BigEndian.PutUint64(in[40:], uint64(pos))
	return mrand.New(mrand.NewChaCha8(sha256.Sum256(in[:])))
}

// Counts counts the block's units per variant and lot: counts[v][i]
// units of variant v of the table's lot i-1, losing units at index 0.
func (b *Block) Counts() (counts [Variants][]int) {
	for v := range counts {
		counts[v] = make([]int, len(b.Table.Lots)+1)
	}
	for _, u := range b.Units {
		counts[u.Variant()][u.Lot()]++
	}
	return counts
}

// Check verifies that the block holds exactly its table's lots: the block
// size, and each lot's and the losing units' count in each presentation
// variant (Lot.In, Table.LosingIn); a table with more variants than a
// unit holds has no block.
func (b *Block) Check() error {
	t := b.Table
	if n := t.VariantCount(); n > Variants {
		return fmt.Errorf("a table of %d presentation variants; a unit holds %d", n, Variants)
	}
	if len(b.Units) != t.BlockSize {
		return fmt.Errorf("block of %d units; the table says %d", len(b.Units), t.BlockSize)
	}
	for _, u := range b.Units {
		if u.Lot() > len(t.Lots) {
			return fmt.Errorf("unit with lot %d; the table has %d", u.Lot(), len(t.Lots))
		}
	}
	counts := b.Counts()
	for i := range len(t.Lots) + 1 {
		i = (i + 1) % (len(t.Lots) + 1) // the lots first, then the losing units
		var got, want [Variants]int
		for v := range core.Variant(Variants) {
			got[v] = counts[v][i]
			if i == 0 {
				want[v] = t.LosingIn(v)
			} else {
				want[v] = t.Lots[i-1].In(v)
			}
		}
		switch {
		case got == want:
		case i == 0:
			return fmt.Errorf("losing units: %v per variant; the table says %v", got, want)
		default:
			return fmt.Errorf("%s €: %v units per variant; the table says %v", t.Lots[i-1].Amount, got, want)
		}
	}
	return nil
}

func newCryptoRand() *mrand.Rand {
	s := &cryptoSource{}
	s.off = len(s.buf)
	return mrand.New(s)
}
