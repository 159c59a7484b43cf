package eldorado

import (
	"reflect"
	"strings"
	"testing"

	rules "revela/core/eldorado"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
	"revela/render/screens/screenstest"
)

// nb is the narrow no-break space of French amounts.
const nb = "\u202f"

// A 12.50 € prize at 0.50 € in the form 5 + 5 + 2.50 (rank 5, E-3),
// through 3 Extras: the first grid gives an Extra on each row, Extra
// grid 1 shows nothing, Extra grid 2 pays 3 pyramides (5 €) on its first
// row, Extra grid 3 pays 2 pyramides + Chance (5 €) on its second row and
// 4 soleils (2.50 €) on its third. Written by hand, not derived.
func TestParts(t *testing.T) {
	py, co, so := rules.Pyramide, rules.Coffre, rules.Soleil
	tr := rules.Transcript{
		{Kind: rules.EvGrid},
		{Kind: rules.EvExtra, Row: 0, Combo: rules.Combo{Symbol: py, Count: 1, Extra: true}, Extras: 1},
		{Kind: rules.EvExtra, Row: 1, Combo: rules.Combo{Symbol: co, Count: 2, Extra: true}, Extras: 2},
		{Kind: rules.EvExtra, Row: 2, Combo: rules.Combo{Symbol: so, Count: 2, Chance: true, Extra: true}, Extras: 3},
		{Kind: rules.EvExtras, Extras: 3},
		{Kind: rules.EvGrid, Grid: 1},
		{Kind: rules.EvGrid, Grid: 2},
		{Kind: rules.EvWin, Grid: 2, Row: 0, Combo: rules.Combo{Symbol: py, Count: 3}, Amount: 500, Total: 500},
		{Kind: rules.EvGrid, Grid: 3},
		{Kind: rules.EvWin, Grid: 3, Row: 1, Combo: rules.Combo{Symbol: py, Count: 2, Chance: true}, Amount: 500, Total: 1000},
		{Kind: rules.EvWin, Grid: 3, Row: 2, Combo: rules.Combo{Symbol: so, Count: 4}, Amount: 250, Total: 1250},
		{Kind: rules.EvEnd, Total: 1250},
	}
	want := []kit.Part{
		{Label: "Extra 2 sur 3 : 3 pyramides", Amount: 500},
		{Label: "Extra 3 sur 3 : 2 pyramides + Chance", Amount: 500},
		{Label: "Extra 3 sur 3 : 4 soleils", Amount: 250},
	}
	if got := parts(tr, i18n.For("fr")); !reflect.DeepEqual(got, want) {
		t.Errorf("parts = %+v\nwant %+v", got, want)
	}
	en := parts(tr, i18n.For("en"))
	if len(en) != 3 || en[1].Label != "Extra 3 of 3: 2 pyramids + Chance" {
		t.Errorf("English parts = %+v", en)
	}

	// 225 € at 0.50 € directly: 5 coffres on the second row (rank 2);
	// then 75 + 75 + 75 on the three rows (its other form)
	direct := rules.Transcript{
		{Kind: rules.EvGrid},
		{Kind: rules.EvWin, Row: 1, Combo: rules.Combo{Symbol: co, Count: 5}, Amount: 22500, Total: 22500},
		{Kind: rules.EvEnd, Total: 22500},
	}
	if got := parts(direct, i18n.For("fr")); !reflect.DeepEqual(got, []kit.Part{{Label: "Ligne 2 : 5 coffres", Amount: 22500}}) {
		t.Errorf("225 € directly: %+v", got)
	}
	three := rules.Transcript{
		{Kind: rules.EvGrid},
		{Kind: rules.EvWin, Row: 0, Combo: rules.Combo{Symbol: py, Count: 4}, Amount: 7500, Total: 7500},
		{Kind: rules.EvWin, Row: 1, Combo: rules.Combo{Symbol: so, Count: 4, Chance: true}, Amount: 7500, Total: 15000},
		{Kind: rules.EvWin, Row: 2, Combo: rules.Combo{Symbol: py, Count: 3, Chance: true}, Amount: 7500, Total: 22500},
		{Kind: rules.EvEnd, Total: 22500},
	}
	want = []kit.Part{
		{Label: "Ligne 1 : 4 pyramides", Amount: 7500},
		{Label: "Ligne 2 : 4 soleils + Chance", Amount: 7500},
		{Label: "Ligne 3 : 3 pyramides + Chance", Amount: 7500},
	}
	if got := parts(three, i18n.For("fr")); !reflect.DeepEqual(got, want) {
		t.Errorf("225 € as 75 + 75 + 75: %+v\nwant %+v", got, want)
	}
	// a loss through Extras that reveal nothing (E-4): no parts
	loss := rules.Transcript{{Kind: rules.EvGrid}, {Kind: rules.EvExtras, Extras: 1}, {Kind: rules.EvGrid, Grid: 1}, {Kind: rules.EvEnd}}
	if got := parts(loss, i18n.For("fr")); got != nil {
		t.Errorf("a loss has parts %+v", got)
	}
}

// The parts of a real play (the unit of docs/eldorado-script.md, 25 € at
// 1 € on the last row of Extra grid 2 of 2) through the timeline.
func TestTimelineParts(t *testing.T) {
	p := mustOpen(t, docUnit(t))
	got := screens.Drive(p).Parts(i18n.For("fr"))
	if !reflect.DeepEqual(got, []kit.Part{{Label: "Extra 2 sur 2 : 3 coffres + Chance", Amount: 2500}}) {
		t.Errorf("parts = %+v", got)
	}
}

// A tick's events sound as the most telling of them.
func TestEventSound(t *testing.T) {
	screenstest.Sounds(t, eventSound, map[string][][]rules.Event{
		"":           {nil, {{Kind: rules.EvGrid}}, {{Kind: rules.EvEnd}}}, // the first grid: Jouer's own tick
		sound.Swap:   {{{Kind: rules.EvGrid, Grid: 1}}},
		sound.Reveal: {{{Kind: rules.EvGrid, Grid: 1}, {Kind: rules.EvColumn}}},
		sound.Gold:   {{{Kind: rules.EvColumn}, {Kind: rules.EvExtra}}},
		sound.Extra:  {{{Kind: rules.EvExtras}, {Kind: rules.EvExtra}}},
		sound.Line:   {{{Kind: rules.EvWin}, {Kind: rules.EvExtras}, {Kind: rules.EvColumn}}},
	})
}

// The win tiers at each stake (art. 3.1 to 3.3): top for ranks 1 and 2
// (3,500 € and 225 € at 0.50 €, 450 € at 1 €), big from 20 × the stake
// (12.50 € at 0.50 € is 25 ×, 20 € at 1 € is 20 ×; 5 € at 0.50 € is
// 10 ×, small).
func TestTiers(t *testing.T) {
	for stake, want := range map[money.Cents]map[money.Cents]kit.Tier{
		50:  {0: kit.TierLoss, 350000: kit.TierTop, 22500: kit.TierTop, 7500: kit.TierBig, 1250: kit.TierBig, 500: kit.TierSmall, 100: kit.TierSmall},
		100: {45000: kit.TierTop, 15000: kit.TierBig, 2000: kit.TierBig, 1000: kit.TierSmall},
		200: {90000: kit.TierTop, 5000: kit.TierBig, 4000: kit.TierBig, 2000: kit.TierSmall},
	} {
		screenstest.Tiers(t, Screen(func(p *Play) *Play { return p }).Tiers, rules.ID, stake, want)
	}
}

// The rules page at 1 €: the line paytable of art. 4.4.1 (its 1 €
// column), the Extra combinations of art. 4.4.2 and the forms of art.
// 3.2 made of several rows, typed from the règlement.
func TestRulesPage(t *testing.T) {
	e := func(s string) string { return strings.ReplaceAll(s, " ", nb) + nb + "€" }
	pg := rulesPage(i18n.For("fr"), 100)
	if len(pg.Sentences) < 5 || len(pg.Tables) != 3 {
		t.Fatalf("page = %+v", pg)
	}
	want := [][2]string{
		{"5 pyramides ou 4 pyramides + Chance", e("7 000")},
		{"4 pyramides ou 3 pyramides + Chance", e("150")},
		{"3 pyramides ou 2 pyramides + Chance", e("10")},
		{"2 pyramides ou 1 pyramide + Chance", e("2")},
		{"5 coffres ou 4 coffres + Chance", e("450")},
		{"4 coffres ou 3 coffres + Chance", e("25")},
		{"3 coffres ou 2 coffres + Chance", e("2")},
		{"5 soleils ou 4 soleils + Chance", e("150")},
		{"4 soleils ou 3 soleils + Chance", e("5")},
		{"5 dagues ou 4 dagues + Chance", e("50")},
	}
	if got := pg.Tables[0].Rows; !reflect.DeepEqual(got, want) {
		t.Errorf("paytable %q\nwant %q", got, want)
	}
	want = [][2]string{
		{"1 pyramide (seule)", "1 Extra"},
		{"2 coffres ou 1 coffre + Chance", "1 Extra"},
		{"3 soleils ou 2 soleils + Chance", "1 Extra"},
		{"4 dagues ou 3 dagues + Chance", "1 Extra"},
		{"5 perroquets ou 4 perroquets + Chance", "1 Extra"},
	}
	if got := pg.Tables[1].Rows; !reflect.DeepEqual(got, want) {
		t.Errorf("Extra combinations %q\nwant %q", got, want)
	}
	// each row shows its symbol, then the Chance mask it may stand with
	// (art. 4.1: the symbols « tel que représenté sur l'écran des règles »;
	// the soleil the theme's art once loaded; issue 29)
	pay, ex := pg.Tables[0].Icons, pg.Tables[1].Icons
	chance := kit.Icon{Name: "eldorado.chance"}
	if len(pay) != 10 || pay[0][0].Name != "eldorado.pyramide" || pay[0][1] != chance || pay[4][0].Name != "eldorado.coffre" ||
		pay[7][0] != (kit.Icon{Name: "eldorado.soleil", Art: "eldorado/soleil.png"}) || pay[9][0].Name != "eldorado.dague" {
		t.Errorf("paytable icons %+v", pay)
	}
	if len(ex) != 5 || len(ex[0]) != 1 || ex[0][0].Name != "eldorado.pyramide" || ex[4][0].Name != "eldorado.perroquet" || ex[4][1] != chance {
		t.Errorf("Extra icons %+v", ex)
	}
	want = [][2]string{
		{e("450"), e("450") + " ou " + e("150") + " + " + e("150") + " + " + e("150")},
		{e("150"), e("150") + " ou " + e("50") + " + " + e("50") + " + " + e("50")},
		{e("50"), e("50") + " ou " + e("25") + " + " + e("25")},
		{e("25"), e("25") + " ou " + e("10") + " + " + e("10") + " + " + e("5")},
		{e("10"), e("10") + " ou " + e("5") + " + " + e("5")},
		{e("7"), e("5") + " + " + e("2")},
		{e("4"), e("2") + " + " + e("2")},
	}
	if got := pg.Tables[2].Rows; !reflect.DeepEqual(got, want) {
		t.Errorf("forms %q\nwant %q", got, want)
	}
	en := rulesPage(i18n.For("en"), 200)
	if en.Tables[0].Rows[0] != [2]string{"5 pyramids or 4 pyramids + Chance", "€14,000"} {
		t.Errorf("English paytable %q", en.Tables[0].Rows[0])
	}
	if en.Tables[1].Rows[0][0] != "1 pyramid (alone)" {
		t.Errorf("English Extra combinations %q", en.Tables[1].Rows)
	}
}
