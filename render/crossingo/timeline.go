package crossingo

import (
	rules "revela/core/crossingo"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// A Play is driven by the client's unit screen as a screens.Timeline
// (screens.Drive): a step is a GO click.
var _ screens.Play = (*Play)(nil)

// Steps counts the GO clicks released (what a reload resumes at).
func (p *Play) Steps() int { return p.ClicksUsed }

// Phase is "grid" while GO reveals the boxes, "extra" when it opens the
// EXTRA grid, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseGrid: "grid", PhaseExtra: "extra", PhaseOver: "over"}[p.Stage]
}
