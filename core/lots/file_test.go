package lots

import (
	"strings"
	"testing"
)

// TestLuchaFortuneFile: the embedded data file gives core/lots's LUCHA
// FORTUNE table (the figures of TestTablesMatchRèglements) and the
// version and paytable its rules core reads.
func TestLuchaFortuneFile(t *testing.T) {
	f, err := ParseFile(LuchaFortuneFile())
	if err != nil {
		t.Fatal(err)
	}
	tb, _ := Find(LuchaFortune, 100)
	if f.Version != "lucha-fortune/1" || !f.Table.Illustrative || f.Table.Name != "LUCHA FORTUNE" ||
		len(f.Table.Lots) != 8 || f.Table.Lots[7].Rank != 8 || f.Table.Total() != tb.Total() ||
		!strings.Contains(string(f.Paytable), `"coupe": "15000"`) {
		t.Fatalf("%+v", f)
	}
	// A copy: changing it changes nothing.
	b := LuchaFortuneFile()
	b[0] = 'x'
	if LuchaFortuneFile()[0] != '{' {
		t.Fatal("LuchaFortuneFile shares its bytes")
	}
}

func TestParseFileRefuses(t *testing.T) {
	good := string(LuchaFortuneFile())
	for _, c := range []struct{ name, from, to, want string }{
		{"unknown field", `"game":`, `"x": 1, "game":`, "unknown field"},
		{"trailing data", "", "", "trailing data"},
		{"no game", `"game": "lucha-fortune"`, `"game": ""`, `no "game"`},
		{"version of another game", `"version": "lucha-fortune/1"`, `"version": "crossingo/1"`, `does not start with "lucha-fortune/"`},
		{"bare version", `"version": "lucha-fortune/1"`, `"version": "lucha-fortune/"`, "does not start"},
		{"zero stake", `"stake": "1"`, `"stake": "0"`, `"stake" must be positive`},
		{"zero game part", `"game_part": "0.97"`, `"game_part": "0"`, `"game_part" must be positive`},
		{"participations without a part", `"participations": 1`, `"participations": 0`, `"participations" must be positive exactly`},
		{"negative participations", `"participations": 1`, `"participations": -1`, `"participations" must be positive exactly`},
		{"zero block", `"block_size": 1500000`, `"block_size": 0`, `"block_size" 0 is not between`},
		{"huge block", `"block_size": 1500000`, `"block_size": 10000001`, `is not between 1 and 10000000`},
		{"no lots", `"lots": [`, `"lots": [], "x": [`, "unknown field"},
		{"zero count", `"count": 10}`, `"count": 0}`, "lot 2: amount and count must be positive"},
		{"rows out of order", `{"amount": "1000", "count": 10}`, `{"amount": "20000", "count": 10}`, "lot 2: 20000 € is not below"},
		{"same amount twice", `{"amount": "1000", "count": 10}`, `{"amount": "15000", "count": 10}`, "lot 2: 15000 € is not below"},
		{"no losing unit", `"count": 300000`, `"count": 1316429`, "lots (1500000 units from row 8) leave no losing unit"},
		{"amount 0", `{"amount": "1", "count": 300000}`, `{"amount": "0", "count": 300000}`, "lot 8: amount and count must be positive"},
		{"no paytable", `"paytable": {`, `"x": {`, "unknown field"},
	} {
		data := strings.Replace(good, c.from, c.to, 1)
		if c.name == "trailing data" {
			data += " {}"
		}
		if data == good {
			t.Fatalf("%s: %q not in the file", c.name, c.from)
		}
		if _, err := ParseFile([]byte(data)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
	empty := `{"game":"lucha-fortune","version":"lucha-fortune/2","stake":"1","game_part":"1","block_size":10,"lots":[{"amount":"1","count":1}]}`
	if _, err := ParseFile([]byte(empty)); err == nil || !strings.Contains(err.Error(), `no "paytable"`) {
		t.Errorf("no paytable: %v", err)
	}
	nolots := `{"game":"lucha-fortune","version":"lucha-fortune/2","stake":"1","game_part":"1","block_size":10,"paytable":{}}`
	if _, err := ParseFile([]byte(nolots)); err == nil || !strings.Contains(err.Error(), `no "lots"`) {
		t.Errorf("no lots: %v", err)
	}
	// The largest block, and one losing unit, are fine.
	big := strings.Replace(strings.Replace(good, `"block_size": 1500000`, `"block_size": 10000000`, 1), `"count": 300000`, `"count": 1316428`, 1)
	if f, err := ParseFile([]byte(big)); err != nil || f.Table.BlockSize != MaxBlockSize || f.Table.Losing() != 8_500_001 {
		t.Errorf("largest block: %v", err)
	}
	small := strings.Replace(empty, `"lots"`, `"paytable":{},"lots"`, 1)
	if f, err := ParseFile([]byte(small)); err != nil || f.Table.Name != "LUCHA FORTUNE" || f.Table.Lots[0].Rank != 1 || f.Table.BlockSize != 10 {
		t.Errorf("small file: %+v, %v", f, err)
	}
	other := strings.ReplaceAll(small, "lucha-fortune", "bingo")
	if f, err := ParseFile([]byte(other)); err != nil || f.Table.Name != "bingo" || f.Version != "bingo/2" {
		t.Errorf("another game: %+v, %v", f, err)
	}
}
