// Package games is the registry of the games whose rules core is built:
// the server, the commands and the client find a game's engine,
// validator and composer here by its id.
package games

import (
	"errors"
	"fmt"

	"revela/core"
	"revela/core/crossingo"
	"revela/core/diamondriver"
	"revela/core/eldorado"
	"revela/core/lots"
	"revela/core/luchafortune"
	"revela/core/sudoku"
)

// registry holds every game whose rules core is built, by id.
var registry = map[string]*core.Game{
	crossingo.Game.ID:    crossingo.Game,
	diamondriver.Game.ID: diamondriver.Game,
	eldorado.Game.ID:     eldorado.Game,
	sudoku.Game.ID:       sudoku.Game,
	luchafortune.Game.ID: luchafortune.Game,
}

// Lookup returns the rules core of game. The error says whether the game
// is unknown or not playable yet.
func Lookup(game string) (*core.Game, error) {
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
var ErrNotPlayable = errors.New("rules core not built yet")

// Playable reports whether game's rules core is built.
func Playable(game string) bool {
	_, ok := registry[game]
	return ok
}

// Register adds the rules core of a game of the lot tables to the
// registry: the tests register a stand-in. It panics when g's id is not a
// game of the lot tables or is already registered, or when g lacks a
// function every game declares (core.Game), as all are programming
// errors.
func Register(g *core.Game) {
	id := g.ID
	if lots.Stakes(id) == nil {
		panic(fmt.Sprintf("games.Register: %q is not a game of the lot tables", id))
	}
	if _, dup := registry[id]; dup {
		panic(fmt.Sprintf("games.Register: %q registered twice", id))
	}
	if g.Compose == nil || g.Decode == nil || g.Natural == nil || g.Class == nil || g.Features == nil ||
		(g.Forms != nil && (g.Forms.Names == nil || g.Forms.Compose == nil)) {
		panic(fmt.Sprintf("games.Register: %q lacks a function of core.Game", id))
	}
	registry[id] = g
}
