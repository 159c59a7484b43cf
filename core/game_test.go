package core

import (
	"errors"
	"testing"

	"revela/core/money"
)

type fake struct{}

func (*fake) Envelope() Envelope             { return Envelope{} }
func (*fake) Validate() (money.Cents, error) { return 0, nil }

// TestAsScript: an error gives a nil Script, not one holding a nil
// pointer (which a caller's s != nil would take for a script).
func TestAsScript(t *testing.T) {
	boom := errors.New("boom")
	if s, err := AsScript[*fake](nil, boom); s != nil || err != boom {
		t.Fatalf("error: %v, %v", s, err)
	}
	f := &fake{}
	if s, err := AsScript(f, nil); s != Script(f) || err != nil {
		t.Fatalf("script: %v, %v", s, err)
	}
}

// unit is a script of a test game.
type unit struct{ e Envelope }

func (u *unit) Envelope() Envelope             { return u.e }
func (u *unit) Validate() (money.Cents, error) { return u.e.Prize, nil }

// TestTyped: a function of the game's own script type gets the game's
// scripts and gives other for another game's.
func TestTyped(t *testing.T) {
	class := Typed(func(u *unit) string { return "class of " + u.e.Game }, "invalid")
	features := Typed(func(u *unit) []int { return []int{int(u.e.Stake), int(u.e.Prize)} }, nil)
	u := &unit{Envelope{Game: "mine", Stake: 50, Prize: 1250}}
	if c := class(u); c != "class of mine" {
		t.Fatalf("class %q", c)
	}
	if c := class(&fake{}); c != "invalid" {
		t.Fatalf("class of another game's script %q", c)
	}
	if f := features(u); len(f) != 2 || f[0] != 50 || f[1] != 1250 {
		t.Fatalf("features %v", f)
	}
	if f := features(&fake{}); f != nil {
		t.Fatalf("features of another game's script %v", f)
	}
}

// TestPrizeClass: a game without forms nor variants classes any script
// by its declared prize, written as the wire writes euros.
func TestPrizeClass(t *testing.T) {
	if c := PrizeClass(&unit{Envelope{Prize: 1250}}); c != "12.50" {
		t.Fatalf("class %q", c)
	}
	if c := PrizeClass(&unit{Envelope{Prize: 300}}); c != "3" {
		t.Fatalf("class %q", c)
	}
}

// TestVariantNamed: a game's variants by their names, "" the plain one,
// and an unknown name refused with the names the game has.
func TestVariantNamed(t *testing.T) {
	g := &Game{ID: "g", Variants: []string{"flat", "steps"}}
	if v, err := g.VariantNamed("steps"); v != 1 || err != nil {
		t.Errorf("steps: %d, %v", v, err)
	}
	if v, err := g.VariantNamed(""); v != Plain || err != nil {
		t.Errorf(`"": %d, %v`, v, err)
	}
	if _, err := g.VariantNamed("wheel"); !errors.Is(err, ErrVariant) || err.Error() != `"wheel": not a presentation variant of the game: g has ["flat" "steps"]` {
		t.Errorf("wheel: %v", err)
	}
	plain := &Game{ID: "p"}
	if _, err := plain.VariantNamed("flat"); !errors.Is(err, ErrVariant) || err.Error() != `"flat": not a presentation variant of the game: p has the plain presentation only` {
		t.Errorf("flat: %v", err)
	}
}
