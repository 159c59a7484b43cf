package kit

// Symbols are drawn by code (symbols.go); these are their
// names, which themes and games use.

// Symbol names.
const (
	SymStar      = "star"      // a five-pointed star
	SymSnowflake = "snowflake" // a snowflake
	SymCoin      = "coin"      // a gold coin
	SymBauble    = "bauble"    // a Christmas bauble
	SymSwap      = "swap"      // two arrows, up and down
	SymGem       = "gem"       // a cut gem
	SymHeart     = "heart"     // a heart
	SymClover    = "clover"    // a four-leaf clover
	SymPebble    = "pebble"    // a grey pebble
	SymMoon      = "moon"      // a pale crescent moon (a symbol that never wins)
	SymBurst     = "burst"     // a twelve-pointed burst (a glow behind a win)
	SymMoneyBag  = "coinstack" // a stack of coins
	SymGift      = "gift"      // a wrapped present
	SymFlower    = "flower"    // five petals
	SymEgg       = "egg"       // a golden egg
	SymSun       = "sun"       // a sun with rays
	SymStarfish  = "starfish"  // a starfish
	SymLeaf      = "leaf"      // an autumn leaf
	SymPumpkin   = "pumpkin"   // a Halloween pumpkin
	SymCrescent  = "crescent"  // a golden crescent moon
	SymButterfly = "butterfly" // a butterfly
	SymShell     = "shell"     // a scallop shell
)

// SymbolNames are the names of the symbols drawn here (symbols.go), which
// a game's theme section may let a theme choose (themes.Slot).
var SymbolNames = []string{SymStar, SymSnowflake, SymCoin, SymBauble, SymSwap, SymGem, SymHeart, SymClover,
	SymPebble, SymMoon, SymBurst, SymMoneyBag, SymGift, SymFlower, SymEgg, SymSun, SymStarfish, SymLeaf,
	SymPumpkin, SymCrescent, SymButterfly, SymShell}
