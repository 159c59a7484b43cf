package luchafortune

import (
	"strconv"

	"revela/assets/themes"
	rules "revela/core/luchafortune"
	"revela/render/kit"
)

// ThemeSection is what LUCHA FORTUNE's section of a theme may hold
// (docs/studio.md): the colour of a collected column, the symbol of a
// coin (its amount written over it: a season's bauble, egg, sun or
// pumpkin in place of the gold coin), and the art of the K.O burst and
// of the cup, the dearest collectible (lucha-fortune/ko.png, coupe.png),
// drawn in place of the game's. The masks keep
// their colours in every theme (the dearer the richer, art. 5.2).
var ThemeSection = themes.Schema{
	Game:    rules.Game.ID,
	Palette: map[string]string{"mark": "hit"},
	Symbols: map[string]themes.Slot{
		"coin": {Default: kit.SymCoin, Choices: []string{kit.SymCoin, kit.SymBauble, kit.SymEgg, kit.SymSun, kit.SymPumpkin}},
	},
	Art: []string{"ko.png", "coupe.png"},
}

func init() { themes.Declare(ThemeSection) }

// emblem is the symbol of the lobby's tile in theme t.
func emblem(*kit.Theme) string { return mask }

// symName is the kit's name of symbol s, up to the K.O (symbols.go
// registers them).
func symName(s rules.Sym) string { return "lucha-fortune." + strconv.Itoa(int(s)) }

// icon is symbol s beside a rules row, as the board draws it (themed): a
// coin the section's symbol, the K.O and the cup their art once loaded.
func icon(s rules.Sym) kit.Icon {
	switch {
	case s.IsCoin():
		return kit.Icon{Section: &ThemeSection, Key: "coin"}
	case s == rules.KO:
		return kit.Icon{Name: symName(s), Art: ThemeSection.Game + "/ko.png"}
	case s == cup:
		return kit.Icon{Name: symName(s), Art: ThemeSection.Game + "/coupe.png"}
	}
	return kit.Icon{Name: symName(s)}
}

// cup is the dearest collectible, drawn as a cup.
const cup = rules.Coll1 + 4

// mask is the name of the lobby's LUCHA FORTUNE symbol (a luchador mask,
// symbols.go draws it).
const mask = "lucha-mask"
