//go:build !js

package eldorado

import "revela/core"

// The realism audit's part of ELDORADO's declaration (docs/realism.md):
// its natural play, the class and features the audit compares, and the
// rare classes' reference. The server and the commands audit; the
// WebAssembly client never does, and leaves this code out of its budget
// (docs/client.md, "Size").
func init() {
	Game.Natural, Game.Class = core.NaturalPlay(Natural), core.Typed(Class, "invalid")
	Game.FeatureNames, Game.Features = featureNames, core.Typed(Features, nil)
	Game.Reference = &core.Reference{Draw: core.Tilted(Tilted),
		Method: "importance sampling: natural play with three rows in ten drawn among the rows of the levels the prize's forms are made of, each level an equal share, each unit weighted exactly"}
}
