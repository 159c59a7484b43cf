// Package luchafortune is the rules core of LUCHA FORTUNE
// (seeds/lucha-fortune.txt, docs/rules/lucha-fortune.md): its parameters
// (one data file, L-2), the outcome script, the engine with its cascades
// (script → transcript, L-4), the validator, natural play and the
// composer.
package luchafortune

import (
	"revela/core"
	"revela/core/money"
	"revela/core/rules"
)

// Sym is one symbol of the matrix (art. 5.2). In JSON it is a string:
// "c1".."c8" for the characters, "coin:<euros>" for a gold coin of the
// paytable ("coin:5"), "poivron", "piment", "chips", "avocat", "coupe",
// "+1", "+2" and "ko". The zero Sym is an empty cell, never drawn.
type Sym uint8

// Symbol codes.
const (
	Empty  Sym = 0
	Char1  Sym = 1 // characters Char1..Char1+7
	Coll1  Sym = 9 // collectibles Coll1..Coll1+4, in CollectibleNames order
	Plus1  Sym = 14
	Plus2  Sym = 15
	KO     Sym = 16
	Coin1  Sym = 17 // coins Coin1+i for the paytable's coin i
	maxSym     = Coin1 + MaxCoins
)

// IsChar reports whether s is a character; Char returns its index 0..7.
func (s Sym) IsChar() bool { return s >= Char1 && s < Char1+Characters }

// Char is the character index 0..7 of a character symbol.
func (s Sym) Char() int { return int(s - Char1) }

// IsColl reports whether s is a collectible; Coll returns its index 0..4.
func (s Sym) IsColl() bool { return s >= Coll1 && s < Coll1+Kinds }

// Coll is the collectible index 0..4 of a collectible symbol.
func (s Sym) Coll() int { return int(s - Coll1) }

// IsCoin reports whether s is a gold coin; Coin returns its index.
func (s Sym) IsCoin() bool { return s >= Coin1 && s < maxSym }

// Coin is the coin index of a coin symbol (into Params.Coins).
func (s Sym) Coin() int { return int(s - Coin1) }

// Script is the outcome script of one LUCHA FORTUNE unit: only the draws
// (docs/rules/README.md, 0.1; L-5) and the envelope. JSON field names are
// part of the contract (docs/lucha-fortune-script.md).
type Script struct {
	Header
	// Throws holds every throw of the unit, exactly as many as the unit
	// has: 3 plus the extra throws its "+1" and "+2" give (L-1).
	Throws []Throw `json:"throws"`
}

// Header is the envelope of a script; it is core.Envelope under another
// name so that Script can have the method Envelope.
type Header = core.Envelope

// Envelope returns the script's envelope (core.Script).
func (s *Script) Envelope() core.Envelope { return s.Header }

// Throw is one throw's draws (L-5): the 15 symbols GO reveals, row by row
// from the top (Reveal[5*row+col]), and per column the queue of symbols
// that drop in from the top, in the order they drop, used up exactly.
type Throw struct {
	Reveal [Cells]Sym  `json:"reveal"`
	Queues [Cols][]Sym `json:"queues"`
}

// EventKind names what one transcript event shows.
type EventKind uint8

const (
	EvThrow    EventKind = iota + 1 // throw Throw starts: Reveal holds its 15 symbols
	EvCoin                          // the coin at Cell pays Amount (L-4 a)
	EvCollect                       // the collectible Sym at Cell feeds the banner: Count of its kind so far
	EvBanner                        // Count reached 4: the banner of Sym pays Amount (L-2)
	EvExtra                         // the "+1"/"+2" at Cell adds Count throws (L-1)
	EvLine                          // line Line (cells Cells) of character Sym pays Amount (L-3)
	EvKO                            // the K.O at Cell knocks out column Col (L-4 c)
	EvEmpty                         // the cells of Mask empty (lines or a K.O)
	EvFall                          // the symbol Sym falls in column Col from row From to row To
	EvDrop                          // Sym drops in column Col to row To, queue symbol number From (L-5)
	EvThrowEnd                      // throw Throw is over
	EvEnd                           // the unit is over: Total is the prize (L-6)
)

// Event is one step of the transcript, in the order the player sees it.
// Every event carries the throw it belongs to, the resolution step (0
// for what the reveal shows, then 1, 2, ... for each lines or K.O step
// and what it brings), the running total and the throws left after the
// current one. Fields that do not apply to its kind are zero.
type Event struct {
	Kind       EventKind
	Throw      int8
	Step       int8
	Cell       int8    // EvCoin, EvCollect, EvExtra, EvKO: 0..14
	Col        int8    // EvKO, EvFall, EvDrop
	From, To   int8    // EvFall: rows; EvDrop: To is the row, From the queue index
	Line       int8    // EvLine: 0..19 (see LineCells)
	Count      int8    // EvCollect, EvBanner: collectibles of the kind; EvExtra: throws added
	Sym        Sym     // the symbol concerned
	Cells      [3]int8 // EvLine
	Mask       uint16  // EvEmpty: bit i for cell i
	Reveal     [15]Sym // EvThrow
	Amount     money.Cents
	Total      money.Cents // running total after this event
	ThrowsLeft int8        // throws still to play after the current one
}

// Transcript is the ordered list of events a script derives.
type Transcript []Event

// ThrowStart returns the index in tr of throw k's EvThrow event, or
// len(tr) when there is none: a screen resuming at throw k fast-forwards
// through tr[:ThrowStart(tr, k)].
func ThrowStart(tr Transcript, k int) int {
	for i, e := range tr {
		if e.Kind == EvThrow && int(e.Throw) == k {
			return i
		}
	}
	return len(tr)
}

var eventNames = [...]string{
	EvThrow: "throw", EvCoin: "coin", EvCollect: "collect", EvBanner: "banner", EvExtra: "extra",
	EvLine: "line", EvKO: "ko", EvEmpty: "empty", EvFall: "fall", EvDrop: "drop",
	EvThrowEnd: "throw-end", EvEnd: "end",
}

// String names the event kind.
func (k EventKind) String() string { return rules.Name(eventNames[:], uint8(k), "event") }
