package diamondriver

import (
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// Game is the rules core of DIAMOND RIVER, with its natural play and the
// forms the designers' studio asks for ("roue", "triples"). It has no
// presentation variants: the variant is ignored.
var Game = &core.Game{ID: ID, Version: Version, Compose: core.PlainComposer(Compose), Decode: core.Decoder(Decode),
	Natural: core.NaturalPlay(Natural), Class: core.Typed(class, "invalid"), FeatureNames: featureNames[:], Features: core.Typed(visible, nil),
	Forms: &core.Forms{Names: Forms, Compose: composeForm},
	Reference: &core.Reference{Method: "importance sampling: natural play with the wheel symbol in one throw in ten and red and violet triples one in twenty-five each, each unit weighted exactly",
		Draw: core.Tilted(Tilted)}}

// composeForm is ComposeForm as core.Forms.Compose: the variant is
// ignored.
func composeForm(stake, prize money.Cents, form string, _ core.Variant, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(ComposeForm(stake, prize, form, rng))
}

// class is the prize class of a script: its prize as a decimal string,
// "0", "3", ... It reads the prize the engine derives, so it serves for
// natural play's prizes that no lot pays; "invalid" for a script that
// does not replay.
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
