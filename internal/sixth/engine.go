package sixth

import "revela/core/money"

// Event is one event of the transcript: the box scratched, showing
// Amount (0: nothing), and the running total after it.
type Event struct {
	Amount money.Cents
	Total  money.Cents
}

// Transcript is the events a script derives, in order: one scratch.
type Transcript []Event

// Check validates s under the rules and derives its transcript, or
// returns an *Error naming the first rule it breaks: 0.1-1 for another
// game, version or stake, S-1 for a face off the ladder, 0.1-4 when the
// declared prize is not the derived one.
func Check(s *Script) (Transcript, error) {
	switch {
	case s.Game != ID:
		return nil, invalid(RuleShape, "game %q, want %q", s.Game, ID)
	case s.Version != Version:
		return nil, invalid(RuleShape, "version %q, want %q", s.Version, Version)
	case s.Stake != Stake:
		return nil, invalid(RuleShape, "stake %s €, the game sells units at %s €", s.Stake, Stake)
	case s.Box != 0 && !onLadder(s.Box):
		return nil, invalid(RuleS1, "the box shows %s €, not nothing nor an amount of the ladder %v", s.Box, ladder)
	case s.Prize != s.Box:
		return nil, invalid(RulePrize, "the box gives %s €, the script declares %s €", s.Box, s.Prize)
	}
	return Transcript{{Amount: s.Box, Total: s.Box}}, nil
}
