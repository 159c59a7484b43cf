package games

import (
	"strings"
	"testing"

	"revela/core"
	"revela/core/crossingo"
	"revela/core/lots"
)

// renamed is a stand-in rules core: CROSSINGO's under another id.
type renamed struct {
	core.Game
	id string
}

func (r renamed) ID() string { return r.id }

// TestRegister: a game of the lot tables is registered and found; an id
// outside the lot tables and a second registration panic and change
// nothing.
func TestRegister(t *testing.T) {
	mustPanic := func(g core.Game, want string) {
		t.Helper()
		defer func() {
			v := recover()
			if s, _ := v.(string); !strings.Contains(s, want) {
				t.Errorf("Register(%q) panicked with %v; want %q", g.ID(), v, want)
			}
		}()
		Register(g)
	}
	mustPanic(renamed{crossingo.Game, "bingo"}, `"bingo" is not a game of the lot tables`)
	if Playable("bingo") {
		t.Error("bingo became playable")
	}
	mustPanic(crossingo.Game, `"crossingo" registered twice`)

	free := ""
	for _, id := range lots.Games() {
		if !Playable(id) {
			free = id
			break
		}
	}
	if free == "" {
		t.Skip("every game of the lot tables is registered")
	}
	defer delete(registry, free)
	Register(renamed{crossingo.Game, free})
	if g, err := Lookup(free); err != nil || g.ID() != free || !Playable(free) {
		t.Fatalf("after Register(%q): Lookup = %v, %v", free, g, err)
	}
}
