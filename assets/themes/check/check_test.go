package check

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"

	"revela/assets/themes"
)

func TestBundledPass(t *testing.T) {
	if f := Dir(themes.BundledFS()); len(f) != 0 { // the art too
		t.Fatalf("bundled themes: %v", f)
	}
	for _, n := range themes.Names() {
		if f := Theme(themes.BundledFS(), n); len(f) != 0 {
			t.Errorf("%s: %v", n, f)
		}
	}
}

func pngOf(w, h int) []byte {
	var b bytes.Buffer
	png.Encode(&b, image.NewRGBA(image.Rect(0, 0, w, h)))
	return b.Bytes()
}

// spring's theme.json with one change.
func springWith(old, new string) []byte {
	data, _ := themes.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("spring/theme.json")
	s := string(data)
	if !strings.Contains(s, old) {
		panic(old)
	}
	return []byte(strings.Replace(s, old, new, 1))
}

func summer() []byte {
	data, _ := themes.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("summer/theme.json")
	return data
}

func TestFaults(t *testing.T) {
	for _, tc := range []struct {
		what string
		fs   fstest.MapFS
		want []string
	}{
		{"a missing symbol", fstest.MapFS{"spring/theme.json": {Data: springWith(`,
    "extra": "butterfly"`, "")}},
			[]string{"spring/theme.json: symbols.extra: missing"}},
		// dim text the colour of the surface: 1:1 on it, 1.20:1 on the
		// background #123d2a (WCAG's formula worked apart)
		{"unreadable text", fstest.MapFS{"spring/theme.json": {Data: springWith(`"text_dim": "#e0f5e6"`, `"text_dim": "#1b4a33"`)}},
			[]string{"spring/theme.json: palette.text_dim: contrast 1.00:1 on surface, below 4.5:1 (WCAG AA)",
				"spring/theme.json: palette.text_dim: contrast 1.20:1 on background"}},
		{"a symbol not drawn", fstest.MapFS{"spring/theme.json": {Data: springWith(`"gold": "egg"`, `"gold": "tulip"`)}},
			[]string{`spring/theme.json: symbols.gold: "tulip" is not one of star,`}},
		{"symbols that tell two things", fstest.MapFS{"spring/theme.json": {Data: springWith(`"extra": "butterfly"`, `"extra": "clover"`)},
			"summer/theme.json": {Data: []byte(strings.Replace(string(summer()), `"mark": "starfish"`, `"mark": "sun"`, 1))}},
			[]string{`spring/theme.json: symbols.extra: "clover" is a symbol of the EXTRA grid`,
				`summer/theme.json: symbols.mark: "sun" is already symbols.gold`}},
		{"an unknown key", fstest.MapFS{"spring/theme.json": {Data: springWith(`"pattern"`, `"patern"`)}},
			[]string{"spring/theme.json: pattern: missing", `spring/theme.json: patern: json: unknown field "patern"`}},
		{"another folder's name", fstest.MapFS{"spring2/theme.json": {Data: springWith("", "")}},
			[]string{`spring2/theme.json: name: "spring", but the folder is "spring2"`}},
		{"a name the server does not serve", fstest.MapFS{"Spring/theme.json": {Data: springWith(`"name": "spring"`, `"name": "Spring"`)}},
			[]string{`Spring/theme.json: name: "Spring": a theme's name is 1 to 40 lower-case letters`}},
		{"art", fstest.MapFS{"spring/theme.json": {Data: springWith("", "")},
			"spring/mark.png": {Data: pngOf(64, 64)}, "spring/gold.png": {Data: pngOf(64, 48)},
			"spring/background.png": {Data: pngOf(390, 600)}, "spring/extra.png": {Data: []byte("GIF89a")},
			"spring/leaf.png": {Data: pngOf(64, 64)}},
			[]string{"spring/background.png: 390×600: a background is 390×844 to 4096×4096",
				"spring/extra.png: not a PNG image", "spring/gold.png: 64×48: a symbol is square, 32 to 1024",
				"spring/leaf.png: not an art file of a theme"}},
		{"a calendar naming no theme", fstest.MapFS{"calendar.json": {Data: []byte(`{"periods":[{"from":"01-01","to":"01-31","theme":"sprung"}]}`)}},
			[]string{`calendar.json: periods[0].theme: no theme "sprung"`}},
	} {
		got := Dir(tc.fs)
		var lines []string
		for _, f := range got {
			lines = append(lines, f.String())
		}
		all := strings.Join(lines, "\n")
		for _, w := range tc.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: no fault %q in\n%s", tc.what, w, all)
			}
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d faults, want %d:\n%s", tc.what, len(got), len(tc.want), all)
		}
	}
}
