package sudoku

import "revela/core"

// Game is the rules core of SUDOKU, with its natural play. It
// has no presentation variants (the variant is ignored) nor forms: a
// script's prize class is its declared prize.
var Game = &core.Game{ID: ID, Version: Version, Compose: core.PlainComposer(Compose), Decode: core.Decoder(Decode),
	Natural: core.NaturalPlay(Natural), Class: core.PrizeClass, FeatureNames: featureNames, Features: core.Typed(Features, nil),
	Reference: &core.Reference{Method: "importance sampling: natural play with every Gain of the ladder weighing at least 300 of about 14,000, each unit weighted exactly",
		Draw: core.Tilted(Tilted)}}
