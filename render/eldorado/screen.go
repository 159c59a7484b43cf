//go:build js

package eldorado

import (
	"revela/core"
	rules "revela/core/eldorado"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is ELDORADO's screen for the client's registry: the rules core
// decodes the script, open checks it and starts the play, the board
// draws it; its lobby emblem is the pyramide.
func Screen() screens.Screen[kit.Board] {
	return screens.Screen[kit.Board]{
		Core:   rules.Game, // its composer too: the designers' studio composes in the client
		Name:   "ELDORADO",
		Emblem: func(*kit.Theme) string { return symName[rules.Pyramide] },
		Open: func(s core.Script) (screens.Timeline, kit.Board, error) {
			p, err := open(s)
			if err != nil {
				return nil, nil, err
			}
			return newTimeline(p), &board{play: p}, nil
		},
		Tiers: tiers,
		Rules: rulesPage,
	}
}
