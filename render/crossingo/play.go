// Package crossingo is CROSSINGO's screen in the client: the timeline of
// one play (Play, plain Go, tested without a screen), the layout of the
// règlement's screen (plain Go) and the board that draws them (js only),
// registered with the client as one games.Screen (screen.go).
package crossingo

import (
	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/kit/anim"
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
	Now   int  // ticks since the play began
	Auto  bool // AUTO is on
	Cells [rules.Size][rules.Size]Cell
	Boxes [rules.Size]Box
	Lines [rules.NLines]Line
	// Directs are the amounts won at once, in order.
	Directs []Direct
	Extra   Extra
	// ClicksUsed counts the GO clicks released (by the player or AUTO).
	ClicksUsed int
	// Waiting is true while the play waits for GO (or AUTO).
	Waiting bool
	Phase   Phase
	// Total is the running total after the events applied so far; the
	// count-up goes from PrevTotal to Total during Count.
	Total, PrevTotal money.Cents
	Count            anim.Span
	Ended            bool
	End              anim.Span
	// Last is the most recent event applied, for the screen's caption.
	Last rules.Event

	events   rules.Transcript
	next     int  // index of the next event to apply
	wait     int  // ticks before the next event
	released int  // index of the gated event the player released
	click    int  // click of the last reveal applied, -1 before the first
	instant  bool // FastForward: events apply with zero duration
}

// New starts the play of a script whose transcript the rules core derived
// (rules.Check). The grid and the 12 line amounts are shown at once;
// the play waits for the first GO.
func New(s *rules.Script, t rules.Transcript) *Play {
	p := &Play{events: t, released: -1, click: -1}
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
	if p.next != 0 || p.Ended || k <= 0 {
		return false
	}
	end := p.clicksEnd(min(k, rules.Clicks))
	p.instant = true
	for p.next < end {
		e := p.events[p.next]
		p.next++
		p.apply(e)
	}
	p.instant = false
	p.Waiting, p.wait = false, 0
	p.released = -1
	p.advance()
	return true
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

// span schedules a motion of dur ticks from now; under FastForward it has
// already ended.
func (p *Play) span(dur int) anim.Span {
	if p.instant {
		return anim.Span{Start: p.Now - 1, Dur: 1, On: true}
	}
	return anim.At(p.Now, p.scale(dur))
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

// Go is a press on GO: it releases the next click or the EXTRA grid. It
// reports whether the press did anything.
func (p *Play) Go() bool {
	if !p.Waiting {
		return false
	}
	p.Waiting = false
	p.released = p.next
	p.advance()
	return true
}

// SetAuto turns AUTO on: the rest plays by itself.
func (p *Play) SetAuto() {
	if p.Auto || p.Ended {
		return
	}
	p.Auto = true
	if p.Waiting {
		p.Go()
	}
}

// Update advances the play by one tick.
func (p *Play) Update() {
	p.Now++
	if p.wait > 0 {
		p.wait--
	}
	p.advance()
}

// Busy tells whether something is still moving (the screen keeps GO
// disabled meanwhile).
func (p *Play) Busy() bool { return !p.Waiting && !p.Ended }

// ClicksLeft is the number of GO clicks on the grid not yet used.
func (p *Play) ClicksLeft() int { return rules.Clicks - p.ClicksUsed }

// ShownTotal is the total as the counter shows it at tick now: it counts
// up from PrevTotal to Total, in whole cents.
func (p *Play) ShownTotal() money.Cents {
	k := int64(anim.OutCubic(p.Count.P(p.Now)) * 1000)
	return p.PrevTotal + money.Cents(int64(p.Total-p.PrevTotal)*k/1000)
}

// scale shortens a duration under AUTO.
func (p *Play) scale(d int) int {
	if p.Auto {
		d = (d*AutoPercent + 99) / 100
	}
	if d < 1 {
		d = 1
	}
	return d
}

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
	for !p.Waiting && !p.Ended && p.wait == 0 {
		if p.next >= len(p.events) {
			p.finish()
			return
		}
		if p.gated(p.next) && p.released != p.next {
			if p.events[p.next].Kind == rules.EvExtraReveal {
				p.Phase = PhaseExtra
			} else {
				p.Phase = PhaseGrid
			}
			if !p.Auto {
				p.Waiting = true
				return
			}
			p.released = p.next
		}
		e := p.events[p.next]
		p.next++
		p.apply(e)
		p.wait = p.scale(gaps[e.Kind])
	}
}

func (p *Play) finish() {
	if p.Ended {
		return
	}
	p.Ended = true
	p.Waiting = false
	p.Phase = PhaseOver
	p.End = anim.At(p.Now, EndDur)
}

func (p *Play) setTotal(t money.Cents) {
	if t == p.Total {
		return
	}
	p.PrevTotal = p.ShownTotal()
	if p.instant {
		p.PrevTotal = t
	}
	p.Total = t
	p.Count = p.span(CountDur)
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
		b.Reveal = p.span(RevealDur)
	case rules.EvMark:
		c := &p.Cells[e.Row][e.Col]
		c.Marked = true
		c.Gold = c.Gold || e.Gold
		c.Mark = p.span(MarkDur)
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
			c.Move = p.span(SwapDur)
			p.Cells[r][col] = c
		}
	case rules.EvDirect:
		p.Directs = append(p.Directs, Direct{Box: int(e.Box), Amount: e.Amount, Fly: p.span(DirectDur)})
	case rules.EvLine:
		l := &p.Lines[e.Line]
		l.Won, l.Doubled, l.Pays = true, e.Doubled, e.Amount
		l.Sweep = p.span(LineDur)
		for _, rc := range LineCells(int(e.Line)) {
			p.Cells[rc[0]][rc[1]].InLine = true
		}
	case rules.EvExtraStart:
		p.Extra.Open = true
		p.Extra.OpenAt = p.span(ExtraDur)
	case rules.EvExtraReveal:
		x := &p.Extra.Cells[e.Cell]
		x.Shown, x.Symbol = true, int(e.Symbol)
		x.Reveal = p.span(RevealDur)
	case rules.EvExtraWin:
		p.Extra.Won, p.Extra.Pays = int(e.Symbol), e.Amount
		p.Extra.Win = p.span(LineDur)
		for i := range p.Extra.Cells {
			if p.Extra.Cells[i].Symbol == int(e.Symbol) {
				p.Extra.Cells[i].Winning = true
			}
		}
	case rules.EvEnd:
		p.setTotal(e.Total)
		p.finish()
		return
	}
	p.setTotal(e.Total)
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
