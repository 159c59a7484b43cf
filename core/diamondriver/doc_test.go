package diamondriver

import (
	"strings"
	"testing"

	"revela/core/internal/doctest"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestDocExample keeps the example of docs/diamond-river-script.md real:
// it is what the composer makes from the seed the page names, and it
// validates to the prize it declares.
func TestDocExample(t *testing.T) {
	d := doctest.Composed(t, "../../docs/diamond-river-script.md", Game, money.Euros(3), money.Euros(20), gametest.Rng(12))
	// The events the page's table tells.
	tr, _ := Check(d.(*Script))
	var kinds []string
	for _, e := range tr {
		kinds = append(kinds, e.Kind.String())
	}
	if got := strings.Join(kinds, " "); got != "throw throw throw golden golden throw plus throw triple end" {
		t.Fatalf("events %s", got)
	}
	if tr[8].Triple != (Triple{Cells: [3]int8{12, 18, 24}, Colour: Blue, Magic: 18}) {
		t.Fatalf("triple %+v", tr[8].Triple)
	}
}
