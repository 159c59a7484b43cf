package crossingo

import (
	"testing"

	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/i18n"
)

func TestClicksLeft(t *testing.T) {
	fr, en := wordsFor(i18n.For("fr")), wordsFor(i18n.For("en"))
	for _, c := range []struct {
		got, want string
	}{
		{fr.ClicksLeft(0), "0 clic restant"},
		{fr.ClicksLeft(1), "1 clic restant"},
		{fr.ClicksLeft(4), "4 clics restants"},
		{en.ClicksLeft(1), "1 click left"},
		{en.ClicksLeft(3), "3 clicks left"},
	} {
		if c.got != c.want {
			t.Errorf("ClicksLeft = %q, want %q", c.got, c.want)
		}
	}
}

// The captions write their amounts as the language does: « 2,50 € » in
// French, "€2.50" in English.
func TestCaptionMoney(t *testing.T) {
	fr, en := i18n.For("fr"), i18n.For("en")
	direct := &Play{Last: rules.Event{Kind: rules.EvDirect, Amount: money.MustParse("2.50")}}
	line := &Play{Last: rules.Event{Kind: rules.EvLine, Line: 2, Doubled: true, Amount: money.Euros(10000)}}
	for _, c := range []struct{ got, want string }{
		{caption(fr, direct), "Vous gagnez 2,50\u202f€ !"},
		{caption(en, direct), "You win €2.50!"},
		{caption(fr, line), "Ligne complète : 10\u202f000\u202f€ (×2)"},
		{caption(en, line), "Line complete: €10,000 (×2)"},
	} {
		if c.got != c.want {
			t.Errorf("caption = %q, want %q", c.got, c.want)
		}
	}
}
