//go:build js

// Package render is the Ebitengine side of the WebAssembly client: the
// scenes (boot, lobby, a unit of any game, history and recall, errors),
// drawn from the state of plain-Go packages (render/screens: the registry,
// the lobby's choice, resume; render/kit/anim) with the shared screen kit
// (render/kit). Drawing only: no rule is decided here, and no game is
// named outside the registry (registry.go); each game's board and
// timeline are in its package (render/<game>), and read a transcript
// derived by the game's rules core.
package render

import (
	"math"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/assets/themes"

	"revela/render/api"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// Game is the ebiten.Game of the client.
type Game struct {
	app       *App
	drawn     bool
	frames    int    // frames drawn (window.revela.frames)
	ready     bool   // the lobby has been drawn ready (lobbyReady recorded)
	focus     string // the focused control's name as last said (sayFocus)
	sw, sh    int
	startedAt float64
}

// NewGame prepares the client: words, theme, API, the boot scene.
func NewGame() *Game {
	p := readParams()
	readPageThemes()
	kit.HoldArt()               // fetched once the first frame is drawn
	p.Theme = themeFor(p.Theme) // ?theme=auto: the operator's calendar
	a := &App{
		API:      &api.Client{Do: api.Fetch},
		W:        i18n.For(browserLanguage()),
		Theme:    kit.LoadTheme(p.Theme),
		Params:   p,
		Progress: screens.Progress{S: localStorage{}},
		Pending:  screens.Pending{S: localStorage{}},
	}
	if _, err := themes.Load(p.Theme); p.Theme != "" && err != nil {
		a.Notice = a.W.ThemeFell(p.Theme)
		logf("revela: " + a.Notice)
	}
	a.BG = kit.NewBackground(a.Theme)
	installHooks()
	a.In.Latch()
	if isPreview() {
		// the designers' studio: no session, nothing bought
		a.Scenes.GoTo(newPreviewScene(a))
	} else {
		boot := newBootScene(a)
		boot.wait(bootWait)
		a.Scenes.GoTo(boot)
	}
	Mark("made")
	return &Game{app: a, startedAt: nowMs()}
}

// Update advances one tick (60 per second).
func (g *Game) Update() error {
	a := g.app
	a.Tick++
	if a.Tick == 1 {
		Mark("update") // Ebitengine has started
	}
	a.In.Update(a.View.K, ebiten.Monitor().DeviceScaleFactor(), takeHookGo())
	a.Press = takeHookPress()
	if kit.Gestured && !sound.Ready() {
		sound.Unlock() // browsers allow an audio context after a gesture
		setJSON("sound", sound.Ready())
	}
	a.BG.Update(a.View)
	if err := a.Scenes.Update(a); err != nil {
		return err
	}
	if n := a.In.FocusName(); n != g.focus {
		g.focus = n
		sayFocus(n)
	}
	a.settlePurchase()
	a.settleBalance()
	return nil
}

// Draw draws the background and the scene.
func (g *Game) Draw(screen *ebiten.Image) {
	c := g.app.canvas(screen)
	g.app.BG.Draw(c)
	if !g.drawn {
		Mark("backdrop")
	}
	g.app.Scenes.Draw(g.app, c)
	g.frames++
	setMetric("frames", float64(g.frames)) // for automation: what it waits for is drawn
	if !g.drawn {
		g.drawn = true
		setMetric("firstFrame", nowMs())
		hideLoading()
	}
	if !g.ready && g.app.Scenes.lobbyReady() {
		g.ready = true
		setMetric("lobbyReady", nowMs())
	}
	if g.frames == 2 { // the start's deferred work, once the first frame is shown
		// the page starts the client with GOGC=off and GOMEMLIMIT=32MiB:
		// no collection before the first frame below 32 MiB of heap (9 MB
		// then at 390×844, docs/client.md); turned on in the first Draw, it
		// collected before that frame's flush
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		kit.ReleaseArt()
	}
}

// Layout returns the screen in device pixels (CSS pixels times the device
// scale factor), so that drawing is sharp on high-DPI screens.
func (g *Game) Layout(w, h int) (int, int) {
	dsf := ebiten.Monitor().DeviceScaleFactor()
	sw, sh := int(float64(w)*dsf), int(float64(h)*dsf)
	if sw != g.sw || sh != g.sh {
		g.sw, g.sh = sw, sh
		g.app.View = kit.NewView(sw, sh, dsf)
	}
	return sw, sh
}
