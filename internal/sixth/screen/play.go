// Package screen is SCRATCH's screen in the client, for tests only
// (internal/sixth is its rules core): the timeline of one play (Play,
// plain Go), its prize explained, its rules page and its lobby emblem,
// registered in a test's registry as one screens.Screen (Screen). A board
// drawing it would be the only js file of a real game's screen; the
// tests' board is the play itself.
package screen

import (
	"strings"

	"revela/core/money"
	rules "revela/internal/sixth"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// Durations at normal speed, in ticks.
var (
	ScratchDur = anim.Ms(600) // the cover is scratched off
	CountDur   = anim.Ms(500) // the total counts up
	EndDur     = anim.Ms(600) // the result arrives
)

// AutoPercent is how long motions last under AUTO, in percent of their
// normal length.
const AutoPercent = 55

// Play is one SCRATCH play in progress: the box, covered until GO
// scratches it (S-2), then showing its face; AUTO scratches it by
// itself.
type Play struct {
	// Clock holds the ticks, AUTO, the wait for GO, the total and the
	// end.
	screens.Clock
	Shown   bool        // the box is scratched
	Amount  money.Cents // what it shows, 0 for nothing
	Scratch anim.Span   // the cover coming off
	Stage   string      // what GO releases now: "scratch", then "over"

	events rules.Transcript
}

// New starts the play of a script whose transcript the engine derived
// (rules.Check): the box covered, waiting for GO.
func New(_ *rules.Script, t rules.Transcript) *Play {
	p := &Play{Clock: screens.NewClock(AutoPercent), Stage: "scratch", events: t}
	p.Advance = p.advance
	p.advance()
	return p
}

func (p *Play) advance() {
	for p.Ready() {
		if p.Next >= len(p.events) {
			p.Finish(EndDur)
			p.Stage = "over"
			return
		}
		if p.Gate(p.Next, true) {
			return
		}
		p.applyNext()
		p.Pause(ScratchDur)
	}
}

// applyNext applies the next event: the box shows its face, the total
// counts up to it.
func (p *Play) applyNext() {
	e := p.events[p.Next]
	p.Next++
	p.Shown, p.Amount, p.Scratch = true, e.Amount, p.Span(ScratchDur)
	p.SetTotal(e.Total, CountDur)
}

// FastForward applies the scratch at once when k ≥ 1 (a unit resumed
// after a reload), before the first GO, and reports whether it did.
func (p *Play) FastForward(k int) bool {
	return k > 0 && p.Skip(min(k, len(p.events)), p.applyNext)
}

// Prize is the prize the transcript ends with.
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

// Steps counts the scratches released: 0 or 1.
func (p *Play) Steps() int { return p.Next }

// Phase is "scratch" until the box is scratched, "over" at the end
// (window.revela.phase).
func (p *Play) Phase() string { return p.Stage }

// Sound is the sound of the scratch (render/kit/sound's reveal), "" for
// no event.
func (p *Play) Sound(from, to int) string {
	if from < to {
		return sound.Reveal
	}
	return ""
}

// Parts explains the prize (screens.Explainer): the amount the box shows,
// none for nothing.
func (p *Play) Parts(w *i18n.Words) []kit.Part {
	if p.Prize() == 0 {
		return nil
	}
	label := "Scratched box"
	if w.Lang == "fr" {
		label = "Case grattée"
	}
	return []kit.Part{{Label: label, Amount: p.Prize()}}
}

// tiers: a prize of 5 × the stake or more is big, the table's rank 1 top.
var tiers = screens.Tiers{Big: 5, Top: 1}

// rulesPage is SCRATCH's part of its rules screen: its rules S-1 and S-2
// in a sentence each and the ladder from the game's parameters.
func rulesPage(w *i18n.Words, _ money.Cents) screens.RulesPage {
	amounts := make([]string, 0, 3)
	for _, a := range rules.Ladder() {
		amounts = append(amounts, w.Money(a))
	}
	if w.Lang == "fr" {
		return screens.RulesPage{
			Sentences: []string{"Une case cache un montant, ou rien.", "GO la gratte : vous gagnez le montant qu'elle montre."},
			Tables:    []screens.RulesTable{{Title: "Montants", Rows: [][2]string{{"Case", strings.Join(amounts, " · ")}}}},
		}
	}
	return screens.RulesPage{
		Sentences: []string{"A box hides an amount, or nothing.", "GO scratches it: you win the amount it shows."},
		Tables:    []screens.RulesTable{{Title: "Amounts", Rows: [][2]string{{"Box", strings.Join(amounts, " · ")}}}},
	}
}

// emblem is the symbol of the lobby's tile: a star in every theme.
func emblem(*kit.Theme) string { return kit.SymStar }

// open checks a decoded script with the engine and starts its play.
var open = screens.OpenWith(rules.Check, New)

// Screen is SCRATCH's screen for a registry, with the board that
// newBoard makes of a play (the play itself in the tests).
func Screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: rules.Name, Emblem: emblem, Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}
