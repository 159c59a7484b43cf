//go:build js

package diamondriver

import (
	rules "revela/core/diamondriver"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is DIAMOND RIVER's screen for the client's registry (docs/adding-a-game.md,
// the screen): the rules core decodes the script (and composes it in the
// designers' studio), open checks it and starts the play, newBoard draws
// it; its lobby emblem is the kit's gem. Its tiers, prize explained, sounds and rules page are in
// explain.go.
func Screen() screens.Screen[kit.Board] {
	return screens.Screen[kit.Board]{Core: rules.Game, Name: "DIAMOND RIVER", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return kit.SymGem }

// newBoard is the board that draws play p.
func newBoard(p *Play) kit.Board { return &board{play: p, throw: -1} }
