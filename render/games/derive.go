package games

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
	sc, ok := s.(S)
	if !ok {
		var none T
		return none, fmt.Errorf("a script of type %T, not %T", s, sc)
	}
	return check(sc)
}
