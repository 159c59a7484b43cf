package eldorado

import (
	"errors"
	"math/rand/v2"

	"revela/core"
	rules "revela/core/eldorado"
	"revela/core/money"
)

// checker is the rules core as the client uses it (core.Game): it reads
// and checks scripts and never composes one. The client holds it rather
// than rules.Game so that the composer and natural play, which only the
// server and the commands run, stay out of the .wasm: a game value held
// in an interface keeps all its methods, whatever the client calls (the
// client links text/template, which reaches methods by name).
type checker struct{}

var _ core.Game = checker{}

// errCompose is what Compose answers: composing is the server's.
var errCompose = errors.New("eldorado: the client does not compose scripts")

func (checker) ID() string      { return rules.ID }
func (checker) Version() string { return rules.Version }

// Decode reads a script from JSON (rules.Decode); it does not validate.
func (checker) Decode(data []byte) (core.Script, error) {
	s, err := rules.Decode(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Compose refuses: the client never composes.
func (checker) Compose(money.Cents, money.Cents, core.Mode, *rand.Rand) (core.Script, error) {
	return nil, errCompose
}
