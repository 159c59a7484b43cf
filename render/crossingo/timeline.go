package crossingo

import (
	"fmt"

	"revela/core"
	rules "revela/core/crossingo"
	"revela/render/kit/anim"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	sc, ok := s.(*rules.Script)
	if !ok {
		return nil, fmt.Errorf("crossingo: a script of type %T", s)
	}
	tr, err := rules.Check(sc)
	if err != nil {
		return nil, err
	}
	return New(sc, tr), nil
}

// timeline is a Play as the client's unit screen drives it
// (screens.Timeline): a step is a GO click, or the EXTRA step.
type timeline struct{ *Play }

var _ screens.Timeline = timeline{}

func (t timeline) Steps() int     { return t.ClicksUsed }
func (t timeline) Waiting() bool  { return t.Play.Waiting }
func (t timeline) Auto() bool     { return t.Play.Auto }
func (t timeline) Ended() bool    { return t.Play.Ended }
func (t timeline) Now() int       { return t.Play.Now }
func (t timeline) End() anim.Span { return t.Play.End }

// Phase is "grid" while GO reveals the boxes, "extra" when it opens the
// EXTRA grid, "over" at the end (window.revela.phase).
func (t timeline) Phase() string {
	switch t.Play.Phase {
	case PhaseGrid:
		return "grid"
	case PhaseExtra:
		return "extra"
	}
	return "over"
}

// eventSound is the sound of the events one tick applied: the most
// telling of them (render/kit/sound), "" for none.
func eventSound(es []rules.Event) string {
	return screens.MostTelling(es, func(e rules.Event) (name string, r int) {
		switch e.Kind {
		case rules.EvReveal, rules.EvExtraReveal:
			name, r = sound.Reveal, 1
		case rules.EvMark:
			name, r = sound.Mark, 2
			if e.Gold {
				name, r = sound.Gold, 3
			}
		case rules.EvSwap:
			name, r = sound.Swap, 3
		case rules.EvDirect:
			name, r = sound.Amount, 4
		case rules.EvLine, rules.EvExtraWin:
			name, r = sound.Line, 5
		case rules.EvExtraStart:
			name, r = sound.Extra, 5
		}
		return name, r
	})
}
