//go:build js

// Command client is the WebAssembly client of Revela: the lobby, the
// screen of each game registered below, the history with recall, the
// rules screens and the designers' studio. Build it with `make wasm`;
// the server serves it from web/static/public.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/render"
	"revela/render/crossingo"
	"revela/render/diamondriver"
	"revela/render/eldorado"
	"revela/render/luchafortune"
	"revela/render/sudoku"
)

func main() {
	render.Mark("main") // the Go runtime and every package's init done
	// The games this client plays: one line per game (docs/adding-a-game.md).
	render.Register(crossingo.Screen(crossingo.Board))
	render.Register(diamondriver.Screen(diamondriver.Board))
	render.Register(eldorado.Screen(eldorado.Board))
	render.Register(sudoku.Screen(sudoku.Board))
	render.Register(luchafortune.Screen(luchafortune.Board))

	ebiten.SetWindowTitle("Revela")
	ebiten.SetWindowSize(390, 844)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	var g ebiten.Game
	if floorBuild { // make startbench's floor only (floor.go)
		g = floor()
	} else {
		g = render.NewGame()
	}
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}
