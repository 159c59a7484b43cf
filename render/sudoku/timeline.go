package sudoku

import (
	"revela/core"
	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/games"
	"revela/render/kit/anim"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	sc, tr, err := games.Checked(s, rules.Check)
	if err != nil {
		return nil, err
	}
	return New(sc, tr), nil
}

// A Play is the timeline the client's unit screen drives: a step is one
// throw of the dice, a press of Lancer.
var _ games.Timeline = (*Play)(nil)

// Prize is the prize the transcript ends with.
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

func (p *Play) Steps() int     { return len(p.Throws) }
func (p *Play) Waiting() bool  { return p.wait }
func (p *Play) Auto() bool     { return p.OnAuto }
func (p *Play) Ended() bool    { return p.done }
func (p *Play) Now() int       { return p.Tick }
func (p *Play) End() anim.Span { return p.endAt }

// Phase is "throw" while Lancer throws one of the three throws, "extra"
// when it throws an étape Extra won by a clover, "over" at the end
// (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseThrow: "throw", PhaseExtra: "extra", PhaseOver: "over"}[p.stage]
}
