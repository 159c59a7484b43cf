// Package doctest keeps the example of a game's script page real: the
// page's example block must be, byte for byte once compacted, what the
// composer makes. Tests only.
package doctest

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"revela/core"
	"revela/core/money"
)

// Example returns the JSON between `<!-- example:begin -->` + "```json"
// and "```" + `<!-- example:end -->` of the page at path, failing t when
// the page or the block is missing.
func Example(t *testing.T, path string) []byte {
	t.Helper()
	page, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(page), "<!-- example:begin -->\n```json\n")
	block, _, ok2 := strings.Cut(block, "```\n<!-- example:end -->")
	if !ok || !ok2 {
		t.Fatalf("%s: no example block", path)
	}
	return []byte(block)
}

// Same fails t unless the page's example (Example) is made, compacted,
// exactly as made (the composer's JSON).
func Same(t *testing.T, example []byte, made any) {
	t.Helper()
	var doc bytes.Buffer
	if err := json.Compact(&doc, example); err != nil {
		t.Fatal(err)
	}
	want, err := json.Marshal(made)
	if err != nil {
		t.Fatal(err)
	}
	if doc.String() != string(want) {
		t.Fatalf("the page's example is not what the composer makes:\npage: %s\nmade: %s", doc.String(), want)
	}
}

// Composed keeps the example of the page at path real: it is what g
// composes at stake for prize (in the plain presentation) from rng, and it decodes and
// validates to prize. It returns the page's script, for the game's own
// checks of what it shows.
func Composed(t *testing.T, path string, g *core.Game, stake, prize money.Cents, rng *rand.Rand) core.Script {
	t.Helper()
	block := Example(t, path)
	s, err := g.Compose(stake, prize, core.Plain, rng)
	if err != nil {
		t.Fatal(err)
	}
	Same(t, block, s)
	d, err := g.Decode(block)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := d.Validate(); err != nil || p != prize {
		t.Fatalf("example: %s, %v", p, err)
	}
	return d
}
