//go:build js

package luchafortune

import (
	"revela/core"
	rules "revela/core/luchafortune"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is LUCHA FORTUNE's screen for the client's registry: the rules
// core decodes the script, open checks it and starts the play, the board
// draws it; its lobby emblem is a luchador mask. Its tiers, prize
// explained (Play.Parts), sounds and rules page are in explain.go.
func Screen() screens.Screen[kit.Board] {
	return screens.Screen[kit.Board]{
		Core:   rules.Game, // its composer too: the designers' studio composes in the client
		Name:   "LUCHA FORTUNE",
		Emblem: func(*kit.Theme) string { return Emblem },
		Open: func(s core.Script) (screens.Timeline, kit.Board, error) {
			p, err := open(s)
			if err != nil {
				return nil, nil, err
			}
			return screens.Drive(&p.Clock, p), &luchaBoard{play: p}, nil
		},
		Tiers: tiers,
		Rules: rulesPage,
	}
}
