package themes

import "slices"

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

// Art files by role (ArtFiles): the backdrop, CROSSINGO's marked number,
// golden number and EXTRA symbol, and what falls or bursts.
const (
	ArtBackground = "background.png"
	ArtMark       = "mark.png"
	ArtGold       = "gold.png"
	ArtExtra      = "extra.png"
	ArtParticle   = "particle.png"
)

// art is the PNG art each theme has on the server, by theme name (SetArt).
var art = map[string][]string{}

// SetArt records the art files the server has for the theme called name
// (/themes/index.json, "art"); names that are not ArtFiles are dropped.
func SetArt(name string, files []string) {
	var keep []string
	for _, f := range files {
		if slices.Contains(ArtFiles, f) && !slices.Contains(keep, f) {
			keep = append(keep, f)
		}
	}
	art[name] = keep
}

// ArtOf lists the art files the server has for the theme called name (none
// when SetArt was not called for it: the drawn default everywhere).
func ArtOf(name string) []string { return art[name] }
