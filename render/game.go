//go:build js

// Package render is the Ebitengine side of the WebAssembly client: the
// scenes (lobby, Crossingo, history and recall, errors), drawn from the
// state of plain-Go packages (render/crossplay, render/anim) and themes
// (assets/themes). Drawing only: no rule is decided here; the Crossingo
// scene reads a transcript derived by the rules core.
package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"revela/render/api"
	"revela/render/i18n"
)

// Game is the ebiten.Game of the client.
type Game struct {
	app       *App
	drawn     bool
	sw, sh    int
	startedAt float64
}

// NewGame prepares the client: words, theme, API, the boot scene.
func NewGame() *Game {
	p := readParams()
	a := &App{
		API:    &api.Client{Do: api.Fetch},
		W:      i18n.For(browserLanguage()),
		Theme:  loadTheme(p.Theme),
		Params: p,
	}
	a.BG = newBackground(a.Theme)
	installHooks()
	a.Scenes.GoTo(newBootScene())
	return &Game{app: a, startedAt: nowMs()}
}

// Update advances one tick (60 per second).
func (g *Game) Update() error {
	a := g.app
	a.Tick++
	a.In.update(a.View.K)
	a.BG.Update(a.View)
	return a.Scenes.Update(a)
}

// Draw draws the background and the scene.
func (g *Game) Draw(screen *ebiten.Image) {
	c := &Canvas{Dst: screen, V: g.app.View, T: g.app.Theme, A: g.app}
	g.app.BG.Draw(c)
	g.app.Scenes.Draw(c)
	if !g.drawn {
		g.drawn = true
		setMetric("firstFrame", nowMs())
		hideLoading()
	}
}

// Layout returns the screen in device pixels (CSS pixels times the device
// scale factor), so that drawing is sharp on high-DPI screens.
func (g *Game) Layout(w, h int) (int, int) {
	dsf := ebiten.Monitor().DeviceScaleFactor()
	sw, sh := int(float64(w)*dsf), int(float64(h)*dsf)
	if sw != g.sw || sh != g.sh {
		g.sw, g.sh = sw, sh
		g.app.View = newView(sw, sh)
	}
	return sw, sh
}
