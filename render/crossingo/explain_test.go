package crossingo

import (
	"reflect"
	"testing"

	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
)

// A 10 € prize made of a 2 € column doubled by a golden cell (C-6), a
// 1 € amount revealed at the third click and a 5 € EXTRA win
// (C-8: 1 + 4 + 5 = 10).
func TestParts(t *testing.T) {
	eur := money.Euros
	tr := rules.Transcript{
		{Kind: rules.EvReveal, Click: 0},
		{Kind: rules.EvDirect, Click: 2, Box: 1, Amount: eur(1), Total: eur(1)},
		{Kind: rules.EvMark, Click: 3},
		{Kind: rules.EvLine, Line: 7, Doubled: true, Amount: eur(4), Total: eur(5)},
		{Kind: rules.EvExtraStart, Total: eur(5)},
		{Kind: rules.EvExtraWin, Symbol: 1, Amount: eur(5), Total: eur(10)},
		{Kind: rules.EvEnd, Total: eur(10)},
	}
	got := parts(tr, i18n.For("fr"))
	want := []kit.Part{
		{Label: "Montant révélé case 2, clic 3", Amount: eur(1)},
		{Label: "Colonne 3 (2\u202f€ ×2)", Amount: eur(4)},
		{Label: "EXTRA", Amount: eur(5)},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parts = %+v\nwant %+v", got, want)
	}
	en := parts(tr[:4], i18n.For("en"))
	if len(en) != 2 || en[0].Label != "Amount revealed in box 2, click 3" || en[1].Label != "Column 3 (€2 ×2)" {
		t.Errorf("English parts = %+v", en)
	}
	if parts(rules.Transcript{{Kind: rules.EvEnd}}, i18n.For("fr")) != nil {
		t.Error("a loss has no parts")
	}
}

// The tag over a box at the end names the clicks that revealed its
// amounts, counted from 1.
func TestClickTag(t *testing.T) {
	fr, en := i18n.For("fr"), i18n.For("en")
	for _, c := range []struct {
		clicks []int
		w      *i18n.Words
		want   string
	}{
		{[]int{0}, fr, "clic 1"},
		{[]int{4}, en, "click 5"},
		{[]int{0, 3}, fr, "clics 1 et 4"},
		{[]int{0, 2, 4}, fr, "clics 1, 3 et 5"},
		{[]int{1, 2}, en, "clicks 2 and 3"},
	} {
		if got := clickTag(c.w, c.clicks); got != c.want {
			t.Errorf("clickTag(%v) = %q, want %q", c.clicks, got, c.want)
		}
	}
}

// The rules page's amounts are the parameters' ladders (C-2, C-7), as
// the règlement's art. 5 and docs/rules/crossingo.md give them.
func TestRulesPage(t *testing.T) {
	pg := rulesPage(i18n.For("fr"), money.Euros(1))
	if len(pg.Sentences) < 5 || len(pg.Tables) != 1 {
		t.Fatalf("page = %+v", pg)
	}
	rows := pg.Tables[0].Rows
	want := [][2]string{
		{"Lignes", "1\u202f€ · 2\u202f€ · 5\u202f€ · 10\u202f€ · 20\u202f€ · 50\u202f€ · 100\u202f€ · 500\u202f€ · 1\u202f000\u202f€ · 5\u202f000\u202f€ · 10\u202f000\u202f€"},
		{"Ligne ou colonne avec un numéro doré", "×2"},
		{"Montants révélés", "1\u202f€ · 2\u202f€ · 5\u202f€ · 10\u202f€"},
		{"EXTRA (4 symboles identiques)", "1\u202f€ · 2\u202f€ · 5\u202f€ · 10\u202f€ · 50\u202f€ · 100\u202f€ · 1\u202f000\u202f€"},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("rows = %q\nwant %q", rows, want)
	}
}

// A tick's events sound as the most telling of them: a line over the
// marks that completed it, gold over a plain mark.
func TestEventSound(t *testing.T) {
	for _, c := range []struct {
		es   rules.Transcript
		want string
	}{
		{nil, ""},
		{rules.Transcript{{Kind: rules.EvReveal}}, sound.Reveal},
		{rules.Transcript{{Kind: rules.EvReveal}, {Kind: rules.EvMark}}, sound.Mark},
		{rules.Transcript{{Kind: rules.EvMark}, {Kind: rules.EvMark, Gold: true}}, sound.Gold},
		{rules.Transcript{{Kind: rules.EvReveal}, {Kind: rules.EvDirect}}, sound.Amount},
		{rules.Transcript{{Kind: rules.EvMark}, {Kind: rules.EvLine}, {Kind: rules.EvSwap}}, sound.Line},
		{rules.Transcript{{Kind: rules.EvExtraStart}}, sound.Extra},
		{rules.Transcript{{Kind: rules.EvEnd}}, ""},
	} {
		if got := eventSound(c.es); got != c.want {
			t.Errorf("eventSound(%v) = %q, want %q", c.es, got, c.want)
		}
	}
}
