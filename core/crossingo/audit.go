//go:build !js

package crossingo

import "revela/core"

// The realism audit's part of CROSSINGO's declaration (docs/realism.md):
// its natural play, the class and features the audit compares, and the
// rare classes' reference. The server and the commands audit; the
// WebAssembly client never does, and leaves this code out of its budget
// (docs/client.md, "Size").
func init() {
	Game.Natural, Game.Class = core.NaturalPlay(Natural), core.PrizeClass
	Game.FeatureNames, Game.Features = featureNames, core.Typed(Features, nil)
	Game.Reference = &core.Reference{Draw: core.Tilted(Tilted),
		Method: "importance sampling: natural play with a line amount of 10,000 € 20 times as often, each unit weighted exactly"}
}
