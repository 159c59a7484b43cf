package luchafortune

import (
	"reflect"
	"strings"
	"testing"

	rules "revela/core/luchafortune"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens/screenstest"
)

// A 247 € prize worked by hand (L-6: lines + coins + banner): throw 1
// pays three of character 4 (5 €, L-2) at its first resolution step,
// then, after the cascade, three of character 8 (200 €); throw 2 a 2 €
// gold coin; throw 3 the fourth avocat (40 €, L-2). 5 + 200 + 2 + 40 =
// 247. A collectible, a K.O, the cells emptying and the falls pay
// nothing and are no part.
func TestParts(t *testing.T) {
	eur := money.Euros
	c4, c8 := rules.Char1+3, rules.Char1+7
	avocat := rules.Coll1 + 3
	tr := rules.Transcript{
		{Kind: rules.EvThrow, Throw: 0},
		{Kind: rules.EvLine, Throw: 0, Step: 1, Line: 3, Sym: c4, Amount: eur(5), Total: eur(5)},
		{Kind: rules.EvEmpty, Throw: 0, Step: 1, Total: eur(5)},
		{Kind: rules.EvFall, Throw: 0, Step: 1, Total: eur(5)},
		{Kind: rules.EvDrop, Throw: 0, Step: 1, Total: eur(5)},
		{Kind: rules.EvCollect, Throw: 0, Step: 1, Sym: avocat, Count: 3, Total: eur(5)},
		{Kind: rules.EvLine, Throw: 0, Step: 2, Line: 9, Sym: c8, Amount: eur(200), Total: eur(205)},
		{Kind: rules.EvThrowEnd, Throw: 0, Total: eur(205)},
		{Kind: rules.EvThrow, Throw: 1, Total: eur(205)},
		{Kind: rules.EvCoin, Throw: 1, Cell: 4, Sym: rules.Coin1 + 1, Amount: eur(2), Total: eur(207)},
		{Kind: rules.EvKO, Throw: 1, Step: 1, Col: 2, Total: eur(207)},
		{Kind: rules.EvThrowEnd, Throw: 1, Total: eur(207)},
		{Kind: rules.EvThrow, Throw: 2, Total: eur(207)},
		{Kind: rules.EvCollect, Throw: 2, Sym: avocat, Count: 4, Total: eur(207)},
		{Kind: rules.EvBanner, Throw: 2, Sym: avocat, Count: 4, Amount: eur(40), Total: eur(247)},
		{Kind: rules.EvThrowEnd, Throw: 2, Total: eur(247)},
		{Kind: rules.EvEnd, Throw: 2, Total: eur(247)},
	}
	want := []kit.Part{
		{Label: "3 catcheurs n°4", Amount: eur(5)},
		{Label: "Cascade n°8", Amount: eur(200)},
		{Label: "Pièce d'or", Amount: eur(2)},
		{Label: "4 avocats", Amount: eur(40)},
	}
	screenstest.Explains(t, parts, tr, want, "3 wrestlers no. 4", "Cascade no. 8", "Gold coin", "4 avocados")
	if parts(rules.Transcript{{Kind: rules.EvThrow}, {Kind: rules.EvEnd}}, i18n.For("fr")) != nil {
		t.Error("a loss has no parts")
	}
}

// The hand-made unit of play_test.go (1 + 2 + 2 = 5 €), through the
// rules core and the play: Parts reads the transcript rules.Check
// derives.
func TestPlayParts(t *testing.T) {
	p := openJSON(t, handMade)
	eur := money.Euros
	want := []kit.Part{
		{Label: "3 catcheurs n°1", Amount: eur(1)},
		{Label: "Pièce d'or", Amount: eur(2)},
		{Label: "Pièce d'or", Amount: eur(2)},
	}
	if got := p.Parts(i18n.For("fr")); !reflect.DeepEqual(got, want) {
		t.Errorf("Parts = %+v\nwant %+v", got, want)
	}
}

// A tick's events sound as the most telling of them: a line or a full
// banner over what came with it, a coin over a collectible, the symbols
// arriving as a reveal; emptying and falling are silent.
func TestEventSound(t *testing.T) {
	k := func(ks ...rules.EventKind) []rules.Event {
		es := make([]rules.Event, len(ks))
		for i, kind := range ks {
			es[i].Kind = kind
		}
		return es
	}
	screenstest.Sounds(t, eventSound, map[string][][]rules.Event{
		"":           {nil, k(rules.EvEmpty, rules.EvFall), k(rules.EvThrowEnd, rules.EvEnd)},
		sound.Reveal: {k(rules.EvThrow), k(rules.EvFall, rules.EvDrop)},
		sound.Mark:   {k(rules.EvDrop, rules.EvCollect)},
		sound.Swap:   {k(rules.EvKO)},
		sound.Amount: {k(rules.EvCollect, rules.EvCoin)},
		sound.Extra:  {k(rules.EvCoin, rules.EvExtra)},
		sound.Line:   {k(rules.EvExtra, rules.EvLine, rules.EvCoin), k(rules.EvCollect, rules.EvBanner)},
	})
}

// The win tiers (screens.DefaultTiers): big from 20 € at the 1 € stake,
// top for the illustrative lot table's ranks 1 and 2 (15,000 € and
// 1,000 €, docs/rules/lucha-fortune.md).
func TestTiers(t *testing.T) {
	screenstest.Tiers(t, Screen(func(p *Play) *Play { return p }).Tiers, rules.ID, money.Euros(1), map[money.Cents]kit.Tier{
		0: kit.TierLoss, money.Euros(1): kit.TierSmall, money.Euros(10): kit.TierSmall,
		money.Euros(40): kit.TierBig, money.Euros(200): kit.TierBig,
		money.Euros(1000): kit.TierTop, money.Euros(15000): kit.TierTop,
	})
}

// The rules page says the figures are illustrative (core/lots marks the
// table so) and shows the paytable of L-2 as docs/rules/lucha-fortune.md
// gives it: characters 1 to 8 pay 1, 2, 3, 5, 10, 20, 40 and 200 €; a
// gold coin carries 1, 2, 5 or 10 €; four poivrons 2 €, piments 5 €,
// chips tortilla 10 €, avocats 40 €, coupes dorées 15,000 €.
func TestRulesPage(t *testing.T) {
	const n = "\u202f"
	e := func(s string) string { return strings.ReplaceAll(s, " ", n) + n + "€" }
	pg := rulesPage(i18n.For("fr"), money.Euros(1))
	if len(pg.Sentences) < 6 || !strings.HasPrefix(pg.Sentences[0], "Montants illustratifs") {
		t.Errorf("sentences = %q", pg.Sentences)
	}
	if !strings.Contains(strings.Join(pg.Sentences, " "), "3 lancers") || !strings.Contains(strings.Join(pg.Sentences, " "), "au plus 4 de plus") {
		t.Errorf("the throws (art. 5.2, L-1) are not said: %q", pg.Sentences)
	}
	want := []struct {
		title string
		rows  [][2]string
	}{
		{"3 catcheurs alignés", [][2]string{
			{"Catcheur n°1", e("1")}, {"Catcheur n°2", e("2")}, {"Catcheur n°3", e("3")}, {"Catcheur n°4", e("5")},
			{"Catcheur n°5", e("10")}, {"Catcheur n°6", e("20")}, {"Catcheur n°7", e("40")}, {"Catcheur n°8", e("200")},
		}},
		{"Pièces d'or", [][2]string{{"Pièce d'or", e("1") + " · " + e("2") + " · " + e("5") + " · " + e("10")}}},
		{"Bannière (4 identiques)", [][2]string{
			{"4 poivrons", e("2")}, {"4 piments", e("5")}, {"4 chips tortilla", e("10")},
			{"4 avocats", e("40")}, {"4 coupes dorées", e("15 000")},
		}},
		{"Symboles", [][2]string{{"+1 · +2", "un ou deux lancers de plus"}, {"K.O", "vide sa colonne"}}},
	}
	if len(pg.Tables) != len(want) {
		t.Fatalf("%d tables, want %d: %+v", len(pg.Tables), len(want), pg.Tables)
	}
	for i, w := range want {
		if pg.Tables[i].Title != w.title || !reflect.DeepEqual(pg.Tables[i].Rows, w.rows) {
			t.Errorf("table %d = %q %q\nwant %q %q", i, pg.Tables[i].Title, pg.Tables[i].Rows, w.title, w.rows)
		}
	}
	// every row beside its symbol as the board draws it: the masks, the
	// theme's coin, the collectibles (the cup the theme's art once
	// loaded), the +1, +2 and K.O with their words (issue 29)
	ic := [][][]kit.Icon{pg.Tables[0].Icons, pg.Tables[1].Icons, pg.Tables[2].Icons, pg.Tables[3].Icons}
	if len(ic[0]) != 8 || ic[0][0][0].Name != "lucha-fortune.1" || ic[0][7][0].Name != "lucha-fortune.8" || ic[1][0][0].Key != "coin" ||
		len(ic[2]) != 5 || ic[2][0][0].Name != "lucha-fortune.9" || ic[2][4][0] != (kit.Icon{Name: "lucha-fortune.13", Art: "lucha-fortune/coupe.png"}) ||
		ic[3][0][1] != (kit.Icon{Name: "lucha-fortune.15", Label: "+2"}) || ic[3][1][0] != (kit.Icon{Name: "lucha-fortune.16", Art: "lucha-fortune/ko.png", Label: "K.O"}) {
		t.Errorf("icons %+v", ic)
	}
	en := rulesPage(i18n.For("en"), money.Euros(1))
	if !strings.HasPrefix(en.Sentences[0], "Illustrative amounts") || en.Tables[0].Rows[7] != [2]string{"Wrestler no. 8", "€200"} ||
		en.Tables[1].Rows[0][1] != "€1 · €2 · €5 · €10" || en.Tables[2].Rows[4] != [2]string{"4 golden cups", "€15,000"} {
		t.Errorf("English page = %+v", en)
	}
}
