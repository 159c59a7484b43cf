package diamondriver

import (
	rules "revela/core/diamondriver"
	"revela/render/kit"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// screen is DIAMOND RIVER's screen for the client's registry (docs/adding-
// a-game.md, the screen) with the board that newBoard makes of a play
// (Screen in the client, a stand-in in tests): the rules core decodes the
// script (and composes it in the designers' studio), open checks it and
// starts the play, Drive makes it the timeline; its lobby emblem is the
// kit's gem. Its tiers, prize explained, sounds and rules page are in
// explain.go.
func screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "DIAMOND RIVER", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return kit.SymGem }

// Steps counts the steps released (what a reload resumes at).
func (p *Play) Steps() int { return p.Released }

// Phase is "throw" while LANCEZ reveals the throws, "wheel" when GO turns
// the wheel, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	switch p.Stage {
	case PhaseThrow:
		return "throw"
	case PhaseWheel:
		return "wheel"
	}
	return "over"
}
