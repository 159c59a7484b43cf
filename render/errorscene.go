//go:build js

package render

import (
	"revela/render/api"
	"revela/render/kit"
)

// errorScene says what went wrong in words and offers the way out: to
// retry what failed, or back to the lobby.
type errorScene struct {
	msg   string
	retry kit.Button
	next  func() Scene
}

// newErrorScene says err in words; "Réessayer" goes to retry, which
// retries what failed, or, when retry is nil, "Retour à l'accueil" goes
// to the lobby.
func newErrorScene(a *App, err error, retry func() Scene) *errorScene {
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
	return newMessageScene(a, msg, retry)
}

// newMessageScene says msg; the button goes to retry, or, when retry is
// nil, to the lobby with the address's query cleared (a reload then opens
// the lobby, not the same error). The balance is read again from the
// server (it may have changed while the call failed).
func newMessageScene(a *App, msg string, retry func() Scene) *errorScene {
	a.refreshBalance()
	label := a.W.Retry
	if retry == nil {
		label = a.W.ToLobby
		retry = func() Scene {
			replaceQuery("ticket", 0)
			return newLobbyScene(a)
		}
	}
	return &errorScene{msg: msg, next: retry, retry: kit.Button{Label: label, Primary: true}}
}

func (s *errorScene) Update(a *App) error {
	a.Status("error", 0, 0, false, s.msg)
	v := a.View
	box := errorBox(v)
	s.retry.R = kit.R(v.W/2-min(140, v.W/2-16), box.Y+box.H+28, min(280, v.W-32), 64)
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
