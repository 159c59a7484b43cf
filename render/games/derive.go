package games

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// Derive checks a decoded script with its game's engine: s must be of
// the game's own script type S (else the error names the type it is),
// and check (the engine's Check) derives its transcript T or refuses it,
// naming the rule it breaks (docs/rules 0.1: a script that fails is never
// played).
func Derive[S core.Script, T any](s core.Script, check func(S) (T, error)) (T, error) {
	sc, ok := s.(S)
	if !ok {
		var none T
		return none, fmt.Errorf("a script of type %T, not %T", s, sc)
	}
	return check(sc)
}

// ErrNoComposer is what a client core (Decoder) answers to Compose: units
// are composed by the server.
var ErrNoComposer = errors.New("games: units are composed by the server, not in the client")

// Decoder is a game's rules core as the client needs it (Screen.Core):
// its id, its parameter version and its decoder, Read (the core's
// Decode). Compose answers ErrNoComposer, so that the composer and
// natural play, which the client never runs, stay out of the .wasm (no
// path of the client reaches their code).
type Decoder[S core.Script] struct {
	Game, Params string
	Read         func([]byte) (S, error)
}

// ID is the game id.
func (d Decoder[S]) ID() string { return d.Game }

// Version is the parameter version.
func (d Decoder[S]) Version() string { return d.Params }

// Compose answers ErrNoComposer.
func (d Decoder[S]) Compose(money.Cents, money.Cents, core.Mode, *rand.Rand) (core.Script, error) {
	return nil, ErrNoComposer
}

// Decode reads a script with Read (no script at all on an error, not a
// nil one of type S).
func (d Decoder[S]) Decode(data []byte) (core.Script, error) {
	s, err := d.Read(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}
