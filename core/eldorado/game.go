package eldorado

import "revela/core"

// ELDORADO's modes (art. 3, decision E-4 for losing units) are its two
// presentation variants: a unit's prize revealed directly on the first
// grid, or through Extra grids.
const (
	Direct    = core.Plain
	ViaExtras = core.Variant(1)
)

// Game is the rules core of ELDORADO, with its natural play, its modes
// as presentation variants and the forms (decision E-3) the designers'
// studio asks for.
var Game = &core.Game{ID: ID, Version: Version, Variants: []string{"direct", "extras"}, Compose: core.Composer(Compose),
	Decode: core.Decoder(Decode), Natural: core.NaturalPlay(Natural), Class: core.Typed(Class, "invalid"),
	FeatureNames: featureNames, Features: core.Typed(Features, nil), Forms: &core.Forms{Names: formNames, Compose: composeForm},
	Reference: &core.Reference{Method: "importance sampling: natural play with one row in fifty drawn among the rows paying 225 € or 3,500 € (at 0.50 €), each unit weighted exactly",
		Draw: core.Tilted(Tilted)}}
