package luchafortune

import "revela/core"

// Game is the rules core of LUCHA FORTUNE, with its natural play and the default figures. It
// has no presentation variants (the variant is ignored) nor forms: a
// script's prize class is its declared prize.
var Game = &core.Game{ID: ID, Version: Version, Compose: core.PlainComposer(Compose), Decode: core.Decoder(Decode)}
