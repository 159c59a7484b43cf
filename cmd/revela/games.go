package main

import (
	"revela/core/crossingo"
	"revela/core/games"
)

// The rules cores built so far. A game package may register itself in
// its init (which runs first); this registers it otherwise.
func init() {
	if !games.Playable(crossingo.ID) {
		games.Register(crossingo.Game)
	}
}
