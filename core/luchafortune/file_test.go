package luchafortune

import (
	"strings"
	"testing"

	"revela/core/lots"
	"revela/core/money"
)

// TestDefault: the embedded file's figures (L-2), and core/lots's table
// is the one the rules core uses.
func TestDefault(t *testing.T) {
	p := Default
	want := [Characters]money.Cents{100, 200, 300, 500, 1000, 2000, 4000, 20000}
	if p.Version != "lucha-fortune/1" || Version != p.Version || p.Chars != want {
		t.Fatalf("%s %v", p.Version, p.Chars)
	}
	if len(p.Coins) != 4 || p.Coins[0] != 100 || p.Coins[3] != 1000 {
		t.Fatalf("coins %v", p.Coins)
	}
	if p.Banner != [Kinds]money.Cents{200, 500, 1000, 4000, 1_500_000} {
		t.Fatalf("banner %v", p.Banner)
	}
	tb, _ := lots.Find(ID, money.Euros(1))
	if p.Table != tb || !tb.Illustrative {
		t.Fatal("the rules core does not use core/lots's table")
	}
	sum := 0
	for s := Sym(0); s < maxSym+2; s++ {
		sum += p.Weight(s)
	}
	if sum != 4096 || p.Weight(Char1) != 954 || p.Weight(Coll1+4) != 6 || p.Weight(Coin1+4) != 0 || p.Weight(Empty) != 0 {
		t.Fatalf("weights: sum %d, c1 %d", sum, p.Weight(Char1))
	}
}

func TestParseParamsRefuses(t *testing.T) {
	good := string(lots.LuchaFortuneFile())
	for _, c := range []struct{ name, from, to, want string }{
		{"another game", `lucha-fortune`, `crossingo`, `is not "lucha-fortune"`},
		{"bad lot table", `"stake": "1"`, `"stake": "0"`, `"stake" must be positive`},
		{"unknown paytable field", `"coins":`, `"x": 1, "coins":`, "unknown field"},
		{"seven characters", `"characters": ["1", `, `"characters": [`, "7 character amounts"},
		{"a character paying 0", `"characters": ["1"`, `"characters": ["0"`, "character 1 pays 0 €"},
		{"no coin", `"coins": ["1", "2", "5", "10"]`, `"coins": []`, "0 coin values"},
		{"seven coins", `"coins": ["1", "2", "5", "10"]`, `"coins": ["1", "2", "5", "10", "20", "50", "100"]`, "7 coin values"},
		{"a coin of 0", `"coins": ["1"`, `"coins": ["0"`, "coin 1 is 0 €"},
		{"a coin twice", `"coins": ["1", "2"`, `"coins": ["2", "2"`, "coin value 2 € twice"},
		{"unknown collectible", `"poivron"`, `"tomate"`, `unknown collectible "tomate"`},
		{"banner of 0", `"coupe": "15000"`, `"coupe": "0"`, `"coupe" needs a positive amount`},
		{"missing collectible", `, "coupe": "15000"`, ``, `"coupe" needs a positive amount`},
		{"trailing paytable", `"coupe": "15000"}`, `"coupe": "15000"} `, ""},
		{"six coins", `"coins": ["1", "2", "5", "10"]`, `"coins": ["1", "2", "5", "10", "20", "0.01"]`, ""},
	} {
		data := strings.Replace(good, c.from, c.to, 1)
		if c.name == "another game" {
			data = strings.ReplaceAll(good, c.from, c.to)
		}
		if data == good {
			t.Fatalf("%s: %q not in the file", c.name, c.from)
		}
		_, err := ParseParams([]byte(data))
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
}

func TestCheckFile(t *testing.T) {
	good := string(lots.LuchaFortuneFile())
	p, problems, err := CheckFile([]byte(good))
	if err != nil || problems != nil || p.Version != Version {
		t.Fatalf("embedded file: %v %v", problems, err)
	}
	// Official-looking figures under a new version: fine.
	other := strings.NewReplacer(`"lucha-fortune/1"`, `"lucha-fortune/2"`, `"illustrative": true`, `"illustrative": false`,
		`{"amount": "1000", "count": 10}`, `{"amount": "500", "count": 20}`, `"stated_lots": 483571`, `"stated_lots": 483581`).Replace(good)
	p, problems, err = CheckFile([]byte(other))
	if err != nil || problems != nil || p.Version != "lucha-fortune/2" || p.Table.Illustrative {
		t.Fatalf("new figures: %v %v", problems, err)
	}
	// Prizes exactly equal to the game part of a block's sales: a payout
	// ratio of 1, refused; a cent less passes.
	for total, want := range map[string]int{"970": 1, "969.99": 0} {
		small := strings.NewReplacer(`"lucha-fortune/1"`, `"lucha-fortune/3"`, `"block_size": 1500000`, `"block_size": 1000`,
			`"stated_lots": 483571`, `"stated_lots": 1`, `"stated_total": "977000"`, `"stated_total": "`+total+`"`).Replace(good)
		i, j := strings.Index(small, `"lots": [`), strings.Index(small, `"stated_lots"`)
		small = small[:i] + `"lots": [{"amount": "` + total + `", "count": 1}], ` + small[j:]
		if total == "969.99" {
			small = strings.Replace(small, `"coins": ["1"`, `"coins": ["0.99", "1"`, 1)
		}
		_, problems, err := CheckFile([]byte(small))
		if err != nil || len(problems) != want || want == 1 && !strings.Contains(problems[0], "payout ratio") {
			t.Errorf("total %s: %v %v", total, problems, err)
		}
	}
	// A file that does not parse is an error.
	if _, _, err := CheckFile([]byte(`{}`)); err == nil {
		t.Fatal("{} checked")
	}
	// Every kind of problem at once: totals, payout ratio, an amount the
	// paytable cannot make (7.50 €), one that needs more lines than a
	// unit holds (50,000 €: the coupe dorée banner and 175 lines of
	// 200 €, a banner paying once), the same version with other figures.
	bad := strings.NewReplacer(`{"amount": "15000", "count": 1}`, `{"amount": "50000", "count": 1}, {"amount": "15000", "count": 1}`,
		`{"amount": "5", "count": 40000}`, `{"amount": "7.50", "count": 40000}`,
		`"count": 300000`, `"count": 900000`).Replace(good)
	_, problems, err = CheckFile([]byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"stated 483571 lots, rows give 1083572",
		"stated total 977000 €, rows give 1727000 €",
		"payout ratio: the lots pay 1727000 € per block, not below the game part of its sales (1500000 × 0.97 € = 1455000 €)",
		`version "lucha-fortune/1" is the embedded file's but the figures differ`,
		"lot 1: composing 50000 €: lucha-fortune: 50000 € needs more lines than 7 throws hold",
		"lot 7: 7.50 € cannot be made from the character lines, coins and banners of the paytable",
	}
	if len(problems) != len(want) {
		t.Fatalf("problems:\n%s", strings.Join(problems, "\n"))
	}
	for i, w := range want {
		if !strings.Contains(problems[i], w) {
			t.Errorf("problem %d: %q; want %q", i, problems[i], w)
		}
	}
}
