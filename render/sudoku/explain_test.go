package sudoku

import (
	"reflect"
	"strings"
	"testing"

	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens/screenstest"
)

// A 6 € prize at 1 €: a Gain of 2 € and three winning blocks (S-5:
// 2 × 3 = 6), the top left block complete at the first roll, the centre
// and bottom right blocks at the fourth, the étape Extra a clover won.
func TestParts(t *testing.T) {
	eur := money.MustParse
	g := eur("2")
	tr := rules.Transcript{
		{Kind: rules.EvStart, Amount: g},
		{Kind: rules.EvThrow, Step: 1, Faces: [2]int8{3, 4}, Digit: 7},
		{Kind: rules.EvReveal, Step: 1, Cell: 10, Digit: 7},
		{Kind: rules.EvBlock, Step: 1, Block: 0, Blocks: 1, Amount: g, Total: eur("2")},
		{Kind: rules.EvThrow, Step: 2, Faces: [2]int8{0, 2}, Digit: 2, Clover: true, Total: eur("2")},
		{Kind: rules.EvThrow, Step: 3, Faces: [2]int8{1, 1}, Digit: 2, Repeat: true, Total: eur("2")},
		{Kind: rules.EvThrow, Step: 4, Faces: [2]int8{4, 5}, Digit: 9, Total: eur("2")},
		{Kind: rules.EvReveal, Step: 4, Cell: 40, Digit: 9, Total: eur("2")},
		{Kind: rules.EvBlock, Step: 4, Block: 4, Blocks: 2, Amount: g, Total: eur("4")},
		{Kind: rules.EvBlock, Step: 4, Block: 8, Blocks: 3, Amount: g, Total: eur("6")},
		{Kind: rules.EvEnd, Step: 4, Blocks: 3, Amount: g, Total: eur("6")},
	}
	got := parts(tr, i18n.For("fr"))
	want := []kit.Part{
		{Label: "Bloc en haut à gauche, lancer 1", Amount: g},
		{Label: "Bloc du centre, Étape Extra 1", Amount: g},
		{Label: "Bloc en bas à droite, Étape Extra 1", Amount: g},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parts = %+v\nwant %+v", got, want)
	}
	en := parts(tr, i18n.For("en"))
	if len(en) != 3 || en[0] != (kit.Part{Label: "Top left block, roll 1", Amount: g}) || en[2].Label != "Bottom right block, Extra step 1" {
		t.Errorf("English parts = %+v", en)
	}
	if parts(rules.Transcript{{Kind: rules.EvStart}, {Kind: rules.EvEnd}}, i18n.For("fr")) != nil {
		t.Error("a loss has no parts")
	}
	// the play's Parts read its own transcript: the hand-made unit
	// (play_test.go) completes the three top blocks with the 2 of its
	// second roll, 0.50 € each
	p := openHand(t)
	half := eur("0.50")
	if ps := p.Parts(i18n.For("fr")); !reflect.DeepEqual(ps, []kit.Part{
		{Label: "Bloc en haut à gauche, lancer 2", Amount: half}, {Label: "Bloc en haut au milieu, lancer 2", Amount: half}, {Label: "Bloc en haut à droite, lancer 2", Amount: half}}) {
		t.Errorf("hand-made unit's parts = %+v", ps)
	}
}

// A tick's events sound as the most telling of them: a block complete
// over the cell that completed it, a clover's étape Extra over a plain
// throw, a revealed cell over the throw.
func TestEventSound(t *testing.T) {
	screenstest.Sounds(t, eventSound, map[string][][]rules.Event{
		"":         {nil, {{Kind: rules.EvStart}}, {{Kind: rules.EvEnd}}},
		sound.Swap: {{{Kind: rules.EvThrow}}},
		sound.Extra: {
			{{Kind: rules.EvThrow, Clover: true}},
			{{Kind: rules.EvReveal}, {Kind: rules.EvThrow, Clover: true}},
		},
		sound.Reveal: {{{Kind: rules.EvThrow}, {Kind: rules.EvReveal}}},
		sound.Line:   {{{Kind: rules.EvReveal}, {Kind: rules.EvBlock}, {Kind: rules.EvThrow, Clover: true}}},
	})
}

// The rules page's figures are the parameters' (S-3, S-4, S-5a) and the
// ways of the lot table (art. 3 last paragraph), worked by hand here; at
// 2 € it says that the règlement's total (1 800 000 000 €) is a misprint
// for the rows' 1 800 000 €, and at 0.50 € and 1 € says nothing of it.
func TestRulesPage(t *testing.T) {
	const n = "\u202f"
	e := func(s string) string { return strings.ReplaceAll(s, " ", n) + n + "€" }
	pg := rulesPage(i18n.For("fr"), money.MustParse("0.50"))
	if len(pg.Sentences) != 6 || len(pg.Tables) != 2 {
		t.Fatalf("page = %+v", pg)
	}
	var ladder []string
	for _, a := range []string{"0,50", "1", "1,50", "2", "3", "4", "5", "6", "7,50", "12,50", "15", "25", "35", "62,50", "87,50", "125", "175", "500", "750", "1 000", "4 500"} {
		ladder = append(ladder, e(a))
	}
	wantDice := [][2]string{
		{"Case Gain", strings.Join(ladder, " · ")},
		{"Faces des dés", "1 · 2 · 3 · 4 · 5 · trèfle"},
		{"Lancers", "3 + 1 par trèfle"},
		{"Lot", "Gain × blocs gagnants"},
	}
	if ic := pg.Tables[0].Icons; len(ic) != 4 || ic[0] != nil || ic[1][0] != (kit.Icon{Name: kit.SymClover, Art: "sudoku/clover.png"}) || ic[2][0] != ic[1][0] || ic[3] != nil {
		t.Errorf("dice table's icons %+v: the clover beside the faces and the rolls", ic)
	}
	if !reflect.DeepEqual(pg.Tables[0].Rows, wantDice) {
		t.Errorf("dice table %q\nwant %q", pg.Tables[0].Rows, wantDice)
	}
	made := pg.Tables[1].Rows
	if len(made) != 20 ||
		made[0] != [2]string{e("4 500"), e("4 500") + " × 1 · " + e("750") + " × 6 · " + e("500") + " × 9"} ||
		made[17] != [2]string{e("1,50"), e("1,50") + " × 1 · " + e("0,50") + " × 3"} ||
		made[19] != [2]string{e("0,50"), e("0,50") + " × 1"} {
		t.Errorf("ways table %q", made)
	}
	for _, stake := range []string{"0.50", "1"} {
		for _, s := range rulesPage(i18n.For("fr"), money.MustParse(stake)).Sentences {
			if strings.Contains(s, "total") {
				t.Errorf("at %s €: %q", stake, s)
			}
		}
	}
	two := rulesPage(i18n.For("fr"), money.MustParse("2"))
	want := "Le règlement écrit « " + e("1 800 000 000") + " » pour le total de ce tableau, mais ses lignes totalisent " + e("1 800 000") + ", le total retenu."
	if len(two.Sentences) != 7 || two.Sentences[6] != want {
		t.Errorf("at 2 €: %q\nwant last %q", two.Sentences, want)
	}
	if rows := two.Tables[1].Rows; rows[0] != [2]string{e("18 000"), e("18 000") + " × 1 · " + e("3 000") + " × 6 · " + e("2 000") + " × 9"} {
		t.Errorf("at 2 €, the top lot: %q", rows[0])
	}
	en := rulesPage(i18n.For("en"), money.MustParse("2"))
	if len(en.Sentences) != 7 || en.Sentences[6] != "The règlement writes « "+e("1 800 000 000")+" » for this table's total, but its rows add up to €1,800,000, the total used." ||
		en.Tables[0].Rows[2][1] != "3 + 1 per clover" || en.Tables[1].Rows[0] != [2]string{"€18,000", "€18,000 × 1 · €3,000 × 6 · €2,000 × 9"} {
		t.Errorf("English page %+v", en)
	}
}
