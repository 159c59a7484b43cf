//go:build js && floor

package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/render"
)

// floorBuild is true in the floor, a variable so that the client's game
// stays linked (main's other branch).
var floorBuild = true

// floor is the game of make startbench's floor (`go build -tags floor`):
// the whole client linked and initialised, its own game never started,
// a plain frame drawn instead. Loaded beside an Ebitengine hello world,
// it is what the client's bytes and package init cost before the client
// does anything of its own (docs/client.md "Start").
func floor() ebiten.Game { return &plain{} }

// plain fills the screen and marks its first Update and Draw as the
// hello world does.
type plain struct{ updated, drawn bool }

func (p *plain) Update() error {
	if !p.updated {
		p.updated = true
		render.Mark("update")
	}
	return nil
}

func (p *plain) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1b, 0x10, 0x35, 0xff})
	if !p.drawn {
		p.drawn = true
		render.Mark("firstFrame")
	}
}

func (p *plain) Layout(w, h int) (int, int) { return w, h }
