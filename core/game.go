// Package core is the rules core shared by the server and the WebAssembly
// client: pure Go, no I/O. Its sub-packages hold exact money (money), the
// lot tables (lots), blocks (block) and one package per game with its
// parameters, engine, validator and composer.
package core

import (
	"math/rand/v2"

	"revela/core/money"
)

// Envelope is what every outcome script carries besides its draws
// (docs/rules/README.md, 0.1): which game and stake it is for, the prize the server
// declares, and the version of the game's parameters it was drawn with.
type Envelope struct {
	Game    string      `json:"game"`
	Stake   money.Cents `json:"stake"`   // euros on the wire: "1", "0.50"
	Prize   money.Cents `json:"prize"`   // euros on the wire: "0", "12.50"
	Version string      `json:"version"` // parameter version, e.g. "crossingo/1"
}

// Mode is how a unit's prize is presented when the lot table tells
// (Eldorado art. 3: directly or through Extra steps; decision E-4 for
// losing units). Games without modes use Direct.
type Mode uint8

const (
	Direct Mode = iota
	ViaExtras
)

// Script is one unit's outcome script: the draws and the envelope.
type Script interface {
	Envelope() Envelope
	// Validate replays the script under the rules and returns the derived
	// prize; it fails, naming the rule (docs/rules/README.md, 0.1 and the game's
	// decisions), when the script is not valid or the derived prize differs
	// from the declared one.
	Validate() (money.Cents, error)
}

// Game is the rules core of one game, as the server and the commands use it.
type Game interface {
	ID() string      // game id: "crossingo"
	Version() string // parameter version written into every script
	// Compose returns a valid script whose derived prize is exactly prize,
	// which must be 0 or an amount of the lot table for stake, drawing from
	// rng only (so the same stream gives the same script).
	Compose(stake, prize money.Cents, mode Mode, rng *rand.Rand) (Script, error)
	// Decode reads a script from JSON, refusing unknown fields. It does not
	// validate: call Validate on the result.
	Decode(data []byte) (Script, error)
}

// Natural is a game's natural play (honest presentation,
// docs/rules/README.md): the random process its draws would follow if
// nothing were fixed, declared as part of the game's versioned parameters.
// The game's composer draws from this same process conditioned on the
// unit's prize class, so that nothing a player sees before the last step
// tells a composed unit from natural play of the same prize. Every game
// implements it; `revela audit realism` measures it.
type Natural interface {
	Game
	// Natural draws one unit of natural play at stake from rng only. Its
	// envelope declares the prize that the engine derives, so the script
	// validates; the prize is whatever the draws give, which may be an
	// amount that no lot table row pays (Natural is for the audit, never
	// for a sale).
	Natural(stake money.Cents, rng *rand.Rand) (Script, error)
	// Class is the prize class of a valid script, what the composer
	// conditions on: the prize as a decimal string ("0", "12.50") and, for
	// a game with forms and modes, the form and mode ("12.50 5+5+2.5 extras").
	Class(s Script) string
	// FeatureNames names the visible features, in the order Features
	// gives them.
	FeatureNames() []string
	// Features are what the player has seen before the last step (marks,
	// near lines and their amounts, gains so far, special symbols), each
	// a small non-negative integer, in the order of FeatureNames.
	Features(s Script) []int
}

// AsScript returns s as a Script, or nil and err when err is not nil: a
// game's typed results (*crossingo.Script, error) as its Game methods
// return them, never a non-nil Script holding a nil pointer.
func AsScript[S Script](s S, err error) (Script, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Funcs is a game's rules core as its functions, typed by its script type
// S: what Adapt makes into the game's core.Natural, so that each game
// declares its functions instead of writing the same methods again.
type Funcs[S Script] struct {
	ID      string // game id: "crossingo"
	Version string // parameter version: "crossingo/1"
	// Compose composes one unit's script (Game.Compose); Modeless adapts
	// the composer of a game without modes.
	Compose func(stake, prize money.Cents, mode Mode, rng *rand.Rand) (S, error)
	// Decode reads a script from JSON (Game.Decode); it does not validate.
	Decode func(data []byte) (S, error)
	// Natural draws one unit of natural play (Natural.Natural).
	Natural func(stake money.Cents, rng *rand.Rand) (S, error)
	// Class is the prize class of a script of the game; nil for a game
	// without forms nor modes, whose class is the declared prize ("0",
	// "12.50") of any script.
	Class func(s S) string
	// FeatureNames names the visible features (Natural.FeatureNames).
	FeatureNames []string
	// Features are the visible features of a script of the game.
	Features func(s S) []int
}

// Modeless returns compose as a Funcs.Compose that ignores the mode: for
// a game without modes.
func Modeless[S Script](compose func(stake, prize money.Cents, rng *rand.Rand) (S, error)) func(money.Cents, money.Cents, Mode, *rand.Rand) (S, error) {
	return func(stake, prize money.Cents, _ Mode, rng *rand.Rand) (S, error) {
		return compose(stake, prize, rng)
	}
}

// Adapt returns the game whose functions are f, as the server and the
// commands use it.
func Adapt[S Script](f Funcs[S]) Adapter[S] { return Adapter[S]{f} }

// Adapter is a game's Funcs as a Natural; a game with more methods (the
// designers' studio's forms) embeds it.
type Adapter[S Script] struct{ f Funcs[S] }

var _ Natural = Adapter[Script]{}

func (a Adapter[S]) ID() string      { return a.f.ID }
func (a Adapter[S]) Version() string { return a.f.Version }

func (a Adapter[S]) Compose(stake, prize money.Cents, mode Mode, rng *rand.Rand) (Script, error) {
	return AsScript(a.f.Compose(stake, prize, mode, rng))
}

func (a Adapter[S]) Decode(data []byte) (Script, error) { return AsScript(a.f.Decode(data)) }

func (a Adapter[S]) Natural(stake money.Cents, rng *rand.Rand) (Script, error) {
	return AsScript(a.f.Natural(stake, rng))
}

// Class is the prize class of s; "invalid" for a script of another game
// when the game has its own Class.
func (a Adapter[S]) Class(s Script) string {
	if a.f.Class == nil {
		return s.Envelope().Prize.String()
	}
	gs, ok := s.(S)
	if !ok {
		return "invalid"
	}
	return a.f.Class(gs)
}

// FeatureNames returns a copy of the names, which the caller may change.
func (a Adapter[S]) FeatureNames() []string { return append([]string(nil), a.f.FeatureNames...) }

// Features are the visible features of s; nil for a script of another
// game.
func (a Adapter[S]) Features(s Script) []int {
	gs, ok := s.(S)
	if !ok {
		return nil
	}
	return a.f.Features(gs)
}
