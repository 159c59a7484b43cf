package screens

import (
	"errors"
	"reflect"
	"testing"

	"revela/core"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
)

type scriptA struct{ n int }

func (scriptA) Envelope() core.Envelope        { return core.Envelope{} }
func (scriptA) Validate() (money.Cents, error) { return 0, nil }

type scriptB struct{}

func (scriptB) Envelope() core.Envelope        { return core.Envelope{} }
func (scriptB) Validate() (money.Cents, error) { return 0, nil }

// double is an engine that derives 2n from a script of n and refuses a
// negative n.
func double(s scriptA) (int, error) {
	if s.n < 0 {
		return 0, errors.New("D-0: negative")
	}
	return 2 * s.n, nil
}

// TestOpenWith: the game's New gets the script as its own type and the
// transcript its engine derived; a script the engine refuses, or one of
// another type, is never started.
func TestOpenWith(t *testing.T) {
	type started struct{ n, t int }
	open := OpenWith(double, func(s scriptA, t int) started { return started{s.n, t} })
	if got, err := open(scriptA{21}); err != nil || got != (started{21, 42}) {
		t.Fatalf("open = %+v, %v", got, err)
	}
	if _, err := open(scriptA{-1}); err == nil || err.Error() != "D-0: negative" {
		t.Fatalf("a refused script: %v", err)
	}
	if _, err := open(scriptB{}); err == nil || err.Error() != "a script of type screens.scriptB, not screens.scriptA" {
		t.Fatalf("another game's script: %v", err)
	}
}

// TestOpener: a Screen's Open drives the toy's play as a Timeline (its
// clock answering Waiting and Go) with the board made from the same play;
// a refused script gives neither.
func TestOpener(t *testing.T) {
	open := OpenWith(double, func(s scriptA, _ int) told { return told{newToy()} })
	o := Opener(open, func(p told) *toy { return p.toy })
	tl, b, err := o(scriptA{1})
	if err != nil || !tl.Waiting() || !tl.Go() || b.Next != 1 || tl.Steps() != 1 {
		t.Fatalf("opened: %v, waiting %v, board's next %d", err, tl.Waiting(), b.Next)
	}
	if tl, b, err := o(scriptA{-1}); err == nil || tl != nil || b != nil {
		t.Fatalf("a refused script opened: %v %v", tl, b)
	}
	tl, _, _ = o(scriptA{1})
	tl.SetAuto()
	for i := 0; i < 1000 && !tl.Ended(); i++ {
		tl.Update()
	}
	want := []kit.Part{{Label: "Pas 1", Amount: 100}, {Label: "Pas 2", Amount: 100}, {Label: "Pas 3", Amount: 100},
		{Label: "Pas 4", Amount: 100}, {Label: "Pas 5", Amount: 100}}
	if got := tl.Parts(i18n.For("fr")); !reflect.DeepEqual(got, want) || tl.Prize() != money.Euros(5) {
		t.Fatalf("parts %+v, prize %s; want 5 € in %+v", got, tl.Prize(), want)
	}
}
