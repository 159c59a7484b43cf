// Package sixth is the rules core of SCRATCH, a game for tests only: one
// box scratched shows one of three amounts, or nothing. It is written as
// every game is (docs/adding-a-game.md: parameters, script, engine,
// validator, composer, natural play, its lot table) but lives outside
// core and is linked by tests only, which register it (lots.Register when
// the package is linked, games.Register and the client's registry by the
// test) to prove that a sixth game needs no edit to a shared file (issue 26).
//
// Its rules, as the engine applies them:
//   - S-1: the box hides one face: nothing, or one amount of the
//     ladder (Ladder: 1 €, 2 €, 5 € at the stake of 1 €).
//   - S-2: one GO scratches the box; the prize is the amount it shows (0
//     for nothing).
//
// The lot table (Tables): a block of 10 units, one wins 5 €, one 2 €,
// one 1 €, seven lose; 8 € of prizes for 10 € of stakes, a payout
// ratio of 80 %.
package sixth

import (
	"revela/core"
	"revela/core/lots"
)

// Game is the rules core of SCRATCH. It has no presentation variants nor
// forms: a script's prize class is its declared prize.
var Game = &core.Game{ID: ID, Version: Version, Compose: core.PlainComposer(Compose), Decode: core.Decoder(Decode),
	Natural: core.NaturalPlay(Natural), Class: core.PrizeClass, FeatureNames: featureNames, Features: core.Typed(Features, nil)}

// The game's lot table is in the lot tables wherever its rules are
// linked, as the five games' are in core/lots.
func init() { lots.Register(Tables()...) }
