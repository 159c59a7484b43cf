package screens

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/core/proof"
	"revela/core/proof/prooftest"
	"revela/render/api"
	"revela/render/i18n"
)

// The block of three units worked by hand (core/proof/prooftest), sold as
// a block of the test game's table.
var (
	handLeaf1, handLeaf2 = prooftest.Leaf1, prooftest.Leaf2
	handN01, handRoot    = prooftest.N01, prooftest.Root
)

// handTable is a lot table the hand block could have been filled from:
// its ranks are the leaves' (7 for the million, as the hand leaf has).
var handTable = &lots.Table{Game: "test-game", Stake: 100, GamePart: 100, BlockSize: 3, Lots: []lots.Lot{
	{Rank: 7, Amount: 100_000_000, Count: 1},
	{Rank: 2, Amount: 300, Count: 1, Variants: []int{0, 1}},
}}

func handBlock() api.Block {
	return api.Block{ID: "42", Game: "test-game", Stake: 100, Size: 3, Root: handRoot, Table: TableDigest(handTable)}
}

// handTickets are the block's three units as sold: each ticket with its
// proof, hashes and salts from the hand computation.
func handTickets() []api.Ticket {
	proofs := prooftest.Proofs()
	var out []api.Ticket
	for i, p := range proofs {
		out = append(out, api.Ticket{ID: int64(10 + i), Game: "test-game", Stake: 100, Prize: money.Cents(p.PrizeCents),
			Block: "42", Position: int64(i), Proof: &p})
	}
	return out
}

func TestVerifyHandBlock(t *testing.T) {
	for _, tk := range handTickets() {
		if err := Verify(tk, handBlock(), handTable); err != nil {
			t.Errorf("unit %d: %v", tk.Position, err)
		}
	}
}

// Every forgery is refused with ErrProof, and those the hashes catch with
// core/proof's reason: a salt, a path, a prize, a position, a root, and a
// block that is not the ticket's or not the table's (issue 28).
func TestVerifyRefuses(t *testing.T) {
	for _, c := range []struct {
		name  string
		edit  func(*api.Ticket, *api.Block)
		cause error // besides ErrProof; nil: Verify's own check
	}{
		{"no proof", func(tk *api.Ticket, b *api.Block) { tk.Proof = nil }, nil},
		{"salt", func(tk *api.Ticket, b *api.Block) { tk.Proof.Salt = strings.Repeat("23", 16) }, proof.ErrRoot},
		{"salt not hex", func(tk *api.Ticket, b *api.Block) { tk.Proof.Salt = "zz" }, proof.ErrMalformed},
		{"path", func(tk *api.Ticket, b *api.Block) { tk.Proof.Path[0] = handLeaf2 }, proof.ErrRoot},
		{"path short", func(tk *api.Ticket, b *api.Block) { tk.Proof.Path = tk.Proof.Path[:1] }, proof.ErrPosition},
		{"prize and ticket", func(tk *api.Ticket, b *api.Block) { tk.Prize, tk.Proof.PrizeCents = 100_000_000, 100_000_000 }, nil},
		{"prize in the leaf only", func(tk *api.Ticket, b *api.Block) { tk.Proof.PrizeCents = 100_000_000 }, nil},
		{"rank", func(tk *api.Ticket, b *api.Block) { tk.Proof.Rank = 7 }, nil},
		{"variant", func(tk *api.Ticket, b *api.Block) { tk.Proof.Variant = 0 }, proof.ErrRoot},
		{"position and ticket", func(tk *api.Ticket, b *api.Block) { tk.Position, tk.Proof.Position = 2, 2 }, proof.ErrPosition},
		{"position and path", func(tk *api.Ticket, b *api.Block) {
			tk.Position, tk.Proof.Position, tk.Proof.Path = 0, 0, []string{handLeaf1, handLeaf2}
		}, proof.ErrRoot},
		{"position in the proof only", func(tk *api.Ticket, b *api.Block) { tk.Proof.Position = 0 }, nil},
		{"root", func(tk *api.Ticket, b *api.Block) { b.Root = handN01 }, proof.ErrRoot},
		{"another block", func(tk *api.Ticket, b *api.Block) { b.ID = "43" }, nil},
		{"another game", func(tk *api.Ticket, b *api.Block) { b.Game = "crossingo" }, nil},
		{"another stake", func(tk *api.Ticket, b *api.Block) { b.Stake = 200 }, nil},
		{"another size", func(tk *api.Ticket, b *api.Block) { b.Size = 4 }, nil},
		{"another table", func(tk *api.Ticket, b *api.Block) { b.Table = handRoot }, nil},
	} {
		tk, b := handTickets()[1], handBlock()
		c.edit(&tk, &b)
		err := Verify(tk, b, handTable)
		if !errors.Is(err, ErrProof) || (c.cause != nil && !errors.Is(err, c.cause)) {
			t.Errorf("%s: Verify = %v, want ErrProof and %v", c.name, err, c.cause)
		}
	}
	if err := Verify(handTickets()[0], handBlock(), nil); !errors.Is(err, ErrProof) {
		t.Errorf("no table here: %v", err)
	}
}

// A unit bought now needs its proof, one recalled needs it when it has
// one; Prove refuses the unit (nothing played) on a failure or a block
// that could not be read, and marks it proven when it passes.
func TestUnitProve(t *testing.T) {
	tk := handTickets()[1]
	bare := tk
	bare.Proof = nil
	for _, c := range []struct {
		t    api.Ticket
		mode Showing
		want bool
	}{{tk, Bought, true}, {bare, Bought, true}, {tk, Recalled, true}, {bare, Recalled, false}, {bare, Resumed, false}} {
		u := &Unit[int]{Ticket: c.t, Showing: c.mode}
		if u.NeedsProof() != c.want {
			t.Errorf("proof %v, showing %d: NeedsProof = %v", c.t.Proof != nil, c.mode, !c.want)
		}
	}
	u := &Unit[int]{Ticket: tk, Showing: Bought, TL: &testTL{}}
	u.Prove(handBlock(), nil, handTable)
	if u.Err != nil || !u.Proven || u.TL == nil {
		t.Fatalf("a good proof: Err %v, Proven %v", u.Err, u.Proven)
	}
	u = &Unit[int]{Ticket: tk, Showing: Bought, TL: &testTL{}}
	u.Prove(api.Block{}, &api.Error{Message: "offline"}, handTable)
	if !errors.Is(u.Err, ErrProof) || u.Proven || u.TL != nil || u.NeedsProof() {
		t.Fatalf("an unread block: Err %v, Proven %v, TL %v", u.Err, u.Proven, u.TL)
	}
	bad := handBlock()
	bad.Root = handN01
	u = &Unit[int]{Ticket: tk, Showing: Bought, TL: &testTL{}}
	u.Prove(bad, nil, handTable)
	if !errors.Is(u.Err, proof.ErrRoot) || u.Proven || u.TL != nil {
		t.Fatalf("a forged root: Err %v, Proven %v", u.Err, u.Proven)
	}
}

func TestProofRows(t *testing.T) {
	if got := Fingerprint(handRoot); got != "2e06 3822 6583 dcac" {
		t.Errorf("Fingerprint = %q", got)
	}
	b := handBlock()
	b.Size, b.Table = 1_500_000, strings.Repeat("ab", 32)
	tk := handTickets()[1]
	tk.Position = 12344
	want := [][2]string{{"Bloc", "42"}, {"Partie", "n° 12\u202f345 sur 1\u202f500\u202f000"}, {"Lot", "rang 2 · 3\u202f€"},
		{"Racine", "2e06 3822 6583 dcac"}, {"Table des lots", "abab abab abab abab"}}
	if got := ProofRows(tk, b, i18n.For("fr")); !reflect.DeepEqual(got, want) {
		t.Errorf("ProofRows =\n%q\nwant\n%q", got, want)
	}
	tk = handTickets()[0]
	want = [][2]string{{"Block", "42"}, {"Unit", "no. 1 of 3"}, {"Lot", "Lost"}, {"Root", "2e06 3822 6583 dcac"}}
	if got := ProofRows(tk, handBlock(), i18n.For("en")); !reflect.DeepEqual(got[:4], want) {
		t.Errorf("ProofRows in English = %q, want %q", got, want)
	}
}

// The secret of 32 zero bytes hashes to 66687aad… (Python's hashlib).
func TestBlockChecks(t *testing.T) {
	b := handBlock()
	b.SecretHash = "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
	if table, closed, secret := BlockChecks(b, handTable); !table || closed || secret {
		t.Errorf("open block: table %v, closed %v, secret %v", table, closed, secret)
	}
	at := time.Date(2026, 12, 4, 10, 0, 0, 0, time.UTC)
	b.ClosedAt, b.Secret = &at, strings.Repeat("00", 32)
	if table, closed, secret := BlockChecks(b, handTable); !table || !closed || !secret {
		t.Errorf("closed block: table %v, closed %v, secret %v", table, closed, secret)
	}
	b.Secret = strings.Repeat("00", 31) + "01"
	if _, _, secret := BlockChecks(b, handTable); secret {
		t.Error("another secret passed")
	}
	b.Size = 4
	if table, _, _ := BlockChecks(b, handTable); table {
		t.Error("a block of another size passed as the table's")
	}
}

// A clock that advances 1, 5, 2, 9, 3 ms over five runs: the median is 3.
func TestMedianMs(t *testing.T) {
	steps, at, ran := []float64{1, 5, 2, 9, 3}, 0.0, 0
	now := func() float64 { return at }
	got := MedianMs(now, 5, func() { at += steps[ran]; ran++ })
	if got != 3 || ran != 5 {
		t.Errorf("MedianMs = %v after %d runs, want 3 after 5", got, ran)
	}
}

// The hand block's units as a store keeps them: no prize, rank 2 in
// variant 1 (lot 2, high bit), rank 7 (lot 1).
func TestUnitsMatch(t *testing.T) {
	for _, c := range []struct {
		units string
		want  bool
	}{
		{"\x00\x82\x01", true},
		{"\x01\x00\x82", true},
		{"\x00\x02\x01", false}, // rank 2 in the plain variant
		{"\x00\x82\x82", false}, // a lot twice, another never
		{"\x00\x82\x03", false}, // no third lot
		{"\x00\x82", false},     // short
		{"\x00\x82\x01\x00", false},
	} {
		if got := UnitsMatch([]byte(c.units), handTable); got != c.want {
			t.Errorf("UnitsMatch(%q) = %v, want %v", c.units, got, c.want)
		}
	}
	if UnitsMatch([]byte("\x00\x82\x01"), nil) {
		t.Error("no table matched")
	}
}
