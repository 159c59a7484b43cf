package kit

import "testing"

func TestNewView(t *testing.T) {
	for _, c := range []struct {
		sw, sh int
		want   View
	}{
		{390, 844, View{W: 390, H: 844, K: 1}},
		{780, 1688, View{W: 390, H: 844, K: 2}}, // a 2× phone: sharp, same layout
		{1280, 800, View{W: 1280, H: 800, K: 1, Landscape: true}},
		{2560, 1000, View{W: 2048, H: 800, K: 1.25, Landscape: true}},
		{390, 600, View{W: 455, H: 700, K: 600.0 / 700}}, // a short portrait screen fits its height
		{0, 844, View{W: 390, H: 844, K: 1}},
	} {
		got := NewView(c.sw, c.sh)
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
}
