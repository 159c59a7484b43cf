package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

// pair is a script type of the tests: two cells, given on the wire as a
// list that must hold two.
type pair struct {
	Game  string
	Cells [2]int
}

type wirePair struct {
	Game  string `json:"game"`
	Cells []int  `json:"cells"`
}

func (p *pair) UnmarshalJSON(data []byte) error {
	return Read(data, 100, errGame, new(wirePair), p, pairOf)
}

func pairOf(w *wirePair, p *pair) error {
	if len(w.Cells) != 2 {
		return Invalid(errGame, Shape, "%d cells, want 2", len(w.Cells))
	}
	*p = pair{Game: w.Game, Cells: [2]int{w.Cells[0], w.Cells[1]}}
	return nil
}

// decodePair is a game's Decode.
func decodePair(data []byte) (*pair, error) {
	return DecodeScript(data, new(pair))
}

func TestDecodeScript(t *testing.T) {
	s, err := decodePair([]byte(`{"game":"g","cells":[3,4]}`))
	if err != nil || *s != (pair{"g", [2]int{3, 4}}) {
		t.Fatalf("%+v %v", s, err)
	}
	for in, msg := range map[string]string{
		`{"game":"g","cells":[3]}`:         "0.1-1: 1 cells, want 2",
		`{"game":"g","cells":[3,4],"x":1}`: `0.1-1: not a script: json: unknown field "x"`,
		`{"game":"g"}{}`:                   "0.1-1: trailing data after the script",
	} {
		s, err := decodePair([]byte(in))
		if s != nil || err == nil || err.Error() != msg || !errors.Is(err, errGame) {
			t.Errorf("%s: %+v, %v", in, s, err)
		}
	}
}

// TestReadKeeps: a refused text leaves the script as it was.
func TestReadKeeps(t *testing.T) {
	s := pair{"g", [2]int{1, 2}}
	if err := s.UnmarshalJSON([]byte(`{"game":"h","cells":[5]}`)); err == nil || s != (pair{"g", [2]int{1, 2}}) {
		t.Fatalf("%+v %v", s, err)
	}
	if err := s.UnmarshalJSON([]byte(`{"game":"h","game":"i"}`)); RuleOf(err) != Shape || s.Game != "g" {
		t.Fatalf("%+v %v", s, err)
	}
	if err := s.UnmarshalJSON([]byte(`{"game":"h","cells":[5,6]}`)); err != nil || s != (pair{"h", [2]int{5, 6}}) {
		t.Fatalf("%+v %v", s, err)
	}
}

// TestClip: text quoted from input in a message is cut after 32 bytes,
// never inside a UTF-8 character; 32 bytes or fewer are quoted whole.
func TestClip(t *testing.T) {
	a31 := strings.Repeat("a", 31)
	for in, want := range map[string]string{
		a31 + "b":                  a31 + "b",
		a31 + "bc":                 a31 + "b…",
		a31 + "é":                  a31 + "…", // é is 2 bytes: 33 in all
		a31 + "éé":                 a31 + "…", // the cut falls inside é: back to its start
		"é" + a31 + "b":            "é" + a31[:30] + "…",
		"":                         "",
		strings.Repeat("\x80", 40): "…", // no rune starts before the cut
	} {
		if got := Clip(in); got != want {
			t.Errorf("Clip(%q) = %q; want %q", in, got, want)
		}
	}
}

func TestTables(t *testing.T) {
	for _, g := range lots.Games() {
		st := lots.Stakes(g)
		tabs := Tables(g, st...)
		for i, tab := range tabs {
			if tab.Game != g || tab.Stake != st[i] || TableFor(tabs, st[i]) != tab {
				t.Fatalf("%s: %+v", g, tabs)
			}
		}
		if TableFor(tabs, 3) != nil || TableFor(nil, st[0]) != nil {
			t.Fatalf("%s: a table at 0.03 €", g)
		}
	}
	defer func() {
		if r := recover(); r == nil {
			t.Fatal("a stake not on offer does not panic")
		}
	}()
	Tables(lots.Games()[0], 3)
}

// fixed is a random source that always returns x: for a sum of weights
// that is a power of two, Int64N takes x's low bits.
type fixed uint64

func (x fixed) Uint64() uint64 { return uint64(x) }

func TestWeighted(t *testing.T) {
	for _, c := range []struct {
		w    []int64
		x    uint64
		want int
	}{
		{[]int64{1, 3}, 0, 0},
		{[]int64{1, 3}, 1, 1},
		{[]int64{1, 3}, 3, 1},
		{[]int64{0, 2, 2}, 0, 1},
		{[]int64{0, 2, 2}, 1, 1},
		{[]int64{0, 2, 2}, 2, 2},
		{[]int64{2, 2, 0}, 3, 1},
		{[]int64{4}, 3, 0},
		{[]int64{1, 1, 1, 1, 0, 4}, 4, 5},
	} {
		if got := Weighted(rand.New(fixed(c.x)), c.w); got != c.want {
			t.Errorf("Weighted(%d, %v) = %d, want %d", c.x, c.w, got, c.want)
		}
	}
}

// enveloped is a script of the tests: its envelope only.
type enveloped struct{ e core.Envelope }

func (s *enveloped) Envelope() core.Envelope { return s.e }

func TestEnvelope(t *testing.T) {
	half := &lots.Table{Stake: 50, Lots: []lots.Lot{{Amount: 500}, {Amount: 100}}}
	one := &lots.Table{Stake: 100, Lots: []lots.Lot{{Amount: 1000}}}
	two := &lots.Table{Stake: 200, Lots: []lots.Lot{{Amount: 2000}}}
	three := []*lots.Table{half, one, two}
	ok := core.Envelope{Game: "g", Stake: 100, Prize: 1000, Version: "g/1"}
	if tab, err := Envelope(errGame, &enveloped{ok}, "g", "g/1", three, true); err != nil || tab != one {
		t.Fatalf("%v %v", tab, err)
	}
	with := func(f func(e *core.Envelope)) *enveloped {
		e := ok
		f(&e)
		return &enveloped{e}
	}
	for _, c := range []struct {
		s      *enveloped
		tables []*lots.Table
		paid   bool
		rule   string
		msg    string
	}{
		{nil, three, true, Shape, "no script"},
		{with(func(e *core.Envelope) { e.Game = "h" }), three, true, Shape, `game "h" is not "g"`},
		{with(func(e *core.Envelope) { e.Version = "g/0" }), three, true, Shape, `unknown parameter version "g/0" (want "g/1")`},
		{with(func(e *core.Envelope) { e.Stake = 300 }), three, true, Shape, "stake 3 € is not on offer (g sells units at 0.50, 1 and 2 €)"},
		{with(func(e *core.Envelope) { e.Stake = 50 }), []*lots.Table{one}, true, Shape, "stake 0.50 € is not on offer (g sells units at 1 €)"},
		{with(func(e *core.Envelope) { e.Stake = 50 }), []*lots.Table{one, two}, false, Shape, "stake 0.50 € is not on offer (g sells units at 1 and 2 €)"},
		{with(func(e *core.Envelope) { e.Prize = 500 }), three, true, Prize, "declared prize 5 € is neither 0 nor an amount of the 1 € lot table"},
		{with(func(e *core.Envelope) { e.Prize = 500 }), []*lots.Table{one}, true, Prize, "declared prize 5 € is neither 0 nor an amount of the lot table"},
	} {
		tab, err := Envelope(errGame, c.s, "g", "g/1", c.tables, c.paid)
		if tab != nil || err == nil || err.Error() != c.rule+": "+c.msg || !errors.Is(err, errGame) {
			t.Errorf("%s: %v, %v", c.msg, tab, err)
		}
	}
	// Natural play: any prize; a losing unit always.
	for _, p := range []money.Cents{500, 0} {
		if tab, err := Envelope(errGame, with(func(e *core.Envelope) { e.Prize = p }), "g", "g/1", three, p == 0); err != nil || tab != one {
			t.Errorf("prize %s: %v %v", p, tab, err)
		}
	}
}

// TestName: the names of the values 1 to len-1, and what(k) for the zero
// value and the values past the last name.
func TestName(t *testing.T) {
	names := []string{"", "one", "two", "three"}
	for k, want := range map[uint8]string{0: "event(0)", 1: "one", 2: "two", 3: "three", 4: "event(4)", 255: "event(255)"} {
		if got := Name(names, k, "event"); got != want {
			t.Errorf("Name(%d) = %q; want %q", k, got, want)
		}
	}
	if got := Name(nil, 1, "kind"); got != "kind(1)" {
		t.Errorf("Name of no names = %q", got)
	}
}
