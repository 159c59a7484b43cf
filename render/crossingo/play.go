// Package crossingo is CROSSINGO's screen in the client: the timeline of
// one play (Play, plain Go, tested without a screen), the layout of the
// règlement's screen (plain Go) and the board that draws them (js only),
// registered with the client as one screens.Screen (Screen, at the end of
// this file, with Board of board.go in the client).
package crossingo

import (
	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/kit/anim"
	"revela/render/screens"
)

// Durations of the motions at normal speed, in ticks (docs/art.md, Motion).
var (
	RevealDur = anim.Ms(250) // a box flips to its element
	MarkDur   = anim.Ms(150) // a cell is stamped
	SwapDur   = anim.Ms(450) // the cells of a column slide to their new rows
	LineDur   = anim.Ms(400) // a completed line sweeps
	DirectDur = anim.Ms(450) // a revealed amount flies to the total
	CountDur  = anim.Ms(500) // the total counts up
	ExtraDur  = anim.Ms(400) // the EXTRA panel opens
	EndDur    = anim.Ms(600) // the result banner arrives
)

// gaps are the pauses after each kind of event before the next one, at
// normal speed: long enough to see what happened.
var gaps = map[rules.EventKind]int{
	rules.EvReveal:      anim.Ms(230),
	rules.EvMark:        anim.Ms(170),
	rules.EvSwap:        anim.Ms(520),
	rules.EvDirect:      anim.Ms(400),
	rules.EvLine:        anim.Ms(550),
	rules.EvExtraStart:  anim.Ms(500),
	rules.EvExtraReveal: anim.Ms(140),
	rules.EvExtraWin:    anim.Ms(800),
	rules.EvEnd:         0,
}

// AutoPercent is how long pauses and motions last under AUTO, in percent
// of their normal length: faster, never skipped.
const AutoPercent = 55

// Cell is one cell of the 5×5 grid at its current place.
type Cell struct {
	Number  int
	Marked  bool
	Gold    bool
	Mark    anim.Span // the stamp
	FromRow int       // the row it slid from at its last swap
	Move    anim.Span // the slide
	InLine  bool      // part of a completed line
}

// Box is one of the five boxes under the columns.
type Box struct {
	Shown  bool          // has revealed an element
	Elem   rules.Element // the element shown
	Prev   rules.Element // the element shown before it (flipped away)
	Had    bool          // Prev is meaningful
	Click  int           // the click that revealed Elem
	Reveal anim.Span
	Hit    bool // its number marked a cell
}

// Line is one of the 12 lines and its amount.
type Line struct {
	Amount  money.Cents // the amount shown from the start (C-2)
	Won     bool
	Doubled bool
	Pays    money.Cents // what it paid (twice Amount when Doubled)
	Sweep   anim.Span
}

// Direct is a revealed amount won at once (art. 5.6).
type Direct struct {
	Box    int
	Click  int // the click that revealed it (0 to 4)
	Amount money.Cents
	Fly    anim.Span
}

// ExtraCell is one of the 12 cells of the EXTRA step.
type ExtraCell struct {
	Shown   bool
	Symbol  int
	Reveal  anim.Span
	Winning bool
}

// Extra is the EXTRA step as shown.
type Extra struct {
	Present bool // the script has an EXTRA step
	Open    bool
	OpenAt  anim.Span
	Amounts [3]money.Cents
	Cells   [12]ExtraCell
	Won     int // winning type, or -1
	Pays    money.Cents
	Win     anim.Span
}

// Phase is what the GO button does now.
type Phase uint8

const (
	PhaseGrid  Phase = iota // GO reveals the next click
	PhaseExtra              // GO reveals the EXTRA grid
	PhaseOver               // the unit is over
)

// Play is one CROSSINGO play in progress, the state machine of the play
// as the screen shows it. It reads a transcript derived by the rules core
// (core/crossingo) and applies its events one by one at scheduled ticks:
// the player's GO releases each click and the EXTRA step, AUTO releases
// them by itself and shortens the pauses, and no event is ever skipped.
// The board reads the cells, boxes and lines and the spans (start tick,
// duration) of what is moving.
type Play struct {
	// Clock holds the ticks, AUTO, the wait for GO, the total and the
	// end.
	screens.Clock
	Cells [rules.Size][rules.Size]Cell
	Boxes [rules.Size]Box
	Lines [rules.NLines]Line
	// Directs are the amounts won at once, in order.
	Directs []Direct
	Extra   Extra
	// ClicksUsed counts the GO clicks released (by the player or AUTO).
	ClicksUsed int
	Stage      Phase // what GO releases now
	// Last is the most recent event applied, for the screen's caption.
	Last rules.Event

	events rules.Transcript
	click  int // click of the last reveal applied, -1 before the first
}

// New starts the play of a script whose transcript the rules core derived
// (rules.Check). The grid and the 12 line amounts are shown at once;
// the play waits for the first GO.
func New(s *rules.Script, t rules.Transcript) *Play {
	p := &Play{Clock: screens.NewClock(AutoPercent), events: t, click: -1}
	p.Advance = p.advance
	for r := 0; r < rules.Size; r++ {
		for c := 0; c < rules.Size; c++ {
			p.Cells[r][c] = Cell{Number: s.Grid[rules.Size*r+c], FromRow: r}
		}
	}
	for l := range p.Lines {
		p.Lines[l].Amount = s.Lines[l]
	}
	p.Extra.Won = -1
	if s.Extra != nil {
		p.Extra.Present = true
		p.Extra.Amounts = s.Extra.Amounts
	}
	p.Update0()
	return p
}

// FastForward applies at once every event of the first k clicks (0..5,
// clamped), as a unit resumed after a reload shows them: in transcript
// order, none skipped, each settled at once (no motion pending, the total
// as the transcript says after them). It only acts on a play that has not
// begun (before the first GO) and reports whether it did. The play then
// waits for the GO of click k, or after the fifth click goes on by itself
// with the line sweeps and the EXTRA step.
func (p *Play) FastForward(k int) bool {
	return k > 0 && p.Skip(p.clicksEnd(min(k, rules.Clicks)), p.applyNext)
}

// clicksEnd is the index of the first event that is not part of the
// first k clicks: the first reveal of click k, or after the last click the
// first event that is not a reveal, mark, swap or direct amount.
func (p *Play) clicksEnd(k int) int {
	for i, e := range p.events {
		switch e.Kind {
		case rules.EvReveal:
			if int(e.Click) >= k {
				return i
			}
		case rules.EvMark, rules.EvSwap, rules.EvDirect:
		default:
			return i
		}
	}
	return len(p.events)
}

// Update0 applies what can be applied without advancing time (the start).
func (p *Play) Update0() { p.advance() }

// Prize is the prize the transcript ends with.
func (p *Play) Prize() money.Cents {
	if n := len(p.events); n > 0 {
		return p.events[n-1].Total
	}
	return 0
}

// Steps counts the GO clicks released (what a reload resumes at).
func (p *Play) Steps() int { return p.ClicksUsed }

// Phase is "grid" while GO reveals the boxes, "extra" when it opens the
// EXTRA grid, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseGrid: "grid", PhaseExtra: "extra", PhaseOver: "over"}[p.Stage]
}

// Busy tells whether something is still moving (the screen keeps GO
// disabled meanwhile).
func (p *Play) Busy() bool { return !p.Waiting && !p.Ended }

// Recalled lists the amounts box revealed (art. 5.6), in click order:
// at the end the box shows them again, so that each amount the prize
// explains is where the player can see it (later clicks had replaced it).
func (p *Play) Recalled(box int) []Direct {
	var out []Direct
	for _, d := range p.Directs {
		if d.Box == box {
			out = append(out, d)
		}
	}
	return out
}

// ClicksLeft is the number of GO clicks on the grid not yet used.
func (p *Play) ClicksLeft() int { return rules.Clicks - p.ClicksUsed }

// gated tells whether event i must wait for GO: the first reveal of each
// click and the first reveal of the EXTRA grid.
func (p *Play) gated(i int) bool {
	e := p.events[i]
	switch e.Kind {
	case rules.EvReveal:
		return int(e.Click) != p.click
	case rules.EvExtraReveal:
		return i == 0 || p.events[i-1].Kind != rules.EvExtraReveal
	}
	return false
}

func (p *Play) advance() {
	for p.Ready() {
		if p.Next >= len(p.events) {
			p.finish()
			return
		}
		gated := p.gated(p.Next)
		if gated && p.events[p.Next].Kind == rules.EvExtraReveal {
			p.Stage = PhaseExtra
		} else if gated {
			p.Stage = PhaseGrid
		}
		if p.Gate(p.Next, gated) {
			return
		}
		e := p.events[p.Next]
		p.applyNext()
		p.Pause(gaps[e.Kind])
	}
}

func (p *Play) finish() {
	p.Finish(EndDur)
	p.Stage = PhaseOver
}

// applyNext applies the next event.
func (p *Play) applyNext() {
	p.Next++
	p.apply(p.events[p.Next-1])
}

func (p *Play) apply(e rules.Event) {
	p.Last = e
	switch e.Kind {
	case rules.EvReveal:
		if int(e.Click) != p.click {
			p.click = int(e.Click)
			p.ClicksUsed = p.click + 1
		}
		b := &p.Boxes[e.Box]
		b.Prev, b.Had = b.Elem, b.Shown
		b.Shown, b.Elem, b.Click, b.Hit = true, e.Element, int(e.Click), false
		b.Reveal = p.Span(RevealDur)
	case rules.EvMark:
		c := &p.Cells[e.Row][e.Col]
		c.Marked = true
		c.Gold = c.Gold || e.Gold
		c.Mark = p.Span(MarkDur)
		p.Boxes[e.Box].Hit = true
	case rules.EvSwap:
		col := int(e.Col)
		var old [rules.Size]Cell
		for r := range old {
			old[r] = p.Cells[r][col]
		}
		for r := range old {
			from := int(e.Perm[r])
			c := old[from]
			c.FromRow = from
			c.Move = p.Span(SwapDur)
			p.Cells[r][col] = c
		}
	case rules.EvDirect:
		p.Directs = append(p.Directs, Direct{Box: int(e.Box), Click: int(e.Click), Amount: e.Amount, Fly: p.Span(DirectDur)})
	case rules.EvLine:
		l := &p.Lines[e.Line]
		l.Won, l.Doubled, l.Pays = true, e.Doubled, e.Amount
		l.Sweep = p.Span(LineDur)
		for _, rc := range LineCells(int(e.Line)) {
			p.Cells[rc[0]][rc[1]].InLine = true
		}
	case rules.EvExtraStart:
		p.Extra.Open = true
		p.Extra.OpenAt = p.Span(ExtraDur)
	case rules.EvExtraReveal:
		x := &p.Extra.Cells[e.Cell]
		x.Shown, x.Symbol = true, int(e.Symbol)
		x.Reveal = p.Span(RevealDur)
	case rules.EvExtraWin:
		p.Extra.Won, p.Extra.Pays = int(e.Symbol), e.Amount
		p.Extra.Win = p.Span(LineDur)
		for i := range p.Extra.Cells {
			if p.Extra.Cells[i].Symbol == int(e.Symbol) {
				p.Extra.Cells[i].Winning = true
			}
		}
	case rules.EvEnd:
		p.SetTotal(e.Total, CountDur)
		p.finish()
		return
	}
	p.SetTotal(e.Total, CountDur)
}

// LineCells lists the (row, column) cells of line l: rows 0-4, columns
// 5-9, the diagonal top-left to bottom-right (10) and the other one (11).
func LineCells(l int) [rules.Size][2]int {
	var out [rules.Size][2]int
	for i := range out {
		switch {
		case l < 5:
			out[i] = [2]int{l, i}
		case l < 10:
			out[i] = [2]int{i, l - 5}
		case l == rules.DiagDown:
			out[i] = [2]int{i, i}
		default:
			out[i] = [2]int{rules.Size - 1 - i, i}
		}
	}
	return out
}

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// Screen is CROSSINGO's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard makes
// of a play (Board in the client, a stand-in in tests): the rules core
// decodes the script (and composes it in the designers' studio), open
// checks it and starts the play, Drive makes it the timeline; its lobby
// emblem is the theme's marked number. Its prize explained, sounds and
// rules page are in explain.go; its win tiers are the default
// (screens.DefaultTiers): big from 20 × the stake (20 €), top for the
// lot table's ranks 1 and 2 (10,000 € and 1,000 €, art. 4).
func Screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "CROSSINGO", Emblem: emblem, Open: screens.Opener(open, newBoard), Rules: rulesPage}
}
