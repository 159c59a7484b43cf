// Package proof checks a sold unit's proof against its block's published
// commitment (docs/blocks.md, Commitment) on the wire forms, wire.Proof and
// wire.Block, with SHA-256 alone: the player's client (render) and the
// audit call it. It hashes with core/sha, not crypto/sha256, so that the
// WebAssembly client can import it within its size budget.
package proof

import (
	"encoding/binary"
	"encoding/hex"
	"errors"

	"revela/core/sha"
	"revela/web/wire"
)

// The ways a proof fails; Check returns one of them.
var (
	// ErrMalformed: a field is not what the commitment can hold (a salt
	// or path element not 16 or 32 bytes of hex, a rank, variant or
	// prize out of its range, a root not 32 bytes of hex).
	ErrMalformed = errors.New("proof: malformed")
	// ErrPosition: the position is not in the block, or the path's
	// length is not the one of that position in a block of that size.
	ErrPosition = errors.New("proof: position or path length does not fit the block")
	// ErrRoot: the leaf and the path do not hash up to the block's root.
	ErrRoot = errors.New("proof: the path does not lead to the block's root")
)

// LeafSize is the length of a leaf's bytes: 0x00, position u32, rank u8,
// variant u8, prize in cents u64, salt.
const LeafSize = 1 + 4 + 1 + 1 + 8 + 16

// Leaf returns the bytes the leaf of p hashes (docs/blocks.md):
// 0x00 ‖ position u32 ‖ rank u8 ‖ variant u8 ‖ prize in cents u64 ‖
// salt[16], integers big-endian; ErrMalformed when a field does not fit.
func Leaf(p wire.Proof) ([LeafSize]byte, error) {
	var in [LeafSize]byte
	salt, err := hex.DecodeString(p.Salt)
	if err != nil || len(salt) != 16 || p.Position < 0 || p.Position > 1<<32-1 ||
		p.Rank < 0 || p.Rank > 255 || p.Variant < 0 || p.Variant > 255 || p.PrizeCents < 0 {
		return in, ErrMalformed
	}
	binary.BigEndian.PutUint32(in[1:], uint32(p.Position))
	in[5], in[6] = byte(p.Rank), byte(p.Variant)
	binary.BigEndian.PutUint64(in[7:], uint64(p.PrizeCents))
	copy(in[15:], salt)
	return in, nil
}

// Node returns SHA-256(0x01 ‖ left ‖ right), the node over two children.
func Node(left, right [32]byte) [32]byte {
	var in [65]byte
	in[0] = 1
	copy(in[1:], left[:])
	copy(in[33:], right[:])
	return sha.Sum256(in[:])
}

// Check reports whether p proves its unit is the leaf at p.Position of
// block b: the leaf hashed, then each sibling of p.Path from the leaf up
// (a level where the node is carried up unchanged has none) until b.Root
// over b.Size units. It returns nil, ErrMalformed, ErrPosition or ErrRoot.
func Check(b wire.Block, p wire.Proof) error {
	root, err := decode32(b.Root)
	if err != nil {
		return err
	}
	leaf, err := Leaf(p)
	if err != nil {
		return err
	}
	if p.Position >= int64(b.Size) {
		return ErrPosition
	}
	h, i, n, path := sha.Sum256(leaf[:]), p.Position, int64(b.Size), p.Path
	for ; n > 1; i, n = i/2, (n+1)/2 {
		if i%2 == 0 && i+1 == n {
			continue // the last node of an odd level, carried up
		}
		if len(path) == 0 {
			return ErrPosition
		}
		sib, err := decode32(path[0])
		if err != nil {
			return err
		}
		path = path[1:]
		if i%2 == 1 {
			h = Node(sib, h)
		} else {
			h = Node(h, sib)
		}
	}
	if len(path) != 0 {
		return ErrPosition
	}
	if h != root {
		return ErrRoot
	}
	return nil
}

func decode32(s string) (out [32]byte, err error) {
	if len(s) != 64 {
		return out, ErrMalformed
	}
	if _, err := hex.Decode(out[:], []byte(s)); err != nil {
		return out, ErrMalformed
	}
	return out, nil
}
