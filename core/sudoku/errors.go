package sudoku

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
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

// ErrInvalid is matched (errors.Is) by every *Error.
var ErrInvalid = errors.New("invalid sudoku script")

// Error is why a script is not valid: the rule it breaks (a docs/rules id
// such as "S-3" or "0.1-4", or one of this package's additions) and what
// breaks it. Its text is "rule: message".
type Error struct {
	Rule string
	Msg  string
}

func (e *Error) Error() string { return e.Rule + ": " + e.Msg }

// Is reports whether target is ErrInvalid.
func (e *Error) Is(target error) bool { return target == ErrInvalid }

func invalid(rule, format string, args ...any) error {
	return &Error{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Rule
	}
	return ""
}

func itoa(n int) string { return strconv.Itoa(n) }

// truncate shortens text taken from input before it goes into a message.
func truncate(s string) string { return truncateN(s, 32) }

func truncateN(s string, n int) string {
	if len(s) > n {
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		return s[:n] + "…"
	}
	return s
}
