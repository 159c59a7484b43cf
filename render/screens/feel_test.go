package screens

import (
	"testing"

	"revela/core/lots"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
)

// table is a lot table of a game at 1 € (0.97 € of game part) in blocks
// of 100,000 units: 70,000 € of prizes in 35,206 lots.
var table = &lots.Table{Game: "test-game", Stake: money.Euros(1), GamePart: 97, BlockSize: 100_000, Lots: []lots.Lot{
	{Rank: 1, Amount: money.Euros(10_000), Count: 1},
	{Rank: 2, Amount: money.Euros(1_000), Count: 5},
	{Rank: 3, Amount: money.Euros(50), Count: 200},
	{Rank: 4, Amount: money.Euros(2), Count: 10_000},
	{Rank: 5, Amount: money.Euros(1), Count: 25_000},
}}

// The chances and payout ratios below are worked by hand (blocks of
// 1,500,000 units and others).
func TestOneInAndPayout(t *testing.T) {
	fr, en := i18n.For("fr"), i18n.For("en")
	for _, c := range []struct {
		block, count int
		fr, en       string
	}{
		{1_500_000, 1, "1 sur 1\u202f500\u202f000", "1 in 1,500,000"},
		{1_500_000, 850, "1 sur 1\u202f765", "1 in 1,765"}, // 1764.7
		{1_500_000, 21_000, "1 sur 71,43", "1 in 71.43"},   // 71.428
		{1_500_000, 129_475, "1 sur 11,59", "1 in 11.59"},  // 11.585
		{1_500_000, 250_000, "1 sur 6", "1 in 6"},          // exactly 6
		{1_500_000, 444_366, "1 sur 3,38", "1 in 3.38"},    // any prize
		{1_280_000, 400, "1 sur 3\u202f200", "1 in 3,200"},
		{1_500_000, 375_000, "1 sur 4", "1 in 4"},
		{1_000, 300, "1 sur 3,33", "1 in 3.33"},
		{1_000, 250, "1 sur 4", "1 in 4"},
		{1_000, 400, "1 sur 2,5", "1 in 2.5"},
	} {
		if got := OneIn(c.block, c.count, fr); got != c.fr {
			t.Errorf("OneIn(%d, %d) fr = %q, want %q", c.block, c.count, got, c.fr)
		}
		if got := OneIn(c.block, c.count, en); got != c.en {
			t.Errorf("OneIn(%d, %d) en = %q, want %q", c.block, c.count, got, c.en)
		}
	}
	if OneIn(10, 0, fr) != "" {
		t.Error("a count of 0 has no chance")
	}
	// 70,000 € / (100,000 × 0.97 €) = 72.16 % (72.1649...)
	if got := Payout(table, fr); got != "72,16\u202f%" {
		t.Errorf("payout = %q", got)
	}
	if got := Payout(table, en); got != "72.16%" {
		t.Errorf("payout en = %q", got)
	}
	// 2,182.49 € / (1,000 × 2.91 €) = 75.00 % (74.99965...): rounded
	near := &lots.Table{GamePart: 291, BlockSize: 1_000, Lots: []lots.Lot{{Rank: 1, Amount: 218_249, Count: 1}}}
	if got := Payout(near, en); got != "75.00%" {
		t.Errorf("payout = %q, want 75.00%%", got)
	}
	rows := LotRows(table, fr)
	if len(rows) != 5 || rows[0].Amount != money.Euros(10000) || rows[0].Count != 1 || rows[4].Chance != "1 sur 4" {
		t.Errorf("rows = %+v", rows)
	}
}

func TestTiers(t *testing.T) {
	tb, one := table, money.Euros(1)
	for _, c := range []struct {
		ts    Tiers
		prize money.Cents
		want  kit.Tier
	}{
		{Tiers{}, 0, kit.TierLoss},
		{Tiers{}, money.Euros(2), kit.TierSmall},
		{Tiers{}, money.Euros(10), kit.TierSmall},
		{Tiers{}, money.Euros(50), kit.TierBig},    // ≥ 20 × 1 €
		{Tiers{}, money.Euros(1000), kit.TierTop},  // rank 2: top by default
		{Tiers{}, money.Euros(10000), kit.TierTop}, // rank 1
		{Tiers{Top: 1}, money.Euros(1000), kit.TierBig},
		{Tiers{Big: 5}, money.Euros(5), kit.TierBig},
		{Tiers{Big: 5}, money.Euros(2), kit.TierSmall},
	} {
		if got := c.ts.Of(tb, one, c.prize); got != c.want {
			t.Errorf("%+v.Of(%s) = %s, want %s", c.ts, c.prize, got, c.want)
		}
	}
	if got := (Tiers{}).Of(nil, one, money.Euros(10000)); got != kit.TierBig {
		t.Errorf("without a table, 10,000 € is %s", got)
	}
	if kit.TierTop.CountMs() <= kit.TierBig.CountMs() || kit.TierBig.CountMs() <= kit.TierSmall.CountMs() {
		t.Error("a bigger tier counts up longer")
	}
}

// ?view=rules&game=G shows the rules and never buys, even with a stake.
func TestStartRules(t *testing.T) {
	var r Registry[int]
	st := r.Start(Params{View: "rules", Game: "test-game", Stake: "1"}, nil, nil)
	if st.To != ToRules || st.Game != "test-game" || st.Stake != money.Euros(1) {
		t.Errorf("Start = %+v", st)
	}
	if st := r.Start(Params{View: "rules", Game: "other-game"}, nil, nil); st.To != ToRules || st.Stake != 0 {
		t.Errorf("Start without a stake = %+v", st)
	}
}

// TestGroup: counts of the lot tables as each language writes them.
func TestGroup(t *testing.T) {
	fr, en := i18n.For("fr"), i18n.For("en")
	for _, c := range []struct {
		n      int64
		fr, en string
	}{{0, "0", "0"}, {999, "999", "999"}, {8000, "8\u202f000", "8,000"}, {179917, "179\u202f917", "179,917"}, {1500000, "1\u202f500\u202f000", "1,500,000"}} {
		if got := Group(c.n, fr); got != c.fr {
			t.Errorf("fr %d: %q, want %q", c.n, got, c.fr)
		}
		if got := Group(c.n, en); got != c.en {
			t.Errorf("en %d: %q, want %q", c.n, got, c.en)
		}
	}
}

// TestEndWords: the page's status at the end says the result, then each
// part with its amount; a loss, or a prize without parts, the result
// alone.
func TestEndWords(t *testing.T) {
	fr, en := i18n.For("fr"), i18n.For("en")
	for _, c := range []struct {
		w     *i18n.Words
		prize money.Cents
		parts []kit.Part
		want  string
	}{
		{fr, 350, []kit.Part{{Label: "Ligne 2", Amount: 200}, {Label: "Bonus", Amount: 150}},
			"Partie terminée : vous gagnez 3,50\u202f€. Votre gain : Ligne 2, 2\u202f€ ; Bonus, 1,50\u202f€."},
		{en, 350, []kit.Part{{Label: "Line 2", Amount: 200}, {Label: "Bonus", Amount: 150}},
			"Game over: you win €3.50. Your prize: Line 2, €2; Bonus, €1.50."},
		{fr, 500, nil, "Partie terminée : vous gagnez 5\u202f€."},
		{fr, 0, nil, "Partie terminée : pas de gain."},
	} {
		if got := EndWords(c.w, 7, c.prize, c.parts); got != c.want {
			t.Errorf("EndWords(%s, %s) = %q, want %q", c.w.Lang, c.prize, got, c.want)
		}
	}
}
