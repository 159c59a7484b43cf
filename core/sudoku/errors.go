package sudoku

import (
	"errors"

	"revela/core/rules"
)

// Rule ids that errors name. The rules of docs/rules/README.md 0.1 are
// "0.1-n"; the game's decisions (docs/rules/sudoku.md) are "S-n". Rules
// this package adds where the règlement and those decisions are silent
// carry a letter after the decision they refine ("S-5a");
// docs/sudoku-script.md lists them.
const (
	RuleShape = "0.1-1" // known game, stake and version; every draw in the alphabet and shape
	RuleUsed  = "0.1-3" // every drawn element is used: no throw after the last one
	RulePrize = "0.1-4" // derived total == declared prize, and the prize is 0 or a lot
	RuleS1    = "S-1"   // the grid is a complete, valid Sudoku
	RuleS2    = "S-2"   // every block has a shown and a hidden cell at the start
	RuleS3    = "S-3"   // no throw of two clovers, no pip sum above 9
	RuleS4    = "S-4"   // 3 throws plus one per clover, at most 3 clovers
	RuleS5    = "S-5"   // the Gain is a positive amount
	// Added by this package.
	RuleS5a = "S-5a" // the Gain is on the Gain ladder of the stake
)

// ErrInvalid is matched (errors.Is) by every *Error of this game.
var ErrInvalid = errors.New("invalid sudoku script")

// Error is why a script is not valid: the rule it breaks (a docs/rules id
// such as "S-3" or "0.1-4", or one of this package's additions) and what
// breaks it. Its text is "rule: message".
type Error = rules.Error

// invalid returns the *Error of a script of this game breaking rule.
func invalid(rule, format string, args ...any) error {
	return rules.Invalid(ErrInvalid, rule, format, args...)
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string { return rules.RuleOf(err) }
