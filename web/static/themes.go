package static

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"os"
	"path"
	"sort"
	"strings"
)

// Themes serves the theme folders of dir at /themes/ (revela serve
// --themes DIR, docs/studio.md) and everything else with next:
// /themes/index.json lists the themes found ({"themes": [names],
// "calendar": true when dir holds calendar.json}), and each file is
// served as it is on disk now, revalidated on every load, so that a
// designer's change shows on reload without a rebuild. Only theme.json,
// calendar.json and PNG files are served.
func Themes(dir string, next http.Handler) http.Handler {
	fsys := os.DirFS(dir)
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := strings.CutPrefix(r.URL.Path, "/themes/")
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		if name == "index.json" {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(themeIndex(fsys))
			return
		}
		base := path.Base(name)
		if !fs.ValidPath(name) || !(base == "theme.json" || name == "calendar.json" || path.Ext(base) == ".png") {
			http.NotFound(w, r)
			return
		}
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/" + name
		files.ServeHTTP(w, r2)
	})
}

type index struct {
	Themes   []string `json:"themes"`
	Calendar bool     `json:"calendar"`
}

// themeIndex lists the folders of fsys holding a theme.json.
func themeIndex(fsys fs.FS) index {
	out := index{Themes: []string{}}
	ents, _ := fs.ReadDir(fsys, ".")
	for _, e := range ents {
		if _, err := fs.Stat(fsys, path.Join(e.Name(), "theme.json")); e.IsDir() && err == nil {
			out.Themes = append(out.Themes, e.Name())
		}
	}
	sort.Strings(out.Themes)
	_, err := fs.Stat(fsys, "calendar.json")
	out.Calendar = err == nil
	return out
}
