//go:build js

package render

import (
	"revela/render/api"
	"revela/render/kit"
)

// errorScene says what went wrong in words and offers to retry.
type errorScene struct {
	msg   string
	retry kit.Button
	next  func() Scene
}

// newErrorScene says err in words; "Réessayer" goes to next, which
// retries what failed.
func newErrorScene(a *App, err error, next func() Scene) *errorScene {
	msg := a.W.Error
	switch {
	case api.Code(err) == "insufficient_funds":
		msg = a.W.NoFunds
	case api.Status(err) == 0:
		msg = a.W.Network
	case api.Status(err) >= 500:
		msg = a.W.ServerDown
	}
	logf("revela: " + err.Error())
	return newMessageScene(a, msg, next)
}

// newMessageScene says msg; the button goes to next. The balance is read
// again from the server (it may have changed while the call failed).
func newMessageScene(a *App, msg string, next func() Scene) *errorScene {
	a.refreshBalance()
	return &errorScene{msg: msg, next: next, retry: kit.Button{Label: a.W.Retry, Primary: true}}
}

func (s *errorScene) Update(a *App) error {
	a.Status("error", 0, 0, false, s.msg)
	v := a.View
	box := errorBox(v)
	s.retry.R = kit.R(v.W/2-120, box.Y+box.H+28, 240, 64)
	if s.retry.Update(&a.In) || a.Press == "retry" {
		a.Scenes.GoTo(s.next())
	}
	return nil
}

func (s *errorScene) Draw(_ *App, c *kit.Canvas) {
	kit.Alert(c, errorBox(c.V), s.msg, 52, 110)
	s.retry.Draw(c, c.T)
}

// errorBox is the panel that holds the message.
func errorBox(v kit.View) kit.Rect {
	return kit.R(v.W/2-min(170, v.W/2-16), v.H*0.22, min(340, v.W-32), 210)
}
