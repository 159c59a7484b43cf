package crossingo

import "revela/core"

// Game is the rules core of CROSSINGO, with its natural play. CROSSINGO
// has no modes (the mode is ignored) nor forms: a script's prize class is
// its declared prize.
var Game core.Game = core.Adapt(core.Funcs[*Script]{
	ID:           ID,
	Version:      Version,
	Compose:      core.Modeless(Compose),
	Decode:       Decode,
	Natural:      Natural,
	FeatureNames: featureNames,
	Features:     Features,
})
