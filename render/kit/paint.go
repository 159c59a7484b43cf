package kit

// A game may draw symbols of its own (its treasures, its characters):
// it registers each under a name once (RegisterSymbol), and Symbol then
// paints and caches it like the kit's, so that the game's lobby emblem
// can be one of them. Paint, Shine and Ellipse are the kit's brushes for
// them: they paint a Path into a Raster on the CPU.

// drawers are the symbols games draw themselves, by name.
var drawers = map[string]func(img *Raster, s float32){}

// RegisterSymbol adds the symbol name, drawn by draw into an s×s pixel
// picture. Names are the game's ("<game>.<symbol>"); registering one twice
// replaces it.
func RegisterSymbol(name string, draw func(img *Raster, s float32)) { drawers[name] = draw }

// drawRegistered draws the registered symbol name into img, reporting
// whether there is one.
func drawRegistered(img *Raster, name string, s float32) bool {
	d, ok := drawers[name]
	if ok {
		d(img, s)
	}
	return ok
}
