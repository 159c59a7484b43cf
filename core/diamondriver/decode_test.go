package diamondriver

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"revela/core/money"
)

const row5 = `["RVBOGP","BOGPRV","GPRVBO","RVBOGP","BOGPRV"]`

// script4 is a losing script of four background throws, in JSON.
var script4 = `{"game":"diamond-river","stake":"3","prize":"0","version":"diamond-river/1","throws":[` +
	row5 + `,` + row5 + `,` + row5 + `,` + row5 + `]}`

func TestDecode(t *testing.T) {
	s, err := Decode([]byte(script4))
	if err != nil {
		t.Fatal(err)
	}
	if want := unit(0, 4); !reflect.DeepEqual(s, want) {
		t.Fatalf("got %+v, want %+v", s, want)
	}
	b, err := json.Marshal(s)
	if err != nil || string(b) != script4 {
		t.Fatalf("re-encoded %s, %v", b, err)
	}
	// The wheel, and every letter of the alphabet.
	w := `{"game":"diamond-river","stake":"3","prize":"6","version":"diamond-river/1","throws":[` +
		`["PPPOGP","BOGPRV","GPRVBO","RVBOGP","BOGPRW"],` + row5 + `,` + row5 + `,` + row5 + `],"wheel":0}`
	s, err = Decode([]byte(w))
	if err != nil {
		t.Fatal(err)
	}
	if p, err := s.Validate(); err != nil || p != money.Euros(6) || *s.Wheel != 0 {
		t.Fatalf("wheel script: %s, %v", p, err)
	}
	if b, _ := json.Marshal(s); string(b) != w {
		t.Fatalf("re-encoded %s", b)
	}
	// A script of exactly MaxScriptBytes bytes is read.
	padded := script4 + strings.Repeat(" ", MaxScriptBytes-len(script4))
	if _, err := Decode([]byte(padded)); err != nil {
		t.Fatalf("script of %d bytes: %v", len(padded), err)
	}
	all := grid("RVBOGP", "MD+WRV", "GPRVBO", "RVBOGP", "BOGPRV")
	if b, _ := json.Marshal(all); string(b) != `["RVBOGP","MD+WRV","GPRVBO","RVBOGP","BOGPRV"]` {
		t.Fatalf("alphabet: %s", b)
	}
	if _, err := json.Marshal(put(bg(), "000")); err == nil {
		t.Fatal("an empty cell encodes")
	}
}

func TestDecodeStrict(t *testing.T) {
	bad := map[string]string{
		"unknown field":   strings.Replace(script4, `"game"`, `"extra":1,"game"`, 1),
		"duplicate field": strings.Replace(script4, `"game":"diamond-river"`, `"game":"diamond-river","game":"diamond-river"`, 1),
		"duplicate case":  strings.Replace(script4, `"game":"diamond-river"`, `"game":"diamond-river","GAME":"diamond-river"`, 1),
		"trailing":        script4 + `{}`,
		"not an object":   `[]`,
		"empty":           ``,
		"four rows":       strings.Replace(script4, `,"BOGPRV"]`, `]`, 1),
		"short row":       strings.Replace(script4, `"RVBOGP"`, `"RVBOG"`, 1),
		"long row":        strings.Replace(script4, `"RVBOGP"`, `"RVBOGPR"`, 1),
		"bad letter":      strings.Replace(script4, `"RVBOGP"`, `"RVBOGX"`, 1),
		"lower case":      strings.Replace(script4, `"RVBOGP"`, `"rvbogp"`, 1),
		"non-ASCII":       strings.Replace(script4, `"RVBOGP"`, `"RVBOGé"`, 1),
		"prize a number":  strings.Replace(script4, `"prize":"0"`, `"prize":0`, 1),
		"prize 3 places":  strings.Replace(script4, `"prize":"0"`, `"prize":"0.001"`, 1),
		"grid as string":  strings.Replace(script4, row5, `"RVBOGP"`, 1),
		"wheel a string":  strings.Replace(script4, `]}`, `],"wheel":"3"}`, 1),
		"too big":         `{"game":"` + strings.Repeat("x", MaxScriptBytes) + `"}`,
	}
	for name, data := range bad {
		t.Run(name, func(t *testing.T) {
			s, err := Decode([]byte(data))
			if err == nil || s != nil || RuleOf(err) != RuleShape {
				t.Fatalf("got %v, %v", s, err)
			}
		})
	}
	// A script inside another document is read as strictly.
	var ticket struct{ Script *Script }
	if err := json.Unmarshal([]byte(`{"script":`+bad["unknown field"]+`}`), &ticket); err == nil {
		t.Fatal("unknown field accepted inside a ticket")
	}
	if err := json.Unmarshal([]byte(`{"script":`+script4+`}`), &ticket); err != nil || len(ticket.Script.Throws) != 4 {
		t.Fatalf("ticket: %v", err)
	}
}
