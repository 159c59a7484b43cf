//go:build !js

package luchafortune

import "revela/core"

// The realism audit's part of LUCHA FORTUNE's declaration (docs/realism.md):
// its natural play, the class and features the audit compares, and the
// rare classes' reference. The server and the commands audit; the
// WebAssembly client never does, and leaves this code out of its budget
// (docs/client.md, "Size").
func init() {
	Game.Natural, Game.Class = core.NaturalPlay(Natural), core.PrizeClass
	Game.FeatureNames, Game.Features = FeatureNames(), core.Typed(Features, nil)
	Game.Reference = &core.Reference{Draw: core.Tilted(Tilted),
		Method: "importance sampling: natural play with the lines of the prize's dearest character planted as symbols appear while the prize has room for one, \"+1\" and \"+2\" drawn more often for a prize of several lines (or its banner's collectible drawn more often), each unit weighted exactly"}
}
