package sudoku

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"revela/core/internal/gametest"
)

// samePlain fails t when plainDecode accepts data but decodeJSON (the
// reference, rules.Decode) refuses it or reads another script.
func samePlain(t *testing.T, data []byte) (accepted bool) {
	t.Helper()
	p, ok := plainDecode(data)
	if !ok {
		return false
	}
	ref, err := decodeJSON(data)
	if err != nil {
		t.Fatalf("plainDecode accepts what rules.Decode refuses (%v):\n%s", err, data)
	}
	if !reflect.DeepEqual(p, ref) {
		t.Fatalf("plainDecode reads\n%+v\nrules.Decode\n%+v\nfrom\n%s", p, ref, data)
	}
	return true
}

// TestPlainDecode: the plain form that json.Marshal writes, of composed
// scripts at every stake and of the hand-written oneBlock with its line
// breaks, is read by plainDecode (the fast path is taken), into the
// script rules.Decode reads; so are fields in another order and spaces
// around every token.
func TestPlainDecode(t *testing.T) {
	var texts []string
	for i, stake := range stakes {
		for j, p := range prizes(stake) {
			s, err := Compose(stake, p, gametest.Rng(uint64(7*i+j)))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(s)
			texts = append(texts, string(b))
		}
	}
	one := strings.Join(strings.Fields(oneBlock), "")
	texts = append(texts, oneBlock,
		// the fields in another order
		`{"throws":[[3,4],[1,1],[2,1]],"gain":"1","shown":["111111110","111110011","011011111","111111100","111100111","100111111","111111001","111001111","001111111"],`+
			`"grid":["123456789","456789123","789123456","234567891","567891234","891234567","345678912","678912345","912345678"],"version":"sudoku/1","prize":"1","stake":"0.50","game":"sudoku"}`,
		// spaces, tabs and line breaks around every token
		" \t\r\n"+strings.NewReplacer("{", "{ ", ":", " :\t", ",", "\n,\r", "[", "[ ", "]", " ]", "}", " }").Replace(one)+"\n ",
		// no throw (invalid by S-4, but read)
		strings.Replace(one, `[[3,4],[1,1],[2,1]]`, `[]`, 1),
		// faces out of the alphabet and rows of another length (invalid, but read)
		strings.Replace(strings.Replace(one, `[3,4]`, `[0,123456789]`, 1), `"123456789"`, `"12 x"`, 1),
	)
	for _, text := range texts {
		if !samePlain(t, []byte(text)) {
			t.Errorf("plainDecode refuses\n%s", text)
		}
	}
	s, err := Decode([]byte(oneBlock))
	if err != nil || s.Throws[1] != [2]int{1, 1} || s.Grid[8] != "912345678" || s.Shown[0] != "111111110" || s.Gain != eur("1") {
		t.Fatalf("Decode: %+v, %v", s, err)
	}
}

// TestPlainDecodeFallsBack: every text outside the plain form is left to
// rules.Decode, which reads it (escapes, names in capitals, null, a
// negative zero) or refuses it with its own reason (duplicates, leading
// zeros, missing or unknown fields, trailing data, wrong lengths).
func TestPlainDecodeFallsBack(t *testing.T) {
	one := strings.Join(strings.Fields(oneBlock), "")
	read := map[string]string{
		"escape":           strings.Replace(one, `"sudoku/1"`, `"sudoku\/1"`, 1),
		"name in capitals": strings.Replace(one, `"gain"`, `"GAIN"`, 1),
		"prize missing":    strings.Replace(one, `"prize":"1",`, ``, 1),
		"null gain":        strings.Replace(one, `"gain":"1"`, `"gain":null`, 1),
		"null throws":      strings.Replace(one, `[[3,4],[1,1],[2,1]]`, `null`, 1),
		"negative zero":    strings.Replace(one, `[3,4]`, `[-0,4]`, 1),
		"ten digits":       strings.Replace(one, `[3,4]`, `[1234567890,4]`, 1),
		"unicode":          strings.Replace(one, `"sudoku/1"`, `"sudokü"`, 1),
	}
	refused := map[string]string{
		"duplicate":        strings.Replace(one, `"gain":"1"`, `"gain":"1","gain":"1"`, 1),
		"leading zero":     strings.Replace(one, `[3,4]`, `[03,4]`, 1),
		"fraction":         strings.Replace(one, `[3,4]`, `[3.0,4]`, 1),
		"exponent":         strings.Replace(one, `[3,4]`, `[3e0,4]`, 1),
		"unknown":          strings.Replace(one, `"gain"`, `"bonus":"1","gain"`, 1),
		"renamed":          strings.Replace(one, `"stake"`, `"stakes"`, 1),
		"ends in a string": one[:strings.Index(one, `sudoku/1`)+3],
		"ends in a number": one[:strings.Index(one, `[3,4]`)+2],
		"trailing":         one + ` x`,
		"3 faces":          strings.Replace(one, `[2,1]`, `[2,1,1]`, 1),
		"1 face":           strings.Replace(one, `[3,4]`, `[3]`, 1),
		"8 rows":           strings.Replace(one, `"123456789",`, ``, 1),
		"10 rows":          strings.Replace(one, `"shown":[`, `"shown":["111111111",`, 1),
		"control":          strings.Replace(one, `"sudoku/1"`, "\"sudoku\t1\"", 1),
		"gain as number":   strings.Replace(one, `"gain":"1"`, `"gain":1`, 1),
		"bad amount":       strings.Replace(one, `"gain":"1"`, `"gain":"1.005"`, 1),
		"empty":            `{}`,
		"unclosed":         strings.TrimSuffix(one, `}`),
		"no comma":         strings.Replace(one, `,"gain"`, ` "gain"`, 1),
		"no colon":         strings.Replace(one, `"gain":`, `"gain" `, 1),
		"pair unclosed":    strings.Replace(one, `[2,1]]`, `[2,1}]`, 1),
		"throws open":      strings.Replace(one, `[[3,4],[1,1],[2,1]]`, `[[3,4],[1,1],[2,1]`, 1),
		"rows unclosed":    strings.Replace(one, `"912345678"]`, `"912345678"}`, 1),
		"too big":          one + strings.Repeat(" ", MaxScriptBytes),
	}
	for name, text := range read {
		if _, ok := plainDecode([]byte(text)); ok {
			t.Errorf("%s: plainDecode reads it", name)
		}
		if _, err := Decode([]byte(text)); err != nil {
			t.Errorf("%s: Decode: %v", name, err)
		}
	}
	for name, text := range refused {
		if _, ok := plainDecode([]byte(text)); ok {
			t.Errorf("%s: plainDecode reads it", name)
		}
		if s, err := Decode([]byte(text)); err == nil || RuleOf(err) != RuleShape {
			t.Errorf("%s: Decode: %+v, %v", name, s, err)
		}
	}
}

// FuzzPlainDecode: whatever the bytes, plainDecode reads a script only
// when rules.Decode reads the same one.
//
//	go test -run=X -fuzz=FuzzPlainDecode -fuzztime=30s ./core/sudoku
func FuzzPlainDecode(f *testing.F) {
	for i, stake := range stakes {
		s, err := Compose(stake, 0, gametest.Rng(uint64(i)))
		if err != nil {
			f.Fatal(err)
		}
		b, _ := json.Marshal(s)
		f.Add(b)
	}
	f.Add([]byte(oneBlock))
	f.Fuzz(func(t *testing.T, data []byte) { samePlain(t, data) })
}
