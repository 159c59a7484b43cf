package static

import (
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

func TestThemes(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "spring"), 0o755)
	os.MkdirAll(filepath.Join(dir, "notes"), 0o755)
	os.WriteFile(filepath.Join(dir, "spring", "theme.json"), []byte(`{"name":"spring"}`), 0o644)
	os.WriteFile(filepath.Join(dir, "spring", "particle.png"), []byte("png"), 0o644)
	os.WriteFile(filepath.Join(dir, "spring", "secret.txt"), []byte("no"), 0o644)
	os.WriteFile(filepath.Join(dir, "calendar.json"), []byte(`{"periods":[]}`), 0o644)
	h := Themes(nil, dir, nil, HandlerFS(testFS()))
	rec := get(t, h, "/themes/index.json", nil)
	if rec.Code != 200 || rec.Body.String() != `{"themes":["spring"],"calendar":true,"art":{"spring":["particle.png"]}}`+"\n" {
		t.Fatalf("index: %d %q", rec.Code, rec.Body.String())
	}
	if rec := get(t, h, "/themes/spring/theme.json", nil); rec.Code != 200 || rec.Body.String() != `{"name":"spring"}` || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("theme.json: %d %q %v", rec.Code, rec.Body.String(), rec.Header())
	}
	// a change on disk is served at once
	os.WriteFile(filepath.Join(dir, "spring", "theme.json"), []byte(`{"name":"spring","pattern":"waves"}`), 0o644)
	if rec := get(t, h, "/themes/spring/theme.json", nil); rec.Body.String() != `{"name":"spring","pattern":"waves"}` {
		t.Errorf("after the edit: %q", rec.Body.String())
	}
	for _, p := range []string{"/themes/spring/particle.png", "/themes/calendar.json"} {
		if rec := get(t, h, p, nil); rec.Code != 200 {
			t.Errorf("%s: %d", p, rec.Code)
		}
	}
	for _, p := range []string{"/themes/spring/secret.txt", "/themes/../static.go", "/themes/spring/", "/themes/nope/theme.json"} {
		if rec := get(t, h, p, nil); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, rec.Code)
		}
	}
	if rec := get(t, h, "/", nil); rec.Code != 200 || rec.Body.String() != "<!doctype html><title>Revela</title>" {
		t.Errorf("the page: %d", rec.Code)
	}
}

// TestThemeArt serves the bundled themes' art and a --themes folder's
// (docs/studio.md): a folder's theme replaces the bundled one whole, art
// included; only names of the strict pattern are served, so that no
// request reads a file outside a theme's folder.
func TestThemeArt(t *testing.T) {
	bundled := fstest.MapFS{
		"autumn/theme.json":         {Data: []byte(`{"name":"autumn"}`)},
		"autumn/stand-in/extra.png": {Data: []byte("bundled extra")},
		"autumn/background.png":     {Data: []byte("bundled background")},
		"spring/theme.json":         {Data: []byte(`{"name":"spring"}`)},
		"spring/stand-in/gold.png":  {Data: []byte("bundled gold")},
		"calendar.json":             {Data: []byte(`{"periods":[]}`)},
	}
	parent := t.TempDir()
	os.WriteFile(filepath.Join(parent, "outside.png"), []byte("outside"), 0o644)
	dir := filepath.Join(parent, "themes")
	os.MkdirAll(filepath.Join(dir, "spring"), 0o755)
	os.MkdirAll(filepath.Join(dir, "atelier"), 0o755)
	os.WriteFile(filepath.Join(dir, "spring", "theme.json"), []byte(`{"name":"spring"}`), 0o644)
	os.MkdirAll(filepath.Join(dir, "spring", "stand-in"), 0o755)
	os.WriteFile(filepath.Join(dir, "spring", "stand-in", "mark.png"), []byte("folder mark"), 0o644)
	os.WriteFile(filepath.Join(dir, "spring", "stand-in", "notes.txt"), []byte("no"), 0o644)
	os.WriteFile(filepath.Join(dir, "spring", "extra.png.bak"), []byte("no"), 0o644)
	os.WriteFile(filepath.Join(dir, "atelier", "theme.json"), []byte(`{"name":"atelier"}`), 0o644)
	// a folder whose name is not a theme's (upper case, a space) is not served
	os.MkdirAll(filepath.Join(dir, "Old Atelier"), 0o755)
	os.WriteFile(filepath.Join(dir, "Old Atelier", "theme.json"), []byte(`{"name":"Old Atelier"}`), 0o644)
	// a link that leads out of the folder is not followed
	os.MkdirAll(filepath.Join(dir, "atelier", "stand-in"), 0o755)
	if err := os.Symlink(filepath.Join(parent, "outside.png"), filepath.Join(dir, "atelier", "stand-in", "gold.png")); err != nil {
		t.Fatal(err)
	}

	// without --themes: the bundled art only, and an index that says so
	h := Themes(bundled, "", nil, HandlerFS(testFS()))
	if rec := get(t, h, "/themes/index.json", nil); rec.Code != 200 ||
		rec.Body.String() != `{"bundled":["autumn","spring"],"themes":[],"calendar":false,"art":{"autumn":["background.png","stand-in/extra.png"],"spring":["stand-in/gold.png"]}}`+"\n" {
		t.Errorf("bundled index: %d %q", rec.Code, rec.Body.String())
	}
	want := map[string]string{"/themes/autumn/stand-in/extra.png": "bundled extra", "/themes/spring/stand-in/gold.png": "bundled gold"}
	for p, body := range want {
		if rec := get(t, h, p, nil); rec.Code != 200 || rec.Body.String() != body || rec.Header().Get("Content-Type") != "image/png" {
			t.Errorf("%s: %d %q %q", p, rec.Code, rec.Body.String(), rec.Header().Get("Content-Type"))
		}
	}
	if rec := get(t, h, "/themes/calendar.json", nil); rec.Code != http.StatusNotFound {
		t.Errorf("the bundled calendar is the client's: %d", rec.Code)
	}

	// with --themes: spring is the folder's, whole; autumn stays bundled
	h = Themes(bundled, dir, nil, HandlerFS(testFS()))
	if rec := get(t, h, "/themes/index.json", nil); rec.Body.String() !=
		`{"bundled":["autumn","spring"],"themes":["atelier","spring"],"calendar":false,"art":{"autumn":["background.png","stand-in/extra.png"],"spring":["stand-in/mark.png"]}}`+"\n" {
		t.Errorf("index with --themes: %q", rec.Body.String())
	}
	want = map[string]string{"/themes/autumn/stand-in/extra.png": "bundled extra", "/themes/spring/stand-in/mark.png": "folder mark"}
	for p, body := range want {
		if rec := get(t, h, p, nil); rec.Code != 200 || rec.Body.String() != body {
			t.Errorf("%s: %d %q", p, rec.Code, rec.Body.String())
		}
	}
	for _, p := range []string{
		"/themes/spring/stand-in/gold.png",     // the folder replaces the bundled spring, art included
		"/themes/atelier/stand-in/gold.png",    // a link out of the folder
		"/themes/spring/stand-in/notes.txt",    // not an art file
		"/themes/spring/stand-in/gold.png/",    //
		"/themes/spring/extra.png.bak",         // not an art file
		"/themes/../static.go",                 // up and out
		"/themes/spring/../../outside.png",     // up and out through a theme
		"/themes/../outside.png",               //
		"/themes//etc/passwd",                  // an absolute name
		"/themes/%2Fetc/theme.json",            // the same, escaped
		"/themes/" + parent + "/outside.png",   // an absolute name with the art's name
		"/themes/Spring/theme.json",            // not the pattern (upper case)
		"/themes/Old%20Atelier/theme.json",     // nor this, though the folder is there
		"/themes/.spring/theme.json",           // nor this
		"/themes/spring/sub/stand-in/mark.png", // no deeper folder
		"/themes/spring/mark.png",              // a game's art is in its folder
		"/themes/spring/mark.png/",             //
		"/themes/spring\\..\\..\\outside.png",  // nor a backslash
	} {
		if rec := get(t, h, p, nil); rec.Code != http.StatusNotFound || rec.Body.String() == "outside" {
			t.Errorf("%s: %d %q, want 404", p, rec.Code, rec.Body.String())
		}
	}
}

// TestThemesRefused: a folder's theme that the check finds faults in is
// not served (issue 29: the server served themes revela theme check
// refuses); the index says why, and a bundled theme of the same name is
// served in its place, its art included. The faults are the vet's, a
// stand-in for check.Vet (tested in assets/themes/check).
func TestThemesRefused(t *testing.T) {
	bundled := fstest.MapFS{
		"spring/theme.json":        {Data: []byte(`{"name":"spring"}`)},
		"spring/stand-in/gold.png": {Data: []byte("bundled gold")},
	}
	dir := t.TempDir()
	for _, n := range []string{"spring", "atelier", "broken"} {
		os.MkdirAll(filepath.Join(dir, n, "stand-in"), 0o755)
		os.WriteFile(filepath.Join(dir, n, "theme.json"), []byte(`{"name":"`+n+`"}`), 0o644)
		os.WriteFile(filepath.Join(dir, n, "stand-in", "mark.png"), []byte(n+" mark"), 0o644)
	}
	vetted := map[string]int{}
	vet := func(fsys fs.FS, name string) []string {
		vetted[name]++
		if _, err := fs.Stat(fsys, name+"/theme.json"); err != nil {
			t.Errorf("vet(%q): not the folder's file system: %v", name, err)
		}
		if name == "atelier" {
			return nil
		}
		return []string{name + "/theme.json: palette.text: missing", name + "/theme.json: palette.extra_key: unknown key"}
	}
	h := Themes(bundled, dir, vet, HandlerFS(testFS()))
	if rec := get(t, h, "/themes/index.json", nil); rec.Body.String() !=
		`{"bundled":["spring"],"themes":["atelier"],"calendar":false,"art":{"atelier":["stand-in/mark.png"],"spring":["stand-in/gold.png"]},`+
			`"refused":{"broken":["broken/theme.json: palette.text: missing","broken/theme.json: palette.extra_key: unknown key"],`+
			`"spring":["spring/theme.json: palette.text: missing","spring/theme.json: palette.extra_key: unknown key"]}}`+"\n" {
		t.Errorf("index: %q", rec.Body.String())
	}
	want := map[string]string{
		"/themes/spring/theme.json":         `{"name":"spring"}`, // the bundled one
		"/themes/spring/stand-in/gold.png":  "bundled gold",
		"/themes/atelier/theme.json":        `{"name":"atelier"}`,
		"/themes/atelier/stand-in/mark.png": "atelier mark",
	}
	for p, body := range want {
		if rec := get(t, h, p, nil); rec.Code != 200 || rec.Body.String() != body {
			t.Errorf("%s: %d %q, want %q", p, rec.Code, rec.Body.String(), body)
		}
	}
	for _, p := range []string{"/themes/broken/theme.json", "/themes/broken/stand-in/mark.png", "/themes/spring/stand-in/mark.png"} {
		if rec := get(t, h, p, nil); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404 (refused)", p, rec.Code)
		}
	}
	if vetted["broken"] == 0 || vetted["atelier"] == 0 {
		t.Errorf("vetted %v", vetted)
	}
}
