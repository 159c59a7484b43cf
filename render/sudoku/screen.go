//go:build js

package sudoku

import (
	"revela/core"
	rules "revela/core/sudoku"
	"revela/render/games"
	"revela/render/kit"
)

// Screen is SUDOKU's screen for the client's registry: the rules core
// decodes the script, open checks it and starts the play, the board
// draws it; its lobby emblem is the clover of the dice.
func Screen() games.Screen[kit.Board] {
	return games.Screen[kit.Board]{
		Core:   rules.Game,
		Name:   "SUDOKU",
		Emblem: func(*kit.Theme) string { return kit.SymClover },
		Open: func(s core.Script) (games.Timeline, kit.Board, error) {
			p, err := open(s)
			if err != nil {
				return nil, nil, err
			}
			return timeline{p}, &sudoBoard{play: p}, nil
		},
	}
}
