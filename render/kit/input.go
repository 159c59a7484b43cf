//go:build js

package kit

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the pointer and the keys as the scenes see them this tick, in
// design units: mouse and touch alike. A tap is a release (where the
// finger or the button was let go). Taps and keys are latched: the page's
// events are queued as they come (Latch) and handed out one a tick, so
// that none is lost when a frame is slow (a press and its release between
// two ticks).
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
	key     bool // Space or Enter pressed: the focused control, or the main button
	Hook    bool // window.revela.go() was called: press GO

	// keyboard focus: the controls that can take it register in order
	// each tick (Focusable); Tab and Shift+Tab move among last tick's
	focus   int    // the focused control's index, -1 for none
	shown   bool   // the ring is shown (the keyboard was used last)
	order   int    // controls registered this tick
	last    int    // controls registered last tick
	latched bool   // Latch installed: taps and keys come from the queue
	named   string // the focused control's name this tick (FocusName)
}

// event is a tap or a key the page saw, queued until a tick reads it.
type event struct {
	tap   bool
	x, y  float64 // a tap's place in CSS px
	key   string  // "Tab", "Enter", " "
	shift bool
}

// Gestured is set once the player touched the page or pressed a key: from
// then on the browser allows sound (kit/sound.Unlock).
var Gestured bool

// queue holds the events the page saw since the last tick (the js
// callbacks and the ticks run on the same thread).
var queue []event

// Latch listens to the page's pointer and key events, so that a tap or a
// key between two slow frames still counts (once).
func (in *Input) Latch() {
	in.latched, in.focus = true, -1
	doc := js.Global().Get("document")
	var downX, downY float64
	doc.Call("addEventListener", "pointerdown", js.FuncOf(func(_ js.Value, a []js.Value) any {
		downX, downY = a[0].Get("clientX").Float(), a[0].Get("clientY").Float()
		return nil
	}))
	doc.Call("addEventListener", "pointerup", js.FuncOf(func(_ js.Value, a []js.Value) any {
		x, y := a[0].Get("clientX").Float(), a[0].Get("clientY").Float()
		Gestured = true
		if abs(x-downX)+abs(y-downY) < 12 { // not a drag
			queue = append(queue, event{tap: true, x: x, y: y})
		}
		return nil
	}))
	doc.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, a []js.Value) any {
		e := a[0]
		Gestured = true
		switch k := e.Get("key").String(); k {
		case "Tab", "Enter", " ":
			if k == "Tab" || !e.Get("repeat").Bool() {
				queue = append(queue, event{key: k, shift: e.Get("shiftKey").Bool()})
			}
			e.Call("preventDefault")
		}
		return nil
	}))
}

// Update reads the pointer and the keys for this tick; k is pixels per
// design unit, css pixels per CSS pixel, hook whether window.revela.go()
// was called since the last tick.
func (in *Input) Update(k, css float64, hook bool) {
	if in.touches == nil {
		in.touches = map[ebiten.TouchID][2]float64{}
	}
	// Enter or Space stays pressed while no control could take it (a
	// scene between two, an end panel arriving)
	pending := in.key && in.order == 0 && in.latched
	in.Tap, in.Scroll, in.key = false, 0, pending
	in.last, in.order, in.named = in.order, 0, ""
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
			if in.moved < 12 && !in.latched {
				in.Tap, in.TapX, in.TapY = true, p[0], p[1]
			}
			delete(in.touches, id)
		}
		in.moved = 0
	}
	if len(ids) == 0 && len(in.touches) == 0 {
		in.X, in.Y = float64(mx)/k, float64(my)/k
		in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		if !in.latched && inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
			in.Tap, in.TapX, in.TapY = true, in.X, in.Y
		}
	}
	in.Hook = hook
	if !in.latched {
		in.key = inpututil.IsKeyJustPressed(ebiten.KeySpace) || inpututil.IsKeyJustPressed(ebiten.KeyEnter)
		return
	}
	if len(queue) == 0 || pending {
		return
	}
	e := queue[0]
	queue = queue[1:]
	switch {
	case e.tap:
		in.Tap, in.TapX, in.TapY = true, e.x*css/k, e.y*css/k
		in.shown = false
	case e.key == "Tab" && in.last > 0:
		step := 1
		if e.shift {
			step = in.last - 1
		}
		if !in.shown && in.focus < 0 {
			in.focus = -step // Tab: the first, Shift+Tab: the last
		}
		in.focus = (in.focus + step + in.last) % in.last
		in.shown = true
	case e.key == "Enter" || e.key == " ":
		in.key = true
	}
}

// Focusable registers a control named name (what a screen reader says of
// it) that can take the keyboard focus, in the order of the calls this
// tick, and tells whether it has it with the ring shown, and whether it
// was activated (tapped, or Enter or Space while it has the focus).
func (in *Input) Focusable(r Rect, name string) (focused, activated bool) {
	i := in.order
	in.order++
	focused = in.shown && in.focus == i
	if focused {
		in.named = name
	}
	return focused, in.Tapped(r) || (focused && in.key)
}

// FocusName is the name of the control that has the keyboard focus with
// its ring shown this tick, "" for none: the page says it to a screen
// reader when it changes.
func (in *Input) FocusName() string { return in.named }

// FocusOn moves the keyboard focus to the i-th control of the next tick
// (a choice that changes the controls, so that the focus stays on what
// the player chose instead of jumping to whatever takes its place); the
// ring shows only if it showed already.
func (in *Input) FocusOn(i int) {
	if in.focus >= 0 {
		in.focus = i
	}
}

// KeyFree tells whether Enter or Space was pressed this tick with no
// control focused: the main button's.
func (in *Input) KeyFree() bool { return in.key && !in.shown }

// ResetFocus drops the focus (a new scene: Tab starts from its first
// control).
func (in *Input) ResetFocus() { in.focus, in.shown = -1, false }

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
