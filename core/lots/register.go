package lots

import (
	"cmp"
	"fmt"
	"slices"
)

// registered holds the tables Register added, by game then stake; added
// their games, in the order they were added.
var (
	registered []*Table
	added      []string
)

// all yields every table: the règlements' (tables), then those Register
// added.
func all(yield func(*Table) bool) {
	for i := range tables {
		if !yield(&tables[i]) {
			return
		}
	}
	for _, t := range registered {
		if !yield(t) {
			return
		}
	}
}

// Register adds the lot tables of a game that no règlement of this
// package gives, one per stake: a game written for tests only, which
// Find, Stakes, Tables and Games then list as they list the others
// (docs/adding-a-game.md, 5). Call it before anything
// reads the tables (a test's init): it is not safe beside a reader. It
// panics, as for a programming error, when the tables are not all of one
// new game, when a stake is given twice, and when a table's rows disagree
// with what it states or hold more lots than its block (Discrepancies).
func Register(ts ...Table) {
	if len(ts) == 0 {
		panic("lots.Register: no table")
	}
	game := ts[0].Game
	if game == "" || Stakes(game) != nil {
		panic(fmt.Sprintf("lots.Register: %q is not a new game", game))
	}
	var add []*Table
	for _, t := range ts {
		switch {
		case t.Game != game:
			panic(fmt.Sprintf("lots.Register: a table of %q among %q's", t.Game, game))
		case slices.ContainsFunc(add, func(a *Table) bool { return a.Stake == t.Stake }):
			panic(fmt.Sprintf("lots.Register: %s at %s € given twice", game, t.Stake))
		case t.Discrepancies() != nil:
			panic(fmt.Sprintf("lots.Register: %v", t.Discrepancies()))
		case t.Stake <= 0 || t.Losing() < 0:
			panic(fmt.Sprintf("lots.Register: %s at %s €: a stake above zero and at most %d lots wanted", game, t.Stake, t.BlockSize))
		}
		add = append(add, &t)
	}
	slices.SortFunc(add, func(a, b *Table) int { return cmp.Compare(a.Stake, b.Stake) })
	registered = append(registered, add...)
	added = append(added, game)
}
