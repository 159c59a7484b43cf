package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"revela/assets/themes"
	"revela/core/games"
	"revela/core/lots"
	"revela/render/kit"
)

func TestThemeCheck(t *testing.T) {
	for _, name := range []string{"default", "winter", "spring", "summer", "autumn"} {
		if code, out, errOut := runArgs(t, "theme", "check", name); code != 0 || out != name+": ok\n" {
			t.Errorf("%s: exit %d %q %q", name, code, out, errOut)
		}
	}
	dir := t.TempDir()
	copyTheme := func(name string, edits ...string) {
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", "themes", name, "theme.json"))
		if err != nil {
			t.Fatal(err)
		}
		s := string(data)
		for i := 0; i+1 < len(edits); i += 2 {
			if !strings.Contains(s, edits[i]) {
				t.Fatalf("%s: no %q", name, edits[i])
			}
			s = strings.Replace(s, edits[i], edits[i+1], 1)
		}
		os.MkdirAll(filepath.Join(dir, name), 0o755)
		os.WriteFile(filepath.Join(dir, name, "theme.json"), []byte(s), 0o644)
	}
	copyTheme("autumn", `"mark": "leaf",`, `"mark": "clover",`, // a symbol of the EXTRA grid (art. 5.11)
		`"eldorado": {`, `"eldorado": {"palette": {"extra_key": "#000000"},`) // a key ELDORADO does not declare
	copyTheme("summer", `"button_text": "#ffffff"`, `"button_text": "#c04010"`, // orange on the orange button
		`"glow": "sun"`, `"glow": "gem"`) // not one of ELDORADO's glows
	code, out, errOut := runArgs(t, "theme", "check", dir)
	if code != 1 || !strings.Contains(errOut, "4 fault(s)") {
		t.Fatalf("exit %d, stderr %q, out %q", code, errOut, out)
	}
	want := `autumn/theme.json: games.eldorado.palette.extra_key: unknown key (eldorado's palette holds gold)` + "\n" +
		`autumn/theme.json: games.crossingo.symbols.mark: "clover" is a symbol crossingo already draws for something else: a player would take one for the other` + "\n" +
		`summer/theme.json: palette.button_text: contrast 1.07:1 on button, below 4.5:1 (WCAG AA)` + "\n" +
		`summer/theme.json: games.eldorado.symbols.glow: "gem" is not one of burst, star, snowflake, flower, sun, leaf` + "\n"
	if out != want {
		t.Errorf("faults:\n%s\nwant:\n%s", out, want)
	}
	if code, _, _ := runArgs(t, "theme", "check", filepath.Join(dir, "autumn")); code != 1 {
		t.Errorf("one theme folder: exit %d", code)
	}
	if code, _, _ := runArgs(t, "theme", "check", "nope"); code != 2 {
		t.Errorf("nope: exit %d", code)
	}
}

// Every bundled theme gives every game its seasonal look: a section for
// each game this build plays (core/games), which the game declares, each
// symbol one the client draws, and art for each game in each theme.
func TestThemeSections(t *testing.T) {
	var playable []string
	for _, g := range lots.Games() {
		if games.Playable(g) {
			playable = append(playable, g)
		}
	}
	slices.Sort(playable)
	if declared := themes.Declared(); !slices.Equal(declared, playable) {
		t.Fatalf("sections declared for %v, games played %v", declared, playable)
	}
	for _, name := range themes.Names() {
		th, err := themes.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range playable {
			if _, ok := th.Games[g]; !ok {
				t.Errorf("%s: no section for %s", name, g)
			}
			s, _ := themes.SchemaOf(g)
			art := 0
			for _, f := range s.Art {
				if _, err := fs.Stat(themes.BundledFS(), name+"/"+g+"/"+f); err == nil {
					art++
				}
			}
			if art == 0 {
				t.Errorf("%s: no art for %s (%v)", name, g, s.Art)
			}
			for key, slot := range s.Symbols {
				for _, c := range slot.Choices {
					if c != slot.Default && !slices.Contains(kit.SymbolNames, c) {
						t.Errorf("%s: symbols.%s may be %q, which the kit does not draw", g, key, c)
					}
				}
			}
		}
	}
}
