package diamondriver

import (
	"strconv"

	"revela/assets/themes"
	rules "revela/core/diamondriver"
	"revela/render/kit"
)

// ThemeSection is what DIAMOND RIVER's section of a theme may hold
// (docs/studio.md): the colour of the wheel and its hub; how the golden
// gem is drawn (its own cut, "golden", or a symbol of the kit's: a
// season's bauble, egg, sun or pumpkin); the art of the wheel's symbol
// (diamond-river/wheel.png), drawn in place of the game's. The six gems
// keep their colours and cuts in every theme (D-2: a player tells them
// apart by both).
var ThemeSection = themes.Schema{
	Game:    rules.Game.ID,
	Palette: map[string]string{"wheel": "highlight"},
	Symbols: map[string]themes.Slot{
		"golden": {Default: ownGolden, Choices: []string{ownGolden, kit.SymCoin, kit.SymBauble, kit.SymEgg, kit.SymSun, kit.SymPumpkin, kit.SymStar}},
	},
	Art: []string{"wheel.png"},
}

// ownGolden names the game's own golden gem in ThemeSection.
const ownGolden = "golden"

// gemName is the kit's name of symbol s (gems.go registers them): the
// golden gem's is ownGolden, so that the name its theme section gives, a
// season's symbol or the game's own, is the one to draw.
func gemName(s rules.Symbol) string {
	if s == rules.Golden {
		return ownGolden
	}
	return "diamond-river." + strconv.Itoa(int(s))
}

// gemIcon is symbol s beside a rules row, drawn as the board draws it
// (themedGem): the golden gem the section's, the wheel its art once loaded.
func gemIcon(s rules.Symbol) kit.Icon {
	switch s {
	case rules.Golden:
		return kit.Icon{Section: &ThemeSection, Key: "golden"}
	case rules.Wheel:
		return kit.Icon{Name: gemName(s), Art: ThemeSection.Game + "/wheel.png"}
	}
	return kit.Icon{Name: gemName(s)}
}

func init() { themes.Declare(ThemeSection) }

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return kit.SymGem }
