package core

import (
	"errors"
	"fmt"
	"math/rand/v2"
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

// unit is a script of the test game: its envelope tells which function
// made it and from what.
type unit struct{ e Envelope }

func (u *unit) Envelope() Envelope             { return u.e }
func (u *unit) Validate() (money.Cents, error) { return u.e.Prize, nil }

// testFuncs are a game whose every function leaves its own mark, so that
// a method calling the wrong one, or passing the wrong argument, fails.
func testFuncs() Funcs[*unit] {
	return Funcs[*unit]{
		ID:      "test",
		Version: "test/1",
		Compose: func(stake, prize money.Cents, mode Mode, rng *rand.Rand) (*unit, error) {
			if prize < 0 {
				return nil, errors.New("compose")
			}
			return &unit{Envelope{Game: "compose", Stake: stake, Prize: prize, Version: fmt.Sprint(mode, rng.IntN(1000))}}, nil
		},
		Decode: func(data []byte) (*unit, error) {
			if len(data) == 0 {
				return nil, errors.New("decode")
			}
			return &unit{Envelope{Game: "decode", Version: string(data)}}, nil
		},
		Natural: func(stake money.Cents, rng *rand.Rand) (*unit, error) {
			if stake == 0 {
				return nil, errors.New("natural")
			}
			return &unit{Envelope{Game: "natural", Stake: stake, Version: fmt.Sprint(rng.IntN(1000))}}, nil
		},
		Class:        func(u *unit) string { return "class of " + u.e.Game },
		FeatureNames: []string{"a", "b"},
		Features:     func(u *unit) []int { return []int{int(u.e.Stake), int(u.e.Prize)} },
	}
}

// TestAdapter: each method of an adapted game calls its own function with
// the arguments it was given, and returns a nil Script on an error.
func TestAdapter(t *testing.T) {
	g := Adapt(testFuncs())
	if g.ID() != "test" || g.Version() != "test/1" {
		t.Fatalf("id %q version %q", g.ID(), g.Version())
	}
	want := fmt.Sprint(ViaExtras, rand.New(rand.NewPCG(1, 2)).IntN(1000))
	s, err := g.Compose(100, 250, ViaExtras, rand.New(rand.NewPCG(1, 2)))
	if err != nil || s.Envelope() != (Envelope{Game: "compose", Stake: 100, Prize: 250, Version: want}) {
		t.Fatalf("compose: %v, %v", s, err)
	}
	if s, err := g.Compose(100, -1, Direct, nil); s != nil || err == nil || err.Error() != "compose" {
		t.Fatalf("compose error: %v, %v", s, err)
	}
	s, err = g.Decode([]byte("x/1"))
	if err != nil || s.Envelope() != (Envelope{Game: "decode", Version: "x/1"}) {
		t.Fatalf("decode: %v, %v", s, err)
	}
	if s, err := g.Decode(nil); s != nil || err == nil || err.Error() != "decode" {
		t.Fatalf("decode error: %v, %v", s, err)
	}
	want = fmt.Sprint(rand.New(rand.NewPCG(3, 4)).IntN(1000))
	s, err = g.Natural(200, rand.New(rand.NewPCG(3, 4)))
	if err != nil || s.Envelope() != (Envelope{Game: "natural", Stake: 200, Version: want}) {
		t.Fatalf("natural: %v, %v", s, err)
	}
	if s, err := g.Natural(0, nil); s != nil || err == nil || err.Error() != "natural" {
		t.Fatalf("natural error: %v, %v", s, err)
	}
	u := &unit{Envelope{Game: "mine", Stake: 50, Prize: 1250}}
	if c := g.Class(u); c != "class of mine" {
		t.Fatalf("class %q", c)
	}
	if c := g.Class(&fake{}); c != "invalid" {
		t.Fatalf("class of another game's script %q", c)
	}
	if f := g.Features(u); len(f) != 2 || f[0] != 50 || f[1] != 1250 {
		t.Fatalf("features %v", f)
	}
	if f := g.Features(&fake{}); f != nil {
		t.Fatalf("features of another game's script %v", f)
	}
	names := g.FeatureNames()
	if len(names) != 2 || names[0] != "a" || names[1] != "b" {
		t.Fatalf("names %v", names)
	}
	names[0] = "changed"
	if g.FeatureNames()[0] != "a" {
		t.Fatal("FeatureNames shares the game's slice")
	}
}

// TestAdapterWithoutClass: a game without its own Class (no forms nor
// modes) classes any script by its declared prize.
func TestAdapterWithoutClass(t *testing.T) {
	f := testFuncs()
	f.Class = nil
	g := Adapt(f)
	if c := g.Class(&unit{Envelope{Prize: 1250}}); c != "12.50" {
		t.Fatalf("class %q", c)
	}
	if c := g.Class(&prized{Envelope{Prize: 300}}); c != "3" {
		t.Fatalf("class of another game's script %q", c)
	}
}

// prized is a script of another game with a prize.
type prized struct{ e Envelope }

func (p *prized) Envelope() Envelope             { return p.e }
func (p *prized) Validate() (money.Cents, error) { return p.e.Prize, nil }

// TestModeless: the composer of a game without modes gets the stake, the
// prize and the random source, whatever the mode.
func TestModeless(t *testing.T) {
	compose := Modeless(func(stake, prize money.Cents, rng *rand.Rand) (*unit, error) {
		return &unit{Envelope{Stake: stake, Prize: prize, Version: fmt.Sprint(rng.IntN(1000))}}, nil
	})
	want := fmt.Sprint(rand.New(rand.NewPCG(5, 6)).IntN(1000))
	u, err := compose(100, 500, ViaExtras, rand.New(rand.NewPCG(5, 6)))
	if err != nil || u.e != (Envelope{Stake: 100, Prize: 500, Version: want}) {
		t.Fatalf("modeless: %v, %v", u, err)
	}
}
