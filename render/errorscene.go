//go:build js

package render

import (
	"revela/render/api"
	"revela/render/kit"
)

// errorScene says what went wrong in words and offers the way out: to
// retry what failed (by itself too, once the browser is back online),
// and back to the lobby; the header keeps the balance in view.
type errorScene struct {
	msg     string
	retry   kit.Button
	home    kit.Button // beside a retry: the lobby (a pending purchase stays pending)
	next    func() Scene
	offline bool // the browser was offline: back online, retry at once
	// state is what #revela-status says of the scene: "error", or
	// "reality" for the reality check, which is no error and shows no "!"
	state string
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
	label, home := a.W.Retry, kit.Button{Label: a.W.ToLobby}
	if a.Player.ID == "" { // no session yet (the boot failed): no lobby to go to
		home.Label = ""
	}
	if retry == nil {
		label, home.Label = a.W.ToLobby, ""
		retry = lobbyAgain(a)
	}
	return &errorScene{msg: msg, next: retry, retry: kit.Button{Label: label, Primary: true}, home: home, offline: !online()}
}

// lobbyAgain goes to the lobby with the address's query cleared.
func lobbyAgain(a *App) func() Scene {
	return func() Scene {
		replaceQuery("ticket", 0)
		return newLobbyScene(a)
	}
}

func (s *errorScene) Update(a *App) error {
	state := s.state
	if state == "" {
		state = "error"
	}
	a.Status(state, 0, 0, false, s.msg)
	s.place(a.View)
	back := s.offline && a.Tick%30 == 0 && online() // the network is back (issue 29)
	if s.retry.Update(&a.In) || a.Press == "retry" || back {
		a.Scenes.GoTo(s.next())
		return nil
	}
	if s.home.Label != "" && (s.home.Update(&a.In) || a.Press == "home") {
		a.Scenes.GoTo(lobbyAgain(a)())
	}
	return nil
}

// place puts the buttons under the message for view v. Draw places them
// too: a scene fading in is drawn before its first Update, and its
// buttons were drawn at nought, « Réessayer » clipped (issue 29).
func (s *errorScene) place(v kit.View) {
	box := errorBox(v)
	s.retry.R = kit.R(v.W/2-min(140, v.W/2-16), box.Y+box.H+28, min(280, v.W-32), 64)
	s.home.R = kit.R(s.retry.R.X, s.retry.R.Y+s.retry.R.H+16, s.retry.R.W, 52)
}

func (s *errorScene) Draw(a *App, c *kit.Canvas) {
	s.place(c.V)
	if a.Player.ID != "" {
		header(c, nil, "REVELA", a.Player.Balance, a.Player.Demo)
	}
	if s.state == "reality" {
		kit.Notice(c, errorBox(c.V), s.msg)
	} else {
		kit.Alert(c, errorBox(c.V), s.msg, 52, 110)
	}
	s.retry.Draw(c, c.T)
	if s.home.Label != "" {
		s.home.Draw(c, c.T)
	}
}

// errorBox is the panel that holds the message.
func errorBox(v kit.View) kit.Rect {
	return kit.R(v.W/2-min(170, v.W/2-16), v.H*0.22, min(340, v.W-32), 210)
}
