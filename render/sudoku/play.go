// Package sudoku is SUDOKU's screen in the client: the timeline of one
// play (Play, plain Go, tested without a screen), the layout of the
// règlement's screen (plain Go), its words, and the board that draws
// them (js only), registered with the client as one screens.Screen
// (Screen, at the end of this file, with Board of board.go in the
// client).
package sudoku

import (
	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/kit/anim"
	"revela/render/screens"
)

// Durations of the motions at normal speed, in ticks (docs/art.md, Motion).
var (
	AppearDur = anim.Ms(450) // the shown cells fade in at the start (art. 4.3)
	RollDur   = anim.Ms(750) // the two dice tumble and land on the throw's faces
	RevealDur = anim.Ms(320) // a hidden cell flips to its digit
	BlockDur  = anim.Ms(700) // a complete block lights up
	TallyDur  = anim.Ms(500) // the total counts up
	FinishDur = anim.Ms(600) // the result arrives
)

// pauses are how long the play rests after each kind of event before
// the next one, at normal speed: a throw rests while its dice roll, so
// that the cells turn once they have landed.
var pauses = [...]int{
	rules.EvStart:  0,
	rules.EvThrow:  RollDur + anim.Ms(220),
	rules.EvReveal: anim.Ms(130),
	rules.EvBlock:  anim.Ms(650),
	rules.EvEnd:    0,
}

// AutoShare is how long pauses and motions last under AUTO, in percent
// of their normal length: faster, never skipped.
const AutoShare = 55

// Cell is one of the 81 cells of the grid.
type Cell struct {
	Digit  int  // the digit under it (S-1)
	Shown  bool // shown from the start (art. 4.3)
	Open   bool // revealed by a throw (art. 4.3.2)
	Turn   anim.Span
	InWon  bool // in a complete block
	ByStep int  // the throw that revealed it (1..6), 0 when Shown
}

// Block is one of the nine 3×3 blocks, row by row.
type Block struct {
	Won   bool
	Rank  int // 1 for the first block won, 2 for the second...
	Light anim.Span
}

// Throw is one throw of the two dice as shown (art. 4.3.1).
type Throw struct {
	Faces  [2]int // 1-5 pips, 0 for the clover (S-3)
	Digit  int    // the result 1-9
	Clover bool   // a clover: one throw more, an étape Extra (S-4)
	Repeat bool   // a digit thrown before: it reveals nothing
	Extra  bool   // this throw is an étape Extra (the 4th throw or later)
	Found  int    // the cells it revealed
}

// Phase is what the Lancer button does now.
type Phase uint8

const (
	PhaseThrow Phase = iota // Lancer throws one of the three throws
	PhaseExtra              // Lancer throws an étape Extra (won by a clover)
	PhaseOver               // the unit is over
)

// Play is one SUDOKU play in progress, the state machine of the play as
// the screen shows it. It reads a transcript derived by the rules core
// (core/sudoku) and applies its events one by one at scheduled ticks:
// each press of Lancer (or AUTO) releases one throw, whose dice roll,
// then whose cells turn, then whose complete blocks light up; no event
// is ever skipped. The board reads the cells, blocks and throws and the
// spans (start tick, duration) of what is moving.
type Play struct {
	// Clock holds the ticks, AUTO, the wait for Lancer, the running
	// total (the Gain × the blocks won so far, counting up), the end and
	// the index of the next event (Next).
	screens.Clock
	Cells  [rules.Cells]Cell
	Blocks [rules.N]Block
	Gain   money.Cents // the amount of the Gain case (art. 4.3)
	Start  anim.Span   // the shown cells' appearance
	// Throws are the throws released so far; Roll is the last one's roll.
	Throws []Throw
	Roll   anim.Span
	// Thrown[d] tells whether digit d was thrown already.
	Thrown [rules.N + 1]bool
	// Left counts the throws left, Extras the étapes Extra won so far.
	Left, Extras int
	// Won counts the winning blocks so far.
	Won int
	// Last is the most recent event applied, for the caption.
	Last rules.Event

	stage    Phase // what Lancer does now
	events   rules.Transcript
	throwsIn int // throws in the script
}

// New starts the play of a script whose transcript the rules core derived
// (rules.Check): the grid with its shown cells and the Gain appear at
// once (Jouer, step 0), and the play waits for the first Lancer.
func New(s *rules.Script, t rules.Transcript) *Play {
	p := &Play{Clock: screens.NewClock(AutoShare), events: t, Gain: s.Gain, Left: rules.BaseThrows, throwsIn: len(s.Throws)}
	p.Advance = p.step
	for i := range p.Cells {
		r, c := i/rules.N, i%rules.N
		p.Cells[i] = Cell{Digit: int(s.Grid[r][c] - '0'), Shown: s.Shown[r][c] == rules.Show1}
	}
	p.Start = anim.At(0, AppearDur)
	p.step()
	return p
}

// FastForward applies at once every event of the first k throws
// (clamped to the script's), as a unit resumed after a reload shows them:
// in transcript order, none skipped, each settled (no motion pending,
// the total as the transcript says after them). It acts only on a play
// whose first throw has not been released, and reports whether it did.
// The play then waits for throw k+1, or after the last throw ends by
// itself.
func (p *Play) FastForward(k int) bool {
	if k <= 0 || p.Ended || len(p.Throws) > 0 || !p.Waiting {
		return false
	}
	k = min(k, p.throwsIn)
	end := p.Next
	for end < len(p.events) && p.events[end].Kind != rules.EvEnd && int(p.events[end].Step) <= k {
		end++
	}
	if !p.Skip(end, func() {
		p.Next++
		p.apply(p.events[p.Next-1])
	}) {
		return false
	}
	p.Start = anim.Span{Start: p.Now - 1, Dur: 1, On: true}
	return true
}

// Steps counts the steps released (what a reload resumes at).
func (p *Play) Steps() int { return len(p.Throws) }

// Prize is the prize the transcript ends with.
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

// Phase is "throw" while Lancer throws one of the three throws, "extra"
// when it throws an étape Extra won by a clover, "over" at the end
// (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseThrow: "throw", PhaseExtra: "extra", PhaseOver: "over"}[p.stage]
}

// NextIsExtra tells whether the next throw is an étape Extra: the play
// has used its three throws and has some left thanks to clovers.
func (p *Play) NextIsExtra() bool { return len(p.Throws) >= rules.BaseThrows && p.Left > 0 }

// LastThrow is the last throw released, and false before the first.
func (p *Play) LastThrow() (Throw, bool) {
	if len(p.Throws) == 0 {
		return Throw{}, false
	}
	return p.Throws[len(p.Throws)-1], true
}

// step applies the events that are due: it stops at a throw the player
// has not released (waiting for Lancer unless AUTO is on), while a
// motion rests, and at the end (the transcript's last event).
func (p *Play) step() {
	for p.Ready() && p.Next < len(p.events) {
		e := p.events[p.Next]
		if e.Kind == rules.EvThrow {
			p.stage = PhaseThrow
			if p.NextIsExtra() {
				p.stage = PhaseExtra
			}
		}
		if p.Gate(p.Next, e.Kind == rules.EvThrow) {
			return
		}
		p.Rest(p.Len(pauses[e.Kind]))
		p.Next++
		p.apply(e)
	}
}

// count sets the running total, counting up to it.
func (p *Play) count(t money.Cents) { p.SetTotal(t, TallyDur) }

func (p *Play) apply(e rules.Event) {
	p.Last = e
	switch e.Kind {
	case rules.EvStart:
		p.Gain = e.Amount
	case rules.EvThrow:
		d := int(e.Digit)
		p.Throws = append(p.Throws, Throw{
			Faces: [2]int{int(e.Faces[0]), int(e.Faces[1])}, Digit: d,
			Clover: e.Clover, Repeat: e.Repeat, Extra: len(p.Throws) >= rules.BaseThrows,
		})
		p.Thrown[d] = true
		p.Left, p.Extras = int(e.Left), int(e.Extras)
		p.Roll = p.Span(RollDur)
	case rules.EvReveal:
		c := &p.Cells[e.Cell]
		c.Open, c.ByStep, c.Turn = true, int(e.Step), p.Span(RevealDur)
		p.Throws[len(p.Throws)-1].Found++
	case rules.EvBlock:
		b := &p.Blocks[e.Block]
		p.Won = int(e.Blocks)
		b.Won, b.Rank, b.Light = true, p.Won, p.Span(BlockDur)
		for _, i := range BlockCells(int(e.Block)) {
			p.Cells[i].InWon = true
		}
	case rules.EvEnd: // the result arrives
		p.stage = PhaseOver
		p.Finish(p.Scale(FinishDur))
	}
	p.count(e.Total)
}

// BlockCells lists the nine cells (9·row + column) of block b (0..8, row
// by row), row by row.
func BlockCells(b int) [rules.N]int {
	var out [rules.N]int
	r0, c0 := rules.Box*(b/rules.Box), rules.Box*(b%rules.Box)
	for k := range out {
		out[k] = rules.N*(r0+k/rules.Box) + c0 + k%rules.Box
	}
	return out
}

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// Screen is SUDOKU's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard makes
// of a play (Board in the client, a stand-in in tests): the rules core
// decodes the script (and composes it in the designers' studio), open
// checks it and starts the play, Drive makes it the timeline; its lobby
// emblem is the clover of the dice, in every theme. Its tiers, prize
// explained, sounds and rules page are in explain.go.
func Screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "SUDOKU", Emblem: emblem, Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}
