//go:build js

package render

import (
	"revela/render/crossingo"
	"revela/render/diamondriver"
	"revela/render/eldorado"
	"revela/render/games"
	"revela/render/kit"
	"revela/render/luchafortune"
	"revela/render/sudoku"
)

// screens are the games this client plays: one line per game (its
// package in render/<game>, docs/adding-a-game.md). The lobby, the
// history, resume and the unit screen find a game here by its id.
var screens games.Registry[kit.Board]

func init() {
	screens.Register(crossingo.Screen())
	screens.Register(diamondriver.Screen())
	screens.Register(eldorado.Screen())
	screens.Register(sudoku.Screen())
	screens.Register(luchafortune.Screen())
}
