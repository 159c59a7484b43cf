package sudoku

import (
	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// A Play is driven by the client's unit screen as a screens.Timeline
// (screens.Drive).
var _ screens.Play = (*Play)(nil)

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
