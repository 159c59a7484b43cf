package static

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"os"
	"path"
	"sort"
	"strings"

	"revela/assets/themes"
)

// Themes serves the themes at /themes/ (docs/studio.md) and everything
// else with next. bundled is the bundled themes' folders with their art
// (themes.BundledFS(); nil for none); dir is the folder of revela serve
// --themes DIR ("" for none), whose themes replace bundled ones of the
// same name, each folder whole (its art, or none, not the bundled art):
//
//   - /themes/index.json: {"bundled": [the bundled themes' names],
//     "themes": [the names of dir's themes],
//     "calendar": true when dir holds calendar.json, "art": {name: [the art
//     files each theme has: of themes.ArtFiles, and GAME/FILE.png in a
//     game's folder]}};
//   - /themes/calendar.json: dir's;
//   - /themes/NAME/FILE: FILE theme.json or an art path (themes.ArtPath:
//     one of themes.ArtFiles or GAME/FILE.png), NAME a theme's name
//     (themes.ValidName: [a-z0-9][a-z0-9_-]*, so that no path leaves the
//     folder: "..", "/etc" and any other name answer 404).
//
// Every answer is revalidated on every load (Cache-Control: no-cache) and
// dir is read as it is on disk now, so that a designer's change shows on
// reload without a rebuild. dir is opened as an os.Root: a link in it that
// leads out of it is not followed.
//
// vet checks a folder of dir as revela theme check does (check.Vet; nil
// checks nothing): a theme it finds faults in is not served, its files
// answer as if dir had no such folder (a bundled theme of that name is
// served in its place), and the index says why under "refused": {name:
// [each fault]}, so that the page can tell the designer (issue 29).
func Themes(bundled fs.FS, dir string, vet func(fsys fs.FS, name string) []string, next http.Handler) http.Handler {
	var local fs.FS
	if dir != "" {
		if root, err := os.OpenRoot(dir); err == nil {
			local = root.FS()
		}
	}
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
			json.NewEncoder(w).Encode(themeIndex(bundled, local, vet))
			return
		}
		if name == "calendar.json" && local != nil {
			serveFile(w, r, local, name)
			return
		}
		theme, file, ok := strings.Cut(name, "/")
		if !ok || !themes.ValidName(theme) || !(file == "theme.json" || themes.ArtPath(file)) {
			http.NotFound(w, r)
			return
		}
		if fsys := owner(bundled, local, vet, theme); fsys != nil {
			serveFile(w, r, fsys, theme+"/"+file)
			return
		}
		http.NotFound(w, r)
	})
}

// owner is the file system whose folder theme is served: dir's when it
// has the theme and vet finds no fault in it, else the bundled one's,
// else nil.
func owner(bundled, local fs.FS, vet func(fs.FS, string) []string, theme string) fs.FS {
	if has(local, theme) && len(faults(local, vet, theme)) == 0 {
		return local
	}
	if has(bundled, theme) {
		return bundled
	}
	return nil
}

// has reports whether fsys holds the theme folder theme (its theme.json).
func has(fsys fs.FS, theme string) bool {
	if fsys == nil {
		return false
	}
	_, err := fs.Stat(fsys, theme+"/theme.json")
	return err == nil
}

// faults is what vet finds in the folder theme of fsys (none without vet).
func faults(fsys fs.FS, vet func(fs.FS, string) []string, theme string) []string {
	if vet == nil {
		return nil
	}
	return vet(fsys, theme)
}

// serveFile serves name of fsys, or 404 when it is not a regular file.
func serveFile(w http.ResponseWriter, r *http.Request, fsys fs.FS, name string) {
	if st, err := fs.Stat(fsys, name); err != nil || !st.Mode().IsRegular() {
		http.NotFound(w, r)
		return
	}
	http.ServeFileFS(w, r, fsys, name)
}

type index struct {
	// Bundled names the bundled themes (the client has them all).
	Bundled  []string            `json:"bundled,omitempty"`
	Themes   []string            `json:"themes"`
	Calendar bool                `json:"calendar"`
	Art      map[string][]string `json:"art"`
	// Refused holds the faults of each theme of dir not served.
	Refused map[string][]string `json:"refused,omitempty"`
}

// themeIndex lists the themes of local (folders holding a theme.json) that
// vet passes, the faults of the others, the art of every theme served, and
// whether local has a calendar.
func themeIndex(bundled, local fs.FS, vet func(fs.FS, string) []string) index {
	out := index{Themes: []string{}, Art: map[string][]string{}}
	names := func(fsys fs.FS) []string {
		var ns []string
		if fsys == nil {
			return ns
		}
		ents, _ := fs.ReadDir(fsys, ".")
		for _, e := range ents {
			if _, err := fs.Stat(fsys, path.Join(e.Name(), "theme.json")); e.IsDir() && themes.ValidName(e.Name()) && err == nil {
				ns = append(ns, e.Name())
			}
		}
		return ns
	}
	for _, n := range names(local) {
		if f := faults(local, vet, n); len(f) > 0 {
			if out.Refused == nil {
				out.Refused = map[string][]string{}
			}
			out.Refused[n] = f
			continue
		}
		out.Themes = append(out.Themes, n)
	}
	sort.Strings(out.Themes)
	out.Bundled = names(bundled)
	for _, n := range append(names(bundled), out.Themes...) {
		fsys := owner(bundled, local, vet, n)
		var art []string
		for _, f := range themes.ArtFiles {
			if st, err := fs.Stat(fsys, n+"/"+f); err == nil && st.Mode().IsRegular() {
				art = append(art, f)
			}
		}
		// each game's folder: GAME/FILE.png
		ents, _ := fs.ReadDir(fsys, n)
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			files, _ := fs.ReadDir(fsys, n+"/"+e.Name())
			for _, f := range files {
				if p := e.Name() + "/" + f.Name(); f.Type().IsRegular() && themes.ArtPath(p) {
					art = append(art, p)
				}
			}
		}
		if len(art) > 0 {
			out.Art[n] = art
		}
	}
	if local != nil {
		_, err := fs.Stat(local, "calendar.json")
		out.Calendar = err == nil
	}
	return out
}
