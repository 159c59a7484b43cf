//go:build js

package sudoku

import (
	"revela/core"
	rules "revela/core/sudoku"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is SUDOKU's screen for the client's registry: the rules core
// decodes the script, openBoard checks it and starts the play, the board
// draws it; its win tiers and rules page are explain.go's.
func Screen() screens.Screen[kit.Board] {
	return screens.Screen[kit.Board]{Core: rules.Game, Name: "SUDOKU", Emblem: emblem, Open: openBoard,
		Tiers: tiers, Rules: rulesPage}
}

// emblem is the lobby tile's symbol: the clover of the dice, in every
// theme.
func emblem(*kit.Theme) string { return kit.SymClover }

// openBoard checks s with the rules core and returns its play and the
// board that draws it.
func openBoard(s core.Script) (screens.Timeline, kit.Board, error) {
	p, err := open(s)
	if err != nil {
		return nil, nil, err
	}
	return screens.Drive(&p.Clock, p), &sudoBoard{play: p}, nil
}
