// Package diamondriver is the rules core of DIAMOND RIVER
// (docs/rules/diamond-river.md): its parameters, the outcome script, the
// engine (script → transcript), the validator, natural play and the
// composer.
package diamondriver

import (
	"revela/core"
	"revela/core/money"
	"revela/core/rules"
)

// Script is the outcome script of one DIAMOND RIVER unit: only the draws
// (docs/rules/README.md, 0.1) and the envelope. JSON field names are part
// of the contract (docs/diamond-river-script.md).
type Script struct {
	Header

	// Throws holds the grid of each throw in the order played (art. 5.3):
	// 4 plus one per "+1" seen (D-4). In JSON each grid is 5 strings of 6
	// letters, row by row.
	Throws []Grid `json:"throws"`

	// Wheel is the segment (0-19) the wheel lands on, present exactly when
	// a throw shows the wheel symbol (art. 5.8, D-6).
	Wheel *int `json:"wheel,omitempty"`
}

// Header is the envelope of a script (docs/rules/README.md, 0.1): game,
// stake, declared prize and parameter version. It is core.Envelope under
// another name, so that Script can have the method Envelope.
type Header = core.Envelope

// Envelope returns the script's envelope (core.Script).
func (s *Script) Envelope() core.Envelope { return s.Header }

// Grid is the 30 symbols of one throw, row by row: Grid[6*row+col] (D-1).
type Grid [Cells]Symbol

// MarshalJSON writes the grid as 5 strings of 6 letters, row by row; a
// cell outside the alphabet is an error.
func (g Grid) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 48) // 5 quoted rows of 6, 4 commas, 2 brackets: 46
	b = append(b, '[')
	for r := 0; r < Rows; r++ {
		if r > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		for c := 0; c < Cols; c++ {
			s := g[Cols*r+c]
			if s.Letter() == '?' {
				return nil, invalid(RuleShape, "cell (%d,%d) holds %s, not a symbol", r, c, s)
			}
			b = append(b, s.Letter())
		}
		b = append(b, '"')
	}
	return append(b, ']'), nil
}

// Triple is one winning run of three (art. 5.4, 5.5, D-3): three
// consecutive cells along a row, a column or a diagonal, of one gem colour
// with at most one magic gem among them.
type Triple struct {
	Cells  [3]int8 // the cells, in reading order
	Colour Symbol  // the gem colour (Red to Pink)
	Magic  int8    // the magic gem's cell, -1 when none
}

// EventKind names what one transcript event shows.
type EventKind uint8

const (
	EvThrow       EventKind = iota + 1 // throw Throw shows Grid; Left throws remain after it
	EvTriple                           // Triple wins Amount
	EvGolden                           // a golden gem at Cell: Count collected; the third pays Amount (D-5)
	EvPlus                             // a "+1" at Cell: Throws is the unit's new throw count, Left what remains (D-4)
	EvWheelSymbol                      // the wheel symbol at Cell: the wheel opens after the last throw (D-6)
	EvWheel                            // the wheel lands on Segment and pays Amount (D-6)
	EvEnd                              // the unit is over: Total is the prize (D-7)
)

// Event is one step of the transcript, in the order the player sees it.
// Events are grouped by player step: Step is the throw (0, 1, ...) or,
// for EvWheel, the wheel's step (the number of throws); EvEnd carries the
// last step. Fields that do not apply to its kind are zero.
type Event struct {
	Kind    EventKind
	Step    int8
	Cell    int8   // EvGolden, EvPlus, EvWheelSymbol: the cell, 6*row+col
	Count   int8   // EvGolden: golden gems collected so far, 1-3
	Throws  int8   // EvThrow, EvPlus: the unit's throw count so far
	Left    int8   // EvThrow, EvPlus: throws left after the current one
	Segment int8   // EvWheel: 0-19
	Triple  Triple // EvTriple
	Grid    Grid   // EvThrow: the 30 symbols
	Amount  money.Cents
	Total   money.Cents // running total after this event
}

// Transcript is the ordered list of events a script derives.
type Transcript []Event

var eventNames = [...]string{
	EvThrow: "throw", EvTriple: "triple", EvGolden: "golden", EvPlus: "plus",
	EvWheelSymbol: "wheel-symbol", EvWheel: "wheel", EvEnd: "end",
}

// String names the event kind: "throw", "triple", "golden", "plus",
// "wheel-symbol", "wheel", "end".
func (k EventKind) String() string { return rules.Name(eventNames[:], uint8(k), "event") }
