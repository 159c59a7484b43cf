package screens

import (
	"fmt"

	"revela/render/api"
)

// Showing is why a unit is shown.
type Showing uint8

const (
	Bought   Showing = iota // just bought
	Resumed                 // bought earlier, not finished: resumed at its step
	Recalled                // finished: replayed exactly as sold (game recall)
)

// ShowingOf is how a ticket opened from the history (or ?ticket=ID) is
// shown: resumed when unfinished, recalled when seen.
func ShowingOf(t api.Ticket) Showing {
	if t.Seen {
		return Recalled
	}
	return Resumed
}

// Unit is one unit on screen: its ticket, the timeline playing it and
// the board drawing it, or the error that kept it from being played.
type Unit[B any] struct {
	Ticket  api.Ticket
	Showing Showing
	TL      Timeline // nil when Err is set
	Board   B
	// Err is why the unit is not played: its game has no screen here, or
	// its script failed the check (docs/rules 0.1).
	Err error
	// Proven is set once the unit's proof placed it in its block's
	// published commitment (Prove): the end panel shows the seal.
	Proven bool

	saved int  // steps remembered in Progress
	ended bool // the end has been handled
}

// Check decodes t's script with its game's rules core, checks that the
// ticket and its script agree on the game, the stake and the prize, and
// opens the timeline (the game's engine derives the transcript, which
// must end with the prize). Nothing is played when it fails.
func (r *Registry[B]) Check(t api.Ticket) (Timeline, B, error) {
	var none B
	sc, ok := r.Lookup(t.Game)
	if !ok {
		return nil, none, fmt.Errorf("game %q is not playable in this client", t.Game)
	}
	s, err := sc.Core.Decode(t.Script)
	if err != nil {
		return nil, none, err
	}
	tl, b, err := sc.Open(s)
	if err != nil {
		return nil, none, err
	}
	if e := s.Envelope(); e.Prize != t.Prize || e.Stake != t.Stake || e.Game != t.Game {
		return nil, none, fmt.Errorf("the ticket (%s, stake %s, prize %s) and its script (%s, stake %s, prize %s) disagree",
			t.Game, t.Stake, t.Prize, e.Game, e.Stake, e.Prize)
	}
	if tl.Prize() != t.Prize {
		return nil, none, fmt.Errorf("the transcript does not end with the prize %s", t.Prize)
	}
	return tl, b, nil
}

// Open prepares ticket t for the screen in mode: checked (Err set when
// it fails), resumed at the steps remembered in pr, on AUTO when asked or
// recalled.
func (r *Registry[B]) Open(t api.Ticket, mode Showing, auto bool, pr Progress) *Unit[B] {
	u := &Unit[B]{Ticket: t, Showing: mode}
	u.TL, u.Board, u.Err = r.Check(t)
	if u.Err != nil {
		return u
	}
	if mode == Resumed {
		// the steps released before the reload (here, or on another
		// device as the server has it) are shown at once
		u.TL.FastForward(max(pr.Load(t.ID), t.Step))
		u.saved = u.TL.Steps()
	}
	if auto || mode == Recalled {
		u.TL.SetAuto()
	}
	return u
}

// Settle runs after the tick's timeline update and input: it remembers
// each step released (GO or AUTO) for a reload and reports it in step
// (-1 when none was released this tick: the caller tells the server),
// and reports true on the one tick the unit ends, when its progress
// becomes "finished, to acknowledge" (Progress.Finish).
func (u *Unit[B]) Settle(pr Progress) (endedNow bool, step int) {
	if u.TL == nil || u.ended {
		return false, -1
	}
	if u.TL.Ended() {
		u.ended = true
		if u.Showing != Recalled {
			pr.Finish(u.Ticket.ID)
		}
		return true, -1
	}
	if u.Showing != Recalled && u.TL.Steps() != u.saved {
		u.saved = u.TL.Steps()
		pr.Save(u.Ticket.ID, u.saved)
		return false, u.saved
	}
	return false, -1
}

// MarkSeen reports whether the server must be told that the player saw
// the end of the unit (a unit played or resumed, not yet seen), and
// records that it was.
func (u *Unit[B]) MarkSeen() bool {
	if u.Showing == Recalled || u.Ticket.Seen {
		return false
	}
	u.Ticket.Seen = true
	return true
}
