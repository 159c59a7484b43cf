//go:build js

package crossingo

import (
	"revela/core"
	rules "revela/core/crossingo"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is CROSSINGO's screen for the client's registry: the rules core
// decodes the script, open checks it and starts the play, the board
// draws it; its lobby emblem is the theme's mark.
func Screen() screens.Screen[kit.Board] {
	return screens.Screen[kit.Board]{
		Core:   rules.Game, // its composer too: the designers' studio composes in the client
		Name:   "CROSSINGO",
		Emblem: func(t *kit.Theme) string { return t.SymbolName(ThemeSection, "mark") },
		Open: func(s core.Script) (screens.Timeline, kit.Board, error) {
			p, err := open(s)
			if err != nil {
				return nil, nil, err
			}
			return timeline{p}, &crossBoard{play: p}, nil
		},
		Tiers: tiers,
		Rules: rulesPage,
	}
}
