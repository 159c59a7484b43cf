package sqlite

import "context"

// SetFault sets the hook that fails steps of the group commit (nil: none).
// It is set by the writer goroutine itself, after a group of its own, so
// that it never races with a commit.
func SetFault(s *Store, f func(step string) error) error {
	return s.do(context.Background(), func(w *wtx) error {
		w.after(func() { s.fault = f })
		return nil
	})
}

// Pending is the number of writes waiting for the writer goroutine.
func Pending(s *Store) int { return len(s.ops) }
