package games

import (
	"maps"
	"slices"
	"testing"

	"revela/core/block"
	"revela/core/lots"
	"revela/internal/sixth"
)

// SCRATCH, the game for tests only (internal/sixth), is registered here as
// a sixth game is, by this one line and no edit to a shared file (issue
// 26): every test of the registry (TestBlocks, TestLookup) takes it in.
func init() { Register(sixth.Game) }

// TestSixth: the sixth game is a game of the registry and of the lot
// tables, and a whole block of it (10 units at 1 €) composes to its
// table's figures: one 5 €, one 2 €, one 1 € and seven losing units, 8 €
// in all, every script valid.
func TestSixth(t *testing.T) {
	if g, err := Lookup("scratch"); err != nil || g != sixth.Game || !slices.Contains(lots.Games(), "scratch") {
		t.Fatalf("scratch: %v, in the games %v", err, lots.Games())
	}
	tab, err := lots.Find("scratch", 100)
	if err != nil {
		t.Fatal(err)
	}
	b := block.FromSeed(tab, 6)
	got := map[string]int{}
	var total int64
	for i := range b.Units {
		prize := b.Prize(i)
		s, err := sixth.Game.Compose(tab.Stake, prize, b.Units[i].Variant(), b.UnitRand(i))
		if err != nil {
			t.Fatal(err)
		}
		p, err := s.Validate()
		if err != nil || p != prize {
			t.Fatalf("unit %d: %s €, %v; want %s €", i, p, err, prize)
		}
		got[p.String()]++
		total += int64(p)
	}
	if want := map[string]int{"5": 1, "2": 1, "1": 1, "0": 7}; !maps.Equal(got, want) || total != 800 {
		t.Errorf("block of %d units: %v, %d cents; want %v, 800", len(b.Units), got, total, want)
	}
}
