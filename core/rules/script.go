package rules

import (
	"math/rand/v2"

	"revela/core/lots"
	"revela/core/money"
)

// Decoded returns s, or the zero P (a nil pointer) and err when err is
// not nil: a game's Decode is Decoded(s, s.UnmarshalJSON(data)) for a new
// script s. P is a pointer type, so that every game shares one instance.
func Decoded[P any](s P, err error) (P, error) {
	if err != nil {
		var none P
		return none, err
	}
	return s, nil
}

// Read is a game's UnmarshalJSON: it reads data strictly into w, a
// pointer to the script's wire form (Decode, at most max bytes, the
// errors of game), then build makes the script from it into dst,
// checking the lengths and the alphabet that the wire form cannot (rule
// 0.1-1), and leaving dst unchanged on error. W and S are pointer types,
// so that every game shares one instance.
func Read[W, S any](data []byte, max int, game error, w W, dst S, build func(w W, dst S) error) error {
	if err := Decode(data, max, w, game); err != nil {
		return err
	}
	return build(w, dst)
}

// Replay is a game's engine: it validates s under the game's rules and
// returns the prize it derives, appending the events of its transcript to
// ev when rec is set (and building no event when it is not). On error it
// returns an *Error naming the rule.
type Replay[S, T any] func(s *S, ev T, rec bool) (T, money.Cents, error)

// CheckAppend is a game's CheckAppend: the transcript of s that replay
// builds, appended to dst (returned grown, like append), so that a caller
// replaying many scripts can reuse one buffer. A nil script is refused
// (rule 0.1-1, an *Error of game); on error it returns nil.
func CheckAppend[S any, T ~[]E, E any](game error, replay Replay[S, T], dst T, s *S) (T, error) {
	if s == nil {
		return nil, Invalid(game, Shape, "no script")
	}
	ev, _, err := replay(s, dst, true)
	if err != nil {
		return nil, err
	}
	return ev, nil
}

// Validate is a game's Script.Validate: the prize that replay derives
// from s, without building the transcript, and replay's error. A nil
// script is refused (rule 0.1-1, an *Error of game).
func Validate[S, T any](game error, replay Replay[S, T], s *S) (money.Cents, error) {
	if s == nil {
		return 0, Invalid(game, Shape, "no script")
	}
	var none T
	_, total, err := replay(s, none, false)
	return total, err
}

// Tables returns the lot tables of game at stakes, in that order, for a
// game's package to look up once. It panics when one is not in core/lots,
// a programming error.
func Tables(game string, stakes ...money.Cents) []*lots.Table {
	out := make([]*lots.Table, len(stakes))
	for i, stake := range stakes {
		t, err := lots.Find(game, stake)
		if err != nil {
			panic(err)
		}
		out[i] = t
	}
	return out
}

// TableFor returns the table of tables at stake, or nil when the stake is
// not on offer.
func TableFor(tables []*lots.Table, stake money.Cents) *lots.Table {
	for _, t := range tables {
		if t.Stake == stake {
			return t
		}
	}
	return nil
}

// Weighted draws an index of w from rng with probability proportional to
// its weight: w's weights are not negative and add up to more than 0.
// It draws one Int64N of their sum: the same index of the same stream
// for every game that draws with it.
func Weighted(rng *rand.Rand, w []int64) int {
	var total int64
	for _, x := range w {
		total += x
	}
	j := rng.Int64N(total)
	i := 0
	for j >= w[i] {
		j -= w[i]
		i++
	}
	return i
}
