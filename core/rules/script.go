package rules

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

// DecodeScript is a game's Decode: it reads data into s, a new script,
// with its UnmarshalJSON (rule 0.1-1) and returns it, or the zero P (a
// nil pointer) and the error. P is a pointer type, so that every game
// shares one instance.
func DecodeScript[P json.Unmarshaler](data []byte, s P) (P, error) {
	if err := s.UnmarshalJSON(data); err != nil {
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

// Prize is rule 0.1-4: the derived total is the declared prize, and the
// prize is 0 or an amount of the lot table.
const Prize = "0.1-4"

// Enveloped is a game's script as Envelope reads it: a pointer whose
// Envelope method gives the script's envelope.
type Enveloped interface {
	Envelope() core.Envelope
}

// Envelope checks a script's envelope against its game's, as every game's
// engine does first (rule 0.1-1): a script at all (s not nil), the game
// id id, the parameter version version and a stake of one of tables;
// when paid is set, also that the declared prize is 0 or an amount of
// that stake's table (rule 0.1-4; natural play pays what its draws give).
// It returns the stake's table, or an *Error of game.
func Envelope[P Enveloped](game error, s P, id, version string, tables []*lots.Table, paid bool) (*lots.Table, error) {
	var none P // compared as any: a constraint comparable would make one instance per game
	if any(s) == any(none) {
		return nil, Invalid(game, Shape, "no script")
	}
	e := s.Envelope()
	if e.Game != id {
		return nil, Invalid(game, Shape, "game %q is not %q", Clip(e.Game), id)
	}
	if e.Version != version {
		return nil, Invalid(game, Shape, "unknown parameter version %q (want %q)", Clip(e.Version), version)
	}
	t := TableFor(tables, e.Stake)
	if t == nil {
		return nil, Invalid(game, Shape, "stake %s € is not on offer (%s sells units at %s €)", e.Stake, id, stakes(tables))
	}
	if paid && !t.Pays(e.Prize) {
		if len(tables) == 1 {
			return nil, Invalid(game, Prize, "declared prize %s € is neither 0 nor an amount of the lot table", e.Prize)
		}
		return nil, Invalid(game, Prize, "declared prize %s € is neither 0 nor an amount of the %s € lot table", e.Prize, e.Stake)
	}
	return t, nil
}

// stakes lists the stakes of tables as a message writes them: "1",
// "0.50, 1 and 2".
func stakes(tables []*lots.Table) string {
	var b strings.Builder
	for i, t := range tables {
		switch {
		case i == 0:
		case i == len(tables)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(t.Stake.String())
	}
	return b.String()
}

// Name is the String method of a game's enumeration whose values are
// numbered from 1 (the zero value names none): names[k] when k is 1 to
// len(names)-1, else what(k), such as "event(9)".
func Name(names []string, k uint8, what string) string {
	if k >= 1 && int(k) < len(names) {
		return names[k]
	}
	return what + "(" + strconv.Itoa(int(k)) + ")"
}
