package crossingo

import (
	"errors"
	"strings"
	"testing"

	"revela/core"
	"revela/core/money"
)

// The hand-made scripts below all start from the same grid: cell (r, c)
// holds 15c+r+1, so column 0 is 1-5 from top to bottom, column 1 is 16-20,
// column 2 31-35, column 3 46-50, column 4 61-65 (C-1). Numbers 15c+6 to
// 15c+15 are in column c's range but not in the grid: a box revealing one
// marks nothing. Every box starts as such a miss (15c+6+k at click k) and
// each case overwrites the boxes it needs.

func eu(s string) money.Cents { return money.MustParse(s) }

// cell is the number at (r, c) of the hand grid.
func cell(r, c int) int { return 15*c + r + 1 }

func num(r, c int) Element  { return Element{Kind: Number, Number: cell(r, c)} }
func gold(r, c int) Element { return Element{Kind: Gold, Number: cell(r, c)} }
func amt(s string) Element  { return Element{Kind: Amount, Amount: eu(s)} }
func swp(p ...int) Element  { return Element{Kind: Swapper, Perm: p} }

var xtra = Element{Kind: ExtraSymbol}

// hand returns the base script: no mark, no gain, lines
// rows 1 2 5 10 20, columns 1 2 5 10 50, diagonals 5 and 10.
func hand() *Script {
	s := &Script{Header: core.Envelope{Game: ID, Stake: eu("1"), Version: Version}}
	for i := range s.Grid {
		s.Grid[i] = cell(i/Size, i%Size)
	}
	for l, a := range []string{"1", "2", "5", "10", "20", "1", "2", "5", "10", "50", "5", "10"} {
		s.Lines[l] = eu(a)
	}
	for k := 0; k < Clicks; k++ {
		for c := 0; c < Size; c++ {
			s.Boxes[k][c] = Element{Kind: Number, Number: 15*c + 6 + k}
		}
	}
	return s
}

// row fills click k with the marks of row r (one number per box).
func (s *Script) row(k, r int) *Script {
	for c := 0; c < Size; c++ {
		s.Boxes[k][c] = num(r, c)
	}
	return s
}

func (s *Script) set(k, c int, e Element) *Script { s.Boxes[k][c] = e; return s }

func (s *Script) prize(p string) *Script { s.Prize = eu(p); return s }

func (s *Script) extra(amounts [3]string, symbols [12]int) *Script {
	s.Extra = &Extra{Symbols: symbols}
	for i, a := range amounts {
		s.Extra.Amounts[i] = eu(a)
	}
	return s
}

func TestValidHand(t *testing.T) {
	cases := []struct {
		name   string
		script *Script
		lines  []int // the lines the transcript must pay, in order
	}{
		// No number of the grid is revealed: nothing is won (5.13).
		{"C-1 5.13 misses only, nothing won", hand().prize("0"), nil},
		// Row 0 (1 €) marked by click 0 in every box: 1 € (5.5).
		{"C-5 single row", hand().row(0, 0).prize("1"), []int{0}},
		// Row 3 (10 €) marked over clicks: boxes 0-1 at click 1, 2-4 at click 4: 10 €.
		{"C-5 row over two clicks", hand().set(1, 0, num(3, 0)).set(1, 1, num(3, 1)).
			set(4, 2, num(3, 2)).set(4, 3, num(3, 3)).set(4, 4, num(3, 4)).prize("10"), []int{3}},
		// Column 2 (5 €): box 2 reveals its five numbers over the 5 clicks: 5 €.
		{"C-1 C-5 column", hand().set(0, 2, num(4, 2)).set(1, 2, num(0, 2)).set(2, 2, num(2, 2)).
			set(3, 2, num(1, 2)).set(4, 2, num(3, 2)).prize("5"), []int{7}},
		// Down diagonal (5 €): (0,0) (1,1) (2,2) (3,3) (4,4) at click 2: 5 €.
		{"C-5 down diagonal", hand().set(2, 0, num(0, 0)).set(2, 1, num(1, 1)).set(2, 2, num(2, 2)).
			set(2, 3, num(3, 3)).set(2, 4, num(4, 4)).prize("5"), []int{DiagDown}},
		// Up diagonal (10 €): (4,0) (3,1) (2,2) (1,3) (0,4): 10 €.
		{"C-5 up diagonal", hand().set(0, 0, num(4, 0)).set(3, 1, num(3, 1)).set(1, 2, num(2, 2)).
			set(4, 3, num(1, 3)).set(2, 4, num(0, 4)).prize("10"), []int{DiagUp}},
		// Rows 0 (1 €), 1 (2 €) and 2 (5 €) at clicks 0-2, and a direct
		// 2 € at click 3: 1 + 2 + 5 + 2 = 10 € (5.5: lines add up; 5.6).
		{"C-8 several lines and a direct amount", hand().row(0, 0).row(1, 1).row(2, 2).set(3, 4, amt("2")).prize("10"),
			[]int{0, 1, 2}},
		// Row 0 (1 €) and column 0 (1 €) share (0,0): 1 + 1 = 2 €.
		{"C-8 row and column", hand().row(0, 0).set(1, 0, num(1, 0)).set(2, 0, num(2, 0)).
			set(3, 0, num(3, 0)).set(4, 0, num(4, 0)).prize("2"), []int{0, 5}},
		// Row 2 (5 €) with a golden number at (2,3): doubled, 10 € (5.7, C-6).
		{"C-6 golden row", hand().row(1, 2).set(1, 3, gold(2, 3)).prize("10"), []int{2}},
		// Column 4 (50 €) with a golden number at (1,4): doubled, 100 €. Row 1
		// is not complete, so nothing else doubles.
		{"C-6 golden column", hand().set(0, 4, num(0, 4)).set(1, 4, gold(1, 4)).set(2, 4, num(2, 4)).
			set(3, 4, num(3, 4)).set(4, 4, num(4, 4)).prize("100"), []int{9}},
		// Down diagonal (5 €) with a golden number at (1,1): diagonals never
		// double (5.7 last sentence, C-6), row 1 and column 1 are not
		// complete: 5 €.
		{"C-6 golden cell on a diagonal", hand().set(2, 0, num(0, 0)).set(2, 1, gold(1, 1)).set(2, 2, num(2, 2)).
			set(2, 3, num(3, 3)).set(2, 4, num(4, 4)).prize("5"), []int{DiagDown}},
		// Row 0 (1 €) with golden numbers at (0,1) and (0,3): still ×2, not
		// ×4 (C-6): 2 €.
		{"C-6 two golden cells in a row", hand().row(0, 0).set(0, 1, gold(0, 1)).set(0, 3, gold(0, 3)).prize("2"), []int{0}},
		// Golden (0,0) on row 0 (1 €) and column 0 (1 €), both complete:
		// each doubles, 2 + 2 = 4 €, plus a direct 1 € in click 1 box 1: 5 €.
		{"C-6 one golden cell doubles its row and its column", hand().row(0, 0).set(0, 0, gold(0, 0)).
			set(1, 0, num(1, 0)).set(2, 0, num(2, 0)).set(3, 0, num(3, 0)).set(4, 0, num(4, 0)).
			set(1, 1, amt("1")).prize("5"), []int{0, 5}},
		// Click 0 marks (0,0) (0,1) (0,2) (0,3) and (3,4); click 1's swapper
		// in box 4 exchanges rows 0 and 3 of column 4, so the marked 61+3 =
		// 64 moves to (0,4) and row 0 (1 €) is complete: 1 € (5.8, C-4).
		{"C-4 swapper completes a row", hand().row(0, 0).set(0, 4, num(3, 4)).set(1, 4, swp(3, 1, 2, 0, 4)).prize("1"),
			[]int{0}},
		// A swapper before any mark: the grid is reordered, then click 1
		// reveals 16+4 = 20, now at row 0 of column 1, with row 0's others: 1 €.
		{"C-4 swapper then marks", hand().set(0, 1, swp(4, 0, 1, 2, 3)).set(1, 0, num(0, 0)).set(1, 1, num(4, 1)).
			set(1, 2, num(0, 2)).set(1, 3, num(0, 3)).set(1, 4, num(0, 4)).prize("1"), []int{0}},
		// Rows 0 (1 €) and 1 (2 €) complete at clicks 0-1; click 2's
		// swapper in box 3 exchanges rows 0 and 1 of column 3, both marked,
		// so nothing breaks (C-5); a direct 2 € in click 2 box 0:
		// 1 + 2 + 2 = 5 €.
		{"C-5 swapper between complete rows", hand().row(0, 0).row(1, 1).set(2, 3, swp(1, 0, 2, 3, 4)).set(2, 0, amt("2")).prize("5"),
			[]int{0, 1}},
		// Left to right (C-3): click 0 marks row 0 but (0,4); in click 1
		// box 2's swapper moves the marked (0,2) down to row 1 before box 4
		// reveals 61 = (0,4). Row 0 was not complete when it moved, so the
		// swap is valid (resolved right to left it would break row 0, C-5),
		// and row 0 ends one short: 0 €.
		{"C-3 left to right, swap before the completing mark", hand().row(0, 0).set(0, 4, Element{Kind: Number, Number: 75}).
			set(1, 2, swp(1, 0, 2, 3, 4)).set(1, 4, num(0, 4)).prize("0"), nil},
		// Direct amounts 2 + 2 + 1 = 5 € (5.6).
		{"C-2 direct amounts", hand().set(0, 0, amt("2")).set(3, 2, amt("2")).set(4, 4, amt("1")).prize("5"), nil},
		// EXTRA symbol in click 4 box 4; type 1 (10 €) appears 4 times: 10 € (5.11.4).
		{"C-7 EXTRA wins", hand().set(4, 4, xtra).extra([3]string{"5", "10", "50"},
			[12]int{1, 0, 3, 1, 2, 2, 1, 0, 3, 1, 2, 3}).prize("10"), nil},
		// EXTRA type 2 appears 5 times ("4 or more", C-7): 50 €.
		{"C-7 EXTRA five of a type", hand().set(2, 1, xtra).extra([3]string{"1", "2", "50"},
			[12]int{2, 0, 2, 1, 2, 3, 2, 0, 3, 2, 1, 3}).prize("50"), nil},
		// EXTRA losing: each type 3 times: 0 €.
		{"C-7 EXTRA loses", hand().set(0, 2, xtra).extra([3]string{"1", "100", "1000"},
			[12]int{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}).prize("0"), nil},
		// Row 4 (20 €) + column... row 4 + direct 10 + direct 10 + EXTRA 10 =
		// 50 € (C-8).
		{"C-8 line, direct amounts and EXTRA", hand().row(2, 4).set(0, 1, amt("10")).set(4, 3, amt("10")).
			set(3, 0, xtra).extra([3]string{"10", "2", "5"}, [12]int{0, 0, 3, 0, 1, 2, 0, 3, 1, 2, 3, 3}).prize("50"),
			[]int{4}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.script.Validate()
			if err != nil {
				t.Fatalf("Validate: %v", err)
			}
			if got != tc.script.Prize {
				t.Fatalf("Validate = %s, want %s", got, tc.script.Prize)
			}
			tr, err := Check(tc.script)
			if err != nil {
				t.Fatalf("Check: %v", err)
			}
			var paid []int
			var sum money.Cents
			for i, e := range tr {
				if e.Kind == EvLine {
					paid = append(paid, int(e.Line))
				}
				sum += e.Amount
				if e.Total != sum {
					t.Fatalf("event %d (%s): total %s, want running %s", i, e.Kind, e.Total, sum)
				}
			}
			// Order (C-3, C-5, C-7): reveals by click then box, each box's
			// own events right after its reveal; then lines in line order;
			// then the EXTRA step; then the end.
			phase, prev := 0, -1
			for i, e := range tr {
				p := map[EventKind]int{EvReveal: 0, EvMark: 0, EvSwap: 0, EvDirect: 0, EvLine: 1,
					EvExtraStart: 2, EvExtraReveal: 2, EvExtraWin: 2, EvEnd: 3}[e.Kind]
				if p < phase {
					t.Fatalf("event %d (%s) after phase %d", i, e.Kind, phase)
				}
				phase = p
				switch e.Kind {
				case EvReveal:
					if pos := Size*int(e.Click) + int(e.Box); pos != prev+1 {
						t.Fatalf("reveal of click %d box %d after position %d", e.Click, e.Box, prev)
					} else {
						prev = pos
					}
				case EvMark, EvSwap, EvDirect:
					if Size*int(e.Click)+int(e.Box) != prev || tr[i-1].Kind != EvReveal {
						t.Fatalf("%s of click %d box %d does not follow its reveal", e.Kind, e.Click, e.Box)
					}
				}
			}
			if prev != Clicks*Size-1 {
				t.Fatalf("%d reveals", prev+1)
			}
			if last := tr[len(tr)-1]; last.Kind != EvEnd || last.Total != tc.script.Prize {
				t.Fatalf("last event %+v", last)
			}
			if len(paid) != len(tc.lines) {
				t.Fatalf("lines paid %v, want %v", paid, tc.lines)
			}
			for i := range paid {
				if paid[i] != tc.lines[i] {
					t.Fatalf("lines paid %v, want %v", paid, tc.lines)
				}
			}
		})
	}
}

func TestInvalidHand(t *testing.T) {
	cases := []struct {
		name   string
		script *Script
		rule   string
		msg    string // part of the message
	}{
		{"unknown game", func() *Script { s := hand(); s.Game = "sudoku"; return s }(), "0.1-1", "game"},
		{"unknown version", func() *Script { s := hand(); s.Version = "crossingo/9"; return s }(), "0.1-1", "version"},
		{"stake not on offer", func() *Script { s := hand(); s.Stake = eu("2"); return s }(), "0.1-1", "stake"},
		{"prize not a lot", hand().row(0, 1).set(1, 0, amt("2")).prize("4"), "0.1-4", "neither 0 nor"},
		// Row 1 pays 2 € but 1 € is declared.
		{"prize differs", hand().row(0, 1).prize("1"), "0.1-4", "declared prize 1 € but script derives 2 €"},
		// Row 0 (1 €) + row 1 (2 €) + direct 2 € + direct 2 € = 7 €, declared 5 €.
		{"prize differs, 7 derived", hand().row(0, 0).row(1, 1).set(2, 0, amt("2")).set(2, 1, amt("2")).prize("5"),
			"0.1-4", "declared prize 5 € but script derives 7 €"},
		{"grid number outside its column", func() *Script { s := hand(); s.Grid[5*2+1] = 14; return s }(),
			"C-1", "grid number 14 at row 2, column 1 is outside column 1 (16-30)"},
		{"grid number twice", func() *Script { s := hand(); s.Grid[5*2+1] = 16; return s }(), "C-1", "twice"},
		{"grid number zero", func() *Script { s := hand(); s.Grid[0] = 0; return s }(), "C-1", "outside column 0"},
		{"number outside its box's column", hand().set(0, 0, Element{Kind: Number, Number: 17}),
			"C-1", "number 17 in box 0 is outside column 0 (1-15)"},
		{"golden number outside its column", hand().set(3, 4, Element{Kind: Gold, Number: 60}), "C-1", "number 60 in box 4"},
		{"number drawn twice", hand().set(0, 3, num(1, 3)).set(4, 3, num(1, 3)), "C-1a", "number 47 drawn twice"},
		{"golden and plain number equal", hand().set(0, 3, num(1, 3)).set(4, 3, gold(1, 3)), "C-1a", "drawn twice"},
		{"miss drawn twice", hand().set(0, 3, Element{Kind: Number, Number: 55}).set(1, 3, Element{Kind: Number, Number: 55}), "C-1a", "twice"},
		{"line amount off the ladder", func() *Script { s := hand(); s.Lines[7] = eu("3"); return s }(),
			"C-2", "amount 3 € of column 2 is not on the line ladder"},
		{"line amount zero", func() *Script { s := hand(); s.Lines[DiagUp] = 0; return s }(), "C-2", "up diagonal"},
		{"direct amount off the ladder", hand().set(0, 0, amt("20")), "C-2", "not on the direct ladder"},
		{"direct amount zero", hand().set(0, 0, Element{Kind: Amount}), "C-2", "direct ladder"},
		{"unknown kind", hand().set(2, 2, Element{Kind: 0}), "0.1-1", "unknown element kind 0"},
		{"kind out of range", hand().set(2, 2, Element{Kind: 9}), "0.1-1", "unknown element kind 9"},
		{"number carrying an amount", hand().set(2, 2, Element{Kind: Number, Number: 40, Amount: eu("1")}), "0.1-3", "carries"},
		{"amount carrying a number", hand().set(2, 2, Element{Kind: Amount, Amount: eu("1"), Number: 40}), "0.1-3", "carries"},
		{"EXTRA symbol carrying a permutation", hand().set(2, 2, Element{Kind: ExtraSymbol, Perm: []int{1, 0, 2, 3, 4}}).
			extra([3]string{"1", "2", "5"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}), "0.1-3", "carries"},
		{"swapper carrying a number", hand().set(2, 2, Element{Kind: Swapper, Number: 33, Perm: []int{1, 0, 2, 3, 4}}), "0.1-3", "carries"},
		{"identity permutation", hand().set(1, 3, swp(0, 1, 2, 3, 4)), "C-4", "identity permutation"},
		{"short permutation", hand().set(1, 3, swp(1, 0, 2, 3)), "C-4", "4 rows"},
		{"no permutation", hand().set(1, 3, swp()), "C-4", "0 rows"},
		{"repeated row in permutation", hand().set(1, 3, swp(1, 1, 2, 3, 4)), "C-4", "not a permutation"},
		{"row out of range in permutation", hand().set(1, 3, swp(5, 0, 1, 2, 3)), "C-4", "not a permutation"},
		{"negative row in permutation", hand().set(1, 3, swp(-1, 0, 1, 2, 3)), "C-4", "not a permutation"},
		// Row 2 is complete after click 0; click 4's swapper in box 2
		// exchanges rows 2 and 3 of column 2, and (3,2) is not marked.
		{"swapper breaks a completed row", hand().row(0, 2).set(4, 2, swp(0, 1, 3, 2, 4)),
			"C-5", "swapper in click 4 (box 2) breaks completed row 2"},
		// The down diagonal is complete after click 0; a swapper at click 1
		// in box 0 moves (0,0) down.
		{"swapper breaks a completed diagonal", hand().set(0, 0, num(0, 0)).set(0, 1, num(1, 1)).set(0, 2, num(2, 2)).
			set(0, 3, num(3, 3)).set(0, 4, num(4, 4)).set(1, 0, swp(1, 0, 2, 3, 4)), "C-5", "breaks completed down diagonal"},
		// Row 0 completes at click 1; click 2's swapper in box 0 moves the
		// unmarked (1,0) into it.
		{"swapper after a row completed in the previous click", hand().row(1, 0).set(2, 0, swp(1, 0, 2, 3, 4)),
			"C-5", "click 2 (box 0) breaks completed row 0"},
		// Left to right (C-3): in click 1, box 2 completes row 0, then box
		// 4's swapper exchanges rows 0 and 1 of column 4 and breaks it.
		{"swapper right of the box that completed the row", hand().set(0, 0, num(0, 0)).set(0, 1, num(0, 1)).
			set(0, 3, num(0, 3)).set(0, 4, num(0, 4)).set(1, 2, num(0, 2)).set(1, 4, swp(1, 0, 2, 3, 4)),
			"C-5", "swapper in click 1 (box 4) breaks completed row 0"},
		{"two EXTRA symbols", hand().set(0, 0, xtra).set(3, 4, xtra).
			extra([3]string{"1", "2", "5"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}), "C-7", "two EXTRA symbols"},
		{"EXTRA symbol without step", hand().set(0, 0, xtra), "0.1-1", "no EXTRA step"},
		{"EXTRA step without symbol", hand().extra([3]string{"1", "2", "5"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}),
			"0.1-3", "no EXTRA symbol"},
		{"EXTRA amount off the ladder", hand().set(0, 0, xtra).extra([3]string{"1", "20", "5"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}),
			"C-7", "EXTRA amount 20 € of type 1"},
		{"two EXTRA types reach 4", hand().set(0, 0, xtra).extra([3]string{"1", "2", "5"}, [12]int{0, 0, 0, 0, 1, 1, 1, 1, 2, 3, 3, 3}),
			"C-7", "two winning types reach 4"},
		{"two EXTRA types equal", hand().set(0, 0, xtra).extra([3]string{"1", "2", "1"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}),
			"C-7a", "types 0 and 2 both pay 1 €"},
		{"EXTRA symbol value out of range", hand().set(0, 0, xtra).extra([3]string{"1", "2", "5"}, [12]int{3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3}),
			"0.1-1", "EXTRA cell 4 holds symbol 4"},
		{"EXTRA symbol negative", hand().set(0, 0, xtra).extra([3]string{"1", "2", "5"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, -1, 3}),
			"0.1-1", "EXTRA cell 10"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.script.Validate()
			if err == nil {
				t.Fatal("Validate accepted the script")
			}
			if r := RuleOf(err); r != tc.rule {
				t.Fatalf("rule %q, want %q (%v)", r, tc.rule, err)
			}
			if !strings.Contains(err.Error(), tc.msg) || !strings.HasPrefix(err.Error(), tc.rule+": ") {
				t.Fatalf("error %q does not say %q", err, tc.msg)
			}
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v is not ErrInvalid", err)
			}
			if tr, err2 := Check(tc.script); tr != nil || err2 == nil || err2.Error() != err.Error() {
				t.Fatalf("Check = %v, %v; Validate said %v", tr, err2, err)
			}
		})
	}
}

func TestNilScript(t *testing.T) {
	var s *Script
	if _, err := s.Validate(); RuleOf(err) != RuleShape {
		t.Fatalf("nil script: %v", err)
	}
	if _, err := Check(nil); RuleOf(err) != RuleShape {
		t.Fatalf("nil script: %v", err)
	}
}

func TestCheckAppend(t *testing.T) {
	s := hand().row(0, 0).prize("1")
	want, err := Check(s)
	if err != nil {
		t.Fatal(err)
	}
	buf := make(Transcript, 0, 100)
	got, err := CheckAppend(buf, s)
	if err != nil || len(got) != len(want) || &got[0] != &buf[:1][0] {
		t.Fatalf("CheckAppend: %d events, %v (reused: %v)", len(got), err, err == nil && &got[0] == &buf[:1][0])
	}
	for i := range got {
		if got[i].Kind != want[i].Kind || got[i].Total != want[i].Total {
			t.Fatalf("event %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if len(want) > maxEvents {
		t.Fatalf("%d events, more than maxEvents", len(want))
	}
}
