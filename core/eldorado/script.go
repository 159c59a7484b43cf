// Package eldorado is the rules core of ELDORADO (seeds/eldorado.txt,
// docs/rules/eldorado.md): its parameters, the outcome script, the engine
// (script → transcript), the validator, natural play and the composer.
package eldorado

import (
	"strconv"

	"revela/core"
	"revela/core/money"
	"revela/core/rules"
)

// Script is the outcome script of one ELDORADO unit: only the draws
// (docs/rules/README.md, 0.1), the grids' symbols, and the envelope. JSON
// field names are part of the contract (docs/eldorado-script.md).
type Script struct {
	Header

	// Grids holds the first grid, then one Extra grid per Extra that the
	// first grid gives (art. 4.5), in the order they are played.
	Grids []Grid `json:"grids"`

	// natural marks a script drawn by Natural: its prize may be an amount
	// that no lot table row pays, so the lot table checks (0.1-4's "an
	// amount of the table" and E-3) are left out. Never set by Decode.
	natural bool
}

// Header is the envelope of a script (docs/rules/README.md, 0.1): game,
// stake, declared prize and parameter version. It is core.Envelope under
// another name, so that Script can have the method Envelope.
type Header = core.Envelope

// Envelope returns the script's envelope (core.Script).
func (s *Script) Envelope() core.Envelope { return s.Header }

// Grid is one 3 × 5 grid, row by row: Grid[r][c] is the symbol at row r,
// column c. In JSON it is three strings of five letters (see Symbol):
// ["SDRCS", "PPMSR", "RRDSD"].
type Grid [Rows][Cols]Symbol

// MarshalJSON writes the grid as three rows of letters. A symbol outside
// the alphabet is written '?', which Decode refuses.
func (g Grid) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 32) // 25 bytes: ["SSDDR","CSRRD","DDDRR"]
	b = append(b, '[')
	for r := range g {
		if r > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		for _, s := range g[r] {
			b = append(b, s.Letter())
		}
		b = append(b, '"')
	}
	return append(b, ']'), nil
}

// Combo is the combination a row matches (art. 4.4.1 and 4.4.2, E-1): the
// symbol, how many of it the row shows and whether a Chance completes it.
// "4 pyramide + Chance" is {Pyramide, 4, true}, worth 5 pyramides. The
// zero Combo is no combination.
type Combo struct {
	Symbol Symbol
	Count  int8 // how many Symbol the row shows, 1..5
	Chance bool // a Chance adds one to Count
	Extra  bool // an Extra combination (4.4.2) rather than a winning one (4.4.1)
}

// String writes the combination as the règlement does: "5 pyramide",
// "3 coffre + Chance", "1 pyramide"; "" for none.
func (c Combo) String() string {
	if c.Symbol == 0 {
		return ""
	}
	s := strconv.Itoa(int(c.Count)) + " " + c.Symbol.String()
	if c.Chance {
		s += " + Chance"
	}
	return s
}

// EventKind names what one transcript event shows.
type EventKind uint8

const (
	EvGrid   EventKind = iota + 1 // grid Grid starts: 0 on Jouer, k on the k-th Extra click
	EvColumn                      // column Col of grid Grid shows Symbols, rows 0-2 at once (art. 4.3)
	EvWin                         // row Row of grid Grid matches Combo and pays Amount (4.4.1)
	EvExtra                       // row Row of the first grid matches Combo and gives an Extra (4.4.2); Extras counts them so far
	EvExtras                      // the first grid is over and gives Extras Extra grids ("Vous obtenez x Extra", 4.5)
	EvEnd                         // the unit is over: Total is the prize
)

var eventNames = [...]string{"", "grid", "column", "win", "extra", "extras", "end"}

// String names the event kind: "grid", "column", "win", "extra",
// "extras", "end".
func (k EventKind) String() string { return rules.Name(eventNames[:], uint8(k), "event") }

// Event is one step of the transcript, in the order the player sees it.
// Fields that do not apply to its kind are zero. Grid is also the player
// step: grid 0 plays on Jouer, grid k on the k-th click on Extra, so a
// screen fast-forwards k steps by skipping the events of grids below k.
type Event struct {
	Kind    EventKind
	Grid    int8         // 0 for the first grid, k for Extra grid k
	Col     int8         // EvColumn: 0..4
	Row     int8         // EvWin, EvExtra: 0..2
	Symbols [Rows]Symbol // EvColumn: the column, top to bottom
	Combo   Combo        // EvWin, EvExtra
	Extras  int8         // EvExtra: Extras won so far; EvExtras: Extras won
	Amount  money.Cents  // EvWin: what the row pays at the stake
	Total   money.Cents  // running total after this event
}

// Transcript is the ordered list of events a script derives.
type Transcript []Event
