// Package check is `revela theme check`: it reads a theme folder as a
// designer leaves it (theme.json and optional PNG art, docs/studio.md)
// and lists every fault with its file and key. It is never part of the
// client (it decodes PNG files).
package check

import (
	"bytes"
	"encoding/json"
	"errors"
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
// the key in it, by its full path ("palette.text_dim",
// "games.GAME.palette.KEY"; "" for the file as a whole) and what is
// wrong.
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
// (390×844) and at most 4096 on a side; a game's art and particles are
// square.
const (
	minBackgroundW, minBackgroundH = 390, 844
	maxSide                        = 4096
	minSymbol, maxSymbol           = 32, 1024
	minParticle, maxParticle       = 8, 256
)

// Theme checks the theme in folder dir of fsys ("." for fsys itself):
// theme.json present with every shared key and no other, its name the
// folder's, its pattern and particles among those drawn, each text colour
// at least 4.5:1 on the theme's own surfaces; each game's section (games:
// {ID: ...}) with the keys the game declares (themes.Schema) and no
// other, its symbols among the game's choices, its text colours readable;
// each file beside theme.json one of ArtFiles and each folder a declared
// game's, holding the art it declares, PNGs of the right size. It goes on
// past a fault: every fault is listed.
func Theme(fsys fs.FS, dir string) []Fault {
	var out []Fault
	file := path.Join(dir, "theme.json")
	fault := func(key, format string, a ...any) {
		out = append(out, Fault{file, key, fmt.Sprintf(format, a...)})
	}
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		fault("", "cannot be read: %v", err)
		return out
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		fault("", "not JSON: %v", err)
		return out
	}
	// the shared part, key by key: a key missing, unknown or of the wrong
	// kind is a fault named by its path, and the check goes on (issue 29:
	// it stopped at the first); the games' sections are read below
	games := raw["games"]
	delete(raw, "games")
	var t themes.Theme
	absent := map[string]bool{} // missing or unreadable: not checked further
	fields(raw, reflect.ValueOf(&t).Elem(), "", func(key, msg string, unread bool) {
		if unread {
			absent[key] = true
		}
		fault(key, "%s", msg)
	})
	if !absent["name"] && !themes.ValidName(t.Name) {
		fault("name", "%q: a theme's name is 1 to 40 lower-case letters, digits, - and _ (the server serves no other)", t.Name)
	}
	if base := path.Base(dir); dir != "." && !absent["name"] && t.Name != base {
		fault("name", "%q, but the folder is %q", t.Name, base)
	}
	oneOf := func(key, v string, allowed []string) {
		if !absent[key] && !slices.Contains(allowed, v) {
			fault(key, "%q is not one of %s", v, strings.Join(allowed, ", "))
		}
	}
	oneOf("pattern", t.Pattern, themes.Patterns)
	oneOf("particles", t.Particles, themes.ParticleKinds)
	if !absent["palette"] {
		for _, p := range themes.Pairs(t.Palette) {
			if absent["palette."+p.Key] || absent["palette."+p.On] {
				continue // said missing
			}
			if r := themes.Contrast(p.Fg, p.Back); r < themes.MinContrast {
				fault("palette."+p.Key, "contrast %.2f:1 on %s, below %.1f:1 (WCAG AA)", r, p.On, themes.MinContrast)
			}
		}
	}
	t.Games = sections(games, fault)
	for _, id := range themes.Declared() {
		out = append(out, section(file, t, id)...)
	}
	return append(out, art(fsys, dir)...)
}

// fields decodes raw into v, a struct, field by field, and calls report
// with the dotted key of each field absent from raw ("missing"; fields
// tagged omitempty may be absent), of each value that does not decode
// into its field (unread true for both), and of each key of raw that v
// has no field for ("unknown key"), recursing into structs.
func fields(raw map[string]json.RawMessage, v reflect.Value, prefix string, report func(key, msg string, unread bool)) {
	typ := v.Type()
	known := map[string]bool{}
	for i := range typ.NumField() {
		f := typ.Field(i)
		tag := strings.Split(f.Tag.Get("json"), ",")
		if tag[0] == "" || tag[0] == "-" {
			continue
		}
		known[tag[0]] = true
		key := prefix + tag[0]
		data, ok := raw[tag[0]]
		switch {
		case !ok:
			if !slices.Contains(tag[1:], "omitempty") {
				report(key, "missing", true)
			}
		case f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeOf(themes.Color{}):
			var sub map[string]json.RawMessage
			if err := json.Unmarshal(data, &sub); err != nil || sub == nil {
				report(key, "an object of keys", true)
				continue
			}
			fields(sub, v.Field(i), key+".", report)
		default:
			if err := json.Unmarshal(data, v.Field(i).Addr().Interface()); err != nil {
				report(key, readError(err), true)
			}
		}
	}
	for _, k := range sortedKeys(raw) {
		if !known[k] {
			report(prefix+k, "unknown key", false)
		}
	}
}

// readError is what a value's decoding error says, without the Go
// types json names.
func readError(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return "a " + jsonKind(te.Type) + ", not a JSON " + te.Value
	}
	return err.Error()
}

// jsonKind names a Go type as a theme.json holds it.
func jsonKind(t reflect.Type) string {
	if t == reflect.TypeOf(themes.Color{}) {
		return "colour \"#rrggbb\""
	}
	return t.Kind().String()
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// sections reads the games' sections of a theme.json key by key, calling
// fault with each key's full path ("games.GAME.palette.KEY") where
// one is not what a section holds: an unknown key, a colour that is not
// #rrggbb, a symbol that is not a name.
func sections(games json.RawMessage, fault func(key, format string, a ...any)) map[string]themes.Section {
	out := map[string]themes.Section{}
	if games == nil {
		return out
	}
	var byGame map[string]map[string]json.RawMessage
	if err := json.Unmarshal(games, &byGame); err != nil {
		fault("games", "a section per game id, each an object: %v", err)
		return out
	}
	for _, id := range sortedKeys(byGame) {
		at := "games." + id
		schema, ok := themes.SchemaOf(id)
		if !ok {
			fault(at, "no game %q declares a section (%s)", id, strings.Join(themes.Declared(), ", "))
			continue
		}
		sec := themes.Section{Palette: map[string]themes.Color{}, Symbols: map[string]string{}}
		for _, k := range sortedKeys(byGame[id]) {
			v := byGame[id][k]
			var m map[string]json.RawMessage
			if !slices.Contains(themes.SectionKeys, k) {
				fault(at+"."+k, "unknown key (a section holds %s)", strings.Join(themes.SectionKeys, ", "))
				continue
			}
			if err := json.Unmarshal(v, &m); err != nil {
				fault(at+"."+k, "an object of keys: %v", err)
				continue
			}
			for _, name := range sortedKeys(m) {
				key := at + "." + k + "." + name
				switch k {
				case "palette":
					entry(fault, key, name, m[name], schema.Palette, sec.Palette, "unknown key ("+id+"'s palette holds %s)", "%v")
				case "symbols":
					entry(fault, key, name, m[name], schema.Symbols, sec.Symbols, "unknown key ("+id+"'s symbols are %s)", "a symbol's name: %v")
				}
			}
		}
		out[id] = sec
	}
	return out
}

// entry reads raw, the value of key name (at key) of a section, into
// dst[name] when known holds name; otherwise it calls fault with unknown
// and the keys known, or with bad and the JSON's error.
func entry[K, V any](fault func(key, format string, a ...any), key, name string, raw json.RawMessage, known map[string]K, dst map[string]V, unknown, bad string) {
	var v V
	if _, ok := known[name]; !ok {
		fault(key, unknown, strings.Join(sortedKeys(known), ", "))
	} else if err := json.Unmarshal(raw, &v); err != nil {
		fault(key, bad, err)
	} else {
		dst[name] = v
	}
}

// section checks the section of game id in t as its Schema says: each
// symbol one of its slot's choices, none of the game's reserved ones nor,
// where the game asks, another's, and each colour that carries text
// readable on its own (the shared palette's where the section names none).
func section(file string, t themes.Theme, id string) []Fault {
	var out []Fault
	s, _ := themes.SchemaOf(id)
	at := "games." + id
	fault := func(key, format string, a ...any) {
		out = append(out, Fault{file, key, fmt.Sprintf(format, a...)})
	}
	seen := map[string]string{}
	for _, name := range sortedKeys(s.Symbols) {
		key := at + ".symbols." + name
		v := s.Symbol(t, name)
		if slices.Contains(s.Reserved, v) {
			fault(key, "%q is a symbol %s already draws for something else: a player would take one for the other", v, id)
		} else if !slices.Contains(s.Symbols[name].Choices, v) {
			fault(key, "%q is not one of %s", v, strings.Join(s.Symbols[name].Choices, ", "))
		}
		if other, dup := seen[v]; dup && s.Distinct {
			fault(key, "%q is already %s.symbols.%s", v, at, other)
		}
		seen[v] = name
	}
	colour := func(key string) themes.Color {
		if c, ok := s.Colour(t, key); ok {
			return c
		}
		c, _ := t.Palette.Get(key)
		return c
	}
	for _, p := range s.Text {
		if r := themes.Contrast(colour(p[0]), colour(p[1])); r < themes.MinContrast {
			fault(at+".palette."+p[0], "contrast %.2f:1 on %s, below %.1f:1 (WCAG AA)", r, p[1], themes.MinContrast)
		}
	}
	return out
}

// art checks every file beside theme.json and every game's folder.
func art(fsys fs.FS, dir string) []Fault {
	var out []Fault
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return []Fault{{dir, "", err.Error()}}
	}
	for _, e := range ents {
		name := e.Name()
		file := path.Join(dir, name)
		if name == "theme.json" || strings.HasPrefix(name, ".") {
			continue
		}
		if e.IsDir() {
			out = append(out, gameArt(fsys, dir, name)...)
			continue
		}
		if !slices.Contains(themes.ArtFiles, name) {
			out = append(out, Fault{file, "", fmt.Sprintf("not an art file of a theme (%s, or a game's in its folder)", strings.Join(themes.ArtFiles, ", "))})
			continue
		}
		lo, hi := minSymbol, maxSymbol
		switch name {
		case themes.ArtBackground:
			out = append(out, pngSized(fsys, file, func(w, h int) string {
				if w < minBackgroundW || h < minBackgroundH || w > maxSide || h > maxSide {
					return fmt.Sprintf("%d×%d: a background is %d×%d to %d×%d", w, h, minBackgroundW, minBackgroundH, maxSide, maxSide)
				}
				return ""
			})...)
			continue
		case themes.ArtParticle:
			lo, hi = minParticle, maxParticle
		}
		out = append(out, pngSized(fsys, file, square("a particle", lo, hi))...)
	}
	return out
}

// gameArt checks the folder game of a theme: a declared game's, holding
// only the art files it declares.
func gameArt(fsys fs.FS, dir, game string) []Fault {
	folder := path.Join(dir, game)
	s, ok := themes.SchemaOf(game)
	if !ok {
		return []Fault{{folder, "", fmt.Sprintf("a folder of a theme is a game's, and no game %q declares a section (%s)", game, strings.Join(themes.Declared(), ", "))}}
	}
	ents, err := fs.ReadDir(fsys, folder)
	if err != nil {
		return []Fault{{folder, "", err.Error()}}
	}
	var out []Fault
	for _, e := range ents {
		file := path.Join(folder, e.Name())
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if e.IsDir() || !slices.Contains(s.Art, e.Name()) {
			out = append(out, Fault{file, "", fmt.Sprintf("not an art file of %s (%s)", game, strings.Join(s.Art, ", "))})
			continue
		}
		out = append(out, pngSized(fsys, file, square("a game's art", minSymbol, maxSymbol))...)
	}
	return out
}

// square is a size check: a square of lo to hi pixels a side.
func square(what string, lo, hi int) func(w, h int) string {
	return func(w, h int) string {
		if w != h || w < lo || w > hi {
			return fmt.Sprintf("%d×%d: %s is square, %d to %d", w, h, what, lo, hi)
		}
		return ""
	}
}

// pngSized checks that file is a PNG image whose size passes size ("" when it
// does, else the fault).
func pngSized(fsys fs.FS, file string, size func(w, h int) string) []Fault {
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		return []Fault{{file, "", err.Error()}}
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || format != "png" {
		return []Fault{{file, "", "not a PNG image"}}
	}
	if msg := size(cfg.Width, cfg.Height); msg != "" {
		return []Fault{{file, "", msg}}
	}
	return nil
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

// Vet is Theme's faults in the folder dir of fsys as lines, as revela
// theme check prints them: what revela serve --themes DIR refuses to serve
// (web/static, Themes).
func Vet(fsys fs.FS, dir string) []string {
	var out []string
	for _, f := range Theme(fsys, dir) {
		out = append(out, f.String())
	}
	return out
}
