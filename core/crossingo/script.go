// Package crossingo is the rules core of CROSSINGO (seeds/crossingo.txt,
// docs/rules/crossingo.md): its parameters, the outcome script, the engine
// (script → transcript), the validator and the composer.
package crossingo

import (
	"revela/core"
	"revela/core/money"
	"revela/core/rules"
)

// Grid geometry (art. 5.3): 5 rows × 5 columns, 5 boxes under the columns,
// 5 clicks on GO, 12 lines.
const (
	Size   = 5
	Clicks = 5
	NLines = 12 // rows 0-4, columns 5-9, diagonals 10 and 11
)

// Line indexes: Row(r) = r, Column(c) = 5+c, DiagDown (top-left to
// bottom-right) = 10, DiagUp (bottom-left to top-right) = 11.
const (
	DiagDown = 10
	DiagUp   = 11
)

// Script is the outcome script of one CROSSINGO unit: only the draws
// (docs/rules/README.md, 0.1) and the envelope. JSON field names are part of the
// contract (docs/crossingo-script.md).
//
// The envelope is embedded through the alias Header (not as core.Envelope)
// so that the script can have the method Envelope that core.Script asks
// for: s.Game, s.Stake, s.Prize and s.Version read as before, and a
// literal writes Script{Header: core.Envelope{...}}.
type Script struct {
	Header

	// Grid holds the 25 numbers row by row: Grid[5*row+col]. Column c holds
	// distinct numbers from 15c+1 to 15c+15 (C-1).
	Grid [Size * Size]int `json:"grid"`

	// Lines holds the amount shown for each line from the start (C-2):
	// Lines[r] for row r, Lines[5+c] for column c, Lines[10] and Lines[11]
	// for the diagonals.
	Lines [NLines]money.Cents `json:"lines"`

	// Boxes holds the 25 elements in click order: Boxes[k][c] is the
	// element revealed in the box under column c at click k (art. 5.4;
	// within a click the boxes resolve left to right, C-3).
	Boxes [Clicks][Size]Element `json:"boxes"`

	// Extra is the EXTRA step, present exactly when one box holds the EXTRA
	// symbol (art. 5.11, C-7).
	Extra *Extra `json:"extra,omitempty"`
}

// Header is the envelope of a script (docs/rules/README.md, 0.1): game, stake, declared
// prize and parameter version. It is core.Envelope under another name.
type Header = core.Envelope

// Envelope returns the script's envelope (core.Script).
func (s *Script) Envelope() core.Envelope { return s.Header }

// Kind is what a box reveals (art. 5.3). In JSON it is a string: "number",
// "gold", "amount", "extra" or "swap".
type Kind uint8

const (
	Number      Kind = iota + 1 // a number: marks the equal number of its column (5.5)
	Gold                        // a golden number: marks and gilds (5.7, C-6)
	Amount                      // an amount in euros, won at once (5.6)
	ExtraSymbol                 // the EXTRA symbol: the EXTRA step follows (5.9, C-7)
	Swapper                     // two arrows: reorders its column (5.8, C-4)
)

// Element is what one box reveals.
type Element struct {
	Kind   Kind        `json:"kind"`             // "number", "gold", "amount", "extra", "swap"
	Number int         `json:"number,omitempty"` // Number and Gold: 1..75, in the box's column range (C-1)
	Amount money.Cents `json:"amount,omitempty"` // Amount: from the direct ladder (C-2)
	// Perm is the swapper's permutation (C-4): after the swap, row r of the
	// column holds the cell that was in row Perm[r]. Not the identity.
	Perm []int `json:"perm,omitempty"`
}

// Extra is the EXTRA step (art. 5.11, C-7): a 3 × 4 grid of 12 cells and
// a table of three winning symbol types with an amount each.
type Extra struct {
	Amounts [3]money.Cents `json:"amounts"` // amount of winning type 0, 1, 2 (EXTRA ladder)
	// Symbols holds the 12 cells row by row: 0, 1 or 2 for a winning type,
	// 3 for a non-winning symbol.
	Symbols [12]int `json:"symbols"`
}

// EventKind names what one transcript event shows.
type EventKind uint8

const (
	EvReveal      EventKind = iota + 1 // box Box shows its element at click Click
	EvMark                             // cell (Row, Col) turns into a symbol; Gold when golden
	EvSwap                             // column Col is reordered by Perm
	EvDirect                           // a revealed amount is won: Amount
	EvLine                             // line Line is complete and pays Amount (Doubled: ×2, C-6)
	EvExtraStart                       // the EXTRA step opens
	EvExtraReveal                      // EXTRA cell Cell shows symbol Symbol
	EvExtraWin                         // winning type Symbol appears 4 times or more and pays Amount
	EvEnd                              // the unit is over: Total is the prize
)

// Event is one step of the transcript, in the order the player sees it.
// Fields that do not apply to its kind are zero.
type Event struct {
	Kind    EventKind
	Click   int8 // 0..4 for EvReveal, EvMark, EvSwap, EvDirect
	Box     int8 // 0..4, the box (and column) whose element acts
	Row     int8 // EvMark
	Col     int8 // EvMark, EvSwap
	Line    int8 // EvLine: 0..11
	Cell    int8 // EvExtraReveal: 0..11
	Symbol  int8 // EvExtraReveal, EvExtraWin
	Gold    bool // EvMark: the cell is golden
	Doubled bool // EvLine: the amount is twice the line's amount
	Perm    [Size]int8
	Element Element     // EvReveal: the element shown
	Amount  money.Cents // what this event pays
	Total   money.Cents // running total after this event
}

// Transcript is the ordered list of events a script derives.
type Transcript []Event

var kindNames = [...]string{Number: "number", Gold: "gold", Amount: "amount", ExtraSymbol: "extra", Swapper: "swap"}

// String returns the kind's JSON name, or "kind(n)" for an unknown kind.
func (k Kind) String() string { return rules.Name(kindNames[:], uint8(k), "kind") }

// MarshalText writes the kind's name; an unknown kind is an error.
func (k Kind) MarshalText() ([]byte, error) {
	if k >= Number && k <= Swapper {
		return []byte(kindNames[k]), nil
	}
	return nil, invalid(RuleShape, "unknown element kind %d", int(k))
}

// UnmarshalText reads a kind's name; any other text is an error.
func (k *Kind) UnmarshalText(b []byte) error {
	for i := Number; i <= Swapper; i++ {
		if string(b) == kindNames[i] {
			*k = i
			return nil
		}
	}
	return invalid(RuleShape, "unknown element kind %q", rules.Clip(string(b)))
}

var eventNames = [...]string{
	EvReveal: "reveal", EvMark: "mark", EvSwap: "swap", EvDirect: "direct", EvLine: "line",
	EvExtraStart: "extra-start", EvExtraReveal: "extra-reveal", EvExtraWin: "extra-win", EvEnd: "end",
}

// String names the event kind: "reveal", "mark", "swap", "direct", "line",
// "extra-start", "extra-reveal", "extra-win", "end".
func (k EventKind) String() string { return rules.Name(eventNames[:], uint8(k), "event") }
