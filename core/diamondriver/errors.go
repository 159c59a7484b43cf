package diamondriver

import (
	"errors"

	"revela/core/rules"
)

// Rule ids that errors name. The rules of docs/rules/README.md 0.1 are
// "0.1-n"; the game's decisions (docs/rules/diamond-river.md) are "D-n".
const (
	RuleShape = "0.1-1" // known game, stake and version; every draw in the alphabet and shape
	RuleUsed  = "0.1-3" // every drawn element is used
	RulePrize = "0.1-4" // derived total == declared prize, and the prize is 0 or a lot
	RuleD3    = "D-3"   // no two triples share a cell
	RuleD4    = "D-4"   // at most 3 "+1"; as many grids as the throw count
	RuleD5    = "D-5"   // at most 3 golden gems
	RuleD6    = "D-6"   // at most one wheel symbol
)

// ErrInvalid is matched (errors.Is) by every *Error of this game.
var ErrInvalid = errors.New("invalid diamond-river script")

// Error is why a script is not valid: the rule it breaks (a docs/rules id
// such as "D-3" or "0.1-4") and what breaks it. Its text is "rule: message".
type Error = rules.Error

// invalid returns the *Error of a script of this game breaking rule.
func invalid(rule, format string, args ...any) error {
	return rules.Invalid(ErrInvalid, rule, format, args...)
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string { return rules.RuleOf(err) }
