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
