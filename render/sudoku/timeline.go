package sudoku

import (
	"fmt"

	"revela/core"
	rules "revela/core/sudoku"
	"revela/render/games"
	"revela/render/kit/anim"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	sc, ok := s.(*rules.Script)
	if !ok {
		return nil, fmt.Errorf("sudoku: a script of type %T", s)
	}
	tr, err := rules.Check(sc)
	if err != nil {
		return nil, err
	}
	return New(sc, tr), nil
}

// timeline is a Play as the client's unit screen drives it
// (games.Timeline): a step is one throw of the dice, a press of Lancer.
type timeline struct{ *Play }

var _ games.Timeline = timeline{}

func (t timeline) Steps() int     { return len(t.Throws) }
func (t timeline) Waiting() bool  { return t.Play.Waiting }
func (t timeline) Auto() bool     { return t.Play.Auto }
func (t timeline) Ended() bool    { return t.Play.Ended }
func (t timeline) Now() int       { return t.Play.Now }
func (t timeline) End() anim.Span { return t.Play.End }

// Phase is "throw" while Lancer throws one of the three throws, "extra"
// when it throws an étape Extra won by a clover, "over" at the end
// (window.revela.phase).
func (t timeline) Phase() string {
	switch t.Play.Phase {
	case PhaseThrow:
		return "throw"
	case PhaseExtra:
		return "extra"
	}
	return "over"
}
