package screens

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
	"revela/core/proof"
	"revela/core/sha"
	"revela/render/api"
	"revela/render/i18n"
)

// ErrProof is wrapped by every refusal of Verify: the unit's proof does
// not place it in its block's published commitment, so it is not played
// (issue 28; the money side is the server's, as for a script that fails
// the rules).
var ErrProof = errors.New("the unit's proof was refused")

// Verify checks that ticket t is the unit its proof places in block b
// (docs/blocks.md, Commitment): b is the ticket's block, of its game and
// stake, filled from tab (the client's own lot table: same size, same
// digest), and the proof's position, rank and prize are the ticket's
// and tab's; then its leaf and path must hash up to b's root
// (core/proof.Check). The registry's Check has already made sure the
// script's own replay ends with the ticket's prize, so a unit that passes
// both was fixed in the block before it was sold. Every error wraps
// ErrProof.
func Verify(t api.Ticket, b api.Block, tab *lots.Table) error {
	p := t.Proof
	var why string
	switch {
	case p == nil:
		why = "the ticket carries none"
	case b.ID != t.Block || b.Game != t.Game || b.Stake != t.Stake:
		why = fmt.Sprintf("block %s (%s, stake %s) is not the ticket's block %s", b.ID, b.Game, b.Stake, t.Block)
	case tab == nil || b.Size != tab.BlockSize || b.Table != TableDigest(tab):
		why = fmt.Sprintf("block %s was not filled from the lot table of %s at %s", b.ID, t.Game, t.Stake)
	case p.Position != t.Position:
		why = fmt.Sprintf("it places unit %d, the ticket is unit %d", p.Position, t.Position)
	case p.PrizeCents != int64(t.Prize) || !rankPays(tab, p.Rank, t.Prize):
		why = fmt.Sprintf("its leaf (rank %d, %d cents) is not the ticket's prize %s", p.Rank, p.PrizeCents, t.Prize)
	}
	if why != "" {
		return fmt.Errorf("%w: %s", ErrProof, why)
	}
	if err := proof.Check(b, *p); err != nil {
		return fmt.Errorf("%w: %w", ErrProof, err)
	}
	return nil
}

// rankPays reports whether rank is the rank of tab's lot of prize (0
// for no prize).
func rankPays(tab *lots.Table, rank int, prize money.Cents) bool {
	if prize == 0 {
		return rank == 0
	}
	l, ok := tab.Lot(prize)
	return ok && l.Rank == rank
}

// TableDigest is tab's digest in hex, as a block publishes the table it
// was filled from.
func TableDigest(tab *lots.Table) string {
	d := tab.Digest()
	return hex.EncodeToString(d[:])
}

// NeedsProof reports whether u's proof must pass Verify before it is
// played: every unit bought now, and every unit whose ticket carries one
// (a unit sold before proofs existed is played without its seal).
func (u *Unit[B]) NeedsProof() bool {
	return u.Err == nil && (u.Showing == Bought || u.Ticket.Proof != nil)
}

// Prove records the check of u's proof against its block's commitment b,
// read with err: a unit that fails (or whose block could not be read) is
// refused, Err set and nothing played; one that passes is Proven.
func (u *Unit[B]) Prove(b api.Block, err error, tab *lots.Table) {
	if u.Err != nil {
		return
	}
	if err != nil {
		err = fmt.Errorf("%w: its block's commitment could not be read: %w", ErrProof, err)
	} else {
		err = Verify(u.Ticket, b, tab)
	}
	if err != nil {
		u.Err, u.TL = err, nil
		return
	}
	u.Proven = true
}

// Fingerprint is the first 8 bytes of a hex digest, in groups of four
// digits ("2e06 3822 6583 dcac"): enough to compare a root by eye.
func Fingerprint(h string) string {
	out := ""
	for i := 0; i+4 <= min(len(h), 16); i += 4 {
		if i > 0 {
			out += " "
		}
		out += h[i : i+4]
	}
	return out
}

// ProofRows are the lines of a proof's page (issue 28): the block, the
// unit's place in it, its lot, the root's and the table's fingerprints.
func ProofRows(t api.Ticket, b api.Block, w *i18n.Words) [][2]string {
	rows := [][2]string{{w.BlockWord, b.ID}, {w.UnitWord, w.PlaceOf(Group(t.Position+1, w), Group(int64(b.Size), w))}}
	if p := t.Proof; p != nil {
		lot := w.NoWin
		if p.Rank > 0 {
			lot = w.RankWord + " " + strconv.Itoa(p.Rank) + " · " + w.Money(money.Cents(p.PrizeCents))
		}
		rows = append(rows, [2]string{w.LotWord, lot})
	}
	return append(rows, [2]string{w.RootWord, Fingerprint(b.Root)}, [2]string{w.TableWord, Fingerprint(b.Table)})
}

// BlockChecks are what a block's page checks from its published data
// alone: its table is tab (the règlement's lot table this client holds)
// and, once it is closed, its secret hashes to the secret hash published
// before its first sale. secretOK is false while the block is open.
func BlockChecks(b api.Block, tab *lots.Table) (tableOK, closed, secretOK bool) {
	tableOK = tab != nil && b.Size == tab.BlockSize && b.Table == TableDigest(tab)
	closed = b.ClosedAt != nil
	if s, err := hex.DecodeString(b.Secret); err == nil && len(s) == 32 {
		h := sha.Sum256(s)
		secretOK = closed && hex.EncodeToString(h[:]) == b.SecretHash
	}
	return tableOK, closed, secretOK
}

// MedianMs runs f n times and returns the median of its durations in ms
// on the clock now (the lower middle one of an even n).
func MedianMs(now func() float64, n int, f func()) float64 {
	d := make([]float64, n)
	for i := range d {
		start := now()
		f()
		d[i] = now() - start
	}
	for i := 1; i < n; i++ { // an insertion sort: slices.Sort's float64 instance is 14 KB of .wasm
		for j := i; j > 0 && d[j] < d[j-1]; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
	return d[(n-1)/2]
}

// UnitsMatch reports whether a closed block's published units (one byte
// a unit: its lot's index in tab plus one in the low 7 bits, 0 for no
// prize, its variant in the high bit; docs/blocks.md) hold exactly tab's
// lots in each variant: the count of every prize the page shows.
func UnitsMatch(units []byte, tab *lots.Table) bool {
	if tab == nil || len(units) != tab.BlockSize {
		return false
	}
	counts := make([][2]int, len(tab.Lots)+1)
	for _, u := range units {
		i := int(u & 0x7f)
		if i > len(tab.Lots) {
			return false
		}
		counts[i][u>>7]++
	}
	for v := range core.Variant(2) {
		if counts[0][v] != tab.LosingIn(v) {
			return false
		}
		for i := range tab.Lots {
			if counts[i+1][v] != tab.Lots[i].In(v) {
				return false
			}
		}
	}
	return true
}
