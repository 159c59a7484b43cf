package diamondriver

import (
	"revela/core"
	rules "revela/core/diamondriver"
	"revela/render/games"
	"revela/render/kit/anim"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	tr, err := games.Derive(s, rules.Check)
	if err != nil {
		return nil, err
	}
	return New(tr), nil
}

// A Play is the games.Timeline the client's unit screen drives: a step
// is a throw (LANCEZ) or the wheel (GO); Now and Auto are its clock's.
var _ games.Timeline = (*Play)(nil)

// Steps counts the steps released (what a reload resumes at).
func (p *Play) Steps() int { return p.Released }

// Waiting tells whether the play waits for LANCEZ or GO.
func (p *Play) Waiting() bool { return p.Held }

// Ended tells whether the unit is over.
func (p *Play) Ended() bool { return p.Over }

// End is the span of the result's arrival.
func (p *Play) End() anim.Span { return p.EndAt }

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
