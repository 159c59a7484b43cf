package games

import (
	"errors"
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// Decoder is the part of a rules core the client needs (core.Game): the
// game's id, its parameter version and its script decoder. A Screen's
// Core built from it (Decoder.Game) leaves the game's composer and
// natural play out of the WebAssembly client, which only checks scripts.
type Decoder struct {
	ID, Version string
	Decode      func(data []byte) (core.Script, error)
}

// ErrNoComposer is what the client's rules core says when asked to
// compose: the server composes, never the client.
var ErrNoComposer = errors.New("the client composes no script")

// Game is d as a core.Game whose Compose refuses (ErrNoComposer).
func (d Decoder) Game() core.Game { return decoderGame{d} }

type decoderGame struct{ d Decoder }

func (g decoderGame) ID() string                              { return g.d.ID }
func (g decoderGame) Version() string                         { return g.d.Version }
func (g decoderGame) Decode(data []byte) (core.Script, error) { return g.d.Decode(data) }
func (decoderGame) Compose(money.Cents, money.Cents, core.Mode, *rand.Rand) (core.Script, error) {
	return nil, ErrNoComposer
}

// Rules is the client's rules core (Decoder.Game) of a game whose
// decoder returns its own script type S: Screen.Core =
// games.Rules(rules.ID, rules.Version, rules.Decode).
func Rules[S core.Script](id, version string, decode func([]byte) (S, error)) core.Game {
	return Decoder{ID: id, Version: version, Decode: func(b []byte) (core.Script, error) {
		s, err := decode(b)
		if err != nil {
			return nil, err // not a nil S in a non-nil interface
		}
		return s, nil
	}}.Game()
}
