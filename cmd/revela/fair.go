package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"revela/core"
	"revela/core/block"
	"revela/core/games"
	"revela/core/lots"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/sqlite"
	"revela/web/wire"
)

// isPostgres tells whether --db names a PostgreSQL URL rather than a
// SQLite file.
func isPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// runBlocks runs `revela blocks close --db DB --game G --stake S`: the
// series' open block is closed now (its secret and units published),
// while servers run; the next sale opens the next block (issue 28).
func runBlocks(args []string, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "close" {
		return usagef("want: blocks close --db DB --game G --stake S")
	}
	fs := newFlags("blocks close")
	db := fs.String("db", "", "SQLite database file, or a PostgreSQL URL postgres://...")
	game := fs.String("game", "", "game id")
	stake := fs.String("stake", "", "stake in euros")
	if err := parse(fs, args[1:]); err != nil {
		return err
	}
	if *db == "" {
		return usagef("--db is required")
	}
	t, err := table(*game, *stake)
	if err != nil {
		return err
	}
	closeSeries := sqlite.CloseSeries
	if isPostgres(*db) {
		closeSeries = postgres.CloseSeries
	}
	id, err := closeSeries(context.Background(), *db, t.Game, t.Stake)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "block %d of %s %s € closed: its secret and units are published; the next sale opens the next block\n", id, t.Game, t.Stake)
	return nil
}

// auditTables finds the registered lot table of a block's game and
// stake; the tests set their small tables.
var auditTables = lots.Find

// runAuditBlock runs `revela audit block (--url URL | --db DB) --block
// ID`: it reads the block's published commitment, secret and units (from
// the API, or the database with the sold tickets' scripts), checks them
// (auditBlock), prints the report and fails (exit 1) on any difference.
func runAuditBlock(args []string, stdout io.Writer) error {
	fs := newFlags("audit block")
	url := fs.String("url", "", "the server's base URL, http://host:port")
	db := fs.String("db", "", "SQLite database file, or a PostgreSQL URL postgres://...")
	id := fs.Int64("block", 0, "block id")
	if err := parse(fs, args); err != nil {
		return err
	}
	if (*url == "") == (*db == "") || *id <= 0 {
		return usagef("want: audit block (--url URL | --db DB) --block ID (a positive id)")
	}
	ctx := context.Background()
	var (
		a   store.Audited
		err error
	)
	switch {
	case *url != "":
		a, err = fetchAudited(ctx, strings.TrimSuffix(*url, "/"), *id)
	case isPostgres(*db):
		a, err = postgres.ReadAudited(ctx, *db, *id)
	default:
		a, err = sqlite.ReadAudited(ctx, *db, *id)
	}
	if err != nil {
		return err
	}
	diffs := auditBlock(a, stdout)
	if len(diffs) > 0 {
		fmt.Fprintln(stdout, "FAIL")
		return fmt.Errorf("block %d: %d differences, first: %s", *id, len(diffs), diffs[0])
	}
	fmt.Fprintln(stdout, "PASS")
	return nil
}

// fetchAudited reads block id from the API at base: GET
// /api/v1/blocks/{id} and, once it is closed, /api/v1/blocks/{id}/units.
func fetchAudited(ctx context.Context, base string, id int64) (store.Audited, error) {
	get := func(path string) ([]byte, error) {
		req, err := http.NewRequestWithContext(ctx, "GET", base+path, nil)
		if err != nil {
			return nil, usageError{err}
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, err
		}
		defer res.Body.Close()
		b, err := io.ReadAll(io.LimitReader(res.Body, 64<<20))
		if err == nil && res.StatusCode != http.StatusOK {
			err = fmt.Errorf("GET %s: %s: %s", path, res.Status, bytes.TrimSpace(b))
		}
		return b, err
	}
	path := "/api/v1/blocks/" + strconv.FormatInt(id, 10)
	body, err := get(path)
	if err != nil {
		return store.Audited{}, err
	}
	var wb wire.Block
	if err := json.Unmarshal(body, &wb); err != nil {
		return store.Audited{}, fmt.Errorf("GET %s: %w", path, err)
	}
	c, err := commitmentOf(wb)
	if err != nil {
		return store.Audited{}, fmt.Errorf("GET %s: %w", path, err)
	}
	a := store.Audited{Commitment: c}
	if c.Secret != nil {
		if a.Units, err = get(path + "/units"); err != nil {
			return store.Audited{}, err
		}
	}
	return a, nil
}

// commitmentOf reads a published block's hex fields.
func commitmentOf(wb wire.Block) (store.Commitment, error) {
	id, err := strconv.ParseInt(wb.ID, 10, 64)
	if err != nil {
		return store.Commitment{}, fmt.Errorf("block id %q", wb.ID)
	}
	c := store.Commitment{ID: id, Game: wb.Game, Stake: wb.Stake, Version: wb.Version, Size: wb.Size, OpenedAt: wb.OpenedAt, Sold: wb.Sold, ClosedAt: wb.ClosedAt}
	for _, f := range []struct {
		name, hex string
		dst       *[32]byte
	}{{"table", wb.Table, &c.Table}, {"root", wb.Root, &c.Root}, {"secret_hash", wb.SecretHash, &c.Hash}} {
		if b, err := hex.DecodeString(f.hex); err != nil || len(b) != 32 {
			return store.Commitment{}, fmt.Errorf("%s %q is not 32 bytes of hex", f.name, f.hex)
		} else {
			*f.dst = [32]byte(b)
		}
	}
	if wb.Secret != "" {
		b, err := hex.DecodeString(wb.Secret)
		if err != nil || len(b) != 32 {
			return store.Commitment{}, fmt.Errorf("secret %q is not 32 bytes of hex", wb.Secret)
		}
		s := [32]byte(b)
		c.Secret = &s
	}
	return c, nil
}

// auditBlock checks a closed block's published data and writes a short
// report to w: the secret against its published hash, the units' count
// against the size, the published table digest and version against the
// registered table and the game's rules core, the counts per lot and
// presentation variant against that table, the Merkle root recomputed
// from the units and the secret, and every unit's script composed again
// (Block.UnitRand) and validated, compared with the sold ticket's where
// a is read from the database. It returns the differences found.
func auditBlock(a store.Audited, w io.Writer) (diffs []string) {
	c := a.Commitment
	differ := func(format string, args ...any) {
		d := fmt.Sprintf(format, args...)
		diffs = append(diffs, d)
		fmt.Fprintln(w, "DIFFERS "+d)
	}
	ok := func(format string, args ...any) { fmt.Fprintf(w, "ok      "+format+"\n", args...) }
	fmt.Fprintf(w, "block %d: %s %s € (%s), %d units, %d sold\n", c.ID, c.Game, c.Stake, c.Version, c.Size, c.Sold)
	if c.Secret == nil || a.Units == nil {
		differ("not closed: its secret and units are published once it is closed")
		return diffs
	}
	fmt.Fprintf(w, "closed %s\n", c.ClosedAt.UTC().Format(time.RFC3339))
	if h := sha256.Sum256(c.Secret[:]); h != c.Hash {
		differ("secret: hashes to %x, the published secret hash is %x", h, c.Hash)
	} else {
		ok("secret: hashes to the published secret hash %x", c.Hash)
	}
	if len(a.Units) != c.Size {
		differ("size: %d units published for a block of %d", len(a.Units), c.Size)
	}
	t, err := auditTables(c.Game, c.Stake)
	if err != nil {
		differ("table: %v", err)
		return diffs
	}
	if d := t.Digest(); d != c.Table {
		differ("table: the published digest %x is not the registered %s %s € table's %x", c.Table, c.Game, c.Stake, d)
	} else {
		ok("table: the registered %s %s € table (digest %x)", c.Game, c.Stake, d)
	}
	g, err := games.Lookup(c.Game)
	if err != nil || g.Version != c.Version {
		differ("version: the block says %q; the game's rules core is %q (%v)", c.Version, versionOf(g), err)
		return diffs
	}
	b := &block.Block{Table: t, Secret: *c.Secret, Units: make([]block.Unit, len(a.Units))}
	for i, u := range a.Units {
		b.Units[i] = block.Unit(u)
	}
	if err := b.Check(); err != nil {
		differ("counts: %v", err)
		return diffs
	}
	ok("counts: per lot and presentation variant, the table's: %s", countsLine(b))
	if r := block.Root(b.Units, &b.Secret, t); r != c.Root {
		differ("root: the units and the secret give %x, the published root is %x", r, c.Root)
	} else {
		ok("root: %x recomputed from the units and the secret", r)
	}
	composed, compared, bad := 0, 0, 0
	for pos := range b.Units {
		script, err := store.Compose(b, pos)
		if err != nil {
			if bad++; bad <= 3 {
				differ("unit %d: its script: %v", pos, err)
			}
			continue
		}
		composed++
		if sold, ok := a.Scripts[pos]; ok {
			compared++
			if !bytes.Equal(sold, script) {
				if bad++; bad <= 3 {
					differ("unit %d: the sold ticket's script is not the one its stream composes", pos)
				}
			}
		}
	}
	if bad > 3 {
		differ("%d units in all whose script differs or fails", bad)
	}
	if bad == 0 {
		ok("scripts: %d composed again and valid; %d equal to the sold tickets' scripts", composed, compared)
	}
	return diffs
}

func versionOf(g *core.Game) string {
	if g == nil {
		return ""
	}
	return g.Version
}

// countsLine is the block's units per lot amount and variant.
func countsLine(b *block.Block) string {
	counts := b.Counts()
	var parts []string
	for i := range len(b.Table.Lots) + 1 {
		i = (i + 1) % (len(b.Table.Lots) + 1) // the lots, then the losing units
		name := "losing"
		if i > 0 {
			name = b.Table.Lots[i-1].Amount.String() + " €"
		}
		parts = append(parts, fmt.Sprintf("%s %d+%d", name, counts[0][i], counts[1][i]))
	}
	return strings.Join(parts, ", ")
}
