package store

import (
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"sync"
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
	State    string    // "ready" (stored, not yet on sale), "open" (on sale) or "closed"
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
	c.State = state
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

// ProofOf returns the proof of the unit at pos of b encoded as a ticket
// stores it, without its siblings above its group of 256 (stored:
// block.Proof.MarshalLower, at most 290 bytes), and whole (full:
// MarshalBinary), for the sale's answer. Store.Upper completes a stored
// one.
func ProofOf(b *block.Block, pos int) (stored, full []byte, err error) {
	p := b.Prove(pos)
	if stored, err = p.MarshalLower(); err != nil {
		return nil, nil, err
	}
	full, err = p.MarshalBinary()
	return stored, full, err
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

// Uppers caches the upper levels of blocks' trees (block.Upper) by
// block id, for the proofs stored without them: at most maxUppers
// blocks (375 KB each for 1,500,000 units), emptied when full. Safe for
// concurrent use.
type Uppers struct {
	mu sync.Mutex
	m  map[int64]*block.Upper
}

const maxUppers = 16

// Get returns block id's upper levels, read by read the first time: the
// block's size, root and kept level (block.Block.Level), or, for a block
// stored without a level, its whole row restored (restore).
func (u *Uppers) Get(id int64, read func() (size int, root, level []byte, err error), restore func() (*block.Block, error)) (*block.Upper, error) {
	u.mu.Lock()
	up := u.m[id]
	u.mu.Unlock()
	if up != nil {
		return up, nil
	}
	size, root, level, err := read()
	if err != nil {
		return nil, err
	}
	if len(root) != 32 {
		return nil, fmt.Errorf("block %d: a root of %d bytes", id, len(root))
	}
	if level == nil {
		b, err := restore()
		if err != nil {
			return nil, err
		}
		level = b.Level()
	}
	if up, err = block.NewUpper(level, size, [32]byte(root)); err != nil {
		return nil, fmt.Errorf("block %d: %w", id, err)
	}
	u.mu.Lock()
	if u.m == nil || len(u.m) >= maxUppers {
		u.m = map[int64]*block.Upper{}
	}
	u.m[id] = up
	u.mu.Unlock()
	return up, nil
}
