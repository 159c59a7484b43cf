package luchafortune

import (
	"revela/core"
	rules "revela/core/luchafortune"
	"revela/render/screens"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	tr, err := screens.Derive(s, rules.Check)
	if err != nil {
		return nil, err
	}
	return New(tr), nil
}

// A Play is driven by the client's unit screen as a screens.Timeline
// (screens.Drive).
var _ screens.Own = (*Play)(nil)
