package crossingo

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"revela/core/internal/gametest"
)

func TestKindJSON(t *testing.T) {
	for k, name := range map[Kind]string{Number: "number", Gold: "gold", Amount: "amount", ExtraSymbol: "extra", Swapper: "swap"} {
		b, err := json.Marshal(k)
		if err != nil || string(b) != `"`+name+`"` {
			t.Fatalf("Marshal(%d) = %s, %v", k, b, err)
		}
		var back Kind
		if err := json.Unmarshal(b, &back); err != nil || back != k {
			t.Fatalf("Unmarshal(%s) = %d, %v", b, back, err)
		}
		// String, which the validator's messages use, says the same names.
		if k.String() != name {
			t.Fatalf("Kind(%d).String() = %q, want %q", k, k.String(), name)
		}
	}
	for _, k := range []Kind{0, Swapper + 1, 255} {
		if _, err := json.Marshal(k); err == nil {
			t.Fatalf("kind %d marshalled", k)
		}
		if want := fmt.Sprintf("kind(%d)", k); k.String() != want {
			t.Fatalf("Kind(%d).String() = %q, want %q", k, k.String(), want)
		}
	}
	var k Kind
	if err := json.Unmarshal([]byte(`"joker"`), &k); err == nil {
		t.Fatal("unknown kind read")
	}
}

func TestJSONRoundTrip(t *testing.T) {
	s := hand().row(2, 4).set(0, 1, amt("10")).set(4, 3, amt("10")).set(1, 2, swp(1, 0, 2, 3, 4)).set(1, 0, gold(3, 0)).
		set(3, 0, xtra).extra([3]string{"10", "2", "5"}, [12]int{0, 0, 3, 0, 1, 2, 0, 3, 1, 2, 3, 3}).prize("50")
	if _, err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"game":"crossingo"`, `"stake":"1"`, `"prize":"50"`, `"version":"crossingo/1"`,
		`{"kind":"amount","amount":"10"}`, `{"kind":"swap","perm":[1,0,2,3,4]}`, `{"kind":"gold","number":4}`,
		`{"kind":"extra"}`, `"amounts":["10","2","5"]`} {
		if !strings.Contains(string(b), want) {
			t.Fatalf("JSON lacks %s:\n%s", want, b)
		}
	}
	back := gametest.Reencoded(t, Decode, b)
	if p, err := back.Validate(); err != nil || p != s.Prize {
		t.Fatalf("decoded script: %s, %v", p, err)
	}
	// Through json.Unmarshal too (a script inside a ticket).
	var ticket struct {
		Script Script `json:"script"`
	}
	if err := json.Unmarshal([]byte(`{"script":`+string(b)+`}`), &ticket); err != nil {
		t.Fatal(err)
	}
	if p, err := ticket.Script.Validate(); err != nil || p != s.Prize {
		t.Fatalf("script in a ticket: %s, %v", p, err)
	}
}

// edit changes a JSON object through f.
func edit(t *testing.T, body string, f func(map[string]any)) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(body), &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDecodeRefuses(t *testing.T) {
	good, err := json.Marshal(hand().row(0, 0).prize("1"))
	if err != nil {
		t.Fatal(err)
	}
	g := string(good)
	cases := []struct {
		name, body, msg string
	}{
		{"empty", ``, "not a script"},
		{"not JSON", `hello`, "not a script"},
		{"null", `null`, "grid has 0 numbers"},
		{"array", `[]`, "not a script"},
		{"unknown field", strings.Replace(g, `"grid"`, `"cheat":1,"grid"`, 1), "unknown field"},
		{"unknown element field", strings.Replace(g, `{"kind":"number"`, `{"kind":"number","x":1`, 1), "unknown field"},
		{"unknown EXTRA field", strings.Replace(g, `"boxes"`, `"extra":{"amounts":["1","2","5"],"symbols":[3,3,3,3,3,3,3,3,3,3,3,3],"x":1},"boxes"`, 1), "unknown field"},
		{"prize given twice", strings.Replace(g, `"grid"`, `"prize":"10000","grid"`, 1), `field "prize" given twice`},
		{"element field given twice", strings.Replace(g, `{"kind":"number"`, `{"kind":"number","kind":"gold"`, 1), `field "kind" given twice`},
		{"trailing data", g + `{}`, "trailing data"},
		{"trailing garbage", g + ` x`, "trailing data"},
		{"short grid", strings.Replace(g, `"grid":[1,`, `"grid":[`, 1), "grid has 24 numbers"},
		{"long grid", strings.Replace(g, `"grid":[1,`, `"grid":[1,1,`, 1), "grid has 26 numbers"},
		{"short lines", strings.Replace(g, `"lines":["1",`, `"lines":[`, 1), "lines has 11 amounts"},
		{"four clicks", edit(t, g, func(m map[string]any) { m["boxes"] = m["boxes"].([]any)[:4] }), "boxes has 4 clicks"},
		{"six clicks", edit(t, g, func(m map[string]any) { b := m["boxes"].([]any); m["boxes"] = append(b, b[0]) }), "boxes has 6 clicks"},
		{"short click", strings.Replace(g, `"boxes":[[{"kind":"number","number":1},`, `"boxes":[[`, 1), "click 0 has 4 boxes"},
		{"unknown kind", strings.Replace(g, `"kind":"number"`, `"kind":"joker"`, 1), `unknown element kind "joker"`},
		{"kind as a number", strings.Replace(g, `"kind":"number"`, `"kind":1`, 1), "not a script"},
		{"amount as a number", strings.Replace(g, `"prize":"1"`, `"prize":1`, 1), "not a script"},
		{"negative amount", strings.Replace(g, `"prize":"1"`, `"prize":"-1"`, 1), "negative"},
		{"three decimals", strings.Replace(g, `"prize":"1"`, `"prize":"1.001"`, 1), "decimals"},
		{"EXTRA of 11 cells", strings.Replace(g, `"boxes"`, `"extra":{"amounts":["1","2","5"],"symbols":[3,3,3,3,3,3,3,3,3,3,3]},"boxes"`, 1), "EXTRA step has 11 cells"},
		{"EXTRA of 2 amounts", strings.Replace(g, `"boxes"`, `"extra":{"amounts":["1","2"],"symbols":[3,3,3,3,3,3,3,3,3,3,3,3]},"boxes"`, 1), "EXTRA step has 2 amounts"},
		{"too big", `{"game":"crossingo","version":"` + strings.Repeat("x", MaxScriptBytes) + `"}`, "over the 65536-byte limit"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Decode([]byte(tc.body))
			if err == nil {
				t.Fatalf("Decode accepted %.80s", tc.body)
			}
			if s != nil {
				t.Fatal("Decode returned a script with its error")
			}
			if RuleOf(err) != RuleShape || !strings.Contains(err.Error(), tc.msg) {
				t.Fatalf("error %q, want rule 0.1-1 and %q", err, tc.msg)
			}
		})
	}
	if s, err := Decode(good); err != nil || s.Prize != eu("1") {
		t.Fatalf("Decode(good) = %v, %v", s, err)
	}
}
