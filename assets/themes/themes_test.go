package themes

import (
	"testing"
	"time"
)

func TestShipped(t *testing.T) {
	names := Names()
	want := []string{"autumn", "default", "spring", "summer", "winter"}
	if len(names) != len(want) {
		t.Fatalf("themes %v, want %v", names, want)
	}
	for i, n := range names {
		if n != want[i] {
			t.Fatalf("themes %v, want %v", names, want)
		}
		th, err := Load(n)
		if err != nil {
			t.Fatal(err)
		}
		if th.Name != n {
			t.Errorf("%s/theme.json names itself %q", n, th.Name)
		}
	}
	if LoadOr("nope").Name != Default || LoadOr("../default").Name != Default || LoadOr("default/theme").Name != Default {
		t.Error("unknown themes must fall back to the default")
	}
	w := LoadOr("winter")
	if w.Symbols.Gold != "bauble" || w.Symbols.Mark != "snowflake" || w.Symbols.Extra != "gift" || w.Particles != "snow" {
		t.Errorf("winter %+v", w)
	}
	if a := LoadOr("autumn"); a.Symbols.Gold != "pumpkin" || a.Symbols.Extra != "crescent" || a.Pattern != "leaves" {
		t.Errorf("autumn %+v", a)
	}
}

// Text must be readable: contrast at least 4.5:1 (docs/art.md); the
// figures of two pairs are worked by hand from WCAG's formula.
func TestContrast(t *testing.T) {
	for _, n := range Names() {
		for _, c := range Pairs(LoadOr(n).Palette) {
			if r := Contrast(c.Fg, c.Back); r < MinContrast {
				t.Errorf("%s: %s on %s contrast %.2f < 4.5", n, c.Key, c.On, r)
			}
		}
	}
	if r := Contrast(Color{0xff, 0xff, 0xff}, Color{0, 0, 0}); r != 21 {
		t.Errorf("white on black: %v, want 21", r)
	}
	// #777777: luminance 0.1845, (1.05)/(0.2345) = 4.48
	if r := Contrast(Color{0xff, 0xff, 0xff}, Color{0x77, 0x77, 0x77}); r < 4.47 || r > 4.49 {
		t.Errorf("white on #777777: %.3f, want 4.48", r)
	}
}

func TestAdd(t *testing.T) {
	th, err := Parse([]byte(`{"name":"studio-x","palette":{"text":"#010203"},"pattern":"snow","particles":"snow","symbols":{"gold":"coin","mark":"star","extra":"burst"}}`))
	if err != nil {
		t.Fatal(err)
	}
	Add(th)
	defer delete(added, "studio-x")
	if got := LoadOr("studio-x"); got.Palette.Text != (Color{1, 2, 3}) {
		t.Errorf("added theme: %+v", got)
	}
	found := false
	for _, n := range Names() {
		found = found || n == "studio-x"
	}
	if !found {
		t.Error("an added theme is not listed")
	}
	if _, err := Parse([]byte(`{"name":"x","colour":"#ffffff"}`)); err == nil {
		t.Error("an unknown key was taken")
	}
}

func TestCalendar(t *testing.T) {
	c := Bundled()
	day := func(s string) time.Time {
		d, err := time.Parse("2006-01-02", s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for _, tc := range []struct{ day, want string }{
		{"2026-12-01", "winter"}, {"2026-12-31", "winter"}, {"2027-01-15", "winter"}, {"2027-02-28", "winter"},
		{"2027-03-01", "default"}, {"2027-03-20", "spring"}, {"2027-06-20", "spring"}, {"2027-06-21", "summer"},
		{"2027-09-22", "default"}, {"2027-10-31", "autumn"}, {"2027-11-16", "default"},
	} {
		if got := c.Pick(day(tc.day)); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.day, got, tc.want)
		}
	}
	if Resolve("summer", day("2027-01-01")) != "summer" || Resolve(Auto, day("2027-10-31")) != "autumn" {
		t.Error("Resolve")
	}
	SetCalendar(Calendar{Periods: []Period{{From: "01-01", To: "12-31", Theme: "spring"}}})
	defer func() { calendar = nil }()
	if Resolve(Auto, day("2027-10-31")) != "spring" {
		t.Error("the operator's calendar is not in force")
	}
	for _, bad := range []string{`{"periods":[{"from":"13-01","to":"12-31","theme":"x"}]}`, `{"periods":[{"from":"01-01","to":"12-31"}]}`, `[`} {
		if _, err := ParseCalendar([]byte(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
