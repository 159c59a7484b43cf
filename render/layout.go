//go:build js

package render

import (
	"fmt"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/render/kit"
)

// layoutShown is the last layout told to window.revela, so that it is
// told again only when it changes.
var layoutShown string

// publishLayout sets window.revela.layout to the rectangles of the scene
// (name: "lobby" or "unit"), in CSS pixels from the top-left of the page:
// {scene, ended, screen: {x, y, w, h}, <name>: {x, y, w, h}, ...}. The
// browser tests assert on it that nothing overlaps (web/e2e).
func publishLayout(scene string, ended bool, v kit.View, rects map[string]kit.Rect) {
	key := fmt.Sprint(scene, ended, v, rects)
	if key == layoutShown {
		return
	}
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		return
	}
	layoutShown = key
	out := map[string]any{"scene": scene, "ended": ended, "screen": cssRect(v, kit.R(0, 0, v.W, v.H))}
	for n, r := range rects {
		out[n] = cssRect(v, r)
	}
	rv.Set("layout", js.ValueOf(out))
}

// cssRect is r, in design units of v, in CSS pixels: {x, y, w, h}.
func cssRect(v kit.View, r kit.Rect) map[string]any {
	css := v.K / ebiten.Monitor().DeviceScaleFactor() // CSS px per design unit
	return map[string]any{"x": r.X * css, "y": r.Y * css, "w": r.W * css, "h": r.H * css}
}
