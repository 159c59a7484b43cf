// Package luchafortune is LUCHA FORTUNE's screen in the client: the
// timeline of one play (Play, plain Go, tested without a screen), the
// layout of the règlement's screen (plain Go: the banner above the 3 × 5
// matrix, art. 5.2 and 5.6) and the board that draws them (js only),
// registered with the client as one screens.Screen (Screen, at the end of
// this file, with Board of board.go in the client).
package luchafortune

import (
	rules "revela/core/luchafortune"
	"revela/core/money"
	"revela/render/kit/anim"
	"revela/render/screens"
)

// Durations of the motions at normal speed, in ticks (docs/art.md,
// Motion). A throw's symbols fall into the matrix column by column; the
// cascade of L-4 shows one resolution step at a time.
var (
	RevealDur  = anim.Ms(620) // a revealed symbol falls from above the matrix
	RevealLag  = anim.Ms(70)  // each column starts this much after the one at its left
	FlashDur   = anim.Ms(520) // a winning line flashes, a counted symbol glows
	BurstDur   = anim.Ms(380) // an emptied cell bursts
	FallBase   = anim.Ms(240) // a fall or a drop: this, plus FallRow a row
	FallRow    = anim.Ms(90)
	FlyDur     = anim.Ms(620) // a coin, an amount or a "+1" flies to its counter
	SlotDur    = anim.Ms(420) // a collectible lands in its banner slot
	PunchDur   = anim.Ms(560) // the K.O punch
	CountDur   = anim.Ms(500) // the total counts up
	EndDur     = anim.Ms(600) // the result arrives
	BannerDur  = anim.Ms(900) // a full banner row celebrates
	ExtraDur   = anim.Ms(600) // the throws counter grows
	FallSettle = anim.Ms(120) // after the longest fall of a step, before what the drops bring
)

// gaps are the pauses after each kind of event before the next one, at
// normal speed: long enough to see what happened (a step at a time,
// never a blur). Falls and drops of one step move together (gap 0 between
// them, see gap).
var gaps = map[rules.EventKind]int{
	rules.EvThrow:    RevealDur + 4*RevealLag + anim.Ms(120),
	rules.EvCoin:     anim.Ms(420),
	rules.EvCollect:  anim.Ms(380),
	rules.EvBanner:   anim.Ms(950),
	rules.EvExtra:    anim.Ms(600),
	rules.EvLine:     anim.Ms(650),
	rules.EvKO:       anim.Ms(600),
	rules.EvEmpty:    anim.Ms(360),
	rules.EvThrowEnd: anim.Ms(350),
	rules.EvEnd:      0,
}

// AutoPercent is how long pauses and motions last under AUTO, in percent
// of their normal length: faster, never skipped.
const AutoPercent = 55

// Cell is one cell of the matrix as shown: its symbol and how it moves.
type Cell struct {
	Sym rules.Sym // Empty while the cell is cleared
	// FromY is the row the symbol moves from during Move (negative: above
	// the matrix, where the drops and the revealed symbols come from).
	FromY float64
	Move  anim.Span
	Glow  anim.Span // counted (a coin, a collectible, "+1"/"+2") or in a line
	Line  bool      // part of a winning line of the current step
	// Gone is the symbol the cell lost at its last emptying, shown
	// bursting during Burst.
	Gone  rules.Sym
	Burst anim.Span
	// Old is the symbol of the previous throw, falling out during Move
	// of a reveal (Empty when none).
	Old rules.Sym
}

// FlyKind is what flies across the screen.
type FlyKind uint8

const (
	FlyCoin   FlyKind = iota // a gold coin to the total (art. 5.5)
	FlyAmount                // a line's or the banner's amount to the total
	FlyColl                  // a collectible to its banner slot (art. 5.6)
	FlyExtra                 // "+1"/"+2" to the throws counter (art. 5.7)
)

// Fly is one thing flying from a cell (or a banner row) to its place.
type Fly struct {
	Kind   FlyKind
	Cell   int // the cell it leaves (-1: the banner row Kind)
	Row    int // FlyColl: the collectible; FlyAmount from the banner: its row
	Slot   int // FlyColl: the slot 0..3 it lands in
	Sym    rules.Sym
	Amount money.Cents
	Span   anim.Span
}

// WinLine is a winning line of the current step (L-3).
type WinLine struct {
	Line   int
	Sym    rules.Sym
	Amount money.Cents
	Flash  anim.Span
}

// Banner is the banner above the matrix (art. 5.6, L-2): per collectible
// kind the count so far (kept from throw to throw), when each slot
// filled, and when a row of four won.
type Banner struct {
	Count [rules.Kinds]int
	Slot  [rules.Kinds][rules.BannerWin]anim.Span
	Won   [rules.Kinds]bool
	WonAt [rules.Kinds]anim.Span
}

// Play is one LUCHA FORTUNE play in progress, the state machine of the
// play as the screen shows it. It reads a transcript derived by the rules
// core (rules.Check) and applies its events one by one at scheduled
// ticks: the player's GO releases each throw (art. 5.2), AUTO releases
// them by itself and shortens the pauses (art. 5.3), and no event is ever
// skipped: a throw's cascade (L-4) plays one resolution step after the
// other. The board reads the cells, the banner, the lines and the spans
// (start tick, duration) of what is moving.
type Play struct {
	// Clock holds the ticks, AUTO, the wait for GO, the running total
	// (counting up), the end and the index of the next event (Next).
	screens.Clock
	Cells  [rules.Cells]Cell
	Banner Banner
	Lines  []WinLine // the lines of the step shown, until their cells empty
	Flies  []Fly     // what flies now (pruned when done)
	// KO is the column the last K.O knocked out (-1: none yet) and its
	// punch (L-4 c).
	KO      int
	KOPunch anim.Span
	// Throw is the throw shown (0-based, -1 before the first GO); Throws
	// is the unit's throws as known so far: 3, plus what "+1"/"+2" added
	// (art. 5.7, L-1). ExtraAt is the last time the counter grew.
	Throw, Throws int
	ExtraAt       anim.Span
	// Step is the resolution step shown within the throw (0: the reveal).
	Step int
	// Last is the most recent event applied, for the screen's caption.
	Last rules.Event
	// Fresh are the indices of the events applied (not fast-forwarded)
	// since the last Update began: the board throws its particles there.
	Fresh []int

	events rules.Transcript
	// dropBase is, per column, the rows the drops of the current step
	// fall from above the matrix (the lowest drop's row + 1).
	dropBase [rules.Cols]int
	dropStep [rules.Cols]int // the (throw*64 + step) dropBase belongs to
	fallMax  int             // the longest fall of the current group
}

// New starts the play of a script whose transcript the rules core derived
// (rules.Check). The matrix is hidden until the first GO.
func New(_ *rules.Script, t rules.Transcript) *Play {
	p := &Play{Clock: screens.NewClock(AutoPercent), events: t, KO: -1, Throw: -1, Throws: rules.BaseThrows}
	for c := range p.dropStep {
		p.dropStep[c] = -1
	}
	p.Advance = p.advance
	p.advance()
	return p
}

// FastForward applies at once every event of the first k throws (clamped
// to the unit's throws), as a unit resumed after a reload shows them: in
// transcript order, none skipped, each settled at once (nothing moving,
// the total as the transcript says after them). It only acts on a play
// that has not begun (before the first GO) and reports whether it did.
// The play then waits for the GO of throw k, or ends after the last.
func (p *Play) FastForward(k int) bool {
	if k <= 0 || !p.Skip(rules.ThrowStart(p.events, k), func() { p.applyNext() }) {
		return false
	}
	p.Flies = p.Flies[:0]
	return true
}

// Steps counts the throws released so far (what a reload resumes at).
func (p *Play) Steps() int { return p.Throw + 1 }

// Prize is the prize the transcript ends with (L-6; a transcript of the
// engine always ends with EvEnd).
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

// Update advances the play by one tick.
func (p *Play) Update() {
	p.Fresh = p.Fresh[:0]
	p.Clock.Update()
	live := p.Flies[:0]
	for _, f := range p.Flies {
		if !f.Span.Done(p.Now) {
			live = append(live, f)
		}
	}
	p.Flies = live
}

// ThrowsLeft is the throws not yet released.
func (p *Play) ThrowsLeft() int { return p.Throws - p.Throw - 1 }

// Phase names what GO does now (window.revela.phase): "throw" while it
// releases the throws, "over" at the end.
func (p *Play) Phase() string {
	if p.Ended {
		return "over"
	}
	return "throw"
}

// span schedules a motion of dur ticks from delay ticks on (both
// shortened under AUTO).
func (p *Play) span(delay, dur int) anim.Span { return p.After(p.Len(delay), dur) }

// advance applies the events due now: each after the pause of the one
// before, each throw once GO (or AUTO) released it.
func (p *Play) advance() {
	for p.Ready() {
		if p.Next >= len(p.events) {
			p.Finish(EndDur)
			return
		}
		if p.Gate(p.Next, p.events[p.Next].Kind == rules.EvThrow) {
			return
		}
		if g := p.applyNext(); g > 0 && !p.Ended {
			p.Pause(g)
		}
	}
}

// gap is the pause after event i: the falls and drops of one step move
// together, and the last of them waits for the longest.
func (p *Play) gap(i int) int {
	e := p.events[i]
	switch e.Kind {
	case rules.EvFall, rules.EvDrop:
		if i+1 < len(p.events) {
			n := p.events[i+1]
			if (n.Kind == rules.EvFall || n.Kind == rules.EvDrop) && n.Step == e.Step && n.Throw == e.Throw {
				return 0
			}
		}
		d := p.fallMax + FallSettle
		p.fallMax = 0
		return d
	case rules.EvLine:
		// the lines of one step flash together, a beat apart
		if i+1 < len(p.events) && p.events[i+1].Kind == rules.EvLine {
			return anim.Ms(220)
		}
	}
	return gaps[e.Kind]
}

// applyNext applies event Next, counts it and returns the pause after
// it.
func (p *Play) applyNext() int {
	i := p.Next
	p.Next++
	if !p.Instant {
		p.Fresh = append(p.Fresh, i)
	}
	p.apply(p.events[i])
	return p.gap(i)
}

func (p *Play) fly(f Fly) {
	if p.Instant {
		return
	}
	p.Flies = append(p.Flies, f)
}

func (p *Play) apply(e rules.Event) {
	p.Last = e
	p.Throws = int(e.Throw) + 1 + int(e.ThrowsLeft)
	p.Step = int(e.Step)
	switch e.Kind {
	case rules.EvThrow:
		p.Throw = int(e.Throw)
		p.Lines = p.Lines[:0]
		p.KO = -1
		for i := range p.Cells {
			c := &p.Cells[i]
			row, col := i/rules.Cols, i%rules.Cols
			*c = Cell{Sym: e.Reveal[i], Old: c.Sym, FromY: float64(row) - 3.4}
			c.Move = p.span(col*RevealLag+(2-row)*anim.Ms(30), RevealDur)
		}
	case rules.EvCoin:
		c := &p.Cells[e.Cell]
		c.Glow = p.span(0, FlashDur)
		p.fly(Fly{Kind: FlyCoin, Cell: int(e.Cell), Sym: e.Sym, Amount: e.Amount, Span: p.span(0, FlyDur)})
	case rules.EvCollect:
		k, n := e.Sym.Coll(), int(e.Count)
		p.Cells[e.Cell].Glow = p.span(0, FlashDur)
		p.Banner.Count[k] = n
		p.Banner.Slot[k][n-1] = p.span(FlyDur*7/10, SlotDur)
		p.fly(Fly{Kind: FlyColl, Cell: int(e.Cell), Row: k, Slot: n - 1, Sym: e.Sym, Span: p.span(0, FlyDur)})
	case rules.EvBanner:
		k := e.Sym.Coll()
		p.Banner.Won[k] = true
		p.Banner.WonAt[k] = p.span(0, BannerDur)
		p.fly(Fly{Kind: FlyAmount, Cell: -1, Row: k, Amount: e.Amount, Span: p.span(anim.Ms(250), FlyDur)})
	case rules.EvExtra:
		p.Cells[e.Cell].Glow = p.span(0, FlashDur)
		p.ExtraAt = p.span(FlyDur*8/10, ExtraDur)
		p.fly(Fly{Kind: FlyExtra, Cell: int(e.Cell), Sym: e.Sym, Span: p.span(0, FlyDur)})
	case rules.EvLine:
		p.Lines = append(p.Lines, WinLine{Line: int(e.Line), Sym: e.Sym, Amount: e.Amount, Flash: p.span(0, FlashDur)})
		for _, i := range e.Cells {
			p.Cells[i].Line = true
			p.Cells[i].Glow = p.span(0, FlashDur)
		}
		mid := e.Cells[1]
		p.fly(Fly{Kind: FlyAmount, Cell: int(mid), Amount: e.Amount, Span: p.span(anim.Ms(300), FlyDur)})
	case rules.EvKO:
		p.KO = int(e.Col)
		p.KOPunch = p.span(0, PunchDur)
		p.Cells[e.Cell].Glow = p.span(0, FlashDur)
	case rules.EvEmpty:
		p.Lines = p.Lines[:0]
		for i := range p.Cells {
			if e.Mask&(1<<uint(i)) == 0 {
				continue
			}
			c := &p.Cells[i]
			c.Gone, c.Sym, c.Line, c.Old = c.Sym, rules.Empty, false, rules.Empty
			c.Burst = p.span(0, BurstDur)
		}
	case rules.EvFall:
		col := int(e.Col)
		from, to := &p.Cells[int(e.From)*rules.Cols+col], &p.Cells[int(e.To)*rules.Cols+col]
		d := FallBase + FallRow*int(e.To-e.From)
		to.Sym, to.FromY, to.Move, to.Line, to.Old = e.Sym, float64(e.From), p.span(0, d), false, rules.Empty
		from.Sym = rules.Empty
		p.fallMax = max(p.fallMax, d)
	case rules.EvDrop:
		col := int(e.Col)
		key := int(e.Throw)*64 + int(e.Step)
		if p.dropStep[col] != key {
			// the first drop of the step lands lowest (L-4a): the new
			// symbols come in as one block from above the matrix
			p.dropStep[col], p.dropBase[col] = key, int(e.To)+1
		}
		to := &p.Cells[int(e.To)*rules.Cols+col]
		dist := p.dropBase[col]
		d := FallBase + FallRow*(dist+1)
		to.Sym, to.FromY, to.Line, to.Old = e.Sym, float64(int(e.To)-dist)-0.3, false, rules.Empty
		to.Move = p.span(anim.Ms(60), d)
		p.fallMax = max(p.fallMax, d+anim.Ms(60))
	case rules.EvThrowEnd:
		p.Lines = p.Lines[:0]
	case rules.EvEnd:
		p.SetTotal(e.Total, CountDur)
		p.Finish(EndDur)
		return
	}
	p.SetTotal(e.Total, CountDur)
}

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// Screen is LUCHA FORTUNE's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard
// makes of a play (Board in the client, a stand-in in tests): the rules
// core decodes the script (and composes it in the designers' studio),
// open checks it and starts the play, Drive makes it the timeline; its
// lobby emblem is a luchador mask. Its prize explained, sounds and rules
// page are in explain.go; its win tiers are the default
// (screens.DefaultTiers): big from 20 × the stake (20 €, the lot table's
// 40 € and up), top for the lot table's ranks 1 and 2 (15,000 € and
// 1,000 €, illustrative lot table of docs/rules/lucha-fortune.md, art. 4
// and L-2).
func Screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "LUCHA FORTUNE", Emblem: emblem, Open: screens.Opener(open, newBoard), Rules: rulesPage}
}
