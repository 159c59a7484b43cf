package luchafortune

import "revela/core"

// Game is the rules core of LUCHA FORTUNE, with its natural play and the
// default figures. The game has no modes (the mode is ignored) nor forms:
// a script's prize class is its declared prize.
var Game core.Natural = core.Adapt(core.Funcs[*Script]{
	ID:           ID,
	Version:      Version,
	Compose:      core.Modeless(Compose),
	Decode:       Decode,
	Natural:      Natural,
	FeatureNames: FeatureNames(),
	Features:     Features,
})
