package luchafortune

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"revela/core/internal/gametest"
)

func TestSymJSON(t *testing.T) {
	for s, want := range map[Sym]string{
		Char1: "c1", Char1 + 7: "c8", Coll1: "poivron", Coll1 + 2: "chips", Coll1 + 4: "coupe",
		Plus1: "+1", Plus2: "+2", KO: "ko", Coin1: "coin:1", Coin1 + 3: "coin:10",
	} {
		b, err := s.MarshalText()
		if err != nil || string(b) != want || s.String() != want {
			t.Errorf("%d: %s, %v; want %s", s, b, err, want)
		}
		var back Sym
		if err := back.UnmarshalText([]byte(want)); err != nil || back != s {
			t.Errorf("%s: %d, %v", want, back, err)
		}
	}
	for _, s := range []Sym{Empty, Coin1 + 4, 99} {
		if _, err := s.MarshalText(); RuleOf(err) != RuleShape {
			t.Errorf("%d marshals: %v", s, err)
		}
		if s.String() != "sym("+strconv.Itoa(int(s))+")" {
			t.Errorf("%d: %s", s, s)
		}
	}
	for _, bad := range []string{"", "c0", "c9", "coin:3", "coin:", "KO", "+3", "Poivron"} {
		var s Sym
		if err := s.UnmarshalText([]byte(bad)); RuleOf(err) != RuleShape {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestJSONRoundTrip(t *testing.T) {
	s, err := Compose(Default.Table.Stake, 5*100, gametest.Rng(12))
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), `{"game":"lucha-fortune","stake":"1","prize":"5","version":"lucha-fortune/1","throws":[{"reveal":["`) {
		t.Fatalf("%s", b)
	}
	gametest.Reencoded(t, Decode, b)
	// Empty queues are written [] even when nil.
	b3, _ := json.Marshal(th(t, F))
	if !strings.Contains(string(b3), `"queues":[[],[],[],[],[]]`) {
		t.Errorf("%s", b3)
	}
}

func TestDecodeRefuses(t *testing.T) {
	const head = `{"game":"lucha-fortune","stake":"1","prize":"0","version":"lucha-fortune/1",`
	reveal := `"reveal":["c1","c2","c3","c4","c1","c3","c4","c1","c2","c3","c1","c2","c3","c4","c1"]`
	q5 := `"queues":[[],[],[],[],[]]`
	throw := `{` + reveal + `,` + q5 + `}`
	ok := head + `"throws":[` + throw + `,` + throw + `,` + throw + `]}`
	if s, err := Decode([]byte(ok)); err != nil {
		t.Fatal(err)
	} else if p, err := s.Validate(); err != nil || p != 0 {
		t.Fatal(p, err)
	}
	// A body of exactly MaxScriptBytes is read.
	if s, err := Decode([]byte(ok + strings.Repeat(" ", MaxScriptBytes-len(ok)))); err != nil || len(s.Throws) != 3 {
		t.Fatalf("a body of %d bytes: %v", MaxScriptBytes, err)
	}
	long := `[` + strings.Repeat(`"c1",`, MaxQueue) + `"c1"]`
	for name, c := range map[string]struct{ body, rule string }{
		"unknown field":     {head + `"throws":[],"x":1}`, RuleShape},
		"duplicate field":   {head + `"prize":"0","throws":[]}`, RuleShape},
		"duplicate inside":  {head + `"throws":[{` + reveal + `,` + reveal + `,` + q5 + `}]}`, RuleShape},
		"trailing data":     {ok + ` {}`, RuleShape},
		"not JSON":          {`{"game":`, RuleShape},
		"14 symbols":        {head + `"throws":[{"reveal":["c1"],` + q5 + `}]}`, RuleShape},
		"four queues":       {head + `"throws":[{` + reveal + `,"queues":[[],[],[],[]]}]}`, RuleShape},
		"unknown symbol":    {head + `"throws":[{` + strings.Replace(reveal, `"c4"`, `"c9"`, 1) + `,` + q5 + `}]}`, RuleShape},
		"coin of 3 €":       {head + `"throws":[{` + strings.Replace(reveal, `"c4"`, `"coin:3"`, 1) + `,` + q5 + `}]}`, RuleShape},
		"symbol as number":  {head + `"throws":[{` + strings.Replace(reveal, `"c4"`, `4`, 1) + `,` + q5 + `}]}`, RuleShape},
		"eight throws":      {head + `"throws":[` + strings.Repeat(throw+`,`, 7) + throw + `]}`, RuleL1},
		"queue of 61":       {head + `"throws":[{` + reveal + `,"queues":[` + long + `,[],[],[],[]]}]}`, RuleL5},
		"over the size cap": {head + `"throws":[` + strings.Repeat(" ", MaxScriptBytes) + `]}`, RuleShape},
	} {
		s, err := Decode([]byte(c.body))
		if s != nil || RuleOf(err) != c.rule {
			t.Errorf("%s: %v; want rule %s", name, err, c.rule)
		}
	}
}

// TestSymKinds: the symbol codes' kinds at their edges.
func TestSymKinds(t *testing.T) {
	for s, want := range map[Sym]string{
		Empty: "", Char1: "char", Char1 + 7: "char", Coll1: "coll", Coll1 + 4: "coll",
		Plus1: "", KO: "", Coin1: "coin", maxSym - 1: "coin", maxSym: "",
	} {
		got := ""
		switch {
		case s.IsChar():
			got = "char"
		case s.IsColl():
			got = "coll"
		case s.IsCoin():
			got = "coin"
		}
		if got != want {
			t.Errorf("%d is %q; want %q", s, got, want)
		}
	}
	if (Char1+7).Char() != 7 || (Coll1+4).Coll() != 4 || (Coin1+3).Coin() != 3 {
		t.Error("indexes")
	}
}
