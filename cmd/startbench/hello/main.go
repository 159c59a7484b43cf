//go:build js

// Command hello is the Ebitengine hello world that make startbench loads
// beside the client: the same Ebitengine version (go.mod), built as the
// client is, a window that prints "Hello, World!". It reports as the
// client does, in milliseconds from the navigation: window.revela.main
// (the Go runtime and package initialisation done), update (its first
// Update: Ebitengine has started) and firstFrame (its first Draw).
package main

import (
	"log"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

type game struct{ updated, drawn bool }

func (g *game) Update() error {
	if !g.updated {
		g.updated = true
		mark("update") // Ebitengine has started, as the client marks it
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	ebitenutil.DebugPrint(screen, "Hello, World!")
	if !g.drawn {
		g.drawn = true
		mark("firstFrame")
	}
}

func (g *game) Layout(w, h int) (int, int) { return w, h }

func mark(name string) {
	js.Global().Get("revela").Set(name, js.Global().Get("performance").Call("now"))
}

func main() {
	mark("main")
	ebiten.SetWindowSize(390, 844)
	ebiten.SetWindowTitle("Hello, World!")
	if err := ebiten.RunGame(&game{}); err != nil {
		log.Fatal(err)
	}
}
