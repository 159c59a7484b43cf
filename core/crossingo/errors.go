package crossingo

import (
	"errors"

	"revela/core/rules"
)

// Rule ids that errors name. The rules of docs/rules/README.md 0.1 are
// "0.1-n"; the game's decisions (docs/rules/crossingo.md) are "C-n". Rules
// this package adds where the règlement and those decisions are silent
// carry a letter after the decision they refine
// ("C-1a"); docs/crossingo-script.md lists them.
const (
	RuleShape = "0.1-1" // known game, stake and version; every draw in the alphabet and shape
	RuleUsed  = "0.1-3" // every drawn element is used
	RulePrize = "0.1-4" // derived total == declared prize, and the prize is 0 or a lot
	RuleC1    = "C-1"   // grid numbers distinct and in their column's range; box c is about column c
	RuleC2    = "C-2"   // line and direct amounts on their ladders
	RuleC4    = "C-4"   // a swapper's permutation is a permutation of its column, not the identity
	RuleC5    = "C-5"   // a swapper never breaks a line that was complete before it
	RuleC7    = "C-7"   // at most one EXTRA symbol; EXTRA amounts on the ladder; one winning type at most
	// Added by this package.
	RuleC1a = "C-1a" // numbers are drawn without replacement: no number twice in a unit
	RuleC7a = "C-7a" // the EXTRA table's three amounts are distinct
)

// ErrInvalid is matched (errors.Is) by every *Error of this game.
var ErrInvalid = errors.New("invalid crossingo script")

// Error is why a script is not valid: the rule it breaks (a docs/rules id
// such as "C-5" or "0.1-4", or one of this package's additions) and what
// breaks it. Its text is "rule: message".
type Error = rules.Error

// invalid returns the *Error of a script of this game breaking rule.
func invalid(rule, format string, args ...any) error {
	return rules.Invalid(ErrInvalid, rule, format, args...)
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string { return rules.RuleOf(err) }
