package kit

import "revela/assets/themes"

// Icon is a symbol a rules screen shows beside its words, drawn as its
// game draws it in the theme: the theme's art Art ("game/file.png") once
// loaded, else symbol Key of the game's theme section Section when one is
// given, else the symbol Name (the kit's, or one a game registered); with
// Label over it, as the game writes its words on some ("+1", "K.O").
type Icon struct {
	Name    string
	Section *themes.Schema
	Key     string
	Art     string
	Label   string
}

// IconName is the symbol ic is drawn with in theme t when no art stands
// for it.
func (t *Theme) IconName(ic Icon) string {
	if ic.Section != nil {
		return t.SymbolName(*ic.Section, ic.Key)
	}
	return ic.Name
}
