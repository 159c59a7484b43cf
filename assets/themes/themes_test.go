package themes

import "testing"

func TestShipped(t *testing.T) {
	names := Names()
	if len(names) < 2 || names[0] != "default" || names[1] != "winter" {
		t.Fatalf("themes %v", names)
	}
	for _, n := range names {
		th, err := Load(n)
		if err != nil {
			t.Fatal(err)
		}
		if th.Name != n {
			t.Errorf("%s.json names itself %q", n, th.Name)
		}
	}
	if LoadOr("nope").Name != Default || LoadOr("../default").Name != Default {
		t.Error("unknown themes must fall back to the default")
	}
}

// Text must be readable: contrast at least 4.5:1 (docs/art.md).
func TestContrast(t *testing.T) {
	for _, n := range Names() {
		p := LoadOr(n).Palette
		pairs := []struct {
			what     string
			fg, back Color
		}{
			{"text on background", p.Text, p.Background},
			{"text on background2", p.Text, p.Background2},
			{"text on surface", p.Text, p.Surface},
			{"text on surface2", p.Text, p.Surface2},
			{"dim text on surface", p.TextDim, p.Surface},
			{"dim text on background", p.TextDim, p.Background},
			{"win on background", p.Win, p.Background},
			{"win on surface", p.Win, p.Surface},
			{"numbers on cells", p.CellText, p.Cell},
			{"button text", p.ButtonText, p.Button},
		}
		for _, c := range pairs {
			if r := Contrast(c.fg, c.back); r < 4.5 {
				t.Errorf("%s: %s contrast %.2f < 4.5", n, c.what, r)
			}
		}
	}
}
