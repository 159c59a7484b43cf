package sudoku

import (
	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/kit"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// screen is SUDOKU's screen for the client's registry
// (docs/adding-a-game.md, the screen) with the board that newBoard makes
// of a play (Screen in the client, a stand-in in tests): the rules core
// decodes the script (and composes it in the designers' studio), open
// checks it and starts the play, Drive makes it the timeline; its lobby
// emblem is the clover of the dice, in every theme. Its tiers, prize
// explained, sounds and rules page are in explain.go.
func screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "SUDOKU", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return kit.SymClover }

// Steps counts the steps released (what a reload resumes at).
func (p *Play) Steps() int { return len(p.Throws) }

// Prize is the prize the transcript ends with.
func (p *Play) Prize() money.Cents { return p.events[len(p.events)-1].Total }

// Phase is "throw" while Lancer throws one of the three throws, "extra"
// when it throws an étape Extra won by a clover, "over" at the end
// (window.revela.phase).
func (p *Play) Phase() string {
	return [...]string{PhaseThrow: "throw", PhaseExtra: "extra", PhaseOver: "over"}[p.stage]
}
