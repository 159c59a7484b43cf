package screens

import (
	"fmt"

	"revela/core"
)

// Derive checks a decoded script with its game's engine: s must be of
// the game's own script type S (else the error names the type it is),
// and check (the engine's Check) derives its transcript T or refuses it,
// naming the rule it breaks (docs/rules 0.1: a script that fails is never
// played).
func Derive[S core.Script, T any](s core.Script, check func(S) (T, error)) (T, error) {
	_, t, err := Checked(s, check)
	return t, err
}

// Checked is Derive that also returns s as the game's script type S.
func Checked[S core.Script, T any](s core.Script, check func(S) (T, error)) (S, T, error) {
	var t T
	sc, ok := s.(S)
	if !ok {
		return sc, t, fmt.Errorf("a script of type %T, not %T", s, sc)
	}
	t, err := check(sc)
	return sc, t, err
}
