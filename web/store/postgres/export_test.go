package postgres

import "context"

// Kill drops the lease connection and the pool without any cleanup, as a
// process killed at that instant would: for tests of a process's death.
func (s *Store) Kill() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.closeOps()
	s.lockMu.Lock()
	if s.lock != nil {
		s.lock.PgConn().Conn().Close()
	}
	s.lockMu.Unlock()
	s.pool.Close()
}

// LoseLockConn closes the lease connection alone, as a network failure
// would, and runs the check that watchLock runs every lockCheck.
func (s *Store) LoseLockConn() {
	s.lockMu.Lock()
	s.lock.Close(context.Background())
	s.lockMu.Unlock()
	s.checkLock()
}

// LockPID is the server process id of the lease connection.
func LockPID(s *Store) uint32 {
	s.lockMu.Lock()
	defer s.lockMu.Unlock()
	return s.lock.PgConn().PID()
}

// SetFault sets the hook that fails steps of the group commit (nil:
// none): "acquire" (the connection), "begin", "savepoint", "sale" (a
// sale's statement), "release", "rollback to", "commit", and "committed"
// (the answer of a COMMIT that was stored, lost).
func SetFault(s *Store, f func(step string) error) {
	if f == nil {
		s.fault.Store(nil)
		return
	}
	s.fault.Store(&f)
}

// Pending is the number of sales waiting for a committer.
func Pending(s *Store) int { return len(s.ops) }

// CheckLock runs the check that watchLock runs every lockCheck.
func CheckLock(s *Store) { s.checkLock() }
