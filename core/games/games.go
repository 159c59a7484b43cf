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

// dataFiles holds the check of a replacement data file of each game whose
// figures come from one: the server's and the commands', apart from the
// declarations so that the client, which has no use for it, does not
// link it.
var dataFiles = map[string]func(data []byte) (*core.FileCheck, error){
	luchafortune.Game.ID: luchafortune.CheckDataFile,
}

// DataFile returns the check of a replacement data file of game, for a
// game whose figures come from one (`revela tables --file`): an error
// for a file that does not parse, else its paytable and its problems.
// nil for a game whose figures are in its code.
func DataFile(game string) func(data []byte) (*core.FileCheck, error) {
	return dataFiles[game]
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
// registry. The built games are listed in the registry itself (no
// package registers from an init); Register is for tests, which add a
// stand-in. It panics when g's id is not a game of the lot tables or is
// already registered, or when g lacks a function every game declares
// (core.Game), as all are programming errors.
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
