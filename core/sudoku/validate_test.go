package sudoku

import (
	"errors"
	"strings"
	"testing"
)

// valid is a valid script: digits {7,2,3}, block 0 hides only its 7:
// 1 block × 1 € = 1 €.
func valid() *Script {
	return script("1", "1", [N]string{0: "7"}, [2]int{3, 4}, [2]int{1, 1}, [2]int{2, 1})
}

// Every invalid case, with the rule its error must name.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name, rule string
		edit       func(s *Script)
		msg        string // the error's text, when given
	}{
		{"other game", RuleShape, func(s *Script) { s.Game = "crossingo" }, ""},
		{"other version", RuleShape, func(s *Script) { s.Version = "sudoku/0" }, ""},
		{"stake not on offer", RuleShape, func(s *Script) { s.Stake = eur("5") }, ""},
		{"prize no lot pays", RulePrize, func(s *Script) { s.Prize = eur("4.50") }, ""},
		{"prize of another stake's table", RulePrize, func(s *Script) { s.Prize = eur("9000") }, ""},
		{"declared prize differs", RulePrize, func(s *Script) { s.Prize = eur("2") }, ""},
		{"declared 0 for a win", RulePrize, func(s *Script) { s.Prize = 0 }, ""},
		// 9 blocks × 0.50 € = 4.50 €, no lot: a script cannot declare it.
		{"derived prize no lot pays", RulePrize, func(s *Script) { s.Gain = eur("0.50"); s.Prize = eur("0.50"); s.Shown = hide(allBlocks("7")) }, ""},
		{"short grid row", RuleShape, func(s *Script) { s.Grid[3] = "23456789" }, "grid row 3 has 8 characters, want 9"},
		{"long grid row", RuleShape, func(s *Script) { s.Grid[3] = "2345678911" }, "grid row 3 has 10 characters, want 9"},
		{"digit 0 in the grid", RuleShape, func(s *Script) { s.Grid[8] = "012345678" }, `grid row 8 column 0 holds "0", not a digit 1-9`},
		// ':' is the byte after '9': the fast reader's range check at its upper bound.
		{"colon in the grid", RuleShape, func(s *Script) { s.Grid[8] = s.Grid[8][:8] + ":" }, `grid row 8 column 8 holds ":", not a digit 1-9`},
		{"letter in the grid", RuleShape, func(s *Script) { s.Grid[8] = "91234567x" }, `grid row 8 column 8 holds "x", not a digit 1-9`},
		{"digit twice in a row", RuleS1, func(s *Script) { s.Grid[0] = "223456789" }, "S-1: digit 2 twice in row 0"},
		// Row 0 with its first two cells swapped: the row and block 0 hold 1-9, column 0 holds 2 twice (rows 0 and 3).
		{"digit twice in a column", RuleS1, func(s *Script) { s.Grid[0] = "213456789" }, ""},
		// Rows taken one from each band: rows and columns hold 1-9, block 0 holds 2 and 3 twice.
		{"digit twice in a block", RuleS1, func(s *Script) {
			s.Grid = [N]string{grid0[0], grid0[3], grid0[6], grid0[1], grid0[4], grid0[7], grid0[2], grid0[5], grid0[8]}
		}, ""},
		{"short shown row", RuleShape, func(s *Script) { s.Shown[4] = "11111111" }, "shown row 4 has 8 characters, want 9"},
		{"other mark in shown", RuleShape, func(s *Script) { s.Shown[4] = "1111x1111" }, `shown row 4 column 4 holds "x", want '0' or '1'`},
		{"other mark at a shown row's end", RuleShape, func(s *Script) { s.Shown[2] = "11111111?" }, `shown row 2 column 8 holds "?", want '0' or '1'`},
		{"digit 2 in shown", RuleShape, func(s *Script) { s.Shown[0] = "211111111" }, `shown row 0 column 0 holds "2", want '0' or '1'`},
		{"block all shown", RuleS2, func(s *Script) { s.Shown = hide([N]string{0: "7", 6: "-"}) }, ""},
		{"block all hidden", RuleS2, func(s *Script) { s.Shown = hide([N]string{0: "7", 5: "123456789"}) }, ""},
		{"Gain 0", RuleS5, func(s *Script) { s.Gain = 0 }, ""},
		{"negative Gain", RuleS5, func(s *Script) { s.Gain = -eur("1") }, ""},
		{"Gain off the ladder", RuleS5a, func(s *Script) { s.Gain = eur("0.75") }, ""},
		{"Gain of another stake's ladder", RuleS5a, func(s *Script) { s.Gain = eur("1"); s.Stake = eur("2"); s.Prize = eur("2") }, ""},
		{"face 6", RuleShape, func(s *Script) { s.Throws[1] = [2]int{6, 1} }, "throw 2 shows face 6"},
		{"face -1", RuleShape, func(s *Script) { s.Throws[2] = [2]int{1, -1} }, "throw 3 shows face -1"},
		{"two clovers", RuleS3, func(s *Script) { s.Throws[1] = [2]int{0, 0} }, "S-3: throw 2 shows two clovers"},
		{"five and five", RuleS3, func(s *Script) { s.Throws[1] = [2]int{5, 5} }, "S-3: throw 2 adds up to 10 pips, over 9"},
		{"four clovers", RuleS4, func(s *Script) {
			s.Throws = [][2]int{{0, 1}, {0, 2}, {0, 4}, {0, 5}, {3, 4}, {1, 1}, {2, 1}}
		}, "S-4: throw 4 shows a clover, the 4th: a unit has at most 3"},
		{"two throws", RuleS4, func(s *Script) { s.Throws = s.Throws[:2] }, "S-4: 2 throws, but the unit has 1 more (3 plus one per clover)"},
		{"no throw", RuleS4, func(s *Script) { s.Throws = nil }, ""},
		{"clover without its throw", RuleS4, func(s *Script) { s.Throws[0] = [2]int{0, 5} }, ""},
		{"a throw too many", RuleUsed, func(s *Script) { s.Throws = append(s.Throws, [2]int{1, 1}) }, "0.1-3: throw 4 comes after the last throw"},
		{"six throws without clovers", RuleUsed, func(s *Script) { s.Throws = append(s.Throws, s.Throws...) }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := valid()
			if _, err := s.Validate(); err != nil {
				t.Fatal(err)
			}
			tt.edit(s)
			p, err := s.Validate()
			if RuleOf(err) != tt.rule || p != 0 || !errors.Is(err, ErrInvalid) {
				t.Fatalf("Validate: %s € %v, want rule %s", p, err, tt.rule)
			}
			if tt.msg != "" && !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("error %q does not say %q", err, tt.msg)
			}
			if tr, err := Check(s); RuleOf(err) != tt.rule || tr != nil {
				t.Fatalf("Check: %v, want rule %s", err, tt.rule)
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
