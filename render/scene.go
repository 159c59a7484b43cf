//go:build js

package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"revela/render/kit"
)

// Scene is one screen: it updates with the shared app state and draws.
type Scene interface {
	Update(a *App) error
	Draw(a *App, c *kit.Canvas)
}

// SceneManager owns the current scene and cross-fades to the next one
// (as Ebitengine's examples/blocks).
type SceneManager struct {
	current, next Scene
	fade          int
	from, to      *ebiten.Image
	drawn         bool // a frame has been drawn (nothing to fade from before)
	updating      bool // inside the current scene's Update
	switched      bool // the scene was replaced at once during that Update
}

const fadeTicks = 16

// GoTo starts a cross-fade to s. The first scene shows at once, and so
// does a scene its Update replaces before any frame was drawn (the boot
// whose session landed while the client started: the lobby is the first
// frame, docs/client.md "Start"); that scene is updated in the same tick.
func (m *SceneManager) GoTo(s Scene) {
	if m.current == nil || (m.updating && !m.drawn) {
		m.current, m.switched = s, true
		return
	}
	m.next = s
	m.fade = fadeTicks
}

// lobbyReady reports whether the scene shown is the lobby, not fading,
// with the balance and the units waiting read: JOUEZ can be pressed (the
// start metric lobbyReady, docs/client.md "Start").
func (m *SceneManager) lobbyReady() bool {
	l, ok := m.current.(*lobbyScene)
	return ok && m.fade == 0 && l.read
}

// Update updates the scene being shown (the incoming one while fading).
func (m *SceneManager) Update(a *App) error {
	if m.fade > 0 {
		m.fade--
		if m.fade == 0 {
			m.current, m.next = m.next, nil
			a.In.ResetFocus() // Tab starts from the new scene's first control
		}
		return nil
	}
	if m.current == nil {
		return nil
	}
	m.updating = true
	defer func() { m.updating = false }()
	for i := 0; ; i++ {
		m.switched = false
		if err := m.current.Update(a); err != nil || !m.switched || i == 3 {
			return err
		}
	}
}

// Draw draws the scene, or both scenes blended while fading.
func (m *SceneManager) Draw(a *App, c *kit.Canvas) {
	if m.current == nil {
		return
	}
	m.drawn = true
	if m.fade == 0 || m.next == nil {
		m.current.Draw(a, c)
		return
	}
	b := c.Dst.Bounds()
	if m.from == nil || m.from.Bounds() != b {
		if m.from != nil {
			m.from.Deallocate()
			m.to.Deallocate()
		}
		m.from = ebiten.NewImage(b.Dx(), b.Dy())
		m.to = ebiten.NewImage(b.Dx(), b.Dy())
	}
	m.from.Clear()
	m.to.Clear()
	m.current.Draw(a, &kit.Canvas{Dst: m.from, V: c.V, T: c.T, W: c.W})
	m.next.Draw(a, &kit.Canvas{Dst: m.to, V: c.V, T: c.T, W: c.W})
	k := float32(m.fade) / fadeTicks
	op := &ebiten.DrawImageOptions{}
	c.Dst.DrawImage(m.from, op)
	op.ColorScale.ScaleAlpha(1 - k)
	c.Dst.DrawImage(m.to, op)
}
