package games

import (
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	"revela/core/crossingo"
	"revela/core/lots"
	"revela/core/money"
	"revela/internal/sixth"
)

// renamed is a stand-in rules core: CROSSINGO's under another id.
func renamed(g *core.Game, id string) *core.Game {
	r := *g
	r.ID = id
	return &r
}

// TestRegister: a game of the lot tables is registered and found; an id
// outside the lot tables, a second registration and a declaration
// without one of its functions panic and change nothing.
func TestRegister(t *testing.T) {
	mustPanic := func(g *core.Game, want string) {
		t.Helper()
		defer func() {
			v := recover()
			if s, _ := v.(string); !strings.Contains(s, want) {
				t.Errorf("Register(%q) panicked with %v; want %q", g.ID, v, want)
			}
		}()
		Register(g)
	}
	mustPanic(renamed(crossingo.Game, "bingo"), `"bingo" is not a game of the lot tables`)
	if Playable("bingo") {
		t.Error("bingo became playable")
	}
	mustPanic(crossingo.Game, `"crossingo" registered twice`)

	// a game of the lot tables that no package registers: the sixth
	// game's tables under another id
	const free = "spare"
	var spare []lots.Table
	for _, tab := range sixth.Tables() {
		tab.Game = free
		spare = append(spare, tab)
	}
	lots.Register(spare...)
	noClass := renamed(crossingo.Game, free)
	noClass.Class = nil
	mustPanic(noClass, `lacks a function of core.Game`)
	noNames := renamed(crossingo.Game, free)
	noNames.Forms = &core.Forms{} // forms without their functions
	mustPanic(noNames, `lacks a function of core.Game`)
	noNamesList := renamed(crossingo.Game, free)
	noNamesList.Forms = &core.Forms{Compose: func(money.Cents, money.Cents, string, core.Variant, *rand.Rand) (core.Script, error) {
		return nil, nil
	}} // its names missing
	mustPanic(noNamesList, `lacks a function of core.Game`)
	noCompose := renamed(crossingo.Game, free)
	noCompose.Forms = &core.Forms{Names: func(money.Cents, money.Cents) []string { return nil }} // its Compose missing
	mustPanic(noCompose, `lacks a function of core.Game`)
	if Playable(free) {
		t.Fatalf("%s registered without its functions", free)
	}
	defer delete(registry, free)
	Register(renamed(crossingo.Game, free))
	if g, err := Lookup(free); err != nil || g.ID != free || !Playable(free) {
		t.Fatalf("after Register(%q): Lookup = %v, %v", free, g, err)
	}
}
