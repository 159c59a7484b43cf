package luchafortune

import "revela/core"

// Game is the rules core of LUCHA FORTUNE, with its natural play and the default figures. It
// has no presentation variants (the variant is ignored) nor forms: a
// script's prize class is its declared prize.
var Game = &core.Game{ID: ID, Version: Version, Compose: core.PlainComposer(Compose), Decode: core.Decoder(Decode),
	Natural: core.NaturalPlay(Natural), Class: core.PrizeClass, FeatureNames: FeatureNames(), Features: core.Typed(Features, nil),
	Reference: &core.Reference{Method: "importance sampling: natural play with the lines of the prize's dearest character planted as symbols appear (or its banner's collectible drawn more often), each unit weighted exactly",
		Draw: core.Tilted(Tilted)}}
