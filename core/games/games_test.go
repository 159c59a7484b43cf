package games

import (
	"errors"
	"testing"

	"revela/core/lots"
)

func TestLookup(t *testing.T) {
	g, err := Lookup(lots.Crossingo)
	if err != nil || g.ID() != lots.Crossingo || !Playable(lots.Crossingo) {
		t.Fatalf("crossingo: %v", err)
	}
	if g, err := Lookup(lots.Sudoku); err != nil || g.ID() != lots.Sudoku || !Playable(lots.Sudoku) {
		t.Fatalf("sudoku: %v", err)
	}
	if _, err := Lookup(lots.Eldorado); !errors.Is(err, ErrNotPlayable) || Playable(lots.Eldorado) {
		t.Fatalf("eldorado: %v", err)
	}
	if _, err := Lookup("bingo"); !errors.Is(err, lots.ErrUnknownGame) {
		t.Fatalf("bingo: %v", err)
	}
}
