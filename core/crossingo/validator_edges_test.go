package crossingo

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestColumnRangeEdges: in every column c the validator accepts 15c+1 and
// 15c+15, on the grid and in the box under the column, and refuses
// 15c+16 (above the range) and 15c (below), on the grid, as a number and
// as a golden number (C-1).
func TestColumnRangeEdges(t *testing.T) {
	for c := 0; c < Size; c++ {
		lo, hi := 15*c+1, 15*c+15
		if l, h := ColumnRange(c); l != lo || h != hi {
			t.Fatalf("ColumnRange(%d) = %d-%d; want %d-%d", c, l, h, lo, hi)
		}
		// hand's grid holds 15c+1..15c+5 and its boxes draw 15c+6..15c+10.
		top := hand()
		top.Grid[5*4+c] = hi
		accept(t, top, "grid top of column")
		accept(t, hand().set(4, c, Element{Kind: Number, Number: hi}), "box number at the top of its column")
		accept(t, hand().set(4, c, Element{Kind: Gold, Number: hi}), "golden number at the top of its column")
		accept(t, hand().set(4, c, Element{Kind: Number, Number: lo}), "box number at the bottom of its column")

		for _, n := range []int{hi + 1, lo - 1} {
			s := hand()
			s.Grid[5*4+c] = n
			refuse(t, s, RuleC1, "grid number "+strconv.Itoa(n)+" at row 4, column "+strconv.Itoa(c)+" is outside column "+strconv.Itoa(c))
			for _, k := range []Kind{Number, Gold} {
				refuse(t, hand().set(2, c, Element{Kind: k, Number: n}), RuleC1,
					"number "+strconv.Itoa(n)+" in box "+strconv.Itoa(c)+" is outside column "+strconv.Itoa(c))
			}
		}
	}
	// Above every column: 76 in column 4.
	refuse(t, hand().set(0, 4, Element{Kind: Number, Number: 76}), RuleC1, "number 76 in box 4 is outside column 4 (61-75)")
}

// TestUnusedFields: every element kind refuses each field it does not use
// (0.1-3: every drawn element is used).
func TestUnusedFields(t *testing.T) {
	perm := []int{1, 0, 2, 3, 4}
	withStep := func(s *Script) *Script {
		return s.extra([3]string{"1", "2", "5"}, [12]int{3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3})
	}
	cases := []struct {
		name string
		el   Element
		msg  string
	}{
		{"number with an amount", Element{Kind: Number, Number: 44, Amount: eu("1")}, "number in click 2 box 2 carries an amount or a permutation"},
		{"number with a permutation", Element{Kind: Number, Number: 44, Perm: perm}, "number in click 2 box 2 carries an amount or a permutation"},
		{"gold with an amount", Element{Kind: Gold, Number: 44, Amount: eu("1")}, "gold in click 2 box 2 carries an amount or a permutation"},
		{"gold with a permutation", Element{Kind: Gold, Number: 44, Perm: perm}, "gold in click 2 box 2 carries an amount or a permutation"},
		{"amount with a number", Element{Kind: Amount, Amount: eu("1"), Number: 44}, "amount in click 2 box 2 carries a number or a permutation"},
		{"amount with a permutation", Element{Kind: Amount, Amount: eu("1"), Perm: perm}, "amount in click 2 box 2 carries a number or a permutation"},
		{"EXTRA with a number", Element{Kind: ExtraSymbol, Number: 44}, "EXTRA symbol in click 2 box 2 carries"},
		{"EXTRA with an amount", Element{Kind: ExtraSymbol, Amount: eu("1")}, "EXTRA symbol in click 2 box 2 carries"},
		{"EXTRA with a permutation", Element{Kind: ExtraSymbol, Perm: perm}, "EXTRA symbol in click 2 box 2 carries"},
		{"swapper with a number", Element{Kind: Swapper, Number: 44, Perm: perm}, "swapper in click 2 box 2 carries a number or an amount"},
		{"swapper with an amount", Element{Kind: Swapper, Amount: eu("1"), Perm: perm}, "swapper in click 2 box 2 carries a number or an amount"},
	}
	for _, tc := range cases {
		s := hand().set(2, 2, tc.el)
		if tc.el.Kind == ExtraSymbol {
			s = withStep(s)
		}
		refuse(t, s, RuleUsed, tc.msg)
		// The same element without the unused field is valid.
		clean := tc.el
		switch clean.Kind {
		case Number, Gold:
			clean.Amount, clean.Perm = 0, nil
		case Amount:
			clean.Number, clean.Perm = 0, nil
			s = hand().set(2, 2, clean).prize("1")
			accept(t, s, tc.name+" without it")
			continue
		case ExtraSymbol:
			clean = Element{Kind: ExtraSymbol}
		case Swapper:
			clean.Number, clean.Amount = 0, 0
		}
		s = hand().set(2, 2, clean)
		if clean.Kind == ExtraSymbol {
			s = withStep(s)
		}
		accept(t, s, tc.name+" without it")
	}
}

// TestGoldMovesWithItsCell (C-4, C-6): a swapper moves a golden marked
// cell with its number, its mark and its gold. Column 0's cell (0,0) is
// gilded at click 0; at click 1 the swapper (1 2 0 3 4) puts row 1's cell
// in row 0, row 2's in row 1 and row 0's (golden, marked) in row 2 (its
// inverse would send it to row 1). Completing row 2 then pays its line
// doubled; completing row 0 instead pays it plain.
func TestGoldMovesWithItsCell(t *testing.T) {
	base := func() *Script {
		s := hand().set(0, 0, gold(0, 0)).set(1, 0, swp(1, 2, 0, 3, 4))
		s.Lines[0], s.Lines[2] = eu("5"), eu("5")
		return s
	}
	// Row 2: (2,0) now holds number 1, golden and marked; click 2 marks
	// (2,1)..(2,4). Line 5 € doubled = 10 €.
	s := base().set(2, 1, num(2, 1)).set(2, 2, num(2, 2)).set(2, 3, num(2, 3)).set(2, 4, num(2, 4)).prize("10")
	tr := accept(t, s, "golden cell moved to row 2")
	if l := lineEvent(tr, 2); l == nil || !l.Doubled || l.Amount != eu("10") {
		t.Errorf("row 2 line event = %+v; want doubled, 10 €", l)
	}
	// The marks: (0,0) golden at click 0, then (2,1)..(2,4) plain.
	var marks []string
	for _, e := range tr {
		if e.Kind == EvMark {
			marks = append(marks, fmt.Sprintf("%d:%d,%d:%v", e.Click, e.Row, e.Col, e.Gold))
		}
	}
	if got := strings.Join(marks, " "); got != "0:0,0:true 2:2,1:false 2:2,2:false 2:2,3:false 2:2,4:false" {
		t.Errorf("mark events %s", got)
	}
	// Row 0: (0,0) now holds number 2 (row 1's), neither marked nor
	// golden; click 2 marks it (box 0: number 2) and (0,1)..(0,4). Line 5 €.
	s = base().set(2, 0, num(1, 0)).set(2, 1, num(0, 1)).set(2, 2, num(0, 2)).set(2, 3, num(0, 3)).set(2, 4, num(0, 4)).prize("5")
	tr = accept(t, s, "golden cell moved out of row 0")
	if l := lineEvent(tr, 0); l == nil || l.Doubled || l.Amount != eu("5") {
		t.Errorf("row 0 line event = %+v; want plain, 5 €", l)
	}
	// The same script with the prize its gold would give if it had stayed:
	// refused.
	refuse(t, s.prize("10"), RulePrize, "declared prize 10 € but script derives 5 €")
	// Number 1, once moved to row 2, is not in row 0: marking row 0 by its
	// old numbers leaves (0,0) unmarked and pays nothing.
	s = base().set(2, 1, num(0, 1)).set(2, 2, num(0, 2)).set(2, 3, num(0, 3)).set(2, 4, num(0, 4)).prize("0")
	accept(t, s, "row 0 left without its cell")
}

func lineEvent(tr Transcript, line int) *Event {
	for i := range tr {
		if tr[i].Kind == EvLine && int(tr[i].Line) == line {
			return &tr[i]
		}
	}
	return nil
}

func accept(t *testing.T, s *Script, what string) Transcript {
	t.Helper()
	tr, err := Check(s)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if p, err := s.Validate(); err != nil || p != s.Prize {
		t.Fatalf("%s: Validate = %s, %v", what, p, err)
	}
	return tr
}

func refuse(t *testing.T, s *Script, rule, msg string) {
	t.Helper()
	_, err := s.Validate()
	if RuleOf(err) != rule || !strings.Contains(err.Error(), msg) {
		t.Errorf("Validate error = %v; want rule %s saying %q", err, rule, msg)
	}
}

// TestDecodeSizeEdges: a script of exactly MaxScriptBytes (padded with
// spaces) is read; one byte more is refused. The shape errors give the
// wanted length.
func TestDecodeSizeEdges(t *testing.T) {
	good, err := json.Marshal(hand().row(0, 0).prize("1"))
	if err != nil {
		t.Fatal(err)
	}
	exact := append(good, strings.Repeat(" ", MaxScriptBytes-len(good))...)
	if s, err := Decode(exact); err != nil || s.Prize != eu("1") {
		t.Fatalf("a script of %d bytes: %v", len(exact), err)
	}
	if _, err := Decode(append(exact, ' ')); err == nil || !strings.Contains(err.Error(), "script of 65537 bytes is over the 65536-byte limit") {
		t.Fatalf("a script of %d bytes: %v", len(exact)+1, err)
	}
	g := string(good)
	for body, msg := range map[string]string{
		strings.Replace(g, `"grid":[1,`, `"grid":[`, 1):     "grid has 24 numbers, want 25",
		strings.Replace(g, `"lines":["1",`, `"lines":[`, 1): "lines has 11 amounts, want 12",
	} {
		if _, err := Decode([]byte(body)); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("Decode error = %v; want %q", err, msg)
		}
	}
}
