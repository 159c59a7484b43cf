package sixth

import (
	"errors"

	"revela/core"
	"revela/core/money"
	"revela/core/rules"
)

// Rule ids that errors name: docs/rules/README.md's 0.1-n and the game's
// S-n (the package's doc).
const (
	RuleShape = "0.1-1" // known game, stake and version; the box on the ladder or nothing
	RulePrize = "0.1-4" // derived prize == declared prize, and the prize is 0 or a lot
	RuleS1    = "S-1"   // the box shows nothing or an amount of the ladder
)

// ErrInvalid is matched (errors.Is) by every *Error of this game.
var ErrInvalid = errors.New("invalid scratch script")

// Error is why a script is not valid: the rule it breaks and what breaks
// it. Its text is "rule: message".
type Error = rules.Error

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string { return rules.RuleOf(err) }

func invalid(rule, format string, args ...any) error {
	return rules.Invalid(ErrInvalid, rule, format, args...)
}

// MaxScriptBytes is the largest JSON script Decode reads; a real one is
// about 90 bytes.
const MaxScriptBytes = 1 << 10

// Script is one unit's outcome script: the envelope and the face under
// the box, in euros on the wire ("0" for nothing).
type Script struct {
	Game    string      `json:"game"`
	Stake   money.Cents `json:"stake"`
	Prize   money.Cents `json:"prize"`
	Version string      `json:"version"`
	Box     money.Cents `json:"box"`
}

// Envelope returns the script's envelope.
func (s *Script) Envelope() core.Envelope {
	return core.Envelope{Game: s.Game, Stake: s.Stake, Prize: s.Prize, Version: s.Version}
}

// Validate replays the script under the rules and returns the derived
// prize; an *Error naming the rule it breaks otherwise.
func (s *Script) Validate() (money.Cents, error) {
	t, err := Check(s)
	if err != nil {
		return 0, err
	}
	return t[len(t)-1].Total, nil
}

// Decode reads a script from JSON strictly (rule 0.1-1: unknown fields, a
// field twice, trailing data and bodies over MaxScriptBytes are refused).
// It does not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) {
	s := new(Script)
	if err := rules.Decode(data, MaxScriptBytes, s, ErrInvalid); err != nil {
		return nil, err
	}
	return s, nil
}
