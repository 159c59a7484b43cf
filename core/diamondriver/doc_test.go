package diamondriver

import (
	"strings"
	"testing"

	"revela/core/internal/doctest"
	"revela/core/money"
)

// TestDocExample keeps the example of docs/diamond-river-script.md real:
// it is what the composer makes from the seed the page names, and it
// validates to the prize it declares.
func TestDocExample(t *testing.T) {
	block := doctest.Example(t, "../../docs/diamond-river-script.md")
	s, err := Compose(money.Euros(3), money.Euros(20), rngFor(12))
	if err != nil {
		t.Fatal(err)
	}
	doctest.Same(t, block, s)
	d, err := Decode(block)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := d.Validate(); err != nil || p != money.Euros(20) {
		t.Fatalf("example: %s, %v", p, err)
	}
	// The events the page's table tells.
	tr, _ := Check(d)
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
