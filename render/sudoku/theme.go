package sudoku

import (
	"revela/assets/themes"
	rules "revela/core/sudoku"
	"revela/render/kit"
)

// ThemeSection is what SUDOKU's section of a theme may hold
// (docs/studio.md): the colours of a winning and of a found cell, the
// symbol faint under a found number, and the art of the dice's clover
// (sudoku/clover.png), drawn in place of the kit's. No symbol may be the
// clover, which the dice show.
var ThemeSection = themes.Schema{
	Game:    rules.Game.ID,
	Palette: map[string]string{"gold": "highlight", "mark": "hit"},
	Symbols: map[string]themes.Slot{
		"mark": {Default: kit.SymStar, Choices: []string{kit.SymStar, kit.SymSnowflake, kit.SymFlower, kit.SymStarfish, kit.SymLeaf, kit.SymSun, kit.SymHeart}},
	},
	Reserved: []string{kit.SymClover},
	Art:      []string{"clover.png"},
}

func init() { themes.Declare(ThemeSection) }

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return kit.SymClover }
