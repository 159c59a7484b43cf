package crossingo

import (
	"revela/assets/themes"
	rules "revela/core/crossingo"
	"revela/render/kit"
)

// ThemeSection is what CROSSINGO's section of a theme may hold (art. 5.2
// of its règlement lets a season change its look, docs/studio.md): the
// colours of a golden and of a marked number, the symbols of the golden
// number, the marked number and the EXTRA symbol, and their art
// (crossingo/gold.png, mark.png, extra.png). No symbol may be one of the
// EXTRA grid's (art. 5.11, C-7: a gem, a heart, a clover, the moon that
// never wins) nor another's.
var ThemeSection = themes.Schema{
	Game:    rules.Game.ID,
	Palette: map[string]string{"gold": "highlight", "mark": "hit"},
	Symbols: map[string]themes.Slot{
		"gold":  {Default: kit.SymCoin, Choices: seasonal},
		"mark":  {Default: kit.SymStar, Choices: seasonal},
		"extra": {Default: kit.SymBurst, Choices: seasonal},
	},
	Distinct: true,
	Reserved: []string{kit.SymGem, kit.SymHeart, kit.SymClover, kit.SymMoon},
	Art:      []string{"gold.png", "mark.png", "extra.png"},
}

// seasonal are the kit's symbols a theme may give CROSSINGO's golden
// number, marked number and EXTRA symbol.
var seasonal = []string{kit.SymStar, kit.SymSnowflake, kit.SymCoin, kit.SymBauble, kit.SymGift, kit.SymBurst,
	kit.SymFlower, kit.SymEgg, kit.SymSun, kit.SymStarfish, kit.SymLeaf, kit.SymPumpkin, kit.SymCrescent,
	kit.SymButterfly, kit.SymShell}

func init() { themes.Declare(ThemeSection) }

// emblem is the symbol of the lobby's tile in theme t.
func emblem(t *kit.Theme) string { return t.SymbolName(ThemeSection, "mark") }
