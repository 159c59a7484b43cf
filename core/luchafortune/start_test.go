package luchafortune

import (
	"strings"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/lots"
	"revela/core/money"
)

// paramsWith returns the default figures with other characters and coins,
// and banners too dear to make any amount tried here.
func paramsWith(t *testing.T, characters, coins string) *Params {
	t.Helper()
	data := strings.NewReplacer(
		`"characters": ["1", "2", "3", "5", "10", "20", "40", "200"]`, `"characters": [`+characters+`]`,
		`"coins": ["1", "2", "5", "10"]`, `"coins": [`+coins+`]`,
		`"version": "lucha-fortune/1"`, `"version": "lucha-fortune/9"`,
		`"banner": {"poivron": "2", "piment": "5", "chips": "10", "avocat": "40", "coupe": "15000"}`,
		`"banner": {"poivron": "9002", "piment": "9005", "chips": "9010", "avocat": "9040", "coupe": "15000"}`,
	).Replace(string(lots.LuchaFortuneFile()))
	p, err := ParseParams([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// linesByThrow counts the lines each throw of the chain's unit pays.
func linesByThrow(t *testing.T, p *Params, c *chain) []int {
	t.Helper()
	s := c.script()
	s.Header = Header{Game: ID, Stake: money.Euros(1), Prize: c.prize, Version: p.Version}
	r := replay{p: p, s: s, rec: true}
	if err := r.run(); err != nil || r.total != c.prize {
		t.Fatalf("start: %s, %v", r.total, err)
	}
	n := make([]int, len(s.Throws))
	for _, e := range r.ev {
		if e.Kind == EvLine {
			n[e.Throw]++
		}
	}
	return n
}

// TestStartLayout: the chain's constructed start lays the lines of a
// throw in one column, at most 18 lines and 4 characters per throw, and
// adds "+1"/"+2" when the coins and collectibles need more than the 12
// free cells of each of the 3 throws.
func TestStartLayout(t *testing.T) {
	eq := func(a, b []int) bool { return equal(a, b) }
	// Every character pays 1 €: 20 € is 20 lines of character 1, 18 in
	// throw 0 and 2 in throw 1.
	ones := paramsWith(t, `"1", "1", "1", "1", "1", "1", "1", "1"`, `"1000"`)
	c, err := ones.start(money.Euros(20), gametest.Rng(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := linesByThrow(t, ones, c); !eq(got, []int{18, 2, 0}) {
		t.Errorf("20 × 1 €: lines by throw %v", got)
	}
	// 80 €: 18 lines in each of throws 0 to 3 and 8 in throw 4, a "+2"
	// giving the two throws beyond the three.
	c, err = ones.start(money.Euros(80), gametest.Rng(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := linesByThrow(t, ones, c); !eq(got, []int{18, 18, 18, 18, 8}) {
		t.Errorf("80 × 1 €: lines by throw %v", got)
	}
	// Characters paying 1, 2, 4, ..., 128 €: 31 € is five lines of five
	// characters, 4 characters in throw 0 and the fifth in throw 1.
	bin := paramsWith(t, `"1", "2", "4", "8", "16", "32", "64", "128"`, `"1000"`)
	c, err = bin.start(money.Euros(31), gametest.Rng(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := linesByThrow(t, bin, c); !eq(got, []int{4, 1, 0}) {
		t.Errorf("31 €: lines by throw %v", got)
	}
	// Characters paying 1,000 €, coins of 1,000 € and 1 €: n € is n coins, 12 to a
	// throw, with the "+1"/"+2" that make room and take a cell each: 3
	// throws hold 36 coins, 4 (a "+1") 47, 5 (a "+2") 59, 6 (a "+2" and
	// a "+1") 70, 7 (two "+2") 82.
	coins := paramsWith(t, `"1000", "1000", "1000", "1000", "1000", "1000", "1000", "1000"`, `"1000", "1"`)
	for _, c := range []struct{ amount, throws int }{{36, 3}, {37, 4}, {47, 4}, {48, 5}, {59, 5}, {60, 6}, {70, 6}, {71, 7}, {82, 7}} {
		ch, err := coins.start(money.Euros(int64(c.amount)), gametest.Rng(2))
		if err != nil {
			t.Fatalf("%d €: %v", c.amount, err)
		}
		if ch.r.throws != c.throws {
			t.Errorf("%d coins: %d throws; want %d", c.amount, ch.r.throws, c.throws)
		}
	}
	if _, err := coins.start(money.Euros(83), gametest.Rng(2)); err == nil || !strings.Contains(err.Error(), "needs more than 7 throws") {
		t.Errorf("83 coins: %v", err)
	}
}
