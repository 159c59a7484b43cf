//go:build !js

package sudoku

import "revela/core"

// The realism audit's part of SUDOKU's declaration (docs/realism.md):
// its natural play, the class and features the audit compares, and the
// rare classes' reference. The server and the commands audit; the
// WebAssembly client never does, and leaves this code out of its budget
// (docs/client.md, "Size").
func init() {
	Game.Natural, Game.Class = core.NaturalPlay(Natural), core.PrizeClass
	Game.FeatureNames, Game.Features = featureNames, core.Typed(Features, nil)
	Game.Reference = &core.Reference{Draw: core.Tilted(Tilted),
		Method: "importance sampling: natural play with every Gain of the ladder weighing at least 300 of about 14,000, each unit weighted exactly"}
}
