package luchafortune

import (
	"revela/core"
	rules "revela/core/luchafortune"
	"revela/render/games"
)

// open checks a decoded script with the rules core (rules.Check derives
// its transcript; a script that fails is never played) and starts its
// play.
func open(s core.Script) (*Play, error) {
	tr, err := games.Derive(s, rules.Check)
	if err != nil {
		return nil, err
	}
	return New(tr), nil
}

// A Play is driven by the client's unit screen as a games.Timeline
// (games.Drive).
var _ games.Own = (*Play)(nil)
