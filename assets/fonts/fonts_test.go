package fonts

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

// TestCharacters: every character outside ASCII that a text of the
// client may show (every Go file of render but tests, the theme bundles)
// is in both cut fonts, so that no screen draws a missing glyph. The
// narrow no-break space is drawn as a no-break space (render/kit).
func TestCharacters(t *testing.T) {
	fonts := map[string]*sfnt.Font{}
	for name, b := range map[string][]byte{"Go-Regular.ttf": Regular, "Go-Bold.ttf": Bold} {
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatal(name, err)
		}
		fonts[name] = f
	}
	var buf sfnt.Buffer
	seen := map[rune]string{}
	for _, dir := range []string{"../../render", "../themes"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasSuffix(path, "_test.go") ||
				!(strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".json")) {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, r := range string(b) {
				if r > unicode.MaxASCII && r != '\u202f' && r != '\ufeff' && seen[r] == "" {
					seen[r] = path
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) < 10 {
		t.Fatalf("only %d characters found: the walk missed the sources", len(seen))
	}
	for r, path := range seen {
		for name, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				t.Errorf("%q (U+%04X, in %s) is not in %s: add its range to Unicodes and run make fonts", r, r, path, name)
			}
		}
	}
}

// TestCut: the cut fonts keep what French amounts and the games' texts
// need, and were cut (a whole Go font is about 150 KB).
func TestCut(t *testing.T) {
	var buf sfnt.Buffer
	for name, b := range map[string][]byte{"regular": Regular, "bold": Bold} {
		if len(b) > 60_000 {
			t.Errorf("%s: %d bytes, not cut", name, len(b))
		}
		f, err := sfnt.Parse(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range "0123456789 €×éèàçôœÉ«»…’→\u00a0" {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				t.Errorf("%s lacks %q", name, r)
			}
		}
		if i, _ := f.GlyphIndex(&buf, 'Ж'); i != 0 {
			t.Errorf("%s keeps Cyrillic: not cut", name)
		}
	}
}
