//go:build js

package diamondriver

import (
	"revela/core"
	rules "revela/core/diamondriver"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is DIAMOND RIVER's screen for the client's registry: the rules
// core decodes the script (and composes it in the designers' studio),
// open checks it and starts the play, the board
// draws it; its lobby emblem is the kit's gem.
func Screen() screens.Screen[kit.Board] {
	gem := func(*kit.Theme) string { return kit.SymGem }
	return screens.Screen[kit.Board]{Core: rules.Game, Name: "DIAMOND RIVER", Emblem: gem, Open: openBoard,
		Tiers: tiers, Rules: rulesPage}
}

// openBoard checks a decoded script and returns its play and the board
// that draws it.
func openBoard(s core.Script) (screens.Timeline, kit.Board, error) {
	p, err := open(s)
	if err != nil {
		return nil, nil, err
	}
	return screens.Drive(&p.Clock, p), &riverBoard{play: p, throw: -1}, nil
}
