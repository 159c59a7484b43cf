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
	Decode: core.Decoder(Decode), Forms: &core.Forms{Names: formNames, Compose: composeForm, OfClass: ofClass}}
