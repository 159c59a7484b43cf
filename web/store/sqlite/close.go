package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"revela/core/money"
	"revela/web/store"
)

// CloseSeries closes the open block of game at stake in the SQLite file
// at path before it is sold out (`revela blocks close`, issue 28): its
// secret and units are published from then, and the next sale of the
// series opens the next block. It works while a server has the file
// open, without its lock: the server's writer sees that another
// connection wrote the file (outside) when its next group of writes
// begins, before its next sale, and reads its series again. It returns the block closed, or store.ErrNotFound when
// the series has no open block.
func CloseSeries(ctx context.Context, path string, game string, stake money.Cents) (int64, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=rw&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_txlock=immediate")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var id int64
	err = db.QueryRowContext(ctx, `UPDATE blocks SET state = 'closed', closed_at = ?, closed_early = 1
		WHERE game = ? AND stake_cents = ? AND state = 'open' RETURNING id`, nowMillis(), game, int64(stake)).Scan(&id)
	switch {
	case err == sql.ErrNoRows:
		return 0, fmt.Errorf("%s %s €: no open block: %w", game, stake, store.ErrNotFound)
	case err != nil:
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	return id, nil
}

// outside reads the series again when another connection has written the
// file since the last group (PRAGMA data_version changed), at the start
// of each group, under its write lock: a block closed by CloseSeries is
// then no longer sold from (the players' standings are read again too). Writer goroutine only.
func (s *Store) outside(w *wtx) error {
	var v int64
	if err := w.stmt(s.stmts.version).QueryRowContext(w.ctx).Scan(&v); err != nil {
		return err
	}
	if v != s.version {
		s.log.Info("store: the file was written by another connection: its series are read again")
		clear(s.series)
		clear(s.standings)
		clear(s.sessions)
		s.version = v
	}
	return nil
}

// ReadAudited reads block id of the SQLite file at path for an audit, read
// only and without the store's lock (a server may have the file open):
// its commitment, its units once closed and its sold tickets' scripts;
// store.ErrNotFound for an unknown block.
func ReadAudited(ctx context.Context, path string, id int64) (store.Audited, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return store.Audited{}, err
	}
	defer db.Close()
	var a store.Audited
	if a.Commitment, err = store.ScanCommitment(db.QueryRowContext(ctx, commitmentSQL+`WHERE id = ?`, id).Scan); err != nil {
		if err == sql.ErrNoRows {
			err = store.ErrNotFound
		}
		return store.Audited{}, fmt.Errorf("block %d: %w", id, err)
	}
	if a.Commitment.Secret != nil {
		if err := db.QueryRowContext(ctx, `SELECT units FROM blocks WHERE id = ?`, id).Scan(&a.Units); err != nil {
			return store.Audited{}, err
		}
	}
	rows, err := db.QueryContext(ctx, `SELECT position, script FROM tickets WHERE block_id = ?`, id)
	if err != nil {
		return store.Audited{}, err
	}
	defer rows.Close()
	a.Scripts, err = store.ReadScripts(rows)
	return a, err
}
