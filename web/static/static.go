// Package static serves the page of the product: index.html, wasm_exec.js
// from the Go distribution and the WebAssembly client revela.wasm, which it
// serves precompressed (revela.wasm.br or revela.wasm.gz, made at build
// time by cmd/precompress) according to the browser's Accept-Encoding.
package static

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed public
var public embed.FS

// Handler serves the embedded page and client.
func Handler() http.Handler {
	sub, err := fs.Sub(public, "public")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder
	}
	return HandlerFS(sub)
}

// HandlerFS serves the files of fsys the way Handler serves the embedded
// ones (tests give it a fstest.MapFS).
func HandlerFS(fsys fs.FS) http.Handler {
	return &handler{fsys: fsys, files: map[string]*file{}}
}

type handler struct {
	fsys  fs.FS
	mu    sync.Mutex
	files map[string]*file // by path inside fsys, loaded on first use
}

// file is one served file, read once: its bytes and a strong ETag.
type file struct {
	data []byte
	etag string
}

// encodings are the precompressed variants the handler looks for, best
// first.
var encodings = []struct{ token, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	// the studio's pages (docs/studio.md) sell nothing: the page of
	// /studio/themes may show /preview in frames of its own origin
	studio := name == "preview" || name == "studio/themes"
	switch name {
	case "", "preview":
		name = "index.html" // the designers' studio is the same page
	case "studio/themes":
		name = "themes.html" // one outcome in every theme, side by side
	}
	if strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
		http.NotFound(w, r) // variants are served only through Accept-Encoding
		return
	}
	base := h.load(name)
	if base == nil && name != "revela.wasm" {
		http.NotFound(w, r)
		return
	}
	hdr := w.Header()
	served, encoding := base, ""
	if name == "revela.wasm" {
		hdr.Set("Vary", "Accept-Encoding")
		accepted := acceptedEncodings(r.Header.Get("Accept-Encoding"))
		for _, e := range encodings {
			if !accepted[e.token] {
				continue
			}
			if f := h.load(name + e.suffix); f != nil {
				served, encoding = f, e.token
				break
			}
		}
		if served == nil {
			http.NotFound(w, r)
			return
		}
		if base != nil {
			// The page reads this to show download progress of a
			// compressed body, whose Content-Length is the encoded size.
			hdr.Set("X-Uncompressed-Length", strconv.Itoa(len(base.data)))
		}
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if name == "revela.wasm" {
		ctype = "application/wasm"
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	hdr.Set("Content-Type", ctype)
	if encoding != "" {
		hdr.Set("Content-Encoding", encoding)
	}
	// Names are stable across builds, so every file is revalidated
	// (cheaply, by its ETag) rather than cached blindly.
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("X-Content-Type-Options", "nosniff")
	// The page takes a player's money on a click: never inside another
	// site's frame (clickjacking); the studio's, in its own site's only.
	if studio {
		hdr.Set("X-Frame-Options", "SAMEORIGIN")
		hdr.Set("Content-Security-Policy", "frame-ancestors 'self'")
	} else {
		hdr.Set("X-Frame-Options", "DENY")
		hdr.Set("Content-Security-Policy", "frame-ancestors 'none'")
	}
	etag := served.etag
	if encoding != "" {
		etag = strings.TrimSuffix(etag, `"`) + "-" + encoding + `"`
	}
	hdr.Set("ETag", etag)
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(served.data))
}

// load returns the file at name, or nil when it is absent or a directory.
func (h *handler) load(name string) *file {
	h.mu.Lock()
	defer h.mu.Unlock()
	if f, ok := h.files[name]; ok {
		return f
	}
	var f *file
	if fh, err := h.fsys.Open(name); err == nil {
		st, err := fh.Stat()
		if err == nil && !st.IsDir() {
			if data, err := io.ReadAll(fh); err == nil {
				sum := sha256.Sum256(data)
				f = &file{data: data, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
			}
		}
		fh.Close()
	}
	h.files[name] = f
	return f
}

// acceptedEncodings parses an Accept-Encoding header, leaving out codings
// refused with q=0.
func acceptedEncodings(header string) map[string]bool {
	out := map[string]bool{}
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		token = strings.ToLower(strings.TrimSpace(token))
		if token == "" {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.TrimSpace(k) == "q" {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		if q > 0 {
			out[token] = true
		}
	}
	return out
}
