// Package screens is the client's registry of game screens, and what the
// lobby, the history, the play of a unit and its resume after a reload do
// for any registered game, in plain Go (tested without a screen): the
// scenes of render draw this state and name no game.
//
// A game registers one Screen: its rules core (which decodes the outcome
// script), its name and lobby emblem, and Open, which checks a decoded
// script with the game's engine and returns the timeline that plays it
// and the board that draws it. B is the board's type: kit.Board in the
// WebAssembly client, a stand-in in tests.
package screens

import (
	"fmt"
	"sort"

	"revela/core"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// Timeline is the play of one unit as a screen shows it, in plain Go: it
// applies the events the game's engine derived from the script at
// scheduled ticks (60 per second), one step per GO (AUTO releases them by
// itself), and never skips one.
type Timeline interface {
	// Update advances the play by one tick.
	Update()
	// Go releases the next step when the play waits for it, and reports
	// whether it did.
	Go() bool
	// SetAuto turns AUTO on: the rest plays by itself, faster.
	SetAuto()
	// FastForward applies at once every event of the first k steps (a
	// unit resumed after a reload); it acts only before the first GO and
	// reports whether it did.
	FastForward(k int) bool
	// Steps counts the steps released so far (what a reload resumes at).
	Steps() int
	// Waiting tells whether the play waits for GO.
	Waiting() bool
	// Auto tells whether AUTO is on.
	Auto() bool
	// Ended tells whether the play is over.
	Ended() bool
	// Prize is the prize the transcript ends with.
	Prize() money.Cents
	// Now is the number of ticks since the play began.
	Now() int
	// End is the span of the result's arrival (set once Ended).
	End() anim.Span
	// Phase names what GO releases now, for automation (window.revela.phase).
	Phase() string
	// Sound is the sound of the events applied since the last call, ""
	// for none: each event sounds once, and those a resume applied
	// before the first call stay silent. The unit screen plays it once a
	// tick (render/kit/sound).
	Sound() string
	// Parts explains the prize (Explainer): the end panel and
	// window.revela.parts show them.
	Explainer
}

// Screen is one game as the client plays it.
type Screen[B any] struct {
	// Core is the game's rules core: it decodes the outcome script.
	Core *core.Game
	// Name is the game's name as the header shows it, as its règlement
	// writes it.
	Name string
	// Emblem is the symbol of the game's lobby tile in theme t.
	Emblem func(t *kit.Theme) string
	// Open checks a decoded script with the game's engine (docs/rules
	// 0.1: a script that fails is never played) and returns the timeline
	// that plays its transcript and the board that draws it.
	Open func(s core.Script) (Timeline, B, error)
	// Tiers are the game's win tiers (zero: DefaultTiers): how big a
	// prize must be for each celebration (feel.go).
	Tiers Tiers
	// Rules is the game's own part of its rules screen at stake, in the
	// words w: sentences and tables built from the parameters of
	// core/<game> (nil: the lot table alone).
	Rules func(w *i18n.Words, stake money.Cents) RulesPage
}

// Registry holds the screens of the games the client can play, by id.
type Registry[B any] struct {
	screens map[string]Screen[B]
}

// Register adds s. It panics when s lacks its rules core or Open, or when
// its game is registered twice, as both are programming errors.
func (r *Registry[B]) Register(s Screen[B]) {
	if s.Core == nil || s.Open == nil {
		panic("screens.Register: a screen needs its rules core and Open")
	}
	id := s.Core.ID
	if _, dup := r.screens[id]; dup {
		panic(fmt.Sprintf("screens.Register: %q registered twice", id))
	}
	if r.screens == nil {
		r.screens = map[string]Screen[B]{}
	}
	r.screens[id] = s
}

// Lookup returns the screen of game id.
func (r *Registry[B]) Lookup(id string) (Screen[B], bool) {
	s, ok := r.screens[id]
	return s, ok
}

// IDs lists the registered games, sorted.
func (r *Registry[B]) IDs() []string {
	ids := make([]string, 0, len(r.screens))
	for id := range r.screens {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
