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
