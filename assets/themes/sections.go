package themes

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
)

// Section is one game's part of a theme (theme.json, "games": {ID: ...}),
// carried here as data: the accents of the game's own palette and the
// symbols it draws, by the keys the game's Schema declares. Its art is in
// the theme's folder ID/ (ArtPath). Every key is optional: the game's
// defaults stand in.
type Section struct {
	Palette map[string]Color  `json:"palette,omitempty"`
	Symbols map[string]string `json:"symbols,omitempty"`
}

// SectionKeys are the keys a Section may hold.
var SectionKeys = []string{"palette", "symbols"}

// Slot is one symbol a game lets a theme choose: the symbol drawn when
// the theme names none, and those it may name (names of the symbols the
// client draws).
type Slot struct {
	Default string
	Choices []string
}

// Schema is what a game's section may hold, declared by the game's
// package (render/<game>, Declare): the check reads a section with it,
// and the game reads its section through it.
type Schema struct {
	// Game is the game's id, the section's key in "games".
	Game string
	// Palette holds the game's accents, each by the shared palette key it
	// takes when the section names no colour ("rim": "highlight").
	Palette map[string]string
	// Symbols holds the symbols a theme may choose, by key.
	Symbols map[string]Slot
	// Distinct says that no two symbols of the section may be the same
	// (each tells the player one thing).
	Distinct bool
	// Reserved are symbols the game draws with a meaning of their own:
	// no symbol of the section may be one, or a player would take one
	// for the other.
	Reserved []string
	// Art lists the PNG files the section's folder may hold, each a
	// square symbol drawn in place of one of the game's own.
	Art []string
	// Text lists the colours that carry text on another, each pair a
	// key of the section's palette or of the shared palette: their
	// contrast must be at least MinContrast.
	Text [][2]string
}

// schemas are the games' declared sections, by game id.
var schemas = map[string]Schema{}

// Declare records a game's Schema (the game's package calls it from its
// init). It panics when the game is declared twice or names a shared
// palette key that is not one, as both are programming errors.
func Declare(s Schema) {
	if _, dup := schemas[s.Game]; dup {
		panic(fmt.Sprintf("themes.Declare: %q declared twice", s.Game))
	}
	for k, shared := range s.Palette {
		if _, ok := (Palette{}).Get(shared); !ok {
			panic(fmt.Sprintf("themes.Declare: %s: palette %q defaults to %q, not a key of the palette", s.Game, k, shared))
		}
	}
	schemas[s.Game] = s
}

// SchemaOf returns the declared Schema of game.
func SchemaOf(game string) (Schema, bool) {
	s, ok := schemas[game]
	return s, ok
}

// Declared lists the games whose section is declared, sorted.
func Declared() []string {
	out := make([]string, 0, len(schemas))
	for id := range schemas {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Colour is the accent key of the game's section in t: the section's
// colour, else the shared palette's colour it defaults to; false when the
// game declares no such accent.
func (s Schema) Colour(t Theme, key string) (Color, bool) {
	shared, ok := s.Palette[key]
	if !ok {
		return Color{}, false
	}
	if c, ok := t.Games[s.Game].Palette[key]; ok {
		return c, true
	}
	return t.Palette.Get(shared)
}

// Symbol is the symbol key of the game's section in t: the section's,
// else the slot's default ("" when the game declares no such slot).
func (s Schema) Symbol(t Theme, key string) string {
	if v := t.Games[s.Game].Symbols[key]; v != "" {
		return v
	}
	return s.Symbols[key].Default
}

// Get is the colour of palette key name ("text_dim"); false for no such
// key.
func (p Palette) Get(name string) (Color, bool) {
	v := reflect.ValueOf(p)
	for i := range v.NumField() {
		if strings.Split(v.Type().Field(i).Tag.Get("json"), ",")[0] == name {
			return v.Field(i).Interface().(Color), true
		}
	}
	return Color{}, false
}
