package sixth

import (
	"slices"

	"revela/core/lots"
	"revela/core/money"
)

// ID is the game id, as the lot tables and the HTTP API spell it.
const ID = "scratch"

// Name is the game's name as its lot table and the header write it.
const Name = "SCRATCH"

// Version is the parameter version written into every script. It names
// the ladder below: a change of it must change the version.
const Version = "scratch/1"

// Stake is the one stake on offer: 1 €.
const Stake = money.Cents(100)

// ladder is the amounts the box may show (S-1, parameter), lowest first.
var ladder = [...]money.Cents{100, 200, 500}

// Ladder returns the amounts the box may show (S-1), lowest first.
func Ladder() []money.Cents { return append([]money.Cents(nil), ladder[:]...) }

// Tables returns the game's lot tables, one per stake: at 1 €, a block
// of 10 units with one lot of each amount of the ladder.
func Tables() []lots.Table {
	return []lots.Table{{
		Game: ID, Name: Name, Stake: Stake, GamePart: Stake,
		BlockSize: 10,
		Lots: []lots.Lot{
			{Rank: 1, Amount: 500, Count: 1},
			{Rank: 2, Amount: 200, Count: 1},
			{Rank: 3, Amount: 100, Count: 1},
		},
		StatedLots: 3, StatedTotal: 800,
		Source:       "the test game's own table (internal/sixth)",
		Illustrative: true,
	}}
}

// onLadder reports whether a is an amount of the ladder.
func onLadder(a money.Cents) bool { return slices.Contains(ladder[:], a) }
