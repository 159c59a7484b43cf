package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

var errGame = errors.New("invalid test script")

type script struct {
	Game  string  `json:"game"`
	Cells []int   `json:"cells"`
	Sub   *script `json:"sub"`
	Odd   odd     `json:"odd"`
}

// odd refuses "bad" with a rule of its own, as a game's types do.
type odd string

func (o *odd) UnmarshalJSON(b []byte) error {
	if string(b) == `"bad"` {
		return Invalid(errGame, "X-1", "odd value")
	}
	return json.Unmarshal(b, (*string)(o))
}

func TestDecode(t *testing.T) {
	ok := `{"game":"g","cells":[1,2],"sub":{"game":"h"}}`
	var s script
	if err := Decode([]byte(ok), 100, &s, errGame); err != nil || s.Game != "g" || len(s.Cells) != 2 || s.Sub.Game != "h" {
		t.Fatalf("%+v %v", s, err)
	}
	for _, c := range []struct{ name, in, rule, msg string }{
		{"too big", ok + strings.Repeat(" ", 100-len(ok)+1), Shape, "script of 101 bytes is over the 100-byte limit"},
		{"unknown field", `{"game":"g","x":1}`, Shape, `not a script: json: unknown field "x"`},
		{"twice", `{"game":"g","game":"h"}`, Shape, `field "game" given twice`},
		{"twice in other case", `{"game":"g","GAME":"h"}`, Shape, `field "GAME" given twice`},
		{"twice nested", `{"sub":{"cells":[],"cells":[]}}`, Shape, `field "cells" given twice`},
		{"twice inside an array", `{"cells":[1,{"a":1,"a":2}]}`, Shape, `field "a" given twice`},
		{"trailing", ok + `{}`, Shape, "trailing data after the script"},
		{"not JSON", `hello`, Shape, "not a script: invalid character 'h'"},
		{"empty", ``, Shape, "not a script: EOF"},
		{"wrong type", `{"cells":"x"}`, Shape, "not a script: json: cannot unmarshal"},
		{"own rule", `{"odd":"bad"}`, "X-1", "odd value"},
		{"deep", strings.Repeat(`{"sub":`, MaxDepth) + `{}` + strings.Repeat(`}`, MaxDepth), Shape, "nested deeper than 16 levels"},
	} {
		var s script
		err := Decode([]byte(c.in), 100, &s, errGame)
		if c.name == "deep" {
			err = Decode([]byte(c.in), 1000, &s, errGame)
		}
		if !errors.Is(err, errGame) || RuleOf(err) != c.rule || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: %v (rule %q)", c.name, err, RuleOf(err))
		}
	}
	deep := strings.Repeat(`{"sub":`, MaxDepth-1) + `{}` + strings.Repeat(`}`, MaxDepth-1)
	if err := Decode([]byte(deep), 1000, &s, errGame); err != nil {
		t.Fatalf("%d levels: %v", MaxDepth, err)
	}
	exact := `{"game":"g"}`
	if err := Decode([]byte(exact), len(exact), &s, errGame); err != nil {
		t.Fatalf("exactly max bytes: %v", err)
	}
}

func TestError(t *testing.T) {
	other := errors.New("invalid other script")
	err := error(Invalid(errGame, "C-5", "line %d pays %s", 3, "2 €"))
	if err.Error() != "C-5: line 3 pays 2 €" || !errors.Is(err, errGame) || errors.Is(err, other) {
		t.Fatalf("%v", err)
	}
	if got := RuleOf(fmt.Errorf("wrapped: %w", err)); got != "C-5" {
		t.Fatalf("RuleOf wrapped = %q", got)
	}
	if got := RuleOf(errors.New("plain")); got != "" {
		t.Fatalf("RuleOf plain = %q", got)
	}
}

func TestTruncate(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"abcdef", 6, "abcdef"},
		{"abcdefg", 6, "abcdef…"},
		{"abcdé", 4, "abcd…"},   // é starts at byte 4
		{"abcdé", 5, "abcd…"},   // byte 5 is inside é: cut before it
		{"abcdéf", 6, "abcdé…"}, // é ends at byte 6
		{"", 0, ""},
		{"\x80\x80abc", 1, "…"}, // no rune starts before byte 1: nothing kept
	} {
		if got := Truncate(c.in, c.n); got != c.want {
			t.Errorf("Truncate(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

// TestFieldsOnce: nested objects and arrays keep their own fields; only a
// field given twice in one object is refused.
func TestFieldsOnce(t *testing.T) {
	for in, twice := range map[string]bool{
		`{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}`: false,
		`{"a":{"b":1,"b":2}}`:                       true,
		`{"a":[1,{"x":1}],"a":2}`:                   true,
		`{"a":"b","b":"a"}`:                         false,
		`{"a":`:                                     false,
		`"a"`:                                       false,
		`["a","a"]`:                                 false,
	} {
		var v any
		err := Decode([]byte(in), 100, &v, errGame)
		if got := err != nil && strings.Contains(err.Error(), "given twice"); got != twice {
			t.Errorf("%s: %v", in, err)
		}
	}
}
