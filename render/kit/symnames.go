package kit

// Symbols are drawn by code (symbols.go, js only); these are their
// names, which themes and games use.

// Symbol names.
const (
	SymStar      = "star"      // a five-pointed star (the default theme's mark)
	SymSnowflake = "snowflake" // a snowflake (the winter theme's mark)
	SymCoin      = "coin"      // a gold coin (the default theme's gold)
	SymBauble    = "bauble"    // a Christmas bauble (the winter theme's gold)
	SymSwap      = "swap"      // two arrows, up and down
	SymGem       = "gem"       // a cut gem
	SymHeart     = "heart"     // a heart
	SymClover    = "clover"    // a four-leaf clover
	SymPebble    = "pebble"    // a grey pebble
	SymMoon      = "moon"      // a pale crescent moon (a symbol that never wins)
	SymBurst     = "burst"     // a twelve-pointed burst (a glow behind a win)
	SymMoneyBag  = "coinstack" // a stack of coins
	SymGift      = "gift"      // a wrapped present (the winter theme's EXTRA)
	SymFlower    = "flower"    // five petals (spring's mark)
	SymEgg       = "egg"       // a golden egg (spring's gold)
	SymSun       = "sun"       // a sun with rays (summer's gold)
	SymStarfish  = "starfish"  // a starfish (summer's mark)
	SymLeaf      = "leaf"      // an autumn leaf (autumn's mark)
	SymPumpkin   = "pumpkin"   // a Halloween pumpkin (autumn's gold)
	SymCrescent  = "crescent"  // a golden crescent moon (autumn's EXTRA)
	SymButterfly = "butterfly" // a butterfly (spring's EXTRA)
	SymShell     = "shell"     // a scallop shell (summer's EXTRA)
)
