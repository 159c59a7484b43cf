package sqlite

import (
	"context"

	"revela/core/money"
)

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

// ReadyBlock is the id of the block the writer holds ready for the series
// (game, stake), read by the writer goroutine itself; 0 when none.
func ReadyBlock(s *Store, game string, stake money.Cents) (int64, error) {
	var id int64
	err := s.do(context.Background(), func(w *wtx) error {
		if ser := s.series[seriesKey{game, stake}]; ser != nil && ser.ready != nil {
			id = ser.ready.id
		}
		return nil
	})
	return id, err
}
