//go:build js

// Command client is the WebAssembly client of Revela: the lobby, the
// screen of each registered game (render/registry.go), the history with
// recall. Build it with `make wasm`;
// the server serves it from web/static/public.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/render"
)

func main() {
	ebiten.SetWindowTitle("Revela")
	ebiten.SetWindowSize(390, 844)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(render.NewGame()); err != nil {
		log.Fatal(err)
	}
}
