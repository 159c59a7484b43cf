package luchafortune

import (
	rules "revela/core/luchafortune"
	"revela/render/kit"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// screen is LUCHA FORTUNE's screen for the client's registry (docs/adding-
// a-game.md, the screen) with the board that newBoard makes of a play
// (Screen in the client, a stand-in in tests): the rules core decodes the
// script (and composes it in the designers' studio), open checks it and
// starts the play, Drive makes it the timeline; its lobby emblem is a
// luchador mask. Its tiers, prize explained, sounds and rules page are in
// explain.go.
func screen[B any](newBoard func(*Play) B) screens.Screen[B] {
	return screens.Screen[B]{Core: rules.Game, Name: "LUCHA FORTUNE", Emblem: emblem,
		Open: screens.Opener(open, newBoard), Tiers: tiers, Rules: rulesPage}
}

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return mask }

// mask is the name of the lobby's LUCHA FORTUNE symbol (a luchador mask,
// symbols.go draws it).
const mask = "lucha-mask"

// A Play is driven by the client's unit screen as a screens.Timeline
// (screens.Drive).
var _ screens.Play = (*Play)(nil)
