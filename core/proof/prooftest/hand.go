// Package prooftest is the block of three units worked by hand for the
// tests of core/proof and of the client's check (render/screens), with
// Python's hashlib over the bytes of docs/blocks.md
// (struct.pack('>IBBQ', ...)): salts 0x11.., 0x22.., 0x33..; units (rank
// 0, variant 0, 0), (rank 2, variant 1, 3 €), (rank 7, variant 0,
// 1,000,000 €). Root = node(node(leaf0, leaf1), leaf2): the third leaf is
// carried up from the odd level.
package prooftest

import (
	"strings"

	"revela/web/wire"
)

// The hand-worked hashes, hex.
const (
	Leaf0 = "6ece46b154cf34d40476c8dfc5b39ab6605a5cc23e2eed0c1559ffec044751eb"
	Leaf1 = "105c8005a183c8be39d6bb93671dc7334ff9b7c958c8e44aa066fb447f4d86f7"
	Leaf2 = "58a09a4d10f66b7f0c0c6bce7ea62ea5c1de062ea50f8c678c3a11a6c27f0648"
	N01   = "fb737d19b2e9eaffb51eb6aaa49aafdffdb4ba6af83a2680d8756611b05bfc68"
	Root  = "2e0638226583dcac303ec60a1a5ec5e4ab2e1b1db3e84d04b719ac208abbaa0f"
)

// Block is the hand block's commitment (id "1", 3 units, Root).
func Block() wire.Block { return wire.Block{ID: "1", Size: 3, Root: Root} }

// Proofs are the proofs of its three units, in order.
func Proofs() []wire.Proof {
	return []wire.Proof{
		{Position: 0, Salt: strings.Repeat("11", 16), Path: []string{Leaf1, Leaf2}},
		{Position: 1, Rank: 2, Variant: 1, PrizeCents: 300, Salt: strings.Repeat("22", 16), Path: []string{Leaf0, Leaf2}},
		{Position: 2, Rank: 7, PrizeCents: 100_000_000, Salt: strings.Repeat("33", 16), Path: []string{N01}},
	}
}
