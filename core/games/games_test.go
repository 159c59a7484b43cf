package games

import (
	"errors"
	"testing"

	"revela/core/lots"
)

func TestLookup(t *testing.T) {
	for _, id := range []string{lots.Crossingo, lots.DiamondRiver, lots.Eldorado, lots.Sudoku} {
		g, err := Lookup(id)
		if err != nil || g.ID() != id || g.Version() != id+"/1" || !Playable(id) {
			t.Fatalf("%s: %v", id, err)
		}
	}
	if _, err := Lookup(lots.LuchaFortune); !errors.Is(err, ErrNotPlayable) || Playable(lots.LuchaFortune) {
		t.Fatalf("lucha-fortune: %v", err)
	}
	if _, err := Lookup("bingo"); !errors.Is(err, lots.ErrUnknownGame) {
		t.Fatalf("bingo: %v", err)
	}
}
