package kit

import (
	"testing"

	"revela/assets/themes"
)

// Every symbol a theme may name (and revela theme check accepts) is one
// of the symbols drawn here (symbols.go).
func TestThemeSymbolsDrawn(t *testing.T) {
	drawn := map[string]bool{}
	for _, s := range []string{SymStar, SymSnowflake, SymCoin, SymBauble, SymGift, SymBurst, SymGem, SymHeart,
		SymClover, SymFlower, SymEgg, SymSun, SymStarfish, SymLeaf, SymPumpkin, SymCrescent, SymMoon, SymButterfly, SymShell} {
		drawn[s] = true
	}
	for _, n := range themes.SymbolNames {
		if !drawn[n] {
			t.Errorf("themes may name %q, which render/kit does not draw", n)
		}
	}
	if len(themes.SymbolNames) != len(drawn) {
		t.Errorf("%d names for %d symbols", len(themes.SymbolNames), len(drawn))
	}
}
