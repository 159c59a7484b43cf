package lots

import (
	"encoding/binary"

	"revela/core"
	"revela/core/sha"
)

// DigestVariants is how many presentation variants the digest's encoding
// writes per lot: those a block's unit holds (core/block.Variants).
const DigestVariants = 2

// Encoding returns the canonical bytes of the table that Digest hashes
// (docs/blocks.md, Table digest), integers big-endian:
//
//	"revela/lots/1" 0x00 ‖ game length u8 ‖ game ‖ stake u64 ‖ block size u32 ‖
//	lot count u16 ‖ per lot, in table order: rank u8 ‖ amount in cents u64 ‖
//	units in variant 0 u32 ‖ units in variant 1 u32 ‖
//	losing units in variant 0 u32 ‖ losing units in variant 1 u32
//
// so that the counts per lot and presentation variant of a block's units
// can be checked against it (the lot of a unit is its index in this order).
func (t *Table) Encoding() []byte {
	out := append([]byte("revela/lots/1\x00"), byte(len(t.Game)))
	out = append(out, t.Game...)
	out = binary.BigEndian.AppendUint64(out, uint64(t.Stake))
	out = binary.BigEndian.AppendUint32(out, uint32(t.BlockSize))
	out = binary.BigEndian.AppendUint16(out, uint16(len(t.Lots)))
	for i := range t.Lots {
		l := &t.Lots[i]
		out = append(out, byte(l.Rank))
		out = binary.BigEndian.AppendUint64(out, uint64(l.Amount))
		for v := range core.Variant(DigestVariants) {
			out = binary.BigEndian.AppendUint32(out, uint32(l.In(v)))
		}
	}
	for v := range core.Variant(DigestVariants) {
		out = binary.BigEndian.AppendUint32(out, uint32(t.LosingIn(v)))
	}
	return out
}

// Digest returns SHA-256 of the table's Encoding: what a block publishes
// as the table it was filled from (issue 28). It uses core/sha so that the
// client can check a block's table within its size budget.
func (t *Table) Digest() [32]byte { return sha.Sum256(t.Encoding()) }
