package luchafortune

import (
	rules "revela/core/luchafortune"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play (screens.OpenWith).
var open = screens.OpenWith(rules.Check, New)

// A Play is driven by the client's unit screen as a screens.Timeline
// (screens.Drive).
var _ screens.Play = (*Play)(nil)
