//go:build js

package kit

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the pointer as the scenes see it this tick, in design units:
// mouse and touch alike. A tap is a release (where the finger or the
// button was let go).
type Input struct {
	X, Y   float64 // where the pointer is (or the last touch)
	Down   bool    // pressed now
	Tap    bool    // released this tick
	TapX   float64
	TapY   float64
	Scroll float64 // wheel or drag, in design units (positive: content moves up)

	touches map[ebiten.TouchID][2]float64
	dragY   float64
	drag    bool
	moved   float64
	key     bool // Space or Enter pressed: the main button
	Hook    bool // window.revela.go() was called: press GO
}

// Update reads the pointer and the keys for this tick; k is pixels per
// design unit, hook whether window.revela.go() was called since the last
// tick.
func (in *Input) Update(k float64, hook bool) {
	if in.touches == nil {
		in.touches = map[ebiten.TouchID][2]float64{}
	}
	in.Tap, in.Scroll = false, 0
	mx, my := ebiten.CursorPosition()
	_, wy := ebiten.Wheel()
	in.Scroll = -wy * 40
	ids := ebiten.AppendTouchIDs(nil)
	for _, id := range ids {
		x, y := ebiten.TouchPosition(id)
		in.touches[id] = [2]float64{float64(x) / k, float64(y) / k}
	}
	if len(ids) > 0 {
		p := in.touches[ids[0]]
		if in.drag {
			d := in.dragY - p[1]
			in.Scroll += d
			in.moved += abs(d)
		}
		in.X, in.Y, in.Down, in.drag, in.dragY = p[0], p[1], true, true, p[1]
	} else {
		in.drag = false
	}
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		if p, ok := in.touches[id]; ok {
			if in.moved < 12 {
				in.Tap, in.TapX, in.TapY = true, p[0], p[1]
			}
			delete(in.touches, id)
		}
		in.moved = 0
	}
	if len(ids) == 0 && len(in.touches) == 0 {
		in.X, in.Y = float64(mx)/k, float64(my)/k
		in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			in.Tap, in.TapX, in.TapY = true, in.X, in.Y
		}
	}
	in.Hook = hook
	if inpututil.IsKeyJustPressed(ebiten.KeySpace) || inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		in.key = true
	} else {
		in.key = false
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// Tapped tells whether r was tapped this tick.
func (in *Input) Tapped(r Rect) bool { return in.Tap && r.In(in.TapX, in.TapY) }

// Pressing tells whether the pointer is down inside r.
func (in *Input) Pressing(r Rect) bool { return in.Down && r.In(in.X, in.Y) }

// Hover tells whether the pointer is over r.
func (in *Input) Hover(r Rect) bool { return r.In(in.X, in.Y) }
