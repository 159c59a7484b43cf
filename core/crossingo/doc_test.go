package crossingo

import (
	"testing"

	"revela/core/internal/doctest"
	"revela/core/money"
)

// TestDocExample keeps the example of docs/crossingo-script.md real: it
// is what the composer makes from the seed the page names, and it
// validates to the prize it declares.
func TestDocExample(t *testing.T) {
	block := doctest.Example(t, "../../docs/crossingo-script.md")
	s, err := Compose(money.Euros(1), money.Euros(50), rngFor(3831))
	if err != nil {
		t.Fatal(err)
	}
	doctest.Same(t, block, s)
	d, err := Decode(block)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := d.Validate(); err != nil || p != money.Euros(50) {
		t.Fatalf("example: %s, %v", p, err)
	}
}
