//go:build js

package render

import (
	"revela/core/money"
	"revela/render/api"
	"revela/render/i18n"
)

// App is the state the scenes share: the API, the words, the theme, the
// player and the games, the input of this tick, the background.
type App struct {
	API    *api.Client
	W      *i18n.Words
	Theme  *Theme
	Params Params
	Player api.Player
	Games  []api.Game
	Scenes SceneManager
	In     Input
	Tick   int
	BG     *Background
	View   View

	status statusState
}

type statusState struct {
	state, words string
	ticket       int64
	prize        money.Cents
	showPrize    bool
}

// Status sets the page's status region and window.revela (dom.go), only
// when something changed.
func (a *App) Status(state string, ticket int64, prize money.Cents, showPrize bool, words string) {
	s := statusState{state, words, ticket, prize, showPrize}
	if s == a.status {
		return
	}
	a.status = s
	setStatus(state, ticket, prize, showPrize, words)
}

// result is what a call run in a goroutine sends back to Update.
type result[T any] struct {
	v   T
	err error
}

// async runs f in a goroutine (the browser's fetch blocks it, never
// Update) and delivers its result on the returned channel, which Update
// polls.
func async[T any](f func() (T, error)) <-chan result[T] {
	ch := make(chan result[T], 1)
	go func() {
		v, err := f()
		ch <- result[T]{v, err}
	}()
	return ch
}

// poll returns the result if it has arrived.
func poll[T any](ch <-chan result[T]) (result[T], bool) {
	if ch == nil {
		return result[T]{}, false
	}
	select {
	case r := <-ch:
		return r, true
	default:
		return result[T]{}, false
	}
}

// game returns the game with id, if listed.
func (a *App) game(id string) (api.Game, bool) {
	for _, g := range a.Games {
		if g.ID == id {
			return g, true
		}
	}
	return api.Game{}, false
}
