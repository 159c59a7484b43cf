//go:build js

package render

import (
	"revela/render/kit"
	"revela/render/screens"
)

// registry holds the games this client plays, registered by the command
// before NewGame (cmd/client: one line per game, docs/adding-a-game.md).
// The lobby, the history, resume, the rules screen, the studio and the
// unit screen find a game here by its id; this package names none.
var registry screens.Registry[kit.Board]

// Register adds a game's screen to the client; call it before NewGame.
// It panics when the screen lacks its rules core or Open, or when its
// game is registered twice (screens.Registry.Register).
func Register(s screens.Screen[kit.Board]) { registry.Register(s) }
