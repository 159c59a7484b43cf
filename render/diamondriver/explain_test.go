package diamondriver

import (
	"reflect"
	"testing"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens/screenstest"
)

// A 1,076 € prize worked by hand (D-7): throw 1 a blue triple (20 €,
// art. 5.4) and a green one with the magic gem (6 €, art. 5.5), throw 3
// the third golden gem (50 €, art. 5.6), then the wheel's 1,000 €
// segment (11, D-6): 20 + 6 + 50 + 1,000 = 1,076.
func TestParts(t *testing.T) {
	eur := money.Euros
	tr := rules.Transcript{
		{Kind: rules.EvThrow, Step: 0},
		{Kind: rules.EvTriple, Step: 0, Triple: rules.Triple{Colour: rules.Blue, Magic: -1}, Amount: eur(20), Total: eur(20)},
		{Kind: rules.EvTriple, Step: 0, Triple: rules.Triple{Colour: rules.Green, Magic: 7}, Amount: eur(6), Total: eur(26)},
		{Kind: rules.EvGolden, Step: 0, Count: 1, Total: eur(26)},
		{Kind: rules.EvPlus, Step: 1, Total: eur(26)},
		{Kind: rules.EvGolden, Step: 1, Count: 2, Total: eur(26)},
		{Kind: rules.EvGolden, Step: 2, Count: 3, Amount: eur(50), Total: eur(76)},
		{Kind: rules.EvWheelSymbol, Step: 2, Total: eur(76)},
		{Kind: rules.EvWheel, Step: 5, Segment: 11, Amount: eur(1000), Total: eur(1076)},
		{Kind: rules.EvEnd, Step: 5, Total: eur(1076)},
	}
	want := []kit.Part{
		{Label: "Triple bleu, lancer 1", Amount: eur(20)},
		{Label: "Triple vert (magique), lancer 1", Amount: eur(6)},
		{Label: "3 pierres dorées", Amount: eur(50)},
		{Label: "Roue", Amount: eur(1000)},
	}
	screenstest.Explains(t, parts, tr, want, "blue triple, throw 1", "green triple (magic), throw 1", "3 golden gems", "Wheel")
	if parts(rules.Transcript{{Kind: rules.EvThrow}, {Kind: rules.EvGolden, Count: 1}, {Kind: rules.EvEnd}}, i18n.For("fr")) != nil {
		t.Error("a loss has no parts")
	}
	// the Play explains its own transcript
	if p := New(nil, tr); !reflect.DeepEqual(p.Parts(i18n.For("fr")), want) {
		t.Errorf("Play.Parts = %+v", p.Parts(i18n.For("fr")))
	}
}

func TestEventSound(t *testing.T) {
	cases := []struct {
		es   []rules.Event
		want string
	}{
		{nil, ""},
		{[]rules.Event{{Kind: rules.EvThrow}}, sound.Reveal},
		{[]rules.Event{{Kind: rules.EvThrow}, {Kind: rules.EvPlus}}, sound.Mark},
		{[]rules.Event{{Kind: rules.EvPlus}, {Kind: rules.EvGolden, Count: 1}}, sound.Gold},
		{[]rules.Event{{Kind: rules.EvGolden, Count: 3, Amount: 5000}, {Kind: rules.EvPlus}}, sound.Amount},
		{[]rules.Event{{Kind: rules.EvGolden, Count: 1}, {Kind: rules.EvWheelSymbol}}, sound.Extra},
		{[]rules.Event{{Kind: rules.EvWheel}}, sound.Swap},
		{[]rules.Event{{Kind: rules.EvWheelSymbol}, {Kind: rules.EvTriple}, {Kind: rules.EvThrow}}, sound.Line},
		{[]rules.Event{{Kind: rules.EvEnd}}, ""},
	}
	for _, c := range cases {
		if got := eventSound(c.es); got != c.want {
			t.Errorf("%v: %q, want %q", c.es, got, c.want)
		}
	}
}

// The rules page's amounts are the parameters' (art. 5.4, 5.6; D-6's
// layout: six 3 €, five 6 €, three 10 €, two 20 €, one each of 50, 100,
// 1,000 and 30,000 €), typed here from the règlement and
// docs/rules/diamond-river.md.
func TestRulesPage(t *testing.T) {
	const n = "\u202f"
	e := func(s string) string { return s + n + "€" }
	pg := rulesPage(i18n.For("fr"), money.Euros(3))
	if len(pg.Sentences) != 6 || len(pg.Tables) != 3 {
		t.Fatalf("page = %+v", pg)
	}
	pays := [][2]string{
		{"3 pierres rouges", e("1" + n + "000")}, {"3 pierres violettes", e("100")}, {"3 pierres bleues", e("20")},
		{"3 pierres orange", e("10")}, {"3 pierres vertes", e("6")}, {"3 pierres roses", e("3")},
		{"3 pierres dorées collectées", e("50")},
	}
	if !reflect.DeepEqual(pg.Tables[0].Rows, pays) || pg.Tables[0].Title != "Gains" {
		t.Errorf("paytable %q\nwant %q", pg.Tables[0].Rows, pays)
	}
	wheel := [][2]string{
		{e("30" + n + "000"), "1 segment"}, {e("1" + n + "000"), "1 segment"}, {e("100"), "1 segment"},
		{e("50"), "1 segment"}, {e("20"), "2 segments"}, {e("10"), "3 segments"}, {e("6"), "5 segments"}, {e("3"), "6 segments"},
	}
	if !reflect.DeepEqual(pg.Tables[1].Rows, wheel) || pg.Tables[1].Title != "Roue (20 segments)" {
		t.Errorf("wheel %q %q\nwant %q", pg.Tables[1].Title, pg.Tables[1].Rows, wheel)
	}
	// each gem beside its row, the golden gem the theme's, and the
	// symbols paid by no triple, as the board draws them (issue 29)
	ic, sym := pg.Tables[0].Icons, pg.Tables[2]
	if len(ic) != 7 || ic[0][0].Name != "diamond-river.1" || ic[5][0].Name != "diamond-river.6" || ic[6][0].Key != "golden" ||
		len(sym.Rows) != 3 || sym.Rows[1] != [2]string{"+1", "un lancer de plus"} || sym.Icons[0][0].Name != "diamond-river.7" ||
		sym.Icons[2][0] != (kit.Icon{Name: "diamond-river.10", Art: "diamond-river/wheel.png"}) {
		t.Errorf("icons %+v, symbols %+v", ic, sym)
	}
	want0 := "Une grille de 5 × 6 ; chaque appui sur LANCEZ révèle 30 nouvelles pierres. 4 lancers, plus un par symbole « +1 » (3 de plus au plus)."
	if pg.Sentences[0] != want0 {
		t.Errorf("first sentence %q", pg.Sentences[0])
	}
	en := rulesPage(i18n.For("en"), money.Euros(3))
	if en.Tables[0].Rows[0][0] != "3 red gems" || en.Tables[1].Title != "Wheel (20 segments)" || en.Tables[1].Rows[7][1] != "6 segments" {
		t.Errorf("English page %+v", en.Tables)
	}
}

// The win tiers: big from 20 × 3 € = 60 € (100 € is big, 50 € is not);
// top for ranks 1 and 2 of art. 4 (30,000 € and 1,000 €).
func TestTiers(t *testing.T) {
	screenstest.Tiers(t, Screen(func(p *Play) *Play { return p }).Tiers, rules.ID, money.Euros(3), map[money.Cents]kit.Tier{
		0: kit.TierLoss, money.Euros(3): kit.TierSmall, money.Euros(50): kit.TierSmall,
		money.Euros(100): kit.TierBig, money.Euros(1000): kit.TierTop, money.Euros(30000): kit.TierTop,
	})
}
