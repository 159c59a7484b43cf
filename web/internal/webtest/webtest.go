// Package webtest holds what the server's tests share: small lot tables
// so that blocks are used up within a test.
package webtest

import (
	"revela/core/lots"
	"revela/core/money"
)

// SmallTables returns a table finder like lots.Find whose tables have
// blocks of size units: a copy of the real table keeping its price split
// and the amounts of its three lowest lots, one unit of each per ten
// units (so 30 % of units win).
func SmallTables(size int) func(game string, stake money.Cents) (*lots.Table, error) {
	if size < 10 {
		panic("webtest.SmallTables: size under 10")
	}
	small := map[*lots.Table]*lots.Table{}
	for _, t := range lots.Tables() {
		c := *t
		c.BlockSize = size
		c.Lots = nil
		c.LosingPermille = nil
		n := len(t.Lots)
		for i := max(0, n-3); i < n; i++ {
			l := t.Lots[i]
			c.Lots = append(c.Lots, lots.Lot{Rank: l.Rank, Amount: l.Amount, Count: size / 10})
		}
		c.StatedLots, c.StatedTotal = c.LotCount(), c.Total()
		small[t] = &c
	}
	return func(game string, stake money.Cents) (*lots.Table, error) {
		t, err := lots.Find(game, stake)
		if err != nil {
			return nil, err
		}
		return small[t], nil
	}
}
