package store

import (
	"encoding/json"
	"fmt"

	"revela/core"
	"revela/core/block"
	"revela/core/games"
)

// Compose returns the script of the unit at pos of b, as JSON: composed by
// the game's rules core in the unit's presentation variant from the
// unit's own stream (b.UnitRand(pos)), so
// that the same block secret and position always give the same script and
// an audit can compose it again. The script is validated and its derived
// prize and envelope checked against the unit before it is returned: a
// script that fails is never returned (docs/rules/README.md, 0.1).
func Compose(b *block.Block, pos int) ([]byte, error) {
	g, err := games.Lookup(b.Table.Game)
	if err != nil {
		return nil, err
	}
	return ComposeWith(g, b, pos)
}

// ComposeWith is Compose with the rules core g instead of the registry's:
// the tests pass a faulty one to show that the checks refuse its scripts.
func ComposeWith(g *core.Game, b *block.Block, pos int) ([]byte, error) {
	t := b.Table
	prize := b.Prize(pos)
	s, err := g.Compose(t.Stake, prize, b.Units[pos].Variant(), b.UnitRand(pos))
	if err != nil {
		return nil, err
	}
	got, err := s.Validate()
	if err != nil {
		return nil, fmt.Errorf("composed script is invalid: %w", err)
	}
	if got != prize {
		return nil, fmt.Errorf("composed script derives %s €, the unit's prize is %s €", got, prize)
	}
	env := s.Envelope()
	if env.Game != t.Game || env.Stake != t.Stake || env.Prize != prize || env.Version != g.Version {
		return nil, fmt.Errorf("composed script's envelope %+v does not match the unit (%s, %s €, prize %s €, %s)", env, t.Game, t.Stake, prize, g.Version)
	}
	data, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	return data, nil
}
