// Package webtest holds what the server's tests share: a stand-in rules
// core registered for the games whose real one is not built, and small
// lot tables so that blocks are used up within a test.
package webtest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sync"

	"revela/core"
	"revela/core/games"
	"revela/core/lots"
	"revela/core/money"
)

// Fake is a stand-in core.Game: its script is the envelope and one
// number drawn from the unit's stream, and it validates by checking the
// envelope against the lot table.
type Fake struct{ Game string }

// Header embeds the envelope's fields in the script's JSON.
type Header = core.Envelope

// FakeScript is Fake's script.
type FakeScript struct {
	Header
	Draw uint64 `json:"draw"`
}

func (f Fake) ID() string      { return f.Game }
func (f Fake) Version() string { return f.Game + "/fake" }

func (f Fake) Compose(stake, prize money.Cents, mode core.Mode, rng *rand.Rand) (core.Script, error) {
	s := &FakeScript{Header: core.Envelope{Game: f.Game, Stake: stake, Prize: prize, Version: f.Version()}, Draw: rng.Uint64()}
	if _, err := s.Validate(); err != nil {
		return nil, err
	}
	return s, nil
}

func (f Fake) Decode(data []byte) (core.Script, error) {
	var s FakeScript
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

func (s *FakeScript) Envelope() core.Envelope { return s.Header }

// Validate checks that the prize is paid by some table of the game at the
// stake (the real one or a small one of this package).
func (s *FakeScript) Validate() (money.Cents, error) {
	t, err := lots.Find(s.Game, s.Stake)
	if err != nil {
		return 0, err
	}
	if !t.Pays(s.Prize) {
		return 0, fmt.Errorf("prize %s not in the %s table", s.Prize, s.Game)
	}
	return s.Prize, nil
}

var once sync.Once

// Register registers Fake for sudoku, once, unless its real rules core
// is registered already, so that tests sell a game with several prices.
// Crossingo and Eldorado are sold with their real rules cores; Lucha
// Fortune stays unplayable in tests.
func Register() {
	once.Do(func() {
		if !games.Playable(lots.Sudoku) {
			games.Register(Fake{Game: lots.Sudoku})
		}
	})
}

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
		c.LosingExtraPermille = 0
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
