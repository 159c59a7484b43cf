package rules

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

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
	p := new(pair)
	return Decoded(p, p.UnmarshalJSON(data))
}

func TestDecoded(t *testing.T) {
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

// replayPair is a test engine: the prize is the sum of the cells, one
// event a cell; a negative cell breaks rule X-2.
func replayPair(s *pair, ev []int, rec bool) ([]int, money.Cents, error) {
	var total money.Cents
	for _, c := range s.Cells {
		if c < 0 {
			return nil, 7, Invalid(errGame, "X-2", "cell %d", c)
		}
		total += money.Cents(c)
		if rec {
			ev = append(ev, c)
		}
	}
	return ev, total, nil
}

func TestCheckAppend(t *testing.T) {
	dst := make([]int, 1, 4)
	dst[0] = 9
	ev, err := CheckAppend(errGame, replayPair, dst, &pair{Cells: [2]int{3, 4}})
	if err != nil || len(ev) != 3 || ev[0] != 9 || ev[1] != 3 || ev[2] != 4 || &ev[0] != &dst[0] {
		t.Fatalf("%v %v", ev, err)
	}
	if ev, err := CheckAppend(errGame, replayPair, dst, &pair{Cells: [2]int{3, -1}}); ev != nil || RuleOf(err) != "X-2" {
		t.Fatalf("%v %v", ev, err)
	}
	if ev, err := CheckAppend(errGame, replayPair, dst, nil); ev != nil || err == nil || err.Error() != "0.1-1: no script" || !errors.Is(err, errGame) {
		t.Fatalf("%v %v", ev, err)
	}
}

func TestValidate(t *testing.T) {
	calls := 0
	counting := func(s *pair, ev []int, rec bool) ([]int, money.Cents, error) {
		calls++
		if rec || ev != nil {
			t.Fatal("Validate asks for a transcript")
		}
		return replayPair(s, ev, rec)
	}
	if p, err := Validate(errGame, counting, &pair{Cells: [2]int{3, 4}}); err != nil || p != 7 || calls != 1 {
		t.Fatalf("%s %v", p, err)
	}
	// The replay's prize and error, as it returns them.
	if p, err := Validate(errGame, replayPair, &pair{Cells: [2]int{-1, 4}}); p != 7 || RuleOf(err) != "X-2" {
		t.Fatalf("%s %v", p, err)
	}
	if p, err := Validate(errGame, counting, nil); p != 0 || err == nil || err.Error() != "0.1-1: no script" || !errors.Is(err, errGame) || calls != 1 {
		t.Fatalf("%s %v", p, err)
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
