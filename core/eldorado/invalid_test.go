package eldorado

import (
	"errors"
	"strings"
	"testing"

	"revela/core/money"
)

// TestInvalid: every invalid case of E-1 to E-3 and rule 0.1, each
// refused with its rule.
func TestInvalid(t *testing.T) {
	cases := []struct {
		name, stake, prize string
		rows               []string
		rule               string
		msg                string
	}{
		{"two Chance on a row", "0.50", "0", []string{n1, "MMSDR", n2}, RuleE1, ""},
		{"1 pyramide + 1 coffre + Chance", "0.50", "1", []string{"PMCDR", n1, n2}, RuleE1, "the Chance completes both pyramide and coffre: two combinations"},
		{"Chance completes 1 coffre and 2 soleil", "0.50", "0", []string{n1, n2, "CSSMR"}, RuleE1, ""},
		{"2 pyramide and 2 coffre", "0.50", "1", []string{"PPCCS", n1, n2}, RuleE1, "grid 0 row 0 PPCCS: matches both 2 pyramide and 2 coffre"},
		{"2 pyramide and 3 coffre", "0.50", "2", []string{n1, "PPCCC", n2}, RuleE1, ""},
		{"1 pyramide and 3 soleil", "0.50", "0", []string{n1, n2, "PSSSD"}, RuleE1, ""},
		{"4 dague and 1 pyramide", "0.50", "0", []string{"DDDDP", n1, n2}, RuleE1, ""},
		{"winning row beside an Extra row", "0.50", "1", []string{"PPSDR", "CCSDR", n1, n1, n2, n3}, RuleE2, ""},
		{"Extra grid giving an Extra", "0.50", "0", []string{"CCSDR", n1, n2, n1, "SSSDR", n3}, RuleE2, ""},
		{"Extra grid giving an Extra beside a win", "0.50", "1", []string{"CCSDR", n1, n2, "PPSDR", "SSSDR", n3}, RuleE2, ""},
		// 5 × 2.50 = 12.50 € through 2 Extras: not 12.50 nor 5+5+2.50.
		{"12.50 as 5 × 2.50", "0.50", "12.50", []string{"CCSDR", "RRRRR", n1, "SSSSD", "SSSSD", "SSSSD", "SSSSD", n1, "SSSSD"}, RuleE3, "gains 2.50+2.50+2.50+2.50+2.50 do not make a form of rank 5 (12.50 €): 12.50 or 5+5+2.50"},
		// 25+25+12.50+12.50 = 75 € through 2 Extras: not 75 nor 25+25+25.
		{"75 as 25+25+12.50+12.50", "0.50", "75", []string{"CCSDR", "RRRRR", n1, "DDDDD", "DDDDD", "CCCCS", "CCCCS", n1, n2}, RuleE3, ""},
		{"declared prize is not the derived one", "0.50", "2.50", []string{"PPSDR", n1, n2}, RulePrize, ""},
		{"3 × 1 € is no lot", "0.50", "3", []string{"PPSDR", "PPSDR", "PPSDR"}, RulePrize, ""},
		{"winning unit declared losing", "1", "0", []string{"SSSSD", n1, n2}, RulePrize, ""},
		{"fewer Extra grids than Extras", "0.50", "0", []string{"CCSDR", "RRRRR", n1, n1, n2, n3}, RuleShape, ""},
		{"Extra grid without an Extra", "0.50", "0", []string{n1, n2, n3, n1, n2, n3}, RuleUsed, ""},
		{"stake not on offer", "3", "0", []string{n1, n2, n3}, RuleShape, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := mk(t, c.stake, c.prize, c.rows...)
			_, err := s.Validate()
			if RuleOf(err) != c.rule || !errors.Is(err, ErrInvalid) {
				t.Fatalf("Validate: %v; want rule %s", err, c.rule)
			}
			if c.msg != "" && !strings.HasSuffix(err.Error(), c.msg) {
				t.Errorf("%q does not end in %q", err, c.msg)
			}
			if tr, err2 := Check(s); tr != nil || err2.Error() != err.Error() {
				t.Fatalf("Check: %v, %v", tr, err2)
			}
			if Class(s) != "invalid" || Features(s) != nil {
				t.Fatal("an invalid script has a class or features")
			}
		})
	}
}

// TestEnvelope: game, version, stake and symbols outside the alphabet,
// and the number of grids, in scripts built in Go.
func TestEnvelope(t *testing.T) {
	valid := func() *Script { return mk(t, "0.50", "0", n1, n2, n3) }
	cases := []struct {
		name   string
		change func(*Script)
		rule   string
	}{
		{"game", func(s *Script) { s.Game = "crossingo" }, RuleShape},
		{"version", func(s *Script) { s.Version = "eldorado/0" }, RuleShape},
		{"stake", func(s *Script) { s.Stake = money.MustParse("1.50") }, RuleShape},
		{"prize no lot", func(s *Script) { s.Prize = money.MustParse("4") }, RulePrize},
		{"no grid", func(s *Script) { s.Grids = nil }, RuleShape},
		{"five grids", func(s *Script) { s.Grids = make([]Grid, 5) }, RuleShape},
		{"symbol 0", func(s *Script) { s.Grids[0][2][4] = 0 }, RuleShape},
		{"symbol 7", func(s *Script) { s.Grids[0][1][0] = 7 }, RuleShape},
	}
	for _, c := range cases {
		s := valid()
		c.change(s)
		if _, err := s.Validate(); RuleOf(err) != c.rule {
			t.Errorf("%s: %v; want rule %s", c.name, err, c.rule)
		}
	}
	var nilScript *Script
	if _, err := nilScript.Validate(); RuleOf(err) != RuleShape {
		t.Errorf("nil script: %v", err)
	}
	if _, err := Check(nil); RuleOf(err) != RuleShape {
		t.Errorf("Check(nil): %v", err)
	}
	if RuleOf(errors.New("other")) != "" {
		t.Error("RuleOf of a foreign error")
	}
}

// TestTranscript: the events of a unit with 2 Extras at 1 €, in order,
// with the running totals: the first grid's columns, its two Extra rows
// (1 pyramide; 1 coffre + Chance), "2 Extras", then each Extra grid: the
// first pays 4 soleil (5 €) on row 1, the second 3 coffre (2 €) on row 2:
// 7 € = 2.50 + 1 at 0.50 €, ×2.
func TestTranscript(t *testing.T) {
	s := mk(t, "1", "7", "RPSDR", n1, "CMSDR", n2, "SSSSD", n3, n1, n4, "CCCRD")
	tr, err := Check(s)
	if err != nil {
		t.Fatal(err)
	}
	type ev struct {
		kind              EventKind
		grid, col, row, x int8
		combo             string
		amount, total     money.Cents
	}
	want := []ev{{kind: EvGrid}}
	for c := int8(0); c < Cols; c++ {
		want = append(want, ev{kind: EvColumn, col: c})
	}
	want = append(want,
		ev{kind: EvExtra, row: 0, x: 1, combo: "1 pyramide"},
		ev{kind: EvExtra, row: 2, x: 2, combo: "1 coffre + Chance"},
		ev{kind: EvExtras, x: 2},
		ev{kind: EvGrid, grid: 1})
	for c := int8(0); c < Cols; c++ {
		want = append(want, ev{kind: EvColumn, grid: 1, col: c})
	}
	want = append(want, ev{kind: EvWin, grid: 1, row: 1, combo: "4 soleil", amount: 500, total: 500},
		ev{kind: EvGrid, grid: 2, total: 500})
	for c := int8(0); c < Cols; c++ {
		want = append(want, ev{kind: EvColumn, grid: 2, col: c, total: 500})
	}
	want = append(want, ev{kind: EvWin, grid: 2, row: 2, combo: "3 coffre", amount: 200, total: 700},
		ev{kind: EvEnd, total: 700})
	if len(tr) != len(want) {
		t.Fatalf("%d events, want %d: %+v", len(tr), len(want), tr)
	}
	for i, w := range want {
		e := tr[i]
		got := ev{e.Kind, e.Grid, e.Col, e.Row, e.Extras, e.Combo.String(), e.Amount, e.Total}
		if got != w {
			t.Errorf("event %d = %+v, want %+v", i, got, w)
		}
	}
	// The second grid's fourth column, top to bottom.
	if col := tr[len(tr)-4].Symbols; col != [Rows]Symbol{Dague, Perroquet, Perroquet} {
		t.Errorf("column 3 of grid 2 = %v", col)
	}
	if names := EvGrid.String() + EvColumn.String() + EvWin.String() + EvExtra.String() + EvExtras.String() + EvEnd.String() + EventKind(9).String(); names != "gridcolumnwinextraextrasendevent(9)" {
		t.Errorf("event names %q", names)
	}
}

// TestSymbols: names and letters.
func TestSymbols(t *testing.T) {
	got := ""
	for s := Symbol(0); s <= 7; s++ {
		got += s.String() + string(s.Letter()) + " "
	}
	if want := "symbol(0)? pyramideP coffreC soleilS dagueD ChanceM perroquetR symbol(7)? "; got != want {
		t.Errorf("%q", got)
	}
}
