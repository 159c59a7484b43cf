// Package sudoku is the rules core of SUDOKU (seeds/sudoku.txt,
// docs/rules/sudoku.md): its parameters, the outcome script, the engine
// (script → transcript), the validator, natural play and the composer.
package sudoku

import (
	"revela/core"
	"revela/core/money"
	"revela/core/rules"
)

// Script is the outcome script of one SUDOKU unit: only the draws
// (docs/rules/README.md, 0.1) and the envelope. JSON field names are part
// of the contract (docs/sudoku-script.md).
type Script struct {
	Header

	// Grid holds the 9 rows, each 9 digits '1'-'9': Grid[r][c] is the digit
	// under the cell at row r, column c. A complete, valid Sudoku (S-1).
	Grid [N]string `json:"grid"`

	// Shown holds the 9 rows of the start: '1' for a cell shown when the
	// player presses Jouer, '0' for a hidden one (art. 4.3). Every block
	// has at least one of each (S-2).
	Shown [N]string `json:"shown"`

	// Gain is the amount shown in the Gain case (art. 4.3), on the Gain
	// ladder of the stake (S-5, S-5a).
	Gain money.Cents `json:"gain"`

	// Throws holds the dice throws in order, each two faces: 1-5 pips or
	// 0 for the clover (art. 4.3.1, S-3). There are exactly 3 plus one per
	// clover (S-4).
	Throws [][2]int `json:"throws"`
}

// Header is the envelope of a script (docs/rules/README.md, 0.1): game,
// stake, declared prize and parameter version. It is core.Envelope under
// another name, so that Script can have the method Envelope.
type Header = core.Envelope

// Envelope returns the script's envelope (core.Script).
func (s *Script) Envelope() core.Envelope { return s.Header }

// EventKind names what one transcript event shows.
type EventKind uint8

const (
	EvStart  EventKind = iota + 1 // Jouer: the grid with its shown cells and the Gain (Amount)
	EvThrow                       // a throw: Faces, Digit, Clover, Repeat, Left, Extras
	EvReveal                      // hidden cell Cell shows Digit
	EvBlock                       // block Block is fully revealed: it wins (Blocks so far)
	EvEnd                         // the unit is over: Blocks winning blocks × Amount (the Gain) = Total
)

var eventNames = [...]string{EvStart: "start", EvThrow: "throw", EvReveal: "reveal", EvBlock: "block", EvEnd: "end"}

// String names the event kind: "start", "throw", "reveal", "block", "end".
func (k EventKind) String() string { return rules.Name(eventNames[:], uint8(k), "event") }

// Event is one step of the transcript, in the order the player sees it.
// Fields that do not apply to its kind are zero.
type Event struct {
	Kind EventKind
	// Step is the player's step the event belongs to: 0 for Jouer, n for
	// the n-th press of Lancer (1..6). A screen fast-forwards k steps by
	// playing every event of steps up to k.
	Step   int8
	Faces  [2]int8 // EvThrow: the two faces, 0 for the clover
	Digit  int8    // EvThrow: the result (1..9); EvReveal: the cell's digit
	Clover bool    // EvThrow: a clover, which adds a throw (an étape Extra)
	Repeat bool    // EvThrow: the digit was thrown before: it reveals nothing
	Left   int8    // EvThrow: throws left after this one, extra ones included
	Extras int8    // EvThrow: extra throws won so far (clovers, at most 3)
	Cell   int8    // EvReveal: 9*row+col
	Block  int8    // EvBlock: 0..8, row by row
	Blocks int8    // EvBlock, EvEnd: winning blocks so far
	Hidden int8    // EvStart: cells hidden at the start
	// Amount is the Gain (EvStart, EvBlock, EvEnd).
	Amount money.Cents
	// Total is the running total: the Gain × the blocks won so far; on
	// EvEnd, the prize.
	Total money.Cents
}

// Transcript is the ordered list of events a script derives.
type Transcript []Event
