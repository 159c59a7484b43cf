// Package eldorado is ELDORADO's screen in the client: the timeline of
// one play (Play, plain Go, tested without a screen), the layout of the
// règlement's screen (plain Go), the words, and the board that draws
// them (js only), registered with the client as one screens.Screen
// (Screen, at the end of this file, with Board of board.go in the
// client).
package eldorado

import (
	rules "revela/core/eldorado"
	"revela/core/money"
	"revela/render/kit/anim"
	"revela/render/screens"
)

// Durations of the motions at normal speed, in ticks (docs/art.md, Motion).
var (
	GridDur   = anim.Ms(380)  // a grid's cells turn back to hidden (an Extra grid arrives)
	ColumnDur = anim.Ms(320)  // a column's three cells flip to their symbols (art. 4.3)
	WinDur    = anim.Ms(450)  // a paying row is outlined, its amount pops
	ExtraDur  = anim.Ms(450)  // a row giving an Extra is outlined, "EXTRA !"
	BannerDur = anim.Ms(1300) // "Vous obtenez x Extra" (art. 4.5)
	CountDur  = anim.Ms(500)  // the total counts up
	EndDur    = anim.Ms(600)  // the result arrives
)

// Suspense is the pause before the last column of a grid, at normal
// speed: its hidden cells tremble (the issue's "short suspense on the last
// one").
var Suspense = anim.Ms(850)

// gaps are the pauses after each kind of event before the next one, at
// normal speed: long enough to see what happened.
var gaps = map[rules.EventKind]int{
	rules.EvGrid:   anim.Ms(420),
	rules.EvColumn: anim.Ms(300),
	rules.EvWin:    anim.Ms(750),
	rules.EvExtra:  anim.Ms(650),
	rules.EvExtras: anim.Ms(1400),
	rules.EvEnd:    0,
}

// AutoPercent is how long pauses and motions last under AUTO, in percent
// of their normal length: faster, never skipped.
const AutoPercent = 55

// Cell is one of the 15 cells of the grid on screen.
type Cell struct {
	Shown  bool
	Symbol rules.Symbol
	Flip   anim.Span // the flip from hidden to the symbol
	InRow  bool      // part of a row that pays or gives an Extra
}

// RowMark is what one row of the grid on screen gave.
type RowMark struct {
	Kind   RowKind
	Combo  rules.Combo
	Amount money.Cents // a paying row: its amount at the stake
	At     anim.Span   // the outline and the tag arriving
}

// RowKind is what a row gave.
type RowKind uint8

const (
	RowNone  RowKind = iota // nothing (yet)
	RowWin                  // a winning combination (art. 4.4.1)
	RowExtra                // an Extra combination (art. 4.4.2)
)

// Phase is what the game's own button releases now.
type Phase uint8

const (
	PhaseJouer Phase = iota // Jouer reveals the first grid (art. 4.3)
	PhaseExtra              // Extra plays the next Extra grid (art. 4.5)
	PhaseOver               // the unit is over
)

// Play is one ELDORADO play in progress, the state machine of the play as
// the screen shows it. It reads a transcript derived by the rules core
// (core/eldorado) and applies its events one by one at scheduled ticks:
// Jouer releases the first grid, which reveals by itself column by
// column (art. 4.3), and each press of Extra one Extra grid (art. 4.5);
// AUTO releases them by itself and shortens the pauses; no event is ever
// skipped. The board reads the cells, the rows and the spans (start
// tick, duration) of what is moving.
type Play struct {
	// Clock holds the ticks, AUTO, the wait for the button, the total
	// and the end.
	screens.Clock
	Cells [rules.Rows][rules.Cols]Cell
	Rows  [rules.Rows]RowMark
	// Grid is the grid on screen: 0 the first, k the k-th Extra grid.
	Grid int
	// Grids counts the grids of the unit (1 + the Extras), known from the
	// script; Extras is 0 until the first grid has shown its Extra rows.
	Grids, Extras int
	// ExtrasWon counts the Extra rows shown so far on the first grid.
	ExtrasWon int
	// Banner is "Vous obtenez x Extra" (art. 4.5), opened after the first
	// grid.
	Banner anim.Span
	// Suspense is the pause before the grid's last column.
	Suspense anim.Span
	// Gains are the amounts won, in order, over the whole unit.
	Gains []money.Cents
	// Released counts the grids released (by the player or AUTO).
	Released int
	Stage    Phase // what the button releases now
	// Last is the most recent event applied, for the caption.
	Last rules.Event

	events rules.Transcript
}

// New starts the play of a script whose transcript the rules core derived
// (rules.Check): the grid hidden, waiting for Jouer.
func New(s *rules.Script, t rules.Transcript) *Play {
	p := &Play{Clock: screens.NewClock(AutoPercent), events: t, Grids: len(s.Grids)}
	p.Advance = p.advance
	p.advance()
	return p
}

// stepsEnd is the index of the first event not part of the first k
// grids: the start of grid k, or the end.
func (p *Play) stepsEnd(k int) int {
	for i, e := range p.events {
		if (e.Kind == rules.EvGrid && int(e.Grid) >= k) || e.Kind == rules.EvEnd {
			return i
		}
	}
	return len(p.events)
}

// FastForward shows the first k grids at once (screens.Timeline), as a
// unit resumed after a reload does; the play then waits for Extra, or
// ends after the last grid.
func (p *Play) FastForward(k int) bool {
	return k > 0 && p.Skip(p.stepsEnd(min(k, p.Grids)), p.applyNext)
}

// Prize is the prize the transcript ends with (a transcript of the
// engine always ends with EvEnd).
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

// Steps counts the grids released (what a reload resumes at).
func (p *Play) Steps() int { return p.Released }

// Phase is "jouer" while the button reveals the first grid, "extra" when
// it plays an Extra grid, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseJouer: "jouer", PhaseExtra: "extra", PhaseOver: "over"}[p.Stage]
}

// ExtrasLeft is the number of Extra grids not yet released.
func (p *Play) ExtrasLeft() int {
	if p.Released == 0 {
		return 0
	}
	return p.Grids - p.Released
}

func (p *Play) advance() {
	for p.Ready() {
		if p.Next >= len(p.events) {
			p.finish()
			return
		}
		e := p.events[p.Next]
		if e.Kind == rules.EvGrid {
			p.Stage = PhaseJouer
			if e.Grid > 0 {
				p.Stage = PhaseExtra
			}
		}
		if p.Gate(p.Next, e.Kind == rules.EvGrid) {
			return
		}
		p.applyNext()
		p.Pause(gaps[e.Kind])
		if e.Kind == rules.EvColumn && int(e.Col) == rules.Cols-2 {
			// the suspense before the last column
			p.Suspense = p.Span(Suspense)
			p.Pause(Suspense)
		}
	}
}

// applyNext applies event Next and counts it.
func (p *Play) applyNext() {
	e := p.events[p.Next]
	p.Next++
	p.apply(e)
}

func (p *Play) apply(e rules.Event) {
	p.Last = e
	switch e.Kind {
	case rules.EvGrid:
		p.Grid = int(e.Grid)
		p.Released = p.Grid + 1
		p.Cells = [rules.Rows][rules.Cols]Cell{}
		p.Rows = [rules.Rows]RowMark{}
		p.Suspense = anim.Span{}
	case rules.EvColumn:
		for r := 0; r < rules.Rows; r++ {
			p.Cells[r][e.Col] = Cell{Shown: true, Symbol: e.Symbols[r], Flip: p.Span(ColumnDur)}
		}
	case rules.EvWin, rules.EvExtra:
		m := &p.Rows[e.Row]
		m.Combo, m.At = e.Combo, p.Span(WinDur)
		if e.Kind == rules.EvWin {
			m.Kind, m.Amount = RowWin, e.Amount
			p.Gains = append(p.Gains, e.Amount)
		} else {
			m.Kind = RowExtra
			m.At = p.Span(ExtraDur)
			p.ExtrasWon = int(e.Extras)
		}
		p.markCells(int(e.Row), e.Combo)
	case rules.EvExtras:
		p.Extras = int(e.Extras)
		p.Banner = p.Span(BannerDur)
	case rules.EvEnd:
		p.SetTotal(e.Total, CountDur)
		p.finish()
		return
	}
	p.SetTotal(e.Total, CountDur)
}

// finish ends the play: the result arrives.
func (p *Play) finish() {
	p.Finish(EndDur)
	p.Stage = PhaseOver
}

// markCells marks the cells of row r that make its combination: the
// combination's symbol and the Chance that completes it.
func (p *Play) markCells(r int, c rules.Combo) {
	for col := range p.Cells[r] {
		s := p.Cells[r][col].Symbol
		p.Cells[r][col].InRow = s == c.Symbol || (c.Chance && s == rules.Chance)
	}
}

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// Screen is ELDORADO's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard makes
// of a play (Board in the client, a stand-in in tests): the rules core
// decodes the script (and composes it in the designers' studio), open
// checks it and starts the play, Drive makes it the timeline; its lobby
// emblem is the pyramide. Its prize explained, sounds and rules page are
// in explain.go; its win tiers are the default (screens.DefaultTiers):
// big from 20 × the stake (10 € at 0.50 €: ranks 1 to 5 of art. 3.1),
// top for the lot table's ranks 1 and 2 (3,500 € and 225 € at 0.50 €, 2
// and 4 lots per block, the only ranks the table gives 100 % directly,
// docs/eldorado-screen.md).
func Screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "ELDORADO", Emblem: emblem, Open: screens.Opener(open, newBoard), Rules: rulesPage}
}
