package eldorado

import (
	"encoding/json"
	"strings"
	"testing"
)

const goodJSON = `{"game":"eldorado","stake":"0.50","prize":"3.50","version":"eldorado/1","grids":[["SSSSR","PPSDR","DDDRR"]]}`

// TestDecode: a script reads back as written; its prize is 4 soleil and
// 2 pyramide, 2.50 + 1 = 3.50 €.
func TestDecode(t *testing.T) {
	s, err := Decode([]byte(goodJSON))
	if err != nil {
		t.Fatal(err)
	}
	if p, err := s.Validate(); err != nil || p != 350 {
		t.Fatalf("Validate = %s, %v", p, err)
	}
	b, err := json.Marshal(s)
	if err != nil || string(b) != goodJSON {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	g := Game
	if cs, err := g.Decode(b); err != nil || cs.Envelope().Prize != 350 {
		t.Fatalf("game.Decode: %v", err)
	}
	// A script inside a ticket is read as strictly.
	var ticket struct{ Script *Script }
	if err := json.Unmarshal([]byte(`{"script":`+strings.Replace(goodJSON, `"grids"`, `"grid"`, 1)+`}`), &ticket); RuleOf(err) != RuleShape {
		t.Fatalf("ticket with an unknown field: %v", err)
	}
}

// TestDecodeRefuses: every malformed input is refused with rule 0.1-1
// and no script.
func TestDecodeRefuses(t *testing.T) {
	rep := func(old, new string) string { return strings.Replace(goodJSON, old, new, 1) }
	cases := map[string]string{
		"empty":              ``,
		"not an object":      `[]`,
		"null grids":         rep(`[["SSSSR","PPSDR","DDDRR"]]`, `null`),
		"unknown field":      rep(`"grids"`, `"mode":"direct","grids"`),
		"duplicate field":    rep(`"grids"`, `"prize":"0","grids"`),
		"duplicate any case": rep(`"grids"`, `"Game":"eldorado","grids"`),
		"trailing data":      goodJSON + `{}`,
		"no grid":            rep(`[["SSSSR","PPSDR","DDDRR"]]`, `[]`),
		"five grids":         rep(`[["SSSSR","PPSDR","DDDRR"]]`, `[["SSSSR","PPSDR","DDDRR"],["SSSSR","PPSDR","DDDRR"],["SSSSR","PPSDR","DDDRR"],["SSSSR","PPSDR","DDDRR"],["SSSSR","PPSDR","DDDRR"]]`),
		"two rows":           rep(`,"DDDRR"`, ``),
		"short row":          rep(`"SSSSR"`, `"SSSS"`),
		"long row":           rep(`"SSSSR"`, `"SSSSRR"`),
		"lower case":         rep(`"SSSSR"`, `"SSSSr"`),
		"unknown letter":     rep(`"SSSSR"`, `"SSXSR"`),
		"accented letter":    rep(`"SSSSR"`, `"SSSé"`),
		"row not a string":   rep(`"SSSSR"`, `5`),
		"bad stake":          rep(`"0.50"`, `"0,50"`),
		"oversized":          goodJSON + strings.Repeat(" ", MaxScriptBytes),
	}
	for name, in := range cases {
		s, err := Decode([]byte(in))
		if s != nil || RuleOf(err) != RuleShape {
			t.Errorf("%s: %v, %v", name, s, err)
		}
	}
}

// TestDecodeEdges: a body of exactly MaxScriptBytes and a script of four
// grids (3 Extras: 4 dague, 3 dague + Chance, 5 perroquet; then 5 dague,
// 25 €) read back.
func TestDecodeEdges(t *testing.T) {
	padded := goodJSON + strings.Repeat(" ", MaxScriptBytes-len(goodJSON))
	if s, err := Decode([]byte(padded)); err != nil || s.Prize != 350 {
		t.Errorf("%d bytes: %v", len(padded), err)
	}
	s := mk(t, "0.50", "25", "DDDDS", "DMDDR", "RRRRR", n1, "DDDDD", n2, n1, n2, n3, n3, n4, n5)
	b, _ := json.Marshal(s)
	s2, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := s2.Validate(); err != nil || p != 2500 || len(s2.Grids) != 4 {
		t.Fatalf("%s: %s, %v", b, p, err)
	}
}
