package themes

import (
	"slices"
	"strings"
)

// ValidName tells whether name may name a theme (and its folder): lower-case
// letters, digits, '-' and '_', 1 to 40 of them, the first a letter or a
// digit. The server serves /themes/NAME/FILE only for such names, so that no
// path ever leaves a theme's folder (docs/studio.md).
func ValidName(name string) bool {
	if len(name) == 0 || len(name) > 40 || name[0] == '-' || name[0] == '_' {
		return false
	}
	for _, c := range []byte(name) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// The theme's own art files by role (ArtFiles): the backdrop and what
// falls or bursts. A game's art is in a folder named after the game's id
// (GAME/FILE.png, the files its Schema lists).
const (
	ArtBackground = "background.png"
	ArtParticle   = "particle.png"
)

// ArtPath tells whether file, a path in a theme's folder, may be art: one
// of ArtFiles, or GAME/NAME.png with GAME and NAME valid names (whether
// the game draws it is its Schema's to say). The server serves no other.
func ArtPath(file string) bool {
	if slices.Contains(ArtFiles, file) {
		return true
	}
	game, name, ok := strings.Cut(file, "/")
	base, png := strings.CutSuffix(name, ".png")
	return ok && png && ValidName(game) && ValidName(base)
}

// art is the PNG art each theme has on the server, by theme name (SetArt).
var art = map[string][]string{}

// SetArt records the art files the server has for the theme called name
// (/themes/index.json, "art"); paths that are not ArtPath are dropped.
func SetArt(name string, files []string) {
	var keep []string
	for _, f := range files {
		if ArtPath(f) && !slices.Contains(keep, f) {
			keep = append(keep, f)
		}
	}
	art[name] = keep
}

// ArtOf lists the art files the server has for the theme called name (none
// when SetArt was not called for it: the drawn default everywhere).
func ArtOf(name string) []string { return art[name] }
