package eldorado

import (
	rules "revela/core/eldorado"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// A Play is driven by the client's unit screen as a screens.Timeline
// (screens.Drive): a step is a grid, released by Jouer (the first) or
// Extra (each Extra grid).
var _ screens.Play = (*Play)(nil)

// Steps counts the grids released (what a reload resumes at).
func (p *Play) Steps() int { return p.Released }

// Phase is "jouer" while the button reveals the first grid, "extra" when
// it plays an Extra grid, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseJouer: "jouer", PhaseExtra: "extra", PhaseOver: "over"}[p.Stage]
}
