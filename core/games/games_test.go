package games

import (
	"errors"
	"strings"
	"testing"

	"revela/core/internal/doctest"
	"revela/core/internal/gametest"
	"revela/core/lots"
	"revela/core/money"
)

func TestLookup(t *testing.T) {
	for _, id := range lots.Games() {
		g, err := Lookup(id)
		if err != nil || g.ID != id || g.Version != id+"/1" || !Playable(id) {
			t.Fatalf("%s: %v", id, err)
		}
		// The presentation variants of the game's lot tables are those it
		// declares: ELDORADO's two modes, one for the others.
		want := map[string]int{lots.Eldorado: 2}[id]
		if len(g.Variants) != want {
			t.Errorf("%s declares variants %q; want %d", id, g.Variants, want)
		}
		for _, stake := range lots.Stakes(id) {
			if tab, _ := lots.Find(id, stake); tab.VariantCount() != max(1, want) {
				t.Errorf("%s %s €: %d variants in the lot table; want %d", id, stake, tab.VariantCount(), max(1, want))
			}
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

// TestDataFile: LUCHA FORTUNE's figures come from a data file, whose
// embedded default the check passes (its coupe banner pays 15,000 €); the
// other games' figures are in their code.
func TestDataFile(t *testing.T) {
	check := DataFile(lots.LuchaFortune)
	if check == nil || DataFile(lots.Crossingo) != nil || DataFile("bingo") != nil {
		t.Fatal("data files: want lucha-fortune's only")
	}
	fc, err := check(lots.LuchaFortuneFile())
	if err != nil || fc.Problems != nil || !strings.Contains(fc.Summary, "coupe 15000 €") {
		t.Fatalf("the embedded file: %+v, %v", fc, err)
	}
	if _, err := check([]byte(`{}`)); err == nil {
		t.Fatal("an empty data file passes")
	}
}

// TestDocExamples keeps the examples of the script pages real where the
// page shows no more than a composed unit: each is what its game's
// composer makes from the seed the page names, and it validates to the
// prize it declares. The pages that also tell the unit's events keep
// their own test in the game's package (DIAMOND RIVER, SUDOKU).
func TestDocExamples(t *testing.T) {
	for _, c := range []struct {
		game, page   string
		stake, prize money.Cents
		seed         uint64
	}{
		{lots.Crossingo, "crossingo-script.md", money.Euros(1), money.Euros(50), 3831},
		{lots.LuchaFortune, "lucha-fortune-script.md", money.Euros(1), money.Euros(10), 1175},
	} {
		t.Run(c.game, func(t *testing.T) {
			g, err := Lookup(c.game)
			if err != nil {
				t.Fatal(err)
			}
			doctest.Composed(t, "../../docs/"+c.page, g, c.stake, c.prize, gametest.Rng(c.seed))
		})
	}
}
