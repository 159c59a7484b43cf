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
	doctest.Composed(t, "../../docs/crossingo-script.md", Game, money.Euros(1), money.Euros(50), rngFor(3831))
}
