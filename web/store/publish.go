package store

import (
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"revela/core/block"
	"revela/core/games"
	"revela/core/lots"
	"revela/core/money"
)

// Commitment is a block's published commitment (GET /api/v1/blocks/{id},
// docs/blocks.md, Publication): published from the moment the block is
// stored (built, before its first sale), unchanged once published; its
// Secret only once it is closed (issue 28).
type Commitment struct {
	ID       int64
	Game     string
	Stake    money.Cents
	Version  string // the game's parameter version when the block was stored
	Size     int
	Table    [32]byte // (*lots.Table).Digest of the table it was filled from
	Root     [32]byte
	Hash     [32]byte  // SHA-256 of the secret
	OpenedAt time.Time // when it was stored and published
	Sold     int       // units sold so far
	ClosedAt *time.Time
	Secret   *[32]byte // nil until ClosedAt
}

// ErrNotClosed is the refusal of a block's units before it is closed:
// they would reveal every unsold unit's prize.
var ErrNotClosed = errors.New("the block is not closed")

// CommitmentColumns are the columns ScanCommitment reads from blocks
// (sold is the store's own expression for the units sold, appended).
const CommitmentColumns = `id, game, stake_cents, size, root, secret, state, created_at, closed_at, version, table_digest`

// ScanCommitment reads a row of CommitmentColumns and the units sold
// through scan. The secret is hashed and kept only when the block is
// closed; a block stored before its version and table were recorded
// (migration 0004 on SQLite, 0005 on PostgreSQL) gets the current ones.
func ScanCommitment(scan func(dest ...any) error) (Commitment, error) {
	var (
		c                    Commitment
		stake, created       int64
		root, secret, digest []byte
		state                string
		closed               sql.NullInt64
		version              sql.NullString
	)
	if err := scan(&c.ID, &c.Game, &stake, &c.Size, &root, &secret, &state, &created, &closed, &version, &digest, &c.Sold); err != nil {
		return Commitment{}, err
	}
	if len(root) != 32 || len(secret) != 32 || (digest != nil && len(digest) != 32) {
		return Commitment{}, fmt.Errorf("block %d is damaged: root of %d bytes, secret of %d, table digest of %d", c.ID, len(root), len(secret), len(digest))
	}
	c.Stake, c.Root, c.Hash, c.OpenedAt = money.Cents(stake), [32]byte(root), sha256.Sum256(secret), time.UnixMilli(created)
	if state == "closed" {
		at := time.UnixMilli(closed.Int64)
		s := [32]byte(secret)
		c.ClosedAt, c.Secret = &at, &s
	}
	c.Version = version.String
	if !version.Valid {
		if g, err := games.Lookup(c.Game); err == nil {
			c.Version = g.Version
		}
	}
	if digest != nil {
		c.Table = [32]byte(digest)
	} else if t, err := lots.Find(c.Game, c.Stake); err == nil {
		c.Table = t.Digest()
	}
	return c, nil
}

// Stamp returns what a block of t records beside its commitment when it
// is stored: the game's parameter version ("" for a game without rules
// core) and the table's digest.
func Stamp(t *lots.Table) (version string, digest []byte) {
	if g, err := games.Lookup(t.Game); err == nil {
		version = g.Version
	}
	d := t.Digest()
	return version, d[:]
}

// ProofOf returns the encoded proof of the unit at pos of b, as a ticket
// stores it (block.Proof.MarshalBinary).
func ProofOf(b *block.Block, pos int) ([]byte, error) {
	return b.Prove(pos).MarshalBinary()
}

// ReadCommitments reads every row of rows as ScanCommitment does: an
// empty slice, never nil, when there is none.
func ReadCommitments(rows Rows) ([]Commitment, error) {
	out := []Commitment{}
	for rows.Next() {
		c, err := ScanCommitment(rows.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// ClosedUnits reads a row of (state, units) through scan: the units of a
// closed block, ErrNotClosed for any other, ErrNotFound when scan's
// error is noRows (the driver's "no row").
func ClosedUnits(scan func(dest ...any) error, noRows error) ([]byte, error) {
	var (
		state string
		units []byte
	)
	err := scan(&state, &units)
	switch {
	case errors.Is(err, noRows):
		return nil, ErrNotFound
	case err != nil:
		return nil, err
	case state != "closed":
		return nil, ErrNotClosed
	}
	return units, nil
}

// Audited is what `revela audit block --db` reads of a block: its
// published commitment, its units (once closed, else nil) and the
// scripts of its sold tickets by position.
type Audited struct {
	Commitment Commitment
	Units      []byte
	Scripts    map[int][]byte
}

// ReadScripts reads rows of (position, script) into a map by position.
func ReadScripts(rows Rows) (map[int][]byte, error) {
	out := map[int][]byte{}
	for rows.Next() {
		var (
			pos    int
			script []byte
		)
		if err := rows.Scan(&pos, &script); err != nil {
			return nil, err
		}
		out[pos] = script
	}
	return out, rows.Err()
}
