//go:build js

package luchafortune

import (
	rules "revela/core/luchafortune"
	"revela/render/kit"
	"revela/render/screens"
)

// Screen is LUCHA FORTUNE's screen for the client's registry (docs/adding-a-game.md,
// the screen): the rules core decodes the script (and composes it in the
// designers' studio), open checks it and starts the play, newBoard draws
// it; its lobby emblem is a luchador mask. Its tiers, prize explained, sounds and rules page are in
// explain.go.
func Screen() screens.Screen[kit.Board] {
	return screens.Screen[kit.Board]{Core: rules.Game, Name: "LUCHA FORTUNE", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return Emblem }

// newBoard is the board that draws play p.
func newBoard(p *Play) kit.Board { return &board{play: p} }
