package sqlite

import (
	"errors"
	"sync/atomic"

	"revela/web/store"
)

// defaultAhead is Options.Ahead's default: the units of an open block
// composed ahead of its sales.
const defaultAhead = 256

// unit is what the sale of one unit stores beside the ticket's money: its
// script and its proof (stored: the lower levels; full: the whole proof).
type unit struct {
	pos                  int
	script, stored, full []byte
}

// ahead holds the units of one open block composed ahead of its sales by
// a goroutine outside the writer, so that the writer's transaction (the
// one thing every sale waits for in turn) does not compose scripts nor
// build proofs. Slot pos % len(slots) holds the unit at pos once
// composed; a unit missing (not composed yet, or its composer failed) is
// composed by the writer itself, so a sale never depends on it being
// there, and a composer's error or panic is met by the sale as before.
type ahead struct {
	slots   []atomic.Pointer[unit]
	to      int         // the end of the positions handed to a filler so far (writer only)
	filling atomic.Bool // a filler runs
}

// unitOf returns the script and proof of lb's unit at pos (writer
// goroutine only): the one composed ahead when there is one, else one
// composed now. It hands the next positions to a filler goroutine when
// fewer than half of Options.Ahead are composed or being composed.
func (s *Store) unitOf(lb *liveBlock, pos int) (unit, error) {
	if s.opt.Ahead == 0 { // none (Open: a negative Options.Ahead)
		return s.compose(lb, pos)
	}
	a := lb.ahead
	if a == nil {
		a = &ahead{slots: make([]atomic.Pointer[unit], s.opt.Ahead)}
		lb.ahead = a
	}
	n := len(a.slots)
	if a.to-pos < n/2 && !a.filling.Load() {
		// From the first position not handed out yet to n past pos: at
		// the end of the block, none (an empty loop).
		from, end := max(a.to, pos+1), min(pos+n, len(lb.b.Units))
		a.to = max(a.to, end)
		a.filling.Store(true)
		s.bg.Add(1)
		go func() {
			defer s.bg.Done()
			defer a.filling.Store(false)
			for p := from; p < end; p++ {
				if u, err := s.composeSafe(lb, p); err == nil {
					a.slots[p%n].Store(&u)
				}
			}
		}()
	}
	if u := a.slots[pos%n].Load(); u != nil && u.pos == pos {
		return *u, nil
	}
	return s.compose(lb, pos)
}

// composeSafe is compose outside the writer: a composer's panic is an
// error here (the writer, composing the unit again, meets it itself).
func (s *Store) composeSafe(lb *liveBlock, pos int) (u unit, err error) {
	defer func() {
		if recover() != nil {
			err = errPanicked
		}
	}()
	return s.compose(lb, pos)
}

// errPanicked is composeSafe's error for a composer that panicked.
var errPanicked = errors.New("the composer panicked")

// compose composes lb's unit at pos and builds its proof.
func (s *Store) compose(lb *liveBlock, pos int) (unit, error) {
	script, err := s.opt.Compose(lb.b, pos)
	if err != nil {
		return unit{}, &store.ComposeError{Game: lb.b.Table.Game, Block: lb.id, Position: pos, Err: err}
	}
	stored, full, err := store.ProofOf(lb.b, pos)
	if err != nil {
		return unit{}, err
	}
	return unit{pos: pos, script: script, stored: stored, full: full}, nil
}
