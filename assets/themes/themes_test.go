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
	if w := LoadOr("winter"); w.Particles != "snow" || w.Pattern != "snow" || w.Palette.Highlight != (Color{0xf2, 0xc2, 0x30}) {
		t.Errorf("winter %+v", w)
	}
	if a := LoadOr("autumn"); a.Pattern != "leaves" || len(a.Games) == 0 {
		t.Errorf("autumn %+v", a)
	}
}

// standIn is a game's section as a game's package declares it.
var standIn = Schema{
	Game:    "stand-in",
	Palette: map[string]string{"rim": "highlight"},
	Symbols: map[string]Slot{"prize": {Default: "coin", Choices: []string{"coin", "sun"}}},
}

// A game's section is optional, and each of its keys: the game's
// defaults stand in (the shared palette's colour, the slot's symbol);
// where the section names one, it is drawn.
func TestSection(t *testing.T) {
	plain, err := Parse([]byte(`{"name":"plain","palette":{"highlight":"#ffc21a"},"pattern":"snow","particles":"snow"}`))
	if err != nil {
		t.Fatal(err)
	}
	own, err := Parse([]byte(`{"name":"own","palette":{"highlight":"#ffc21a"},"pattern":"snow","particles":"snow",
		"games":{"stand-in":{"palette":{"rim":"#102030"},"symbols":{"prize":"sun"}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		th    Theme
		rim   Color
		prize string
	}{{plain, Color{0xff, 0xc2, 0x1a}, "coin"}, {own, Color{0x10, 0x20, 0x30}, "sun"}} {
		if c, ok := standIn.Colour(tc.th, "rim"); !ok || c != tc.rim {
			t.Errorf("%s: rim %v %v, want %v", tc.th.Name, c, ok, tc.rim)
		}
		if got := standIn.Symbol(tc.th, "prize"); got != tc.prize {
			t.Errorf("%s: prize %q, want %q", tc.th.Name, got, tc.prize)
		}
	}
	if _, ok := standIn.Colour(own, "ink"); ok {
		t.Error("an accent the game does not declare")
	}
	if _, err := Parse([]byte(`{"name":"x","games":{"stand-in":{"colours":{}}}}`)); err == nil {
		t.Error("a section's unknown key was taken")
	}
}

func TestArtPath(t *testing.T) {
	for f, want := range map[string]bool{"background.png": true, "particle.png": true, "stand-in/prize.png": true,
		"prize.png": false, "stand-in/../x.png": false, "stand-in/prize.gif": false, "../x/y.png": false, "a/b/c.png": false} {
		if ArtPath(f) != want {
			t.Errorf("ArtPath(%q) = %v", f, !want)
		}
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
	th, err := Parse([]byte(`{"name":"studio-x","palette":{"text":"#010203"},"pattern":"snow","particles":"snow"}`))
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
