package eldorado

import (
	"fmt"

	"revela/core"
	rules "revela/core/eldorado"
	"revela/core/money"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	sc, ok := s.(*rules.Script)
	if !ok {
		return nil, fmt.Errorf("eldorado: a script of type %T", s)
	}
	tr, err := rules.Check(sc)
	if err != nil {
		return nil, err
	}
	return New(sc, tr), nil
}

// timeline is a Play as the client's unit screen drives it
// (screens.Timeline): a step is a grid, released by Jouer (the first) or
// Extra (each Extra grid).
type timeline struct {
	screens.ClockParts
	p *Play
}

func newTimeline(p *Play) timeline { return timeline{screens.ClockParts{C: &p.Clock}, p} }

var _ screens.Timeline = timeline{}

func (t timeline) FastForward(k int) bool { return t.p.FastForward(k) }
func (t timeline) Prize() money.Cents     { return t.p.Prize() }
func (t timeline) Steps() int             { return t.p.Steps }

// Phase is "jouer" while the button reveals the first grid, "extra" when
// it plays an Extra grid, "over" at the end (window.revela.phase).
func (t timeline) Phase() string {
	switch t.p.Phase {
	case PhaseJouer:
		return "jouer"
	case PhaseExtra:
		return "extra"
	}
	return "over"
}
