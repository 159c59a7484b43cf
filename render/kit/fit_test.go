package kit

import (
	"strings"
	"testing"
)

func TestMisfits(t *testing.T) {
	v := View{W: 390, H: 844, K: 1}
	ok := map[string]Rect{"a": R(10, 70, 100, 100), "b": R(120, 70, 100, 100), "c": R(50, 100, 100, 100)}
	if m := Misfits(v, ok, []string{"a", "b"}); len(m) != 0 {
		t.Fatalf("a fitting layout: %v", m)
	}
	m := Misfits(v, ok, []string{"a", "b", "c"})
	if len(m) != 2 || !strings.HasPrefix(m[0], "a ") || !strings.Contains(m[0], "overlaps c") || !strings.Contains(m[1], "overlaps c") {
		t.Fatalf("c overlaps a and b: %v", m)
	}
	under := map[string]Rect{"header": R(0, 10, 390, 40), "wide": R(300, 100, 100, 10), "flat": R(10, 100, 10, 0)}
	if m := Misfits(v, under); len(m) != 3 {
		t.Fatalf("under the header, too wide, empty: %v", m)
	}
}

// TestSmallTargets: the thumb row at 390×844 (72 units high) has no small
// target; AUTO 40 high at one CSS px per unit is one, and the same at
// 1.25 CSS px per unit (50 CSS px) is not.
func TestSmallTargets(t *testing.T) {
	v := View{W: 390, H: 844, K: 1}
	if m := SmallTargets(v, ThumbRow(v)); len(m) != 0 {
		t.Errorf("the thumb row: %v", m)
	}
	p := ThumbRow(v)
	p.Auto.H = 40
	if m := SmallTargets(v, p); len(m) != 1 || !strings.HasPrefix(m[0], "auto ") {
		t.Errorf("AUTO 40 high: %v", m)
	}
	v.K = 1.25
	if m := SmallTargets(v, p); len(m) != 0 {
		t.Errorf("AUTO 50 CSS px high: %v", m)
	}
}

// TestUnitMisfits: at 390×844 the thumb row (its bottom 72 units from
// 760 on) under a board from 70 to 600 and a result from 610 to 670
// fits with a caption between board and row; the caption over GO, a
// result 40 high and a part of the game's own end set over the result
// are each one misfit.
func TestUnitMisfits(t *testing.T) {
	v := View{W: 390, H: 844, K: 1}
	p := ThumbRow(v)
	p.Board, p.Result = R(16, 70, 358, 530), R(16, 610, 358, 60)
	if m := UnitMisfits(v, p, map[string]Rect{"caption": R(16, 680, 358, 40)}, []string{"caption"}); len(m) != 0 {
		t.Fatalf("a fitting layout: %v", m)
	}
	m := UnitMisfits(v, p, map[string]Rect{"caption": R(16, 740, 358, 40)}, []string{"caption"})
	if len(m) != 2 || !strings.Contains(m[0], "overlaps caption") || !strings.Contains(m[1], "overlaps caption") {
		t.Fatalf("the caption over GO and AUTO: %v", m)
	}
	p.Result.H = 40
	m = UnitMisfits(v, p, map[string]Rect{"tag": R(16, 620, 50, 20)}, nil, []string{"result", "tag"})
	if len(m) != 2 || m[0] != "result 40.0 high, < 52" || !strings.Contains(m[1], "overlaps tag") {
		t.Fatalf("a short result under a tag: %v", m)
	}
}
