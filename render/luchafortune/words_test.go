package luchafortune

import (
	"testing"

	"revela/render/i18n"
)

func TestWords(t *testing.T) {
	fr, en := wordsFor(i18n.For("fr")), wordsFor(i18n.For("en"))
	for _, c := range []struct{ got, want string }{
		{fr.ThrowOf(2, 4), "Lancer 2/4"},
		{fr.Collect(fr.Colls[3], 3), "Avocat : 3 sur 4 dans la bannière"},
		{fr.FullRow(fr.Plural[4], "15 000 €"), "4 coupes dorées : 15 000 € !"},
		{fr.Extra(2), "+2 : deux lancers de plus"},
		{en.Knockout(5), "K.O! Column 5 is cleared"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
