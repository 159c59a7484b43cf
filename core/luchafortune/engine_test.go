package luchafortune

import (
	"encoding/json"
	"strings"
	"testing"

	"revela/core/money"
)

// The hand-made scripts below write a matrix as 15 tokens, row by row
// from the top: "1".."8" the characters (paying 1, 2, 3, 5, 10, 20, 40,
// 200 €), "$1" "$2" "$5" "$10" the coins, "P" poivron (banner 2 €), "I"
// piment (5 €), "T" chips tortilla (10 €), "A" avocat (40 €), "C" coupe
// dorée (15,000 €), "+" "+1", "++" "+2", "K" K.O. A queue is "col: tokens",
// its first token dropping first (to the lowest empty row).

var tokens = map[string]Sym{
	"$1": Coin1, "$2": Coin1 + 1, "$5": Coin1 + 2, "$10": Coin1 + 3,
	"P": Coll1, "I": Coll1 + 1, "T": Coll1 + 2, "A": Coll1 + 3, "C": Coll1 + 4,
	"+": Plus1, "++": Plus2, "K": KO,
}

func syms(t *testing.T, s string) []Sym {
	t.Helper()
	var out []Sym
	for _, f := range strings.Fields(s) {
		if len(f) == 1 && f[0] >= '1' && f[0] <= '8' {
			out = append(out, Char1+Sym(f[0]-'1'))
			continue
		}
		x, ok := tokens[f]
		if !ok {
			t.Fatalf("bad token %q", f)
		}
		out = append(out, x)
	}
	return out
}

// th builds a throw from its 15 symbols and queues "c: tokens".
func th(t *testing.T, reveal string, queues ...string) Throw {
	t.Helper()
	var out Throw
	r := syms(t, reveal)
	if len(r) != Cells {
		t.Fatalf("reveal %q has %d symbols", reveal, len(r))
	}
	copy(out.Reveal[:], r)
	for _, q := range queues {
		col, rest, _ := strings.Cut(q, ":")
		out.Queues[int(col[0]-'0')] = syms(t, rest)
	}
	return out
}

func sc(prize string, throws ...Throw) *Script {
	return &Script{Header: Header{Game: ID, Stake: money.Euros(1), Prize: money.MustParse(prize), Version: Version}, Throws: throws}
}

// F is a matrix where nothing happens: no line of three identical
// characters (rows 1 2 3 4 1 / 3 4 1 2 3 / 1 2 3 4 1), nothing else.
const F = "1 2 3 4 1  3 4 1 2 3  1 2 3 4 1"

// handMade is a hand-made script and what a test expects of it: its
// prize (TestHandMade) or its transcript (TestTranscript).
type handMade struct {
	name string
	s    *Script
	want string
}

func TestHandMade(t *testing.T) {
	f := func() Throw { return th(t, F) }
	cases := []handMade{
		{"nothing in three throws", sc("0", f(), f(), f()), "0"},
		// A 5 € coin in throw 0 pays on the reveal.
		{"one coin", sc("5", th(t, "$5 2 3 4 1  3 4 1 2 3  1 2 3 4 1"), f(), f()), "5"},
		// Coins 1 + 2 + 2 in three throws: 5 €.
		{"coins in three throws", sc("5", th(t, "1 2 3 4 $1  3 4 1 2 3  1 2 3 4 1"), th(t, "1 2 $2 4 1  3 4 1 2 3  1 2 3 4 1"), th(t, "1 2 3 4 1  3 4 1 2 3  1 2 3 $2 1")), "5"},
		// Column 4 of character 5 (10 €): it empties and 1 3 1 drop in
		// (1 to row 2, 3 to row 1, 1 to row 0): nothing more. 10 €.
		{"a column line", sc("10", th(t, "1 2 3 4 5  3 4 1 2 5  1 2 3 4 5", "4: 1 3 1"), f(), f()), "10"},
		// Column 4 of character 4 (5 €), whose queue brings a second
		// column of 4, then 1 3 1: a cascade of two lines, 5 + 5 = 10 €.
		{"a cascade of two lines", sc("10", th(t, "1 2 3 4 4  3 4 1 2 4  1 2 3 4 4", "4: 4 4 4 1 3 1"), f(), f()), "10"},
		// Bottom row, columns 0-2, character 2 (2 €): rows 0 and 1 of
		// columns 0-2 fall one row, 5 6 7 drop into row 0. The new matrix
		// 5 6 7 4 1 / 1 2 3 2 3 / 3 4 1 4 1 has no line. 2 €.
		{"a row line and falls", sc("2", th(t, "1 2 3 4 1  3 4 1 2 3  2 2 2 4 1", "0: 5", "1: 6", "2: 7"), f(), f()), "2"},
		// Four poivrons over three throws: the banner pays 2 €.
		{"poivron banner", sc("2", th(t, "P 2 3 4 1  3 4 1 2 3  1 2 3 4 1"), th(t, "P 2 3 4 1  3 4 1 2 3  1 2 3 4 1"), th(t, "P 2 3 4 P  3 4 1 2 3  1 2 3 4 1")), "2"},
		// Four avocats in one throw: 40 €.
		{"avocat banner", sc("40", th(t, "A A 3 4 1  3 4 1 A A  1 2 3 4 1"), f(), f()), "40"},
		// Four coupes dorées: 15,000 €.
		{"coupe banner", sc("15000", f(), th(t, "C 2 3 4 C  3 4 1 2 3  1 2 3 4 1"), th(t, "1 2 3 4 1  3 4 C 2 3  1 2 3 4 C")), "15000"},
		// Three poivrons and three piments win nothing.
		{"banner not full", sc("0", th(t, "P P P 4 1  I I I 2 3  1 2 3 4 1"), f(), f()), "0"},
		// "+1" in throw 0 gives a fourth throw, where a 1 € coin pays.
		{"+1 and a fourth throw", sc("1", th(t, "1 2 3 4 1  3 + 1 2 3  1 2 3 4 1"), f(), f(), th(t, "1 2 3 4 1  3 4 1 2 3  1 $1 3 4 1")), "1"},
		// "+2" twice: 4 extra throws, the most a unit may have (L-1); 7 throws.
		{"four extra throws", sc("0", th(t, "++ 2 3 4 1  3 4 1 2 3  1 2 3 4 1"), f(), th(t, "1 2 3 4 1  3 4 1 2 ++  1 2 3 4 1"), f(), f(), f(), f()), "0"},
		// K.O at row 0 column 2: the column empties, 3 1 3 drop in (3 to
		// row 2, 1 to row 1, 3 to row 0), the column as it was. 0 €.
		{"a K.O", sc("0", th(t, "1 2 K 4 1  3 4 1 2 3  1 2 3 4 1", "2: 3 1 3"), f(), f()), "0"},
		// K.O whose column brings a 2 € coin: 2 €.
		{"a K.O bringing a coin", sc("2", th(t, "1 2 K 4 1  3 4 1 2 3  1 2 3 4 1", "2: 3 $2 3"), f(), f()), "2"},
		// Two K.O: the leftmost (column 1) first, then column 3.
		{"two K.O, leftmost first", sc("0", th(t, "1 K 3 4 1  3 4 1 K 3  1 2 3 4 1", "1: 2 4 2", "3: 4 2 4"), f(), f()), "0"},
		// K.O in column 4 whose drops make a column of 4 (5 €), then 1 3 1.
		{"a K.O bringing a line", sc("5", th(t, "1 2 3 4 K  3 4 1 2 3  1 2 3 4 1", "4: 4 4 4 1 3 1"), f(), f()), "5"},
		// Columns 0 and 4 of character 1 at once (1 + 1 €): two lines that
		// share no cell. 2 €.
		{"two lines at once", sc("2", th(t, "1 2 3 4 1  1 4 1 2 1  1 2 3 4 1", "0: 1 3 1", "4: 1 3 1"), f(), f()), "2"},
		// Coin 1 € + poivron banner 2 € + a column of character 2 (2 €): 5 €.
		{"line, coin and banner", sc("5", th(t, "P 2 3 4 2  3 4 1 P 2  $1 2 3 4 2", "4: 1 3 1"), th(t, "P 2 3 4 1  3 4 1 2 3  1 2 P 4 1"), f()), "5"},
		// A line of character 4 in column 4 (5 €); the drops bring a 5 €
		// coin into row 1: 10 €.
		{"a coin in the drops", sc("10", th(t, "1 2 3 4 4  3 4 1 2 4  1 2 3 4 4", "4: 1 $5 1"), f(), f()), "10"},
		// A "+1" in the drops of a line gives a fourth throw: 1 € line
		// (character 1 in column 0; the drops 1, "+1", 1 make no line) and nothing else.
		{"+1 in the drops", sc("1", th(t, "1 2 3 4 1  1 4 1 2 3  1 2 3 4 1", "0: 1 + 1"), f(), f(), f()), "1"},
		// Down diagonal from column 2 of character 8 (200 €): cells 2, 8,
		// 14. Column 2 row 0 empties (drop 3), column 3 row 1 empties (4
		// falls to row 1, drop 2 to row 0), column 4 row 2 empties (1, 3
		// fall to rows 1, 2; drop 1). The new matrix
		// 1 2 3 2 1 / 3 4 1 4 1 / 1 2 3 4 3 has no line. 200 €.
		{"a diagonal", sc("200", th(t, "1 2 8 4 1  3 4 1 8 3  1 2 3 4 8", "2: 3", "3: 2", "4: 1"), f(), f()), "200"},
	}
	rep := strings.Repeat
	cases = append(cases, struct {
		name string
		s    *Script
		want string
	}{
		// Twenty K.O in column 0, the most steps a throw may have (L-5):
		// each drop brings 1, 3 and a new K.O on top, the last 1 3 1; the
		// column's queue holds 60 symbols, the most it can use.
		"twenty steps in one column", sc("0", th(t, "K 2 3 4 1  3 4 1 2 3  1 2 3 4 1", "0: "+rep("1 3 K ", 19)+"1 3 1"), f(), f()), "0"})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.s.Validate()
			if err != nil {
				t.Fatal(err)
			}
			if got.String() != c.want {
				t.Fatalf("prize %s; want %s", got, c.want)
			}
			// The same through JSON.
			b, err := json.Marshal(c.s)
			if err != nil {
				t.Fatal(err)
			}
			d, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := d.Validate(); err != nil || got.String() != c.want {
				t.Fatalf("decoded: %s, %v", got, err)
			}
		})
	}
}

// TestLines: the 20 lines of L-3, typed in from the matrix
//
//	 0  1  2  3  4
//	 5  6  7  8  9
//	10 11 12 13 14
func TestLines(t *testing.T) {
	want := [NLines][3]int8{
		{0, 1, 2}, {1, 2, 3}, {2, 3, 4}, {5, 6, 7}, {6, 7, 8}, {7, 8, 9}, {10, 11, 12}, {11, 12, 13}, {12, 13, 14},
		{0, 5, 10}, {1, 6, 11}, {2, 7, 12}, {3, 8, 13}, {4, 9, 14},
		{0, 6, 12}, {1, 7, 13}, {2, 8, 14},
		{10, 6, 2}, {11, 7, 3}, {12, 8, 4},
	}
	if LineCells != want {
		t.Fatalf("LineCells = %v", LineCells)
	}
	for l, name := range map[int]string{0: "row 0 columns 0-2", 8: "row 2 columns 2-4", 9: "column 0", 13: "column 4",
		14: "down diagonal from column 0", 16: "down diagonal from column 2", 17: "up diagonal from column 0", 19: "up diagonal from column 2"} {
		if got := lineName(l); got != name {
			t.Errorf("line %d: %q; want %q", l, got, name)
		}
	}
	for c, m := range []uint16{0b10000100001, 0b100001000010, 0b1000010000100, 0b10000100001000, 0b100001000010000} {
		if colMask(c) != m {
			t.Errorf("colMask(%d) = %b", c, colMask(c))
		}
	}
}
