// Package diamondriver is DIAMOND RIVER's screen in the client: the
// timeline of one play (Play, plain Go, tested without a screen), the
// layout of the règlement's screen (plain Go) and the board that draws
// them (js only), registered with the client as one screens.Screen
// (Screen, at the end of this file, with Board of board.go in the
// client).
//
// A step is one press of LANCEZ (a throw: 30 new gems, art. 5.3) or, when
// a throw showed the wheel symbol, the press of GO at the centre of the
// wheel once no throw is left (art. 5.8, D-6).
package diamondriver

import (
	"math"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/kit/anim"
	"revela/render/screens"
)

// Durations of the motions at normal speed, in ticks (docs/art.md, Motion).
var (
	PopDur     = anim.Ms(260)  // a gem pops into its cell
	Stagger    = 2             // ticks between two gems of a throw filling the grid
	TripleDur  = anim.Ms(420)  // a winning triple is outlined
	FlyDur     = anim.Ms(650)  // an amount, a golden gem or a "+1" flies to its counter
	CountDur   = anim.Ms(500)  // the prize counter counts up
	WheelOpen  = anim.Ms(500)  // the wheel screen arrives
	SpinDur    = anim.Ms(4200) // the wheel turns and eases out onto its segment
	EndDur     = anim.Ms(600)  // the result arrives
	SpinTurns  = 4             // whole turns of the wheel before it lands
	AutoStager = 1             // Stagger under AUTO
)

// gaps are the pauses after each kind of event before the next one, at
// normal speed: long enough to see what happened. A throw's gap covers
// its 30 gems filling the grid.
var gaps = map[rules.EventKind]int{
	rules.EvThrow:       anim.Ms(350), // plus the fill, see fillTicks
	rules.EvTriple:      anim.Ms(700),
	rules.EvGolden:      anim.Ms(500),
	rules.EvPlus:        anim.Ms(650),
	rules.EvWheelSymbol: anim.Ms(700),
	rules.EvWheel:       anim.Ms(900), // plus the spin
	rules.EvEnd:         0,
}

// AutoPercent is how long pauses and motions last under AUTO, in percent
// of their normal length: faster, never skipped.
const AutoPercent = 55

// Cell is one cell of the 5 × 6 grid.
type Cell struct {
	Sym  rules.Symbol // what the cell shows (0 before the first throw)
	Prev rules.Symbol // what it showed before this throw (fading away)
	Pop  anim.Span    // the gem popping in
	Won  bool         // part of a winning triple of this throw
	Used bool         // a golden gem, "+1" or wheel symbol already collected
}

// Win is one winning triple of the current throw.
type Win struct {
	Triple rules.Triple
	Amount money.Cents
	Show   anim.Span // the outline
	Fly    anim.Span // its amount flying to the prize counter
}

// Flyer is a golden gem, a "+1" or the wheel symbol flying from its cell to
// its counter.
type Flyer struct {
	Sym  rules.Symbol
	Cell int
	Fly  anim.Span
}

// Wheel is the wheel screen (art. 5.8, D-6).
type Wheel struct {
	Present bool // a throw showed the wheel symbol
	Open    bool // the wheel screen is shown (no throw left)
	OpenAt  anim.Span
	Landed  bool // the spin has been released (the segment is known)
	Segment int
	Amount  money.Cents
	Spin    anim.Span
}

// Phase is what the game's button does now.
type Phase uint8

const (
	PhaseThrow Phase = iota // LANCEZ reveals the next throw
	PhaseWheel              // GO turns the wheel
	PhaseOver               // the unit is over
)

// Play is one DIAMOND RIVER play in progress, the state machine of the
// play as the screen shows it. It reads a transcript derived by the rules
// core (core/diamondriver) and applies its events one by one at scheduled
// ticks: the player's LANCEZ releases each throw, GO the wheel, AUTO
// releases them by itself and shortens the pauses, and no event is ever
// skipped. The board reads the cells, wins, counters and the spans (start
// tick, duration) of what is moving.
type Play struct {
	// Clock holds the ticks, AUTO, the wait for LANCEZ or GO, the prize
	// counter (the running total after the events applied so far,
	// counting up), the end, and the index of the next event (Next).
	screens.Clock
	Cells [rules.Cells]Cell
	// Throw is the throw shown (-1 before the first); Throws the unit's
	// throw count so far (4 plus one per "+1", D-4); Left the throws not
	// yet played.
	Throw, Throws, Left int
	ThrowAt             anim.Span // the last throw's arrival
	// PlusAt is the last "+1"'s arrival at the throws counter.
	PlusAt anim.Span
	// Golden counts the golden gems collected (D-5); GoldenAt is the last
	// one's arrival at the collector, GoldenPaid tells the third paid.
	Golden     int
	GoldenAt   anim.Span
	GoldenPaid bool
	Wins       []Win   // the current throw's winning triples
	Flyers     []Flyer // the current throw's special symbols
	Wheel      Wheel
	// Released counts the steps released (by the player or AUTO).
	Released int
	Stage    Phase // what LANCEZ or GO releases now
	// Last is the most recent event applied, for the screen's caption.
	Last rules.Event

	events rules.Transcript
}

// New starts the play of a script whose transcript the rules core derived
// (rules.Check). The grid is empty; the play waits for the first LANCEZ.
func New(_ *rules.Script, t rules.Transcript) *Play {
	p := &Play{Clock: screens.NewClock(AutoPercent), events: t, Throw: -1, Throws: rules.BaseThrows, Left: rules.BaseThrows}
	p.Advance = p.advance
	p.advance()
	return p
}

// gated tells whether event i waits for the player: each throw and the
// wheel.
func (p *Play) gated(i int) bool {
	k := p.events[i].Kind
	return k == rules.EvThrow || k == rules.EvWheel
}

// FastForward applies at once every event of the first k steps (throws,
// then the wheel), as a unit resumed after a reload shows them: in
// transcript order, none skipped, each settled at once (nothing moving,
// the total as the transcript says after them). It only acts on a play
// that has not begun and reports whether it did. The play then waits for
// step k (the next throw, or the wheel, whose screen opens).
func (p *Play) FastForward(k int) bool {
	end := 0
	for end < len(p.events) && int(p.events[end].Step) < k {
		end++
	}
	return k > 0 && p.Skip(end, func() {
		e := p.events[p.Next]
		p.Next++
		p.Rest(p.apply(e))
		if p.Next == end {
			p.openWheel() // a resume at the wheel shows its screen open
		}
	})
}

// Prize is the prize the transcript ends with (a transcript of the
// engine always ends with EvEnd).
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

// Steps counts the steps released (what a reload resumes at).
func (p *Play) Steps() int { return p.Released }

// Phase is "throw" while LANCEZ reveals the throws, "wheel" when GO turns
// the wheel, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	switch p.Stage {
	case PhaseThrow:
		return "throw"
	case PhaseWheel:
		return "wheel"
	}
	return "over"
}

// stagger is the ticks between two gems of a throw.
func (p *Play) stagger() int {
	if p.Auto {
		return AutoStager
	}
	return Stagger
}

// fillTicks is how long a throw's 30 gems take to fill the grid.
func (p *Play) fillTicks() int { return (rules.Cells-1)*p.stagger() + p.Scale(PopDur) }

// advance applies the events due now: each after the pause of the one
// before, the end and each step once the counter has counted, each step
// (a throw, the wheel) once released by the player or AUTO.
func (p *Play) advance() {
	for p.Ready() {
		if p.Counting() && (p.Next >= len(p.events) || p.gated(p.Next)) {
			return // the end and the next step wait for the counter
		}
		if p.Next >= len(p.events) { // the unit is over: the result arrives
			p.Stage = PhaseOver
			p.Finish(EndDur)
			return
		}
		if p.holds() {
			return
		}
		e := p.events[p.Next]
		p.Next++
		p.Rest(p.apply(e))
	}
}

// holds tells whether the next event waits: a step not yet released
// holds the play (under AUTO it releases itself), and before the wheel's
// step its screen first opens (art. 5.8: once no throw is left) and GO
// waits for it to arrive.
func (p *Play) holds() bool {
	if !p.gated(p.Next) {
		return false
	}
	p.Stage = PhaseThrow
	if p.events[p.Next].Kind == rules.EvWheel {
		p.Stage = PhaseWheel
		if p.openWheel() {
			p.Pause(WheelOpen)
			return true
		}
	}
	return p.Gate(p.Next, true)
}

// openWheel opens the wheel's screen when the next event is the wheel
// and it is not open yet, and reports whether it did.
func (p *Play) openWheel() bool {
	if p.Next >= len(p.events) || p.events[p.Next].Kind != rules.EvWheel || p.Wheel.Open {
		return false
	}
	p.Wheel.Open = true
	p.Wheel.OpenAt = p.Span(WheelOpen)
	return true
}

// setTotal moves the counter to t, counting from delay ticks on.
func (p *Play) setTotal(t money.Cents, delay int) { p.CountTo(t, p.After(delay, CountDur)) }

// apply shows event e and returns the pause after it, in ticks.
func (p *Play) apply(e rules.Event) int {
	p.Last = e
	pause := p.Scale(gaps[e.Kind])
	switch e.Kind {
	case rules.EvThrow:
		p.Throw, p.Throws, p.Left = int(e.Step), int(e.Throws), int(e.Left)
		p.Released = int(e.Step) + 1
		p.ThrowAt = p.After(0, p.fillTicks())
		p.Wins, p.Flyers = p.Wins[:0], p.Flyers[:0]
		for i := range p.Cells {
			c := &p.Cells[i]
			c.Prev, c.Sym, c.Won, c.Used = c.Sym, e.Grid[i], false, false
			c.Pop = p.After(i*p.stagger(), PopDur)
		}
		pause += p.fillTicks()
	case rules.EvTriple:
		fly := p.Scale(TripleDur) / 2
		p.Wins = append(p.Wins, Win{Triple: e.Triple, Amount: e.Amount,
			Show: p.After(0, TripleDur), Fly: p.After(fly, FlyDur)})
		for _, c := range e.Triple.Cells {
			p.Cells[c].Won = true
		}
		p.setTotal(e.Total, fly+p.Scale(FlyDur)*3/4)
		return pause
	case rules.EvGolden:
		p.Golden = int(e.Count)
		p.Flyers = append(p.Flyers, Flyer{Sym: rules.Golden, Cell: int(e.Cell), Fly: p.After(0, FlyDur)})
		p.Cells[e.Cell].Used = true
		p.GoldenAt = p.After(p.Scale(FlyDur), TripleDur)
		if e.Amount > 0 {
			p.GoldenPaid = true
			p.setTotal(e.Total, p.Scale(FlyDur))
		}
		return pause
	case rules.EvPlus:
		p.Throws, p.Left = int(e.Throws), int(e.Left)
		p.Flyers = append(p.Flyers, Flyer{Sym: rules.Plus, Cell: int(e.Cell), Fly: p.After(0, FlyDur)})
		p.Cells[e.Cell].Used = true
		p.PlusAt = p.After(p.Scale(FlyDur), TripleDur)
	case rules.EvWheelSymbol:
		p.Wheel.Present = true
		p.Flyers = append(p.Flyers, Flyer{Sym: rules.Wheel, Cell: int(e.Cell), Fly: p.After(0, FlyDur)})
		p.Cells[e.Cell].Used = true
	case rules.EvWheel:
		p.Released = int(e.Step) + 1
		p.Wheel.Open, p.Wheel.Landed = true, true
		p.Wheel.Segment, p.Wheel.Amount = int(e.Segment), e.Amount
		if p.Instant {
			p.Wheel.OpenAt = p.After(0, 1)
		}
		p.Wheel.Spin = p.After(0, SpinDur)
		p.setTotal(e.Total, p.Scale(SpinDur))
		return pause + p.Scale(SpinDur)
	case rules.EvEnd: // the play finishes once the counter has counted
	}
	p.setTotal(e.Total, 0)
	return pause
}

// WheelAngle is the wheel's rotation in radians, clockwise, at the spin's
// progress sp (0 to 1) for a spin landing on segment seg: it eases out
// (decelerating to rest) from 0 to SpinTurns whole turns minus seg's
// place, so that at sp = 1 segment seg (centred at seg × 18° clockwise
// from the top) sits exactly under the pointer at the top.
func WheelAngle(seg int, sp float64) float64 {
	final := 2*math.Pi*float64(SpinTurns) - SegmentAngle(seg)
	return final * outQuart(sp)
}

// SegmentAngle is where segment seg's centre is on the wheel at rest, in
// radians clockwise from the top: seg × 2π/20 (segment 0 at the top,
// D-6's order clockwise).
func SegmentAngle(seg int) float64 { return 2 * math.Pi * float64(seg) / rules.Segments }

// outQuart decelerates more gently at the end than OutCubic: a wheel
// coming to rest.
func outQuart(t float64) float64 {
	u := 1 - anim.Clamp01(t)
	return 1 - u*u*u*u
}

// Pointer is the segment under the pointer at rotation a (radians
// clockwise): the one whose centre is nearest the top.
func Pointer(a float64) int {
	x := math.Mod(-a, 2*math.Pi)
	if x < 0 {
		x += 2 * math.Pi
	}
	return int(math.Round(x/(2*math.Pi/rules.Segments))) % rules.Segments
}

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// Screen is DIAMOND RIVER's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard
// makes of a play (Board in the client, a stand-in in tests): the rules
// core decodes the script (and composes it in the designers' studio),
// open checks it and starts the play, Drive makes it the timeline; its
// lobby emblem is the kit's gem. Its prize explained, sounds and rules
// page are in explain.go; its win tiers are the default
// (screens.DefaultTiers): big from 20 × the stake (60 €: 100 € and
// more), top for the lot table's ranks 1 and 2 (30,000 € and 1,000 €,
// art. 4: a red triple or the wheel's two highest segments).
func Screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "DIAMOND RIVER", Emblem: emblem, Open: screens.Opener(open, newBoard), Rules: rulesPage}
}
