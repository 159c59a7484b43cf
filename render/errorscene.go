//go:build js

package render

import (
	"revela/render/api"
)

// errorScene says what went wrong in words and offers to retry.
type errorScene struct {
	msg   string
	retry Button
	next  func() Scene
}

func newErrorScene(a *App, err error, next func() Scene) *errorScene {
	msg := a.W.Error
	switch {
	case api.Code(err) == "insufficient_funds":
		msg = a.W.NoFunds
	case api.Status(err) == 0:
		msg = a.W.Network
	}
	logf("revela: " + err.Error())
	return &errorScene{msg: msg, next: next, retry: Button{Label: a.W.Retry, Primary: true}}
}

func (s *errorScene) Update(a *App) error {
	a.Status("error", 0, 0, false, s.msg)
	v := a.View
	box := errorBox(v)
	s.retry.R = Rect{v.W/2 - 120, box.Y + box.H + 28, 240, 64}
	if s.retry.Update(&a.In) {
		a.Scenes.GoTo(s.next())
	}
	return nil
}

func (s *errorScene) Draw(c *Canvas) {
	v := c.V
	box := errorBox(v)
	t := themeOf(c)
	c.Shadow(box, 22, 16, 0.6)
	c.Panel(box, 22, t.Surface2, t.Surface, lighter(t.Surface2, 0.2), 1)
	c.Text("!", box.CX(), box.Y+52, 44, true, Center, t.Win)
	lines := wrap(c, s.msg, 19, false, box.W-40)
	for i, l := range lines {
		c.Text(l, box.CX(), box.Y+110+float64(i)*28, 19, false, Center, t.Text)
	}
	s.retry.Draw(c, t)
}

// errorBox is the panel that holds the message.
func errorBox(v View) Rect {
	return Rect{v.W/2 - min(170, v.W/2-16), v.H * 0.22, min(340, v.W-32), 210}
}
