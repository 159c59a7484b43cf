package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
)

// Defaults sets the hooks that a store's options leave nil to those of
// production: lots.Find for the lot tables, Compose for the scripts,
// block.Build (crypto/rand) for the blocks and slog.Default() for the log.
func Defaults(tables *func(game string, stake money.Cents) (*lots.Table, error), compose *func(b *block.Block, pos int) ([]byte, error),
	build *func(t *lots.Table) (*block.Block, error), log **slog.Logger) {
	if *tables == nil {
		*tables = lots.Find
	}
	if *compose == nil {
		*compose = Compose
	}
	if *build == nil {
		*build = block.Build
	}
	if *log == nil {
		*log = slog.Default()
	}
}

// NewPlayer is a player about to be created at now holding balance, with
// a new random public id; the store gives its key. A balance below 0 or
// above money.Max is an error.
func NewPlayer(balance money.Cents, demo bool, now time.Time) (Player, error) {
	if balance < 0 {
		return Player{}, fmt.Errorf("negative opening balance %s", balance)
	}
	if balance > money.Max {
		return Player{}, fmt.Errorf("opening balance %s over the largest amount %s", balance, money.Max)
	}
	var id [16]byte
	rand.Read(id[:])
	return Player{ID: hex.EncodeToString(id[:]), Balance: balance, Demo: demo, CreatedAt: now, LastSeen: now, Issued: now}, nil
}

// The sessions' SQL is one text for both stores: mark is how a store
// writes its numbered parameters ("?" for SQLite's ?1, "$" for
// PostgreSQL's $1).

// param is the store's numbered parameter n.
func param(mark string, n int) string { return mark + strconv.Itoa(n) }

// TokenOf is the condition that a players row is the session of the token
// hash in parameter n, its current token or the one it replaced, not
// ended.
func TokenOf(mark string, n int) string {
	h := param(mark, n)
	return `(token_hash = ` + h + ` OR prev_token_hash = ` + h + `) AND ended_at IS NULL`
}

// IssuedOf is when the token hash in parameter n was issued, on its
// session's row.
func IssuedOf(mark string, n int) string {
	return `CASE WHEN token_hash = ` + param(mark, n) + ` THEN COALESCE(session_at, created_at) ELSE prev_at END`
}

// PlayerSQL is PlayerByToken's statement (the token hash: parameter 1),
// which ScanPlayer reads: the token's issue, its replacement's when it is
// the replaced one (NULL otherwise), and whether the current token is
// unused since a renewal.
func PlayerSQL(mark string) string {
	return `SELECT key, id, balance, demo, created_at, COALESCE(last_seen_at, created_at), ` + IssuedOf(mark, 1) + `,
		CASE WHEN token_hash = ` + param(mark, 1) + ` THEN NULL ELSE session_at END, token_fresh <> 0
		FROM players WHERE ` + TokenOf(mark, 1)
}

// TouchSQL is TouchSession's statement: the last use (parameter 1) and,
// through the current token (parameter 2), its first use.
func TouchSQL(mark string) string {
	return `UPDATE players SET last_seen_at = ` + param(mark, 1) + `,
		token_fresh = CASE WHEN token_hash = ` + param(mark, 2) + ` THEN 0 ELSE token_fresh END
		WHERE ` + TokenOf(mark, 2)
}

// RenewSQL is RenewSession's statement: the old token's hash (parameter
// 1), the new one's (2), its issue (3) and settled (4).
func RenewSQL(mark string) string {
	old := param(mark, 1)
	return `UPDATE players SET
		prev_token_hash = CASE WHEN token_hash = ` + old + ` THEN token_hash ELSE prev_token_hash END,
		prev_at = CASE WHEN token_hash = ` + old + ` THEN COALESCE(session_at, created_at) ELSE prev_at END,
		token_hash = ` + param(mark, 2) + `, session_at = ` + param(mark, 3) + `, token_fresh = 1
		WHERE (token_hash = ` + old + ` OR (prev_token_hash = ` + old + ` AND session_at <= ` + param(mark, 4) + ` AND token_fresh <> 0))
		AND ended_at IS NULL`
}

// EndSQL is EndSession's statement: when (parameter 1), through either
// token (2).
func EndSQL(mark string) string {
	return `UPDATE players SET ended_at = ` + param(mark, 1) + ` WHERE ` + TokenOf(mark, 2)
}

// ScanPlayer reads a player from a row of PlayerSQL, the times in
// Unix milliseconds, through scan (a row's Scan, database/sql's or
// pgx's); scan's error is returned as it is.
func ScanPlayer(scan func(dest ...any) error) (Player, error) {
	var (
		p                              Player
		balance, created, seen, issued int64
		replaced                       *int64
	)
	if err := scan(&p.Key, &p.ID, &balance, &p.Demo, &created, &seen, &issued, &replaced, &p.Fresh); err != nil {
		return Player{}, err
	}
	p.Balance, p.CreatedAt, p.LastSeen = money.Cents(balance), time.UnixMilli(created), time.UnixMilli(seen)
	p.Issued = time.UnixMilli(issued)
	if replaced != nil {
		p.Replaced = time.UnixMilli(*replaced)
	}
	return p, nil
}

// CheckStep refuses a step that SetStep cannot record: below 0 or above
// MaxStep.
func CheckStep(step int) error {
	if step < 0 || step > MaxStep {
		return fmt.Errorf("step %d outside 0 to %d", step, MaxStep)
	}
	return nil
}

// CheckBlocks is the last part of a store's Check: every block read by
// blocks (each checked against its lot table and its commitment, as
// ReadBlocks does), then each of its tickets' prize against its unit
// (prizes, as CheckPrizes does).
func CheckBlocks(ctx context.Context, blocks func(context.Context) (map[int64]*block.Block, error),
	prizes func(ctx context.Context, id int64, b *block.Block) error) error {
	bs, err := blocks(ctx)
	if err != nil {
		return err
	}
	for id, b := range bs {
		if err := prizes(ctx, id, b); err != nil {
			return err
		}
	}
	return nil
}

// ReadTickets reads every row of rows with scan, in their order: an empty
// slice, never nil, when there is none; the first error of scan or of
// rows is returned.
func ReadTickets(rows Rows, scan func(Rows) (Ticket, error)) ([]Ticket, error) {
	out := []Ticket{}
	for rows.Next() {
		t, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}
