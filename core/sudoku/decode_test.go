package sudoku

import (
	"encoding/json"
	"strings"
	"testing"
)

// oneBlock is valid() as JSON, written by hand: block 0 hides its 7
// (row 2, column 0), every other block its 1 and 9.
const oneBlock = `{"game":"sudoku","stake":"0.50","prize":"1","version":"sudoku/1",
"grid":["123456789","456789123","789123456","234567891","567891234","891234567","345678912","678912345","912345678"],
"shown":["111111110","111110011","011011111","111111100","111100111","100111111","111111001","111001111","001111111"],
"gain":"1","throws":[[3,4],[1,1],[2,1]]}`

func TestDecode(t *testing.T) {
	s, err := Decode([]byte(oneBlock))
	if err != nil {
		t.Fatal(err)
	}
	want := valid()
	if s.Header != want.Header || s.Grid != want.Grid || s.Shown != want.Shown || s.Gain != want.Gain ||
		len(s.Throws) != 3 || s.Throws[0] != [2]int{3, 4} || s.Throws[2] != [2]int{2, 1} {
		t.Fatalf("decoded %+v", s)
	}
	if p, err := s.Validate(); err != nil || p != eur("1") {
		t.Fatalf("Validate: %s %v", p, err)
	}
	// Round trip: the encoding decodes to the same script.
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(strings.Fields(oneBlock), ""); string(b) != got {
		t.Fatalf("encoded\n%s\nwant\n%s", b, got)
	}
	g := Game
	if cs, err := g.Decode(b); err != nil || cs.Envelope() != want.Header {
		t.Fatalf("game.Decode: %v", err)
	}
}

// TestDecodeLimit: a script of exactly MaxScriptBytes bytes (padded with
// spaces) is read; one byte more is refused.
func TestDecodeLimit(t *testing.T) {
	pad := oneBlock + strings.Repeat(" ", MaxScriptBytes-len(oneBlock))
	if _, err := Decode([]byte(pad)); err != nil {
		t.Fatalf("%d bytes: %v", len(pad), err)
	}
	if _, err := Decode([]byte(pad + " ")); RuleOf(err) != RuleShape || !strings.Contains(err.Error(), "limit") {
		t.Fatalf("%d bytes: %v", len(pad)+1, err)
	}
}

// TestDecodeDepth: a field given twice is found at any depth, in arrays
// and in objects, down to rules.MaxDepth (16) levels of nesting; deeper,
// the script is refused for its nesting.
func TestDecodeDepth(t *testing.T) {
	dup := `{"k":1,"k":2}`
	for _, tt := range []struct {
		open, close string
	}{{"[", "]"}, {`{"x":`, "}"}} {
		for depth, want := range map[int]string{8: "given twice", 9: "given twice", 15: "given twice", 16: "nested deeper than 16 levels"} {
			raw := `{"a":` + strings.Repeat(tt.open, depth-1) + dup + strings.Repeat(tt.close, depth-1) + `}`
			_, err := Decode([]byte(raw))
			if RuleOf(err) != RuleShape || !strings.Contains(err.Error(), want) {
				t.Errorf("%s at depth %d: %v", tt.open, depth, err)
			}
		}
	}
}

func TestDecodeRefuses(t *testing.T) {
	one := strings.Join(strings.Fields(oneBlock), "")
	tests := map[string]string{
		"empty":            ``,
		"not an object":    `[]`,
		"unknown field":    strings.Replace(one, `"gain"`, `"bonus":1,"gain"`, 1),
		"duplicate field":  strings.Replace(one, `"gain":"1"`, `"gain":"1","gain":"500"`, 1),
		"duplicate inside": strings.Replace(one, `"game":"sudoku"`, `"game":"sudoku","game":"sudoku"`, 1),
		"trailing data":    one + `{}`,
		"8 rows":           strings.Replace(one, `"123456789",`, ``, 1),
		"10 shown rows":    strings.Replace(one, `"shown":[`, `"shown":["111111111",`, 1),
		"3 faces":          strings.Replace(one, `[2,1]`, `[2,1,1]`, 1),
		"1 face":           strings.Replace(one, `[3,4]`, `[3]`, 1),
		"face as text":     strings.Replace(one, `[3,4]`, `["3",4]`, 1),
		"gain as number":   strings.Replace(one, `"gain":"1"`, `"gain":1`, 1),
		"gain 3 decimals":  strings.Replace(one, `"gain":"1"`, `"gain":"1.005"`, 1),
		"too big":          `{"game":"` + strings.Repeat("x", MaxScriptBytes) + `"}`,
		"broken":           `{"game":`,
	}
	for name, raw := range tests {
		t.Run(name, func(t *testing.T) {
			s, err := Decode([]byte(raw))
			if err == nil || s != nil || RuleOf(err) != RuleShape {
				t.Fatalf("Decode: %v", err)
			}
			if name == "3 faces" && !strings.Contains(err.Error(), "throw 3 has 3 faces") {
				t.Fatalf("Decode: %v", err)
			}
			g := Game
			if _, err := g.Decode([]byte(raw)); RuleOf(err) != RuleShape {
				t.Fatalf("game.Decode: %v", err)
			}
		})
	}
	// Inside another document (a ticket), a script is read as strictly.
	var ticket struct{ Script *Script }
	if err := json.Unmarshal([]byte(`{"Script":`+tests["duplicate field"]+`}`), &ticket); RuleOf(err) != RuleShape {
		t.Fatalf("nested: %v", err)
	}
}
