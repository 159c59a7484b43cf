package diamondriver

import (
	"errors"
	"reflect"
	"testing"

	"revela/core/money"
)

// bg is a grid without any triple: row r is "RVBOGP" turned left by 2r,
// so rows, columns and down-left diagonals hold three colours in any three
// cells in a row, and down-right diagonals alternate two colours (R O R).
//
//	R V B O G P
//	B O G P R V
//	G P R V B O
//	R V B O G P
//	B O G P R V
func bg() Grid {
	return grid("RVBOGP", "BOGPRV", "GPRVBO", "RVBOGP", "BOGPRV")
}

// grid reads 5 rows of 6 letters.
func grid(rows ...string) Grid {
	var g Grid
	for r, row := range rows {
		for c := 0; c < Cols; c++ {
			g[Cols*r+c] = symbolOf(row[c])
		}
	}
	return g
}

// put returns g with cells changed: each spec is row, column, letter
// ("00P" puts a pink gem at row 0, column 0).
func put(g Grid, specs ...string) Grid {
	for _, s := range specs {
		g[Cols*int(s[0]-'0')+int(s[1]-'0')] = symbolOf(s[2])
	}
	return g
}

// unit is a script at 3 € declaring prize euros, with the throws given
// (the background for each throw not given, up to n throws).
func unit(prize int64, n int, throws ...Grid) *Script {
	s := &Script{Header: Header{Game: ID, Stake: money.Euros(3), Prize: money.Euros(prize), Version: Version}}
	for t := 0; t < n; t++ {
		g := bg()
		if t < len(throws) {
			g = throws[t]
		}
		s.Throws = append(s.Throws, g)
	}
	return s
}

func seg(i int) *int { return &i }

func withWheel(s *Script, segment int) *Script {
	s.Wheel = seg(segment)
	return s
}

// TestHandMade replays scripts whose prize is worked out by hand in the
// comment of each case.
func TestHandMade(t *testing.T) {
	cases := []struct {
		name    string
		s       *Script
		triples int // triples the transcript shows
	}{
		// Four throws of the background: no triple, no special: 0 €.
		{"losing", unit(0, 4), 0},
		// Row 0, columns 0-2 pink (P P P), then O: one pink triple, 3 €.
		{"pink row", unit(3, 4, put(bg(), "00P", "01P", "02P")), 1},
		// Column 5, rows 1-3 green (G G G) between P above and V below: 6 €.
		{"green column", unit(6, 4, bg(), put(bg(), "15G", "25G", "35G")), 1},
		// Down-right diagonal (0,3) (1,4) (2,5) orange: O, then R→O, O→O.
		// The background has O at (0,3) and (2,5): one change, 10 €.
		{"orange down-right", unit(10, 4, bg(), bg(), put(bg(), "14O")), 1},
		// Down-left diagonal (2,5) (3,4) (4,3) blue: 20 €.
		{"blue down-left", unit(20, 4, bg(), bg(), bg(), put(bg(), "25B", "34B", "43B")), 1},
		// Row 4, columns 3-5 red: 1,000 €.
		{"red row", unit(1000, 4, put(bg(), "43R", "44R", "45R")), 1},
		// Violet with the magic gem between (V M V) on row 0, columns 3-5: 100 €.
		{"violet magic middle", unit(100, 4, put(bg(), "03V", "04M", "05V")), 1},
		// Magic first (M P P) on row 2, columns 0-2: 3 €.
		{"magic first", unit(3, 4, put(bg(), "20M", "21P", "22P")), 1},
		// Magic last (G G M) down column 0, rows 2-4: G at (2,0), (3,0) G, (4,0) M: 6 €.
		{"magic last", unit(6, 4, put(bg(), "30G", "40M")), 1},
		// Two magic gems and one gem (M M P) are not a triple: 0 €.
		{"two magics", unit(0, 4, put(bg(), "00M", "01M", "02P")), 0},
		// Three magic gems are not a triple: 0 €.
		{"three magics", unit(0, 4, put(bg(), "00M", "01M", "02M")), 0},
		// Golden gems never take part in a triple (R R D in throw 0, D M D
		// in throw 1): no triple, but three golden gems: 50 €.
		{"golden breaks", unit(50, 4, put(bg(), "00R", "01R", "02D"), put(bg(), "40D", "41M", "42D")), 0},
		// Two pink triples in one throw (rows 0 and 4, far apart): 3 + 3 = 6 €.
		{"two triples one throw", unit(6, 4, put(bg(), "00P", "01P", "02P", "43P", "44P", "45P")), 2},
		// Orange triples in throws 1 (row 0, columns 0-2, with (0,3) made
		// green so that the run stops at three) and 2 (row 4, columns 3-5):
		// 10 + 10 = 20 €.
		{"triples across throws", unit(20, 4, bg(), put(bg(), "00O", "01O", "02O", "03G"), put(bg(), "43O", "44O", "45O")), 2},
		// Three golden gems in throws 0, 1 and 3: the third pays 50 €.
		{"three golden", unit(50, 4, put(bg(), "22D"), put(bg(), "00D"), bg(), put(bg(), "45D")), 0},
		// Three golden gems in one throw: 50 €.
		{"three golden one throw", unit(50, 4, put(bg(), "00D", "11D", "22D")), 0},
		// Two golden gems only: 0 €.
		{"two golden", unit(0, 4, put(bg(), "00D", "11D")), 0},
		// A "+1" in throw 3 gives a fifth throw, which shows a pink triple: 3 €.
		{"plus one", unit(3, 5, bg(), bg(), bg(), put(bg(), "33+"), put(bg(), "00P", "01P", "02P")), 1},
		// "+1" in throws 0, 4 and 5: 7 throws; blue triple in the seventh: 20 €.
		{"three plus", unit(20, 7, put(bg(), "00+"), bg(), bg(), bg(), put(bg(), "12+"), put(bg(), "45+"), put(bg(), "25B", "34B", "43B")), 1},
		// Two "+1" in one throw: 6 throws: 0 €.
		{"two plus one throw", unit(0, 6, put(bg(), "00+", "45+")), 0},
		// The wheel symbol in throw 2, the wheel lands on segment 19: 30,000 €.
		{"wheel 30000", withWheel(unit(30000, 4, bg(), bg(), put(bg(), "23W")), 19), 0},
		// Wheel on segment 11: 1,000 €.
		{"wheel 1000", withWheel(unit(1000, 4, put(bg(), "00W")), 11), 0},
		// Wheel on segment 0 (3 €) and a pink triple (3 €): 6 €.
		{"wheel and triple", withWheel(unit(6, 4, put(bg(), "00P", "01P", "02P", "45W")), 0), 1},
		// Wheel on segment 7 (50 €) and three golden gems (50 €): 100 €.
		{"wheel and golden", withWheel(unit(100, 4, put(bg(), "00D", "11D", "22D"), put(bg(), "33W")), 7), 0},
		// Wheel on segment 18 (10 €) and an orange triple (10 €): 20 €.
		{"wheel and orange", withWheel(unit(20, 4, put(bg(), "14O"), bg(), bg(), put(bg(), "00W")), 18), 1},
		// Triples that touch without sharing a cell: pink row 0 columns
		// 0-2 and pink column 3 rows 1-3 ((0,2) and (1,3) are diagonal
		// neighbours; (4,3) made green so that the column stops at three):
		// 3 + 3 = 6 €.
		{"touching triples", unit(6, 4, put(bg(), "00P", "01P", "02P", "13P", "23P", "33P", "43G")), 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.s.Validate()
			if err != nil {
				t.Fatal(err)
			}
			if got != c.s.Prize {
				t.Fatalf("derives %s €, want %s €", got, c.s.Prize)
			}
			tr, err := Check(c.s)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, e := range tr {
				if e.Kind == EvTriple {
					n++
				}
			}
			if n != c.triples {
				t.Fatalf("%d triples, want %d", n, c.triples)
			}
			if last := tr[len(tr)-1]; last.Kind != EvEnd || last.Total != c.s.Prize {
				t.Fatalf("transcript ends %+v", last)
			}
		})
	}
}

// TestTranscript checks every event of two hand-made units.
func TestTranscript(t *testing.T) {
	e3, e6 := money.Euros(3), money.Euros(6)
	// A pink triple and the wheel symbol in throw 0, the wheel on segment
	// 0 (3 €): 3 + 3 = 6 €.
	g0 := put(bg(), "00P", "01P", "02P", "45W")
	s := withWheel(unit(6, 4, g0), 0)
	want := Transcript{
		{Kind: EvThrow, Step: 0, Throws: 4, Left: 3, Grid: g0},
		{Kind: EvTriple, Step: 0, Triple: Triple{Cells: [3]int8{0, 1, 2}, Colour: Pink, Magic: -1}, Amount: e3, Total: e3},
		{Kind: EvWheelSymbol, Step: 0, Cell: 29, Total: e3},
		{Kind: EvThrow, Step: 1, Throws: 4, Left: 2, Grid: bg(), Total: e3},
		{Kind: EvThrow, Step: 2, Throws: 4, Left: 1, Grid: bg(), Total: e3},
		{Kind: EvThrow, Step: 3, Throws: 4, Left: 0, Grid: bg(), Total: e3},
		{Kind: EvWheel, Step: 4, Segment: 0, Amount: e3, Total: e6},
		{Kind: EvEnd, Step: 4, Total: e6},
	}
	if got, err := Check(s); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("wheel unit: %v\n got %+v\nwant %+v", err, got, want)
	}

	// Golden gems at (0,0) and (1,1) in throw 0, a "+1" at (3,3) and the
	// third golden gem at (4,5) in throw 3 (cells are announced in reading
	// order, so the "+1" before the golden gem); a fifth throw showing
	// nothing: 50 €.
	e50 := money.Euros(50)
	a := put(bg(), "00D", "11D")
	b := put(bg(), "33+", "45D")
	s = unit(50, 5, a, bg(), bg(), b)
	want = Transcript{
		{Kind: EvThrow, Step: 0, Throws: 4, Left: 3, Grid: a},
		{Kind: EvGolden, Step: 0, Cell: 0, Count: 1},
		{Kind: EvGolden, Step: 0, Cell: 7, Count: 2},
		{Kind: EvThrow, Step: 1, Throws: 4, Left: 2, Grid: bg()},
		{Kind: EvThrow, Step: 2, Throws: 4, Left: 1, Grid: bg()},
		{Kind: EvThrow, Step: 3, Throws: 4, Left: 0, Grid: b},
		{Kind: EvPlus, Step: 3, Cell: 21, Throws: 5, Left: 1},
		{Kind: EvGolden, Step: 3, Cell: 29, Count: 3, Amount: e50, Total: e50},
		{Kind: EvThrow, Step: 4, Throws: 5, Left: 0, Grid: bg(), Total: e50},
		{Kind: EvEnd, Step: 4, Total: e50},
	}
	if got, err := Check(s); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("golden unit: %v\n got %+v\nwant %+v", err, got, want)
	}
}

// TestInvalid checks every invalid case of the decisions and rule 0.1,
// each with the rule it breaks.
func TestInvalid(t *testing.T) {
	mod := func(s *Script, f func(*Script)) *Script { f(s); return s }
	cases := []struct {
		name, rule string
		s          *Script
	}{
		{"no game", RuleShape, mod(unit(0, 4), func(s *Script) { s.Game = "crossingo" })},
		{"version", RuleShape, mod(unit(0, 4), func(s *Script) { s.Version = "diamond-river/0" })},
		{"stake", RuleShape, mod(unit(0, 4), func(s *Script) { s.Stake = money.Euros(1) })},
		{"prize not a lot", RulePrize, unit(9, 4, put(bg(), "00P", "01P", "02P"), put(bg(), "15G", "25G", "35G"))},
		{"prize differs", RulePrize, unit(6, 4, put(bg(), "00P", "01P", "02P"))},
		{"losing declared winning", RulePrize, unit(3, 4)},
		{"empty cell", RuleShape, unit(0, 4, put(bg(), "000"))},
		{"symbol past the alphabet", RuleShape, mod(unit(0, 4), func(s *Script) { s.Throws[2][17] = Wheel + 1 })},
		// D-3: a run of four (P P P P) is two triples sharing two cells.
		{"run of four", RuleD3, unit(0, 4, put(bg(), "00P", "01P", "02P", "03P"))},
		// D-3: a run of five.
		{"run of five", RuleD3, unit(0, 4, put(bg(), "00P", "01P", "02P", "03P", "04P"))},
		// D-3: P P M P: (P P M) and (P M P) share two cells.
		{"magic extends a run", RuleD3, unit(0, 4, put(bg(), "00P", "01P", "02M", "03P"))},
		// D-3: R R M B B: the magic gem would serve red and blue.
		{"magic serves two colours", RuleD3, unit(0, 4, put(bg(), "00R", "01R", "02M", "03B", "04B"))},
		// D-3: a row and a column crossing at (0,0): L shape.
		{"crossing L", RuleD3, unit(0, 4, put(bg(), "00P", "01P", "02P", "10P", "20P"))},
		// D-3: a row and a column meeting at the row's last cell (0,2).
		{"crossing corner", RuleD3, unit(0, 4, put(bg(), "00P", "01P", "02P", "12P", "22P"))},
		// D-3: a row and a diagonal crossing at (2,2): X shape through the middle.
		{"crossing X", RuleD3, unit(0, 4, put(bg(), "21G", "22G", "23G", "11G", "33G"))},
		// D-3 in a later throw.
		{"run of four in throw 3", RuleD3, unit(0, 4, bg(), bg(), bg(), put(bg(), "05B", "15B", "25B", "35B"))},
		// D-4: a fourth "+1".
		{"four plus", RuleD4, unit(0, 8, put(bg(), "00+", "01+", "02+", "03+"))},
		// D-4: five grids without a "+1".
		{"grid past the count", RuleD4, unit(0, 5)},
		// D-4: three grids.
		{"grid missing", RuleD4, unit(0, 3)},
		// D-4: a "+1" in throw 0 and only four grids.
		{"plus without its throw", RuleD4, unit(0, 4, put(bg(), "00+"))},
		// D-4: the fifth grid shows the "+1" that would allow it.
		{"plus too late", RuleD4, unit(0, 5, bg(), bg(), bg(), bg(), put(bg(), "00+"))},
		// D-4: no grid at all.
		{"no grid", RuleD4, unit(0, 0)},
		// D-5: a fourth golden gem.
		{"four golden", RuleD5, unit(50, 4, put(bg(), "00D", "11D"), put(bg(), "22D", "33D"))},
		// D-6: two wheel symbols.
		{"two wheels", RuleD6, withWheel(unit(3, 4, put(bg(), "00W"), put(bg(), "00W")), 0)},
		{"two wheels one throw", RuleD6, withWheel(unit(3, 4, put(bg(), "00W", "45W")), 0)},
		// 0.1-1: a wheel symbol and no segment.
		{"wheel without segment", RuleShape, unit(0, 4, put(bg(), "00W"))},
		// 0.1-1: segment 20 and -1.
		{"segment 20", RuleShape, withWheel(unit(3, 4, put(bg(), "00W")), 20)},
		{"segment -1", RuleShape, withWheel(unit(3, 4, put(bg(), "00W")), -1)},
		// 0.1-3: a segment drawn without a wheel symbol.
		{"segment unused", RuleUsed, withWheel(unit(0, 4), 0)},
		// 0.1-4: the wheel always wins, so a losing unit shows none.
		{"wheel on a losing unit", RulePrize, withWheel(unit(0, 4, put(bg(), "00W")), 0)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.s.Validate()
			if RuleOf(err) != c.rule || !errors.Is(err, ErrInvalid) {
				t.Fatalf("got %v, want rule %s", err, c.rule)
			}
			tr, err2 := Check(c.s)
			if tr != nil || err2 == nil || err2.Error() != err.Error() {
				t.Fatalf("Check: %v, %v", tr, err2)
			}
		})
	}
	if _, err := (*Script)(nil).Validate(); RuleOf(err) != RuleShape {
		t.Fatalf("nil script: %v", err)
	}
	if _, err := Check(nil); RuleOf(err) != RuleShape {
		t.Fatalf("nil script: %v", err)
	}
}
