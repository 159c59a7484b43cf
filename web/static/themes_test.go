package static

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"
)

func TestThemes(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "spring"), 0o755)
	os.MkdirAll(filepath.Join(dir, "notes"), 0o755)
	os.WriteFile(filepath.Join(dir, "spring", "theme.json"), []byte(`{"name":"spring"}`), 0o644)
	os.WriteFile(filepath.Join(dir, "spring", "mark.png"), []byte("png"), 0o644)
	os.WriteFile(filepath.Join(dir, "spring", "secret.txt"), []byte("no"), 0o644)
	os.WriteFile(filepath.Join(dir, "calendar.json"), []byte(`{"periods":[]}`), 0o644)
	h := Themes(dir, HandlerFS(testFS()))
	rec := get(t, h, "/themes/index.json", nil)
	if rec.Code != 200 || rec.Body.String() != `{"themes":["spring"],"calendar":true}`+"\n" {
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
	for _, p := range []string{"/themes/spring/mark.png", "/themes/calendar.json"} {
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
