package static

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func testFS() fstest.MapFS {
	return fstest.MapFS{
		"index.html":      {Data: []byte("<!doctype html><title>Revela</title>")},
		"wasm_exec.js":    {Data: []byte("// go")},
		"revela.wasm":     {Data: []byte("\x00asm raw bytes, long enough")},
		"revela.wasm.br":  {Data: []byte("brotli")},
		"revela.wasm.gz":  {Data: []byte("gzip")},
		"sub/nothing.txt": {Data: []byte("x")},
		"themes.html":     {Data: []byte("<!doctype html><title>Revela studio</title>")},
	}
}

// TestStudioThemesPage: the embedded page of /studio/themes is served,
// the one that frames /preview once per theme.
func TestStudioThemesPage(t *testing.T) {
	rec := get(t, Handler(), "/studio/themes?game=crossingo&prize=10000", nil)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `document.createElement("iframe")`) || !strings.Contains(rec.Body.String(), `"/preview?"`) {
		t.Errorf("/studio/themes: %d %.200q", rec.Code, rec.Body.String())
	}
}

// TestStudioFraming: the studio's pages, which sell nothing, may be framed
// by a page of their own origin (the themes side by side, /studio/themes,
// shows /preview in frames); the product's page by none (clickjacking).
func TestStudioFraming(t *testing.T) {
	h := HandlerFS(testFS())
	for _, c := range []struct{ path, body, frame, csp string }{
		{"/", "<!doctype html><title>Revela</title>", "DENY", "frame-ancestors 'none'"},
		{"/index.html", "<!doctype html><title>Revela</title>", "DENY", "frame-ancestors 'none'"},
		{"/preview", "<!doctype html><title>Revela</title>", "SAMEORIGIN", "frame-ancestors 'self'"},
		{"/studio/themes", "<!doctype html><title>Revela studio</title>", "SAMEORIGIN", "frame-ancestors 'self'"},
		{"/themes.html", "<!doctype html><title>Revela studio</title>", "DENY", "frame-ancestors 'none'"},
	} {
		rec := get(t, h, c.path, nil)
		if rec.Code != 200 || rec.Body.String() != c.body || rec.Header().Get("X-Frame-Options") != c.frame ||
			rec.Header().Get("Content-Security-Policy") != c.csp {
			t.Errorf("%s: %d %q %v, want %s and %s", c.path, rec.Code, rec.Body.String(), rec.Header(), c.frame, c.csp)
		}
	}
}

func get(t *testing.T, h http.Handler, path string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestWasmEncodings(t *testing.T) {
	h := HandlerFS(testFS())
	cases := []struct {
		accept, encoding, body string
	}{
		{"gzip, deflate, br, zstd", "br", "brotli"},
		{"gzip", "gzip", "gzip"},
		{"br;q=0, gzip;q=0.5", "gzip", "gzip"},
		{"", "", "\x00asm raw bytes, long enough"},
		{"identity", "", "\x00asm raw bytes, long enough"},
	}
	for _, c := range cases {
		rec := get(t, h, "/revela.wasm", map[string]string{"Accept-Encoding": c.accept})
		if rec.Code != 200 {
			t.Fatalf("%q: status %d", c.accept, rec.Code)
		}
		if got := rec.Header().Get("Content-Encoding"); got != c.encoding {
			t.Errorf("%q: Content-Encoding %q, want %q", c.accept, got, c.encoding)
		}
		if got := rec.Body.String(); got != c.body {
			t.Errorf("%q: body %q, want %q", c.accept, got, c.body)
		}
		if got := rec.Header().Get("Content-Type"); got != "application/wasm" {
			t.Errorf("%q: Content-Type %q", c.accept, got)
		}
		if got := rec.Header().Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%q: Vary %q", c.accept, got)
		}
		if got := rec.Header().Get("X-Uncompressed-Length"); got != "27" {
			t.Errorf("%q: X-Uncompressed-Length %q", c.accept, got)
		}
	}
}

func TestOnlyPrecompressed(t *testing.T) {
	fs := testFS()
	delete(fs, "revela.wasm")
	h := HandlerFS(fs)
	if rec := get(t, h, "/revela.wasm", map[string]string{"Accept-Encoding": "br"}); rec.Code != 200 || rec.Body.String() != "brotli" {
		t.Errorf("br only: %d %q", rec.Code, rec.Body.String())
	}
	if rec := get(t, h, "/revela.wasm", nil); rec.Code != 404 {
		t.Errorf("no acceptable variant: status %d, want 404", rec.Code)
	}
}

func TestPageAndCaching(t *testing.T) {
	h := HandlerFS(testFS())
	rec := get(t, h, "/", nil)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("index: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	etag := rec.Header().Get("ETag")
	if etag == "" || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Fatalf("index: ETag %q Cache-Control %q", etag, rec.Header().Get("Cache-Control"))
	}
	if rec.Header().Get("X-Frame-Options") != "DENY" || rec.Header().Get("Content-Security-Policy") != "frame-ancestors 'none'" {
		t.Errorf("index may be framed: %v", rec.Header())
	}
	if rec := get(t, h, "/", map[string]string{"If-None-Match": etag}); rec.Code != http.StatusNotModified {
		t.Errorf("revalidation: status %d, want 304", rec.Code)
	}
	br := get(t, h, "/revela.wasm", map[string]string{"Accept-Encoding": "br"}).Header().Get("ETag")
	gz := get(t, h, "/revela.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header().Get("ETag")
	if br == gz {
		t.Errorf("encodings share the ETag %s", br)
	}
	if rec := get(t, h, "/wasm_exec.js", nil); rec.Code != 200 || rec.Header().Get("Content-Type") != "text/javascript; charset=utf-8" {
		t.Errorf("wasm_exec.js: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	// the designers' studio is the same page (docs/studio.md)
	if rec := get(t, h, "/preview?game=crossingo&prize=10000", nil); rec.Code != 200 || rec.Body.String() != "<!doctype html><title>Revela</title>" {
		t.Errorf("/preview: %d %q", rec.Code, rec.Body.String())
	}
	for _, p := range []string{"/missing", "/revela.wasm.br", "/sub", "/../index.html.gz", "/preview/x"} {
		if rec := get(t, h, p, nil); rec.Code != 404 {
			t.Errorf("%s: status %d, want 404", p, rec.Code)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/", nil)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d", rec.Code)
	}
}

func TestEmbeddedPage(t *testing.T) {
	rec := get(t, Handler(), "/index.html", nil)
	if rec.Code != 200 {
		t.Fatalf("embedded index.html: status %d", rec.Code)
	}
}
