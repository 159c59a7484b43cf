package postgres

import "context"

// Kill drops the lease connection and the pool without any cleanup, as a
// process killed at that instant would: for tests of a process's death.
func (s *Store) Kill() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.lockMu.Lock()
	if s.lock != nil {
		s.lock.PgConn().Conn().Close()
	}
	s.lockMu.Unlock()
	s.pool.Close()
}

// LoseLockConn closes the lease connection alone, as a network failure
// would.
func (s *Store) LoseLockConn() {
	s.lockMu.Lock()
	s.lock.Close(context.Background())
	s.lockMu.Unlock()
}
