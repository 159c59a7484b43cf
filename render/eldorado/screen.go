package eldorado

import (
	rules "revela/core/eldorado"
	"revela/render/kit"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// screen is ELDORADO's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard makes
// of a play (Screen in the client, a stand-in in tests): the rules core
// decodes the script (and composes it in the designers' studio), open
// checks it and starts the play, Drive makes it the timeline; its lobby
// emblem is the pyramide. Its tiers, prize explained, sounds and rules
// page are in explain.go.
func screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "ELDORADO", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return symName[rules.Pyramide] }

// symName is the kit's name of each symbol, by rules.Symbol (symbols.go
// draws them).
var symName = [7]string{"", "eldorado.pyramide", "eldorado.coffre", "eldorado.soleil", "eldorado.dague", "eldorado.chance", "eldorado.perroquet"}

// Steps counts the grids released (what a reload resumes at).
func (p *Play) Steps() int { return p.Released }

// Phase is "jouer" while the button reveals the first grid, "extra" when
// it plays an Extra grid, "over" at the end (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseJouer: "jouer", PhaseExtra: "extra", PhaseOver: "over"}[p.Stage]
}
