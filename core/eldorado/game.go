package eldorado

import "revela/core"

// game is ELDORADO as the server and the commands use it (core.Game,
// core.Natural), with the forms the designers' studio asks for
// (ComposeForm).
type game struct{ core.Adapter[*Script] }

// Game is the rules core of ELDORADO, with its natural play.
var Game core.Natural = game{core.Adapt(core.Funcs[*Script]{
	ID:           ID,
	Version:      Version,
	Compose:      Compose,
	Decode:       Decode,
	Natural:      Natural,
	Class:        Class,
	FeatureNames: featureNames,
	Features:     Features,
})}
