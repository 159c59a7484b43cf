package diamondriver

import (
	rules "revela/core/diamondriver"
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
