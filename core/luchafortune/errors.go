package luchafortune

import (
	"errors"

	"revela/core/rules"
)

// Rule ids that errors name: "0.1-n" for docs/rules/README.md 0.1, "L-n"
// for the game's decisions (docs/rules/lucha-fortune.md), and this
// package's additions with a letter after the decision they refine.
const (
	RuleShape = "0.1-1" // known game, stake and version; every symbol in the alphabet; the script's shape
	RuleUsed  = "0.1-3" // every drawn element is used: no throw after the unit's last
	RulePrize = "0.1-4" // derived total == declared prize, and the prize is 0 or a lot
	RuleL1    = "L-1"   // at most 4 extra throws in a unit
	RuleL2    = "L-2"   // no fifth identical collectible
	RuleL3    = "L-3"   // no two winning lines sharing a cell
	RuleL5    = "L-5"   // every queue used up exactly; at most 20 resolution steps in a throw
	// Added by this package.
	RuleL1a = "L-1a" // the script holds every throw of the unit: 3 plus its extra throws
)

// ErrInvalid is matched (errors.Is) by every *Error of this game.
var ErrInvalid = errors.New("invalid lucha-fortune script")

// Error is why a script is not valid: the rule it breaks and what breaks
// it. Its text is "rule: message".
type Error = rules.Error

// invalid returns the *Error of a script of this game breaking rule.
func invalid(rule, format string, args ...any) error {
	return rules.Invalid(ErrInvalid, rule, format, args...)
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string { return rules.RuleOf(err) }
