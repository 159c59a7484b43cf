package screens

import (
	"fmt"

	"revela/core"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// Play is what a game's play answers beside its Clock, which it embeds
// (the Clock's Update serves unless the play adds to it): how it resumes,
// the prize it ends with, the steps released, what GO releases now, the
// sound of its events and the prize explained. Drive makes it a Timeline.
type Play interface {
	Update()
	FastForward(k int) bool
	Prize() money.Cents
	Steps() int
	Phase() string
	// Sound is the sound of the events from to to-1 of the play's
	// transcript, applied in one tick: the most telling of them
	// (MostTelling, a name of render/kit/sound), "" for none.
	Sound(from, to int) string
	Explainer
	clock() *Clock
}

func (c *Clock) clock() *Clock { return c }

// OpenWith is a game's one way to open a script, the open of its package:
// s must be of the game's own script type S (else the error names the
// type it is), check (the engine's Check) derives its transcript T or
// refuses it, naming the rule it breaks (docs/rules 0.1: a script that
// fails is never played), and start (the game's New) begins its play.
func OpenWith[S core.Script, T, P any](check func(S) (T, error), start func(S, T) P) func(core.Script) (P, error) {
	return func(s core.Script) (P, error) {
		var p P
		sc, ok := s.(S)
		if !ok {
			return p, fmt.Errorf("a script of type %T, not %T", s, sc)
		}
		t, err := check(sc)
		if err != nil {
			return p, err
		}
		return start(sc, t), nil
	}
}

// Opener is a Screen's Open made of the game's open (OpenWith) and board,
// which makes the board that draws a play: the play is driven as a
// Timeline (Drive).
func Opener[P Play, B any](open func(core.Script) (P, error), board func(P) B) func(core.Script) (Timeline, B, error) {
	return func(s core.Script) (Timeline, B, error) {
		p, err := open(s)
		if err != nil {
			var b B
			return nil, b, err
		}
		return Drive(p), board(p), nil
	}
}

// Drive is play p as the client's unit screen drives it: the one
// adapter of every game's play to Timeline, its Clock answering the rest.
// It keeps only Timeline's methods of the play (a play embedded in a
// timeline type would have the .wasm keep all its promoted methods).
func Drive(p Play) Timeline { return &driven{c: p.clock(), p: p} }

type driven struct {
	c     *Clock
	p     Play
	heard Heard
}

// Sound is the sound of the events applied since the last call
// (Play.Sound; Heard: none for those a resume applied before the first).
func (d *driven) Sound() string {
	if from, to := d.heard.Since(d.c.Next); from < to {
		return d.p.Sound(from, to)
	}
	return ""
}

func (d *driven) Go() bool       { return d.c.Go() }
func (d *driven) SetAuto()       { d.c.SetAuto() }
func (d *driven) Waiting() bool  { return d.c.Waiting }
func (d *driven) Auto() bool     { return d.c.Auto }
func (d *driven) Ended() bool    { return d.c.Ended }
func (d *driven) Now() int       { return d.c.Now }
func (d *driven) End() anim.Span { return d.c.End }

func (d *driven) Update()                        { d.p.Update() }
func (d *driven) FastForward(k int) bool         { return d.p.FastForward(k) }
func (d *driven) Prize() money.Cents             { return d.p.Prize() }
func (d *driven) Steps() int                     { return d.p.Steps() }
func (d *driven) Phase() string                  { return d.p.Phase() }
func (d *driven) Parts(w *i18n.Words) []kit.Part { return d.p.Parts(w) }
