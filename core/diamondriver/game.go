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
	Forms: &core.Forms{Names: Forms, Compose: composeForm}}

// composeForm is ComposeForm as core.Forms.Compose: the variant is
// ignored.
func composeForm(stake, prize money.Cents, form string, _ core.Variant, rng *rand.Rand) (core.Script, error) {
	return core.AsScript(ComposeForm(stake, prize, form, rng))
}

// class is the prize class of a script: its prize as a decimal string,
// "0", "3", ... It reads the prize the engine derives, so it serves for
// natural play's prizes that no lot pays; "invalid" for a script that
// does not replay.
