package crossingo

import (
	rules "revela/core/crossingo"
	"revela/render/kit"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// screen is CROSSINGO's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard makes
// of a play (Screen in the client, a stand-in in tests): the rules core
// decodes the script (and composes it in the designers' studio), open
// checks it and starts the play, Drive makes it the timeline; its lobby
// emblem is the theme's marked number. Its tiers, prize explained, sounds
// and rules page are in explain.go.
func screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "CROSSINGO", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(t *kit.Theme) string { return t.SymbolName(ThemeSection, "mark") }

// Steps counts the GO clicks released (what a reload resumes at).
func (p *Play) Steps() int { return p.ClicksUsed }

// Phase is "grid" while GO reveals the boxes, "extra" when it opens the
// EXTRA grid, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseGrid: "grid", PhaseExtra: "extra", PhaseOver: "over"}[p.Stage]
}
