//go:build js

package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"revela/core/money"
	"revela/render/api"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/screens"
)

// App is the state the scenes share: the API, the words, the theme, the
// player and the games, the input of this tick, the background.
type App struct {
	API      *api.Client
	W        *i18n.Words
	Theme    *kit.Theme
	Params   screens.Params
	Player   api.Player
	Games    []api.Game
	Progress screens.Progress // the steps released of unfinished units (localStorage)
	Pending  screens.Pending  // the purchase in flight (localStorage)
	Notice   string           // said by the lobby, once (a balance too low)
	Reality  screens.Reality  // the reality check's clock (limitsscene.go)
	Scenes   SceneManager
	In       kit.Input
	Tick     int
	Press    string // the button window.revela.press named this tick (dom.go)
	BG       *kit.Background
	View     kit.View

	status  statusState
	buying  <-chan result[api.Ticket] // the purchase in flight (purchase.go)
	balance <-chan result[api.Player] // the balance being read again
	// proofTimed is set once the page has timed its first proof check
	// (verifyMs, the median of 20 runs: unitScene.proved)
	proofTimed bool
	// noticeForms are Notice's forms from the longest to the shortest,
	// the lobby saying the first that fits (a purchase refused by a
	// limit: refused)
	noticeForms []string
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

// gameName is the name of game id as the server lists it, else as its
// screen has it, else its id.
func (a *App) gameName(id string) string {
	for _, g := range a.Games {
		if g.ID == id && g.Name != "" {
			return g.Name
		}
	}
	if sc, ok := registry.Lookup(id); ok {
		return sc.Name
	}
	return id
}

// canvas draws on dst with the app's view, theme and words.
func (a *App) canvas(dst *ebiten.Image) *kit.Canvas {
	return &kit.Canvas{Dst: dst, V: a.View, T: a.Theme, W: a.W}
}
