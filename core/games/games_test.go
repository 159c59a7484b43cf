package games

import (
	"errors"
	"testing"

	"revela/core/lots"
)

func TestLookup(t *testing.T) {
	for _, id := range lots.Games() {
		g, err := Lookup(id)
		if err != nil || g.ID != id || g.Version != id+"/1" || !Playable(id) {
			t.Fatalf("%s: %v", id, err)
		}
	}
	if _, err := Lookup("bingo"); !errors.Is(err, lots.ErrUnknownGame) || Playable("bingo") {
		t.Fatalf("bingo: %v", err)
	}
}

// TestNotPlayable: a game of the lot tables whose rules core is not
// registered is told apart from an unknown one.
func TestNotPlayable(t *testing.T) {
	g := registry[lots.Sudoku]
	delete(registry, lots.Sudoku)
	defer func() { registry[lots.Sudoku] = g }()
	if _, err := Lookup(lots.Sudoku); !errors.Is(err, ErrNotPlayable) || Playable(lots.Sudoku) {
		t.Fatalf("sudoku: %v", err)
	}
}
