package store_test

import (
	"crypto/sha256"
	"database/sql"
	"errors"
	"testing"
	"time"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
)

// commitmentRow is a row of store.CommitmentColumns and the units sold.
func commitmentRow(state string, closed, version, digest any, root, secret []byte) []any {
	return []any{int64(4), "crossingo", int64(100), 20, root, secret, state, int64(1_700_000_000_000), closed, version, digest, 3}
}

// TestScanCommitment: a closed block's row gives its secret and its hash,
// and closed_at; any other state keeps the secret back (its hash only);
// a row stored before its version and table were recorded gets the
// game's version and the registered table's digest; a root, secret or
// digest not 32 bytes is damage; the scan's error is returned.
func TestScanCommitment(t *testing.T) {
	root, secret, digest := make([]byte, 32), make([]byte, 32), make([]byte, 32)
	root[0], secret[0], digest[0] = 1, 2, 3
	c, err := store.ScanCommitment((&rows{r: [][]any{commitmentRow("closed", int64(1_700_000_001_000), "crossingo/1", digest, root, secret)}}).Scan)
	if err != nil || c.Secret == nil || *c.Secret != [32]byte(secret) || c.Hash != sha256.Sum256(secret) || c.ClosedAt == nil ||
		!c.ClosedAt.Equal(time.UnixMilli(1_700_000_001_000)) || c.Table != [32]byte(digest) || c.Root != [32]byte(root) ||
		c.ID != 4 || c.Stake != money.Euros(1) || c.Size != 20 || c.Sold != 3 || !c.OpenedAt.Equal(time.UnixMilli(1_700_000_000_000)) || c.Version != "crossingo/1" || c.State != "closed" {
		t.Fatalf("closed: %+v, %v", c, err)
	}
	for _, state := range []string{"open", "ready"} {
		c, err := store.ScanCommitment((&rows{r: [][]any{commitmentRow(state, nil, nil, nil, root, secret)}}).Scan)
		tab, _ := lots.Find("crossingo", money.Euros(1))
		if err != nil || c.Secret != nil || c.ClosedAt != nil || c.Hash != sha256.Sum256(secret) || c.Version != "crossingo/1" || c.Table != tab.Digest() || c.State != state {
			t.Fatalf("%s: %+v, %v", state, c, err)
		}
	}
	for what, row := range map[string][]any{
		"short root":   commitmentRow("open", nil, nil, nil, root[:31], secret),
		"short secret": commitmentRow("open", nil, nil, nil, root, secret[:31]),
		"short digest": commitmentRow("open", nil, nil, digest[:31], root, secret),
	} {
		if _, err := store.ScanCommitment((&rows{r: [][]any{row}}).Scan); err == nil {
			t.Errorf("%s: scanned", what)
		}
	}
	boom := errors.New("boom")
	if _, err := store.ScanCommitment(func(...any) error { return boom }); err != boom {
		t.Fatalf("scan error: %v", err)
	}
	cs, err := store.ReadCommitments(&rows{r: [][]any{commitmentRow("open", nil, nil, nil, root, secret), commitmentRow("ready", nil, nil, nil, root, secret)}})
	if err != nil || len(cs) != 2 {
		t.Fatalf("ReadCommitments: %d, %v", len(cs), err)
	}
	if cs, err := store.ReadCommitments(&rows{}); err != nil || cs == nil || len(cs) != 0 {
		t.Fatalf("no rows: %v, %v", cs, err)
	}
	if _, err := store.ReadCommitments(&rows{r: [][]any{commitmentRow("open", nil, nil, nil, root[:1], secret)}}); err == nil {
		t.Fatal("a damaged row read")
	}
	if _, err := store.ReadCommitments(&rows{err: boom}); err != boom {
		t.Fatalf("rows error: %v", err)
	}
}

// TestClosedUnits: a closed block's units; ErrNotClosed for any other
// state, ErrNotFound for no row, any other error as it is.
func TestClosedUnits(t *testing.T) {
	units := []byte{0, 1, 0x82}
	row := func(state string) func(...any) error { return (&rows{r: [][]any{{state, units}}}).Scan }
	if got, err := store.ClosedUnits(row("closed"), sql.ErrNoRows); err != nil || string(got) != string(units) {
		t.Fatalf("closed: %v, %v", got, err)
	}
	for _, state := range []string{"open", "ready"} {
		if got, err := store.ClosedUnits(row(state), sql.ErrNoRows); !errors.Is(err, store.ErrNotClosed) || got != nil {
			t.Fatalf("%s: %v, %v", state, got, err)
		}
	}
	if _, err := store.ClosedUnits(func(...any) error { return sql.ErrNoRows }, sql.ErrNoRows); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("no row: %v", err)
	}
	boom := errors.New("boom")
	if _, err := store.ClosedUnits(func(...any) error { return boom }, sql.ErrNoRows); err != boom {
		t.Fatalf("error: %v", err)
	}
}

// TestReadScripts: rows of (position, script) by position; the rows'
// error and a scan's error are returned.
func TestReadScripts(t *testing.T) {
	got, err := store.ReadScripts(&rows{r: [][]any{{4, []byte(`{"a":1}`)}, {0, []byte(`{}`)}}})
	if err != nil || len(got) != 2 || string(got[4]) != `{"a":1}` || string(got[0]) != `{}` {
		t.Fatalf("%v, %v", got, err)
	}
	if _, err := store.ReadScripts(&rows{r: [][]any{{4}}}); err == nil {
		t.Fatal("a row of one column read")
	}
	boom := errors.New("boom")
	if _, err := store.ReadScripts(&rows{err: boom}); err != boom {
		t.Fatalf("rows error: %v", err)
	}
}

// TestStampAndProof: a block of a game with a rules core records its
// version and its table's digest; one without records no version; a
// unit's stored proof decodes to the block's proof and verifies.
func TestStampAndProof(t *testing.T) {
	tab, b := smallBlock(t)
	v, d := store.Stamp(tab)
	if want := tab.Digest(); v != "crossingo/1" || string(d) != string(want[:]) {
		t.Fatalf("stamp %q %x", v, d)
	}
	other := *tab
	other.Game = "nosuchgame"
	if v, _ := store.Stamp(&other); v != "" {
		t.Fatalf("a game without rules core: version %q", v)
	}
	stored, full, err := store.ProofOf(b, 7)
	if err != nil {
		t.Fatal(err)
	}
	// 20 units: every sibling lies below the nodes over 256 leaves, so
	// the stored proof is the whole one.
	var p block.Proof
	if err := p.UnmarshalBinary(stored); err != nil || string(stored) != string(full) || p.Leaf.Pos != 7 || p.Size != 20 || !block.Verify(b.Root, p) || p.Lower() {
		t.Fatalf("proof %+v, %v", p, err)
	}
}

// TestUppers: a block's upper levels are read once and then served from
// the cache; a block without a kept level is restored from its row; a
// read's error, a root not 32 bytes, a level that does not give the root
// and a failed restore are errors, and nothing is cached for them.
func TestUppers(t *testing.T) {
	_, b := smallBlock(t)
	var u store.Uppers
	reads := 0
	read := func(level []byte, root []byte, err error) func() (int, []byte, []byte, error) {
		return func() (int, []byte, []byte, error) { reads++; return 20, root, level, err }
	}
	restore := func() (*block.Block, error) { return b, nil }
	for range 2 {
		if _, err := u.Get(1, read(b.Level(), b.Root[:], nil), restore); err != nil {
			t.Fatal(err)
		}
	}
	if reads != 1 {
		t.Fatalf("%d reads for two gets; want 1", reads)
	}
	if up, err := u.Get(2, read(nil, b.Root[:], nil), restore); err != nil || up == nil {
		t.Fatalf("restored: %v", err)
	}
	boom := errors.New("boom")
	for what, get := range map[string]func() error{
		"read":  func() error { _, err := u.Get(3, read(nil, nil, boom), restore); return err },
		"root":  func() error { _, err := u.Get(4, read(b.Level(), b.Root[:31], nil), restore); return err },
		"level": func() error { _, err := u.Get(5, read(make([]byte, 32), b.Root[:], nil), restore); return err },
		"restore": func() error {
			_, err := u.Get(6, read(nil, b.Root[:], nil), func() (*block.Block, error) { return nil, boom })
			return err
		},
	} {
		if get() == nil {
			t.Errorf("%s: no error", what)
		}
	}
	if _, err := u.Get(3, read(b.Level(), b.Root[:], nil), restore); err != nil {
		t.Fatalf("block 3 after its failed read: %v", err)
	}
}
