//go:build js

package render

import (
	"maps"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/render/kit"
)

// layoutShown is the last layout told to window.revela, so that it is
// told again only when it changes (compared as it is: a key printed with
// fmt each tick cost the first one 8 ms).
var layoutShown struct {
	scene string
	ended bool
	v     kit.View
	rects map[string]kit.Rect
}

// publishLayout sets window.revela.layout to the rectangles of the scene
// (name: "lobby" or "unit"), in CSS pixels from the top-left of the page:
// {scene, ended, screen: {x, y, w, h}, <name>: {x, y, w, h}, ...}. The
// browser tests assert on it that nothing overlaps (web/e2e).
func publishLayout(scene string, ended bool, v kit.View, rects map[string]kit.Rect) {
	l := &layoutShown
	if l.rects != nil && l.scene == scene && l.ended == ended && l.v == v && maps.Equal(l.rects, rects) {
		return
	}
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		return
	}
	l.scene, l.ended, l.v, l.rects = scene, ended, v, maps.Clone(rects)
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
