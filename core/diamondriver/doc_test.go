package diamondriver

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"revela/core/money"
)

// TestDocExample keeps the example of docs/diamond-river-script.md real:
// it is what the composer makes from the seed the page names, and it
// validates to the prize it declares.
func TestDocExample(t *testing.T) {
	page, err := os.ReadFile("../../docs/diamond-river-script.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(page), "<!-- example:begin -->\n```json\n")
	block, _, ok2 := strings.Cut(block, "```\n<!-- example:end -->")
	if !ok || !ok2 {
		t.Fatal("no example block in the page")
	}
	var doc bytes.Buffer
	if err := json.Compact(&doc, []byte(block)); err != nil {
		t.Fatal(err)
	}
	s, err := Compose(money.Euros(3), money.Euros(20), rngFor(12))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(s)
	if doc.String() != string(want) {
		t.Fatalf("the page's example is not what the composer makes:\npage: %s\nmade: %s", doc.String(), want)
	}
	d, err := Decode([]byte(block))
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
