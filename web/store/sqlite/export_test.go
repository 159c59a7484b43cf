package sqlite

import (
	"context"
	"slices"
	"time"

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

// Composed lists the positions of the open block of (game, stake) whose
// units are composed ahead, read by the writer goroutine itself.
func Composed(s *Store, game string, stake money.Cents) ([]int, error) {
	var got []int
	err := s.do(context.Background(), func(w *wtx) error {
		ser := s.series[seriesKey{game, stake}]
		if ser == nil || ser.open == nil || ser.open.ahead == nil {
			return nil
		}
		for i := range ser.open.ahead.slots {
			if u := ser.open.ahead.slots[i].Load(); u != nil {
				got = append(got, u.pos)
			}
		}
		slices.Sort(got)
		return nil
	})
	return got, err
}

// AheadTo is the end of the positions of the open block of (game, stake)
// handed to a filler goroutine so far (0: none), read by the writer
// goroutine itself.
func AheadTo(s *Store, game string, stake money.Cents) (int, error) {
	to := 0
	err := s.do(context.Background(), func(w *wtx) error {
		if ser := s.series[seriesKey{game, stake}]; ser != nil && ser.open != nil && ser.open.ahead != nil {
			to = ser.open.ahead.to
		}
		return nil
	})
	return to, err
}

// HistoryQuery and UnseenQuery are the queries of Tickets and Unseen.
const (
	HistoryQuery = historyQuery
	UnseenQuery  = unseenQuery
)

// RawSalesIn is RawSales's writing, in a store opened by the test.
func RawSalesIn(s *Store, ctx context.Context, batch int, d time.Duration) (int, time.Duration, error) {
	return s.rawSales(ctx, batch, d)
}
