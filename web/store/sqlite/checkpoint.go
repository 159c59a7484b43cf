package sqlite

import (
	"context"
	"database/sql"
	"time"
)

// checkpointEvery is the least time between two checkpoints of the
// checkpointer.
const checkpointEvery = 100 * time.Millisecond

// checkpointer copies the WAL's committed pages into the database file
// (PRAGMA wal_checkpoint(PASSIVE)) on a connection of its own, at most
// every checkpointEvery while the writer commits, so that the sales'
// commits do not copy them (SQLite's default: the commit that takes the
// WAL past 1,000 pages checkpoints it all, and its sales wait). A passive
// checkpoint takes neither the write lock nor a reader's place: the
// writer goes on beside it. Under continuous writes it never copies the
// very last frames, and SQLite starts the WAL over only after a
// checkpoint that copied all of it: so the writer's connection keeps
// wal_autocheckpoint, at Options.WALPages, and its commit past that bound
// copies the few frames left (the checkpointer did the rest) and lets the
// WAL start over. It ends with the store's stop context.
func (s *Store) checkpointer(db *sql.DB) {
	defer s.bg.Done()
	for {
		select {
		case <-s.stop.Done():
			return
		case <-s.committed:
		}
		var busy, log, done int
		if err := db.QueryRowContext(s.stop, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &log, &done); err != nil {
			if s.stop.Err() == nil {
				s.log.Warn("store: checkpoint", "err", err)
			}
		} else {
			s.checkpoints.Add(1)
		}
		select {
		case <-s.stop.Done():
			return
		case <-time.After(checkpointEvery):
		}
	}
}

// startCheckpointer opens the checkpointer's connection on dsn and starts
// it.
func (s *Store) startCheckpointer(ctx context.Context, dsn string) error {
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return err
	}
	db.SetMaxOpenConns(1)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return err
	}
	s.ckpt = db
	s.bg.Add(1)
	go s.checkpointer(db)
	return nil
}
