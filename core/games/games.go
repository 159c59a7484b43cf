// Package games is the registry of the games whose rules core is built:
// the server, the commands and the client find a game's engine,
// validator and composer here by its id.
package games

import (
	"fmt"

	"revela/core"
	"revela/core/lots"
)

var registry = map[string]core.Game{}

// Lookup returns the rules core of game. The error says whether the game
// is unknown or not playable yet.
func Lookup(game string) (core.Game, error) {
	if g, ok := registry[game]; ok {
		return g, nil
	}
	if lots.Stakes(game) == nil {
		return nil, fmt.Errorf("%w %q", lots.ErrUnknownGame, game)
	}
	return nil, fmt.Errorf("%s: %w", game, ErrNotPlayable)
}

// ErrNotPlayable is returned for a game of the lot tables whose rules core
// is not built yet.
var ErrNotPlayable = fmt.Errorf("rules core not built yet")

// Playable reports whether game's rules core is built.
func Playable(game string) bool {
	_, ok := registry[game]
	return ok
}
