// Package check is `revela theme check`: it reads a theme folder as a
// designer leaves it (theme.json and optional PNG art, docs/studio.md)
// and lists every fault with its file and key. It is never part of the
// client (it decodes PNG files).
package check

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	_ "image/png" // the only art format
	"io/fs"
	"path"
	"reflect"
	"slices"
	"sort"
	"strings"

	"revela/assets/themes"
)

// Fault is one fault of a theme: the file (path in the folder checked),
// the key in it ("palette.text_dim", "symbols.extra"; "" for the file as
// a whole) and what is wrong.
type Fault struct {
	File, Key, Msg string
}

func (f Fault) String() string {
	if f.Key == "" {
		return f.File + ": " + f.Msg
	}
	return f.File + ": " + f.Key + ": " + f.Msg
}

// Sizes of the art, in pixels: a background covers a phone held upright
// (390×844) and at most 4096 on a side; symbols and particles are square.
const (
	minBackgroundW, minBackgroundH = 390, 844
	maxSide                        = 4096
	minSymbol, maxSymbol           = 32, 1024
	minParticle, maxParticle       = 8, 256
)

// Theme checks the theme in folder dir of fsys ("." for fsys itself):
// theme.json present with every key and no other, its name the folder's,
// its pattern, particles and symbols among those drawn, each text colour
// at least 4.5:1 on the theme's own surfaces, and each file beside it an
// art file of ArtFiles, a PNG of the right size.
func Theme(fsys fs.FS, dir string) []Fault {
	var out []Fault
	file := path.Join(dir, "theme.json")
	fault := func(f, key, format string, a ...any) {
		out = append(out, Fault{f, key, fmt.Sprintf(format, a...)})
	}
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		fault(file, "", "cannot be read: %v", err)
		return out
	}
	// every key present: read as maps first
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		fault(file, "", "not JSON: %v", err)
		return out
	}
	absent := map[string]bool{}
	missing(raw, reflect.TypeOf(themes.Theme{}), "", func(key string) {
		absent[key] = true
		fault(file, key, "missing")
	})
	t, err := themes.Parse(data)
	if err != nil {
		fault(file, unknownKey(err), "%v", err)
		return out
	}
	if !themes.ValidName(t.Name) {
		fault(file, "name", "%q: a theme's name is 1 to 40 lower-case letters, digits, - and _ (the server serves no other)", t.Name)
	}
	if base := path.Base(dir); dir != "." && t.Name != base {
		fault(file, "name", "%q, but the folder is %q", t.Name, base)
	}
	oneOf := func(key, v string, allowed []string) {
		if !absent[key] && !slices.Contains(allowed, v) {
			fault(file, key, "%q is not one of %s", v, strings.Join(allowed, ", "))
		}
	}
	oneOf("pattern", t.Pattern, themes.Patterns)
	oneOf("particles", t.Particles, themes.ParticleKinds)
	oneOf("symbols.gold", t.Symbols.Gold, themes.SymbolNames)
	oneOf("symbols.mark", t.Symbols.Mark, themes.SymbolNames)
	oneOf("symbols.extra", t.Symbols.Extra, themes.SymbolNames)
	// each symbol tells one thing: none is another's, none is a symbol of
	// CROSSINGO's EXTRA grid (art. 5.11, C-7: a gem, a heart, a clover, and the moon that never wins)
	syms := []struct{ key, v string }{{"symbols.gold", t.Symbols.Gold}, {"symbols.mark", t.Symbols.Mark}, {"symbols.extra", t.Symbols.Extra}}
	for i, a := range syms {
		if slices.Contains([]string{"gem", "heart", "clover", "moon"}, a.v) {
			fault(file, a.key, "%q is a symbol of the EXTRA grid: a player would take one for the other", a.v)
		}
		for _, b := range syms[:i] {
			if a.v == b.v && a.v != "" {
				fault(file, a.key, "%q is already %s", a.v, b.key)
			}
		}
	}
	if _, ok := raw["palette"]; ok {
		for _, p := range themes.Pairs(t.Palette) {
			if r := themes.Contrast(p.Fg, p.Back); r < themes.MinContrast {
				fault(file, "palette."+p.Key, "contrast %.2f:1 on %s, below %.1f:1 (WCAG AA)", r, p.On, themes.MinContrast)
			}
		}
	}
	out = append(out, art(fsys, dir)...)
	return out
}

// missing calls report with the dotted key of each field of type typ
// absent from raw (recursing into structs).
func missing(raw map[string]json.RawMessage, typ reflect.Type, prefix string, report func(string)) {
	for i := range typ.NumField() {
		f := typ.Field(i)
		tag := strings.Split(f.Tag.Get("json"), ",")[0]
		if tag == "" || tag == "-" {
			continue
		}
		v, ok := raw[tag]
		if !ok {
			report(prefix + tag)
			continue
		}
		if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeOf(themes.Color{}) {
			var sub map[string]json.RawMessage
			if json.Unmarshal(v, &sub) == nil {
				missing(sub, f.Type, prefix+tag+".", report)
			}
		}
	}
}

// unknownKey is the key an "unknown field" error names, else "".
func unknownKey(err error) string {
	const p = `json: unknown field "`
	if s := err.Error(); strings.HasPrefix(s, p) {
		return strings.TrimSuffix(strings.TrimPrefix(s, p), `"`)
	}
	return ""
}

// art checks every file beside theme.json.
func art(fsys fs.FS, dir string) []Fault {
	var out []Fault
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return []Fault{{dir, "", err.Error()}}
	}
	for _, e := range ents {
		name := e.Name()
		file := path.Join(dir, name)
		if e.IsDir() || name == "theme.json" || strings.HasPrefix(name, ".") {
			continue
		}
		if !slices.Contains(themes.ArtFiles, name) {
			out = append(out, Fault{file, "", fmt.Sprintf("not an art file of a theme (%s)", strings.Join(themes.ArtFiles, ", "))})
			continue
		}
		data, err := fs.ReadFile(fsys, file)
		if err != nil {
			out = append(out, Fault{file, "", err.Error()})
			continue
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil || format != "png" {
			out = append(out, Fault{file, "", "not a PNG image"})
			continue
		}
		w, h := cfg.Width, cfg.Height
		switch name {
		case "background.png":
			if w < minBackgroundW || h < minBackgroundH || w > maxSide || h > maxSide {
				out = append(out, Fault{file, "", fmt.Sprintf("%d×%d: a background is %d×%d to %d×%d", w, h, minBackgroundW, minBackgroundH, maxSide, maxSide)})
			}
		case "particle.png":
			if w != h || w < minParticle || w > maxParticle {
				out = append(out, Fault{file, "", fmt.Sprintf("%d×%d: a particle is square, %d to %d", w, h, minParticle, maxParticle)})
			}
		default:
			if w != h || w < minSymbol || w > maxSymbol {
				out = append(out, Fault{file, "", fmt.Sprintf("%d×%d: a symbol is square, %d to %d", w, h, minSymbol, maxSymbol)})
			}
		}
	}
	return out
}

// Dir checks dir of fsys: the theme it holds (a theme.json there), else
// every folder in it with a theme.json, and its calendar.json if any
// (every period's theme must be one of them or bundled).
func Dir(fsys fs.FS) []Fault {
	if _, err := fs.Stat(fsys, "theme.json"); err == nil {
		return Theme(fsys, ".")
	}
	var out []Fault
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return []Fault{{".", "", err.Error()}}
	}
	names := map[string]bool{}
	for _, n := range themes.Names() {
		names[n] = true
	}
	n := 0
	for _, e := range ents {
		if _, err := fs.Stat(fsys, path.Join(e.Name(), "theme.json")); e.IsDir() && err == nil {
			out = append(out, Theme(fsys, e.Name())...)
			names[e.Name()] = true
			n++
		}
	}
	if data, err := fs.ReadFile(fsys, "calendar.json"); err == nil {
		c, err := themes.ParseCalendar(data)
		if err != nil {
			out = append(out, Fault{"calendar.json", "", err.Error()})
		}
		for i, p := range c.Periods {
			if !names[p.Theme] {
				out = append(out, Fault{"calendar.json", fmt.Sprintf("periods[%d].theme", i), fmt.Sprintf("no theme %q", p.Theme)})
			}
		}
	} else if n == 0 {
		out = append(out, Fault{".", "", "no theme.json here nor in a folder"})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out
}
