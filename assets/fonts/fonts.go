// Package fonts holds the client's two typefaces, Go Regular and Go Bold
// (Bigelow & Holmes, BSD licence in LICENSE), cut down to the characters
// a screen of the product may show: Latin (French and English with their
// accents), punctuation, the euro and other currency signs, super- and
// subscripts, arrows, mathematical operators, geometric shapes and the
// common symbols and dingbats. A cut font is about a third of the whole
// one, which keeps the WebAssembly client small. `make fonts` makes them
// again (fonttools' pyftsubset); TestCharacters fails when a text of the
// client uses a character they lack.
package fonts

import _ "embed"

// Unicodes are the ranges kept, as pyftsubset's --unicodes takes them.
const Unicodes = "U+0020-007E,U+00A0-017F,U+0192,U+02C6-02DD,U+0300-036F,U+0391-03C9,U+2000-206F," +
	"U+2070-209F,U+20A0-20CF,U+2100-215F,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+2600-26FF,U+2700-27BF"

// Regular is Go Regular, cut to Unicodes (TrueType).
//
//go:embed Go-Regular.ttf
var Regular []byte

// Bold is Go Bold, cut to Unicodes (TrueType).
//
//go:embed Go-Bold.ttf
var Bold []byte
