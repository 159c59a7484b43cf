package check

import (
	"bytes"
	"encoding/json"
	"image"
	"image/png"
	"strings"
	"testing"
	"testing/fstest"

	"revela/assets/themes"
)

// The bundled themes pass the check where their games are declared:
// cmd/revela (theme_test.go). Here a stand-in game declares its section.
func init() {
	themes.Declare(themes.Schema{
		Game:    "stand-in",
		Palette: map[string]string{"rim": "highlight", "ink": "text"},
		Symbols: map[string]themes.Slot{
			"prize": {Default: "coin", Choices: []string{"coin", "star", "sun", "moon"}},
			"found": {Default: "star", Choices: []string{"coin", "star", "sun", "moon"}},
		},
		Distinct: true,
		Reserved: []string{"moon"},
		Art:      []string{"prize.png"},
		Text:     [][2]string{{"ink", "rim"}},
	})
}

func pngOf(w, h int) []byte {
	var b bytes.Buffer
	png.Encode(&b, image.NewRGBA(image.Rect(0, 0, w, h)))
	return b.Bytes()
}

// spring is spring's theme.json, its games' sections replaced by games
// (JSON, "" for none), then each old text of edits (pairs) replaced by
// the new.
func spring(games string, edits ...string) []byte {
	data, _ := themes.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("spring/theme.json")
	var raw map[string]json.RawMessage
	json.Unmarshal(data, &raw)
	delete(raw, "games")
	if games != "" {
		raw["games"] = json.RawMessage(games)
	}
	out, _ := json.MarshalIndent(raw, "", "  ")
	s := string(out)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(s, edits[i]) {
			panic(edits[i])
		}
		s = strings.Replace(s, edits[i], edits[i+1], 1)
	}
	return []byte(s)
}

func TestFaults(t *testing.T) {
	// the highlight of spring is #ffd23d, its text #ffffff: white on it
	// is 1.44:1: its luminance 0.2126 + 0.7152×0.6444 + 0.0722×0.0467
	// = 0.6769, and 1.05 / 0.7269 = 1.44 (WCAG's formula worked apart)
	for _, tc := range []struct {
		what string
		fs   fstest.MapFS
		want []string
	}{
		{"a theme with no section", fstest.MapFS{"spring/theme.json": {Data: spring("")}},
			[]string{"spring/theme.json: games.stand-in.palette.ink: contrast 1.44:1 on rim"}},
		{"a section overriding", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a"}, "symbols": {"prize": "sun"}}}`)},
			"spring/stand-in/prize.png": {Data: pngOf(64, 64)}}, nil},
		// several faults, each named by its full path, the check going on
		// past the first
		{"keys a game does not declare", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a", "extra_key": "#000000", "rim": "#12345"},
			"symbols": {"prize": "tulip", "found": "moon", "glow": "sun"}, "accents": {}}, "other-game": {}}`)}},
			[]string{"spring/theme.json: games.other-game: no game \"other-game\" declares a section (stand-in)",
				"spring/theme.json: games.stand-in.accents: unknown key (a section holds palette, symbols)",
				"spring/theme.json: games.stand-in.palette.extra_key: unknown key (stand-in's palette holds ink, rim)",
				`spring/theme.json: games.stand-in.palette.rim: colour "#12345": want #rrggbb`,
				"spring/theme.json: games.stand-in.symbols.glow: unknown key (stand-in's symbols are found, prize)",
				`spring/theme.json: games.stand-in.symbols.prize: "tulip" is not one of coin, star, sun, moon`,
				`spring/theme.json: games.stand-in.symbols.found: "moon" is a symbol stand-in already draws for something else`}},
		{"symbols that tell two things", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a"}, "symbols": {"found": "coin"}}}`)}},
			[]string{`spring/theme.json: games.stand-in.symbols.prize: "coin" is already games.stand-in.symbols.found`}},
		// dim text the colour of the surface: 1:1 on it, 1.20:1 on the
		// background #123d2a
		{"unreadable text", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a"}}}`, `"text_dim": "#e0f5e6"`, `"text_dim": "#1b4a33"`)}},
			[]string{"spring/theme.json: palette.text_dim: contrast 1.00:1 on surface, below 4.5:1 (WCAG AA)",
				"spring/theme.json: palette.text_dim: contrast 1.20:1 on background"}},
		{"an unknown key", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a"}}}`, `"pattern"`, `"patern"`, `"text_dim"`, `"text_dimm"`)}},
			[]string{"spring/theme.json: pattern: missing", "spring/theme.json: patern: unknown key",
				"spring/theme.json: palette.text_dim: missing", "spring/theme.json: palette.text_dimm: unknown key"}},
		// every fault of the shared part, each by its path, and the
		// sections still checked after them (issue 29: the check stopped
		// at a bad colour and named an unknown key without its path)
		{"the shared part's faults", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a", "glow": "#000000"}}}`,
			`"cell": "#fffaf0"`, `"cell": "#12", "extra_key": "#ffffff"`, `"text": "#ffffff"`, `"text": "#zzzzzz"`,
			`"pattern": "petals"`, `"pattern": "dots"`, `"particles": "petals"`, `"particles": 3`)}},
			[]string{`spring/theme.json: palette.cell: colour "#12": want #rrggbb`,
				`spring/theme.json: palette.text: colour "#zzzzzz": want #rrggbb`,
				"spring/theme.json: palette.extra_key: unknown key",
				`spring/theme.json: pattern: "dots" is not one of rhombi, snow, petals, waves, leaves`,
				"spring/theme.json: particles: a string, not a JSON number",
				"spring/theme.json: games.stand-in.palette.glow: unknown key (stand-in's palette holds ink, rim)"}},
		{"another folder's name", fstest.MapFS{"spring2/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a"}}}`)}},
			[]string{`spring2/theme.json: name: "spring", but the folder is "spring2"`}},
		{"art", fstest.MapFS{"spring/theme.json": {Data: spring(`{"stand-in": {"palette": {"ink": "#1d3b2a"}}}`)},
			"spring/particle.png": {Data: pngOf(64, 48)}, "spring/background.png": {Data: pngOf(390, 600)},
			"spring/leaf.png": {Data: pngOf(64, 64)}, "spring/stand-in/prize.png": {Data: []byte("GIF89a")},
			"spring/stand-in/found.png": {Data: pngOf(64, 64)}, "spring/nobody/prize.png": {Data: pngOf(64, 64)}},
			[]string{"spring/background.png: 390×600: a background is 390×844 to 4096×4096",
				"spring/particle.png: 64×48: a particle is square, 8 to 256",
				"spring/leaf.png: not an art file of a theme",
				"spring/stand-in/prize.png: not a PNG image",
				"spring/stand-in/found.png: not an art file of stand-in (prize.png)",
				`spring/nobody: a folder of a theme is a game's, and no game "nobody" declares a section`}},
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
