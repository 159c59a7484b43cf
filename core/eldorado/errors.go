package eldorado

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
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

// ErrInvalid is matched (errors.Is) by every *Error.
var ErrInvalid = errors.New("invalid eldorado script")

// Error is why a script is not valid: the rule it breaks ("E-2", "0.1-4")
// and what breaks it. Its text is "rule: message".
type Error struct {
	Rule string
	Msg  string
}

func (e *Error) Error() string { return e.Rule + ": " + e.Msg }

// Is reports whether target is ErrInvalid.
func (e *Error) Is(target error) bool { return target == ErrInvalid }

func invalid(rule, format string, args ...any) error { return newError(rule, format, args...) }

// newError is invalid with the concrete type (readRow's caller adds
// where the row stands).
func newError(rule, format string, args ...any) *Error {
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
func truncate(s string, n int) string {
	if len(s) > n {
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		return s[:n] + "…"
	}
	return s
}
