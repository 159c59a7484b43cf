package eldorado

import (
	"errors"

	"revela/core/rules"
)

// Rule ids that errors name. The rules of docs/rules/README.md 0.1 are
// "0.1-n"; the game's decisions (docs/rules/eldorado.md) are "E-n".
const (
	RuleShape = "0.1-1" // known game, stake and version; 1 to 4 grids of 3 rows of 5 symbols of the alphabet
	RuleUsed  = "0.1-3" // every grid is played: no Extra grid that the first grid does not give
	RulePrize = "0.1-4" // derived total == declared prize, and the prize is 0 or a lot of the stake's table
	RuleE1    = "E-1"   // at most one Chance per row; a row matches at most one combination
	RuleE2    = "E-2"   // a grid is paying or Extra-giving, not both; an Extra grid gives no Extras
	RuleE3    = "E-3"   // the row gains make one of the forms of the declared rank
)

// ErrInvalid is matched (errors.Is) by every *Error of this game.
var ErrInvalid = errors.New("invalid eldorado script")

// Error is why a script is not valid: the rule it breaks ("E-2", "0.1-4")
// and what breaks it. Its text is "rule: message".
type Error = rules.Error

// invalid returns the *Error of a script of this game breaking rule.
func invalid(rule, format string, args ...any) error { return newError(rule, format, args...) }

// newError is invalid with the concrete type (readRow's caller adds
// where the row stands).
func newError(rule, format string, args ...any) *Error {
	return rules.Invalid(ErrInvalid, rule, format, args...)
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string { return rules.RuleOf(err) }
