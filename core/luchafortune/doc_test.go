package luchafortune

import (
	"testing"

	"revela/core/internal/doctest"
	"revela/core/money"
)

// TestDocExample keeps the example of docs/lucha-fortune-script.md real:
// it is what the composer makes from the seed the page names, and it
// validates to the prize it declares.
func TestDocExample(t *testing.T) {
	block := doctest.Example(t, "../../docs/lucha-fortune-script.md")
	s, err := Compose(money.Euros(1), money.Euros(10), rngFor(1175))
	if err != nil {
		t.Fatal(err)
	}
	doctest.Same(t, block, s)
	d, err := Decode(block)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := d.Validate(); err != nil || p != money.Euros(10) {
		t.Fatalf("example: %s, %v", p, err)
	}
}
