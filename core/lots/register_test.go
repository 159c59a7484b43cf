package lots

import (
	"slices"
	"strings"
	"testing"

	"revela/core/money"
)

// TestRegister: the tables of a game for tests are found, listed and
// offered at their stakes, lowest first, after the règlements'; a table
// of a known game, two games at once, a stake twice and rows that
// disagree with what the table states panic and add nothing.
func TestRegister(t *testing.T) {
	defer func(r []*Table, a []string) { registered, added = r, a }(registered, added)
	one := func(stake string) Table {
		return Table{Game: "bingo", Name: "BINGO", Stake: eur(stake), GamePart: eur(stake), BlockSize: 10,
			Lots: []Lot{row(1, 1, "5"), row(2, 2, "1")}, StatedLots: 3, StatedTotal: eur("7"), Source: "a test"}
	}
	mustPanic := func(want string, ts ...Table) {
		t.Helper()
		defer func() {
			if s, _ := recover().(string); !strings.Contains(s, want) {
				t.Errorf("Register panicked with %q; want %q", s, want)
			}
		}()
		Register(ts...)
	}
	crossingo := one("1")
	crossingo.Game = Crossingo
	mustPanic(`"crossingo" is not a new game`, crossingo)
	mustPanic(`a table of "crossingo" among "bingo"'s`, one("1"), crossingo)
	mustPanic(`bingo at 1 € given twice`, one("1"), one("1"))
	wrong := one("1")
	wrong.StatedTotal = eur("8")
	mustPanic(`stated total 8 €, rows give 7 €`, wrong)
	full := one("1")
	full.BlockSize = 2
	mustPanic(`at most 2 lots`, full)
	mustPanic(`no table`)
	if Stakes("bingo") != nil || slices.Contains(Games(), "bingo") {
		t.Fatal("a refused table was added")
	}

	Register(one("2"), one("1"))
	if got := Stakes("bingo"); !slices.Equal(got, []money.Cents{100, 200}) {
		t.Errorf("Stakes(bingo) = %v; want [1 2]", got)
	}
	if g := Games(); len(g) != 6 || g[5] != "bingo" || g[0] != Crossingo {
		t.Errorf("Games() = %q", g)
	}
	tb, err := Find("bingo", 200)
	if err != nil || tb.Stake != 200 || tb.LotCount() != 3 || tb.Losing() != 7 || tb.Total() != 700 {
		t.Fatalf("Find(bingo, 2) = %+v, %v", tb, err)
	}
	if _, err := Find("bingo", 300); err == nil || !strings.Contains(err.Error(), "bingo does not sell units at 3 €") {
		t.Errorf("Find(bingo, 3): %v", err)
	}
	ts := Tables()
	if n := len(ts); ts[n-2].Game != "bingo" || ts[n-2].Stake != 100 || ts[n-1].Stake != 200 || ts[0].Game != Crossingo {
		t.Errorf("Tables() does not end with bingo's two tables")
	}
	mustPanic(`"bingo" is not a new game`, one("3"))
}
