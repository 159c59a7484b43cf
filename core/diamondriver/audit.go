//go:build !js

package diamondriver

import "revela/core"

// The realism audit's part of DIAMOND RIVER's declaration (docs/realism.md):
// its natural play, the class and features the audit compares, and the
// rare classes' reference. The server and the commands audit; the
// WebAssembly client never does, and leaves this code out of its budget
// (docs/client.md, "Size").
func init() {
	Game.Natural, Game.Class = core.NaturalPlay(Natural), core.Typed(class, "invalid")
	Game.FeatureNames, Game.Features = featureNames[:], core.Typed(visible, nil)
	Game.Reference = &core.Reference{Draw: core.Tilted(Tilted),
		Method: "importance sampling: natural play with the wheel symbol in one throw in ten and red and violet triples one in twenty-five each, each unit weighted exactly"}
}

// class is a script's prize class, its derived prize; "invalid" for a
// script that does not replay.
func class(s *Script) string {
	_, total, err := replay(s, nil, false, false)
	if err != nil {
		return "invalid"
	}
	return total.String()
}

// visible are what the player has seen before the last step (the wheel
// when it turns, else the last throw), in the order of featureNames; nil
// for a script that does not replay.
func visible(s *Script) []int {
	f, ok := features(s)
	if !ok {
		return nil
	}
	return f[:]
}
