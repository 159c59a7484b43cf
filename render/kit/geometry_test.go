package kit

import "testing"

func TestNewView(t *testing.T) {
	for _, c := range []struct {
		sw, sh int
		dsf    float64
		want   View
	}{
		{390, 844, 1, View{W: 390, H: 844, K: 1}},
		{780, 1688, 2, View{W: 390, H: 844, K: 2}}, // a 2× phone: sharp, same layout
		{1280, 800, 1, View{W: 1280, H: 800, K: 1, Landscape: true}},
		{2560, 1000, 1, View{W: 2048, H: 800, K: 1.25, Landscape: true}},
		{780, 1400, 1, View{W: 390, H: 700, K: 2}},                   // a short portrait screen fits its height
		{390, 600, 1, View{W: 390, H: 600, K: 1}},                    // ... but a unit stays at least a CSS px
		{640, 960, 2, View{W: 320, H: 480, K: 2}},                    // 320×480 CSS px at 2×
		{2532, 1170, 3, View{W: 844, H: 390, K: 3, Landscape: true}}, // a phone in landscape
		{0, 844, 1, View{W: 390, H: 844, K: 1}},
	} {
		got := NewView(c.sw, c.sh, c.dsf)
		if d := got.W - c.want.W; d > 1e-9 || d < -1e-9 || got.H != c.want.H || got.K != c.want.K || got.Landscape != c.want.Landscape {
			t.Errorf("NewView(%d, %d) = %+v; want %+v", c.sw, c.sh, got, c.want)
		}
	}
}

func TestRect(t *testing.T) {
	r := R(10, 20, 100, 40)
	if r.CX() != 60 || r.CY() != 40 || !r.In(10, 20) || r.In(110, 20) || r.In(50, 60) || r.Inset(5) != R(15, 25, 90, 30) {
		t.Fatalf("%+v", r)
	}
	if !r.Overlaps(R(100, 50, 10, 10)) || r.Overlaps(R(110, 20, 10, 10)) || r.Overlaps(R(10, 60, 10, 10)) {
		t.Errorf("Overlaps wrong for %+v", r)
	}
	if !R(20, 30, 10, 10).Inside(r) || R(20, 30, 100, 10).Inside(r) {
		t.Errorf("Inside wrong for %+v", r)
	}
}

// TestSplitX: 300 wide with a gap of 12 leaves 288, cut 144 and 144, or
// 72 and 216 at a quarter.
func TestSplitX(t *testing.T) {
	l, r := R(10, 20, 300, 48).SplitX(0.5, 12)
	if l != R(10, 20, 144, 48) || r != R(166, 20, 144, 48) {
		t.Fatalf("halves %+v %+v", l, r)
	}
	l, r = R(0, 0, 300, 10).SplitX(0.25, 12)
	if l != R(0, 0, 72, 10) || r != R(84, 0, 216, 10) {
		t.Fatalf("quarter %+v %+v", l, r)
	}
}

// GO and AUTO at the bottom of a 390×844 phone (72 high, 12 above the
// edge) and of a compact 390×664 one (52 high, 8 above it).
func TestControlRow(t *testing.T) {
	var p Places
	if row := p.ControlRow(View{W: 390, H: 844}); row != R(16, 760, 358, 72) || p.Auto != R(16, 760, 104, 72) || p.Go != R(132, 760, 242, 72) {
		t.Errorf("390×844: row %+v, AUTO %+v, GO %+v", row, p.Auto, p.Go)
	}
	if row := p.ControlRow(View{W: 390, H: 664}); row != R(16, 604, 358, 52) || p.Auto != R(16, 604, 104, 52) || p.Go != R(132, 604, 242, 52) {
		t.Errorf("390×664: row %+v, AUTO %+v, GO %+v", row, p.Auto, p.Go)
	}
}

func TestEndButtons(t *testing.T) {
	home, hist, again := EndRow(R(16, 760, 358, 72))
	// 358 − 16 of gaps = 342: 27 % and 31 % of it, REJOUER the rest
	if home != R(16, 760, 342*0.27, 72) || hist.X != 16+342*0.27+8 || again.X+again.W != 374 || again.W <= hist.W {
		t.Errorf("EndRow: %+v %+v %+v", home, hist, again)
	}
	home, hist, again = EndColumn(R(900, 400, 280, 110), R(900, 530, 280, 64))
	if again != R(900, 400, 280, 110) || home != R(900, 530, 134, 64) || hist != R(1046, 530, 134, 64) {
		t.Errorf("EndColumn: %+v %+v %+v", home, hist, again)
	}
}

// TestThumbRow: at 390×844 the row is 72 high, 12 from the bottom; at
// 320×568 (a short screen) 52 high, 8 from it; the buttons stay apart.
func TestThumbRow(t *testing.T) {
	p := ThumbRow(View{W: 390, H: 844, K: 1})
	if p.Auto != R(16, 760, 104, 72) || p.Go != R(132, 760, 242, 72) || p.Again.X+p.Again.W != 374 || p.Home.W != 342*0.27 {
		t.Fatalf("390×844: %+v", p)
	}
	p = ThumbRow(View{W: 320, H: 568, K: 1})
	if p.Go.Y != 508 || p.Go.H != 52 || p.Home.Overlaps(p.History) || p.History.Overlaps(p.Again) || p.Auto.Overlaps(p.Go) {
		t.Fatalf("320×568: %+v", p)
	}
}

// TestThumbRowSizes: at every portrait size of Sizes the thumb row's
// buttons are on the screen under the header, GO apart from AUTO and the
// end's three apart, each at least 44 CSS px high and wide.
func TestThumbRowSizes(t *testing.T) {
	for _, sz := range Sizes {
		v := NewView(sz[0], sz[1], 1)
		if v.Landscape {
			continue
		}
		p := ThumbRow(v)
		parts := map[string]Rect{"go": p.Go, "auto": p.Auto, "home": p.Home, "history": p.History, "again": p.Again}
		for _, m := range Misfits(v, parts, []string{"go", "auto"}, []string{"home", "history", "again"}) {
			t.Errorf("%dx%d: %s", sz[0], sz[1], m)
		}
		for n, r := range parts {
			if r.W*v.K < 44 || r.H*v.K < 44 {
				t.Errorf("%dx%d: %s %+v is under 44 CSS px", sz[0], sz[1], n, r)
			}
		}
	}
}

// TestHeaderIcons: left of 300 the sound's round is drawn at 262 (38
// wide), the "i" 8 units left of it at 216, the title ending 8 before it
// at 208; each answers in a square of 44 around its round, from 10 to 54
// in the header's 64, the two squares 2 apart and clear of the balance
// (at 300 + its margin of 10) and of the title.
func TestHeaderIcons(t *testing.T) {
	rules, sound, end := HeaderIcons(300, true)
	if rules != R(213, 10, 44, 44) || sound != R(259, 10, 44, 44) || end != 208 {
		t.Errorf("rules %+v, sound %+v, title's end %.0f", rules, sound, end)
	}
	if sound.Inset(3) != R(262, 13, 38, 38) || rules.Inset(3) != R(216, 13, 38, 38) || rules.Overlaps(sound) || sound.X+sound.W >= 310 || rules.X <= end {
		t.Errorf("the rounds %+v %+v", rules.Inset(3), sound.Inset(3))
	}
	rules, sound, end = HeaderIcons(300, false)
	if rules != (Rect{}) || sound != R(259, 10, 44, 44) || end != 254 {
		t.Errorf("without the rules: %+v, sound %+v, title's end %.0f", rules, sound, end)
	}
}
