package luchafortune

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"revela/core/money"
)

// TestDocExample keeps the example of docs/lucha-fortune-script.md real:
// it is what the composer makes from the seed the page names, and it
// validates to the prize it declares.
func TestDocExample(t *testing.T) {
	page, err := os.ReadFile("../../docs/lucha-fortune-script.md")
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
	s, err := Compose(money.Euros(1), money.Euros(10), rngFor(1175))
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
	if p, err := d.Validate(); err != nil || p != money.Euros(10) {
		t.Fatalf("example: %s, %v", p, err)
	}
}
