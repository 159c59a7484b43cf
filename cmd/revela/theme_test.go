package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestThemeCheck(t *testing.T) {
	for _, name := range []string{"default", "winter", "spring", "summer", "autumn"} {
		if code, out, errOut := runArgs(t, "theme", "check", name); code != 0 || out != name+": ok\n" {
			t.Errorf("%s: exit %d %q %q", name, code, out, errOut)
		}
	}
	dir := t.TempDir()
	copyTheme := func(name, old, new string) {
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", "themes", name, "theme.json"))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Join(dir, name), 0o755)
		os.WriteFile(filepath.Join(dir, name, "theme.json"), []byte(strings.Replace(string(data), old, new, 1)), 0o644)
	}
	copyTheme("autumn", `"mark": "leaf",`, "")                                  // a missing symbol
	copyTheme("summer", `"button_text": "#ffffff"`, `"button_text": "#c04010"`) // orange on the orange button
	code, out, errOut := runArgs(t, "theme", "check", dir)
	if code != 1 || !strings.Contains(errOut, "2 fault(s)") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	want := "autumn/theme.json: symbols.mark: missing\n" +
		"summer/theme.json: palette.button_text: contrast 1.07:1 on button, below 4.5:1 (WCAG AA)\n"
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
