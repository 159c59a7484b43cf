//go:build js

package luchafortune

import (
	"revela/core"
	rules "revela/core/luchafortune"
	"revela/render/games"
	"revela/render/kit"
)

// clientRules is the rules core as the client needs it: the decoder, without
// the composer and natural play (the server composes).
var clientRules = games.Decoder{ID: rules.ID, Version: rules.Version, Decode: func(b []byte) (core.Script, error) {
	s, err := rules.Decode(b)
	if err != nil {
		return nil, err
	}
	return s, nil
}}.Game()

// Screen is LUCHA FORTUNE's screen for the client's registry: the rules
// core decodes the script, open checks it and starts the play, the board
// draws it; its lobby emblem is a luchador mask.
func Screen() games.Screen[kit.Board] {
	return games.Screen[kit.Board]{
		Core:   clientRules,
		Name:   "LUCHA FORTUNE",
		Emblem: func(*kit.Theme) string { return Emblem },
		Open: func(s core.Script) (games.Timeline, kit.Board, error) {
			p, err := open(s)
			if err != nil {
				return nil, nil, err
			}
			return p, &luchaBoard{play: p}, nil
		},
	}
}
