package luchafortune

import (
	"strconv"
	"strings"

	"revela/core/rules"
)

// Line geometry (L-3): the 20 lines of three cells of the 3 × 5 matrix.
// Lines 0-8 are the horizontal runs (row r, columns c..c+2: line 3r+c),
// 9-13 the columns, 14-16 the down diagonals starting at column 0-2 of
// the top row, 17-19 the up diagonals starting at column 0-2 of the
// bottom row.
const NLines = 20

// LineCells lists the three cells of each line, left to right (top to
// bottom for a column).
var LineCells = lineCells()

func lineCells() (l [NLines][3]int8) {
	for r := range Rows {
		for c := range 3 {
			l[3*r+c] = [3]int8{int8(Cols*r + c), int8(Cols*r + c + 1), int8(Cols*r + c + 2)}
		}
	}
	for c := range Cols {
		l[9+c] = [3]int8{int8(c), int8(Cols + c), int8(2*Cols + c)}
	}
	for c := range 3 {
		l[14+c] = [3]int8{int8(c), int8(Cols + c + 1), int8(2*Cols + c + 2)}
		l[17+c] = [3]int8{int8(2*Cols + c), int8(Cols + c + 1), int8(c + 2)}
	}
	return l
}

// String returns the symbol's JSON name with the default figures.
func (s Sym) String() string {
	b, err := s.MarshalText()
	if err != nil {
		return "sym(" + strconv.Itoa(int(s)) + ")"
	}
	return string(b)
}

// MarshalText writes the symbol's name ("c3", "coin:5", "coupe", "+1",
// "ko"); an empty or unknown symbol is an error.
func (s Sym) MarshalText() ([]byte, error) {
	switch {
	case s.IsChar():
		return []byte("c" + strconv.Itoa(s.Char()+1)), nil
	case s.IsColl():
		return []byte(CollectibleNames[s.Coll()]), nil
	case s == Plus1:
		return []byte("+1"), nil
	case s == Plus2:
		return []byte("+2"), nil
	case s == KO:
		return []byte("ko"), nil
	case s.IsCoin() && s.Coin() < len(Default.Coins):
		return []byte("coin:" + Default.Coins[s.Coin()].String()), nil
	}
	return nil, invalid(RuleShape, "unknown symbol %d", int(s))
}

// UnmarshalText reads a symbol's name; coins are the default figures'.
func (s *Sym) UnmarshalText(b []byte) error {
	t := string(b)
	if rest, ok := strings.CutPrefix(t, "coin:"); ok {
		for i, a := range Default.Coins {
			if a.String() == rest {
				*s = Coin1 + Sym(i)
				return nil
			}
		}
		return invalid(RuleShape, "no coin of %q € in the paytable", rules.Clip(rest))
	}
	if v, ok := symByName[t]; ok {
		*s = v
		return nil
	}
	return invalid(RuleShape, "unknown symbol %q", rules.Clip(t))
}

// symByName maps the names of the symbols other than coins to them.
var symByName = func() map[string]Sym {
	m := map[string]Sym{}
	for i := range Coin1 - Char1 {
		n, _ := (Char1 + i).MarshalText()
		m[string(n)] = Char1 + i
	}
	return m
}()

// valid reports whether s is a symbol of p's alphabet.
func (p *Params) valid(s Sym) bool {
	return s >= Char1 && s < Coin1+Sym(len(p.Coins))
}
