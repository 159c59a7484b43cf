package diamondriver

import (
	"testing"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/screens"
)

func TestWords(t *testing.T) {
	fr := wordsFor(i18n.For("fr"))
	for _, c := range []struct{ got, want string }{
		{fr.Throw, "LANCEZ"}, // art. 5.3
		{fr.Spin, "GO"},      // art. 5.8
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestCaption(t *testing.T) {
	fr, en := wordsFor(i18n.For("fr")), wordsFor(i18n.For("en"))
	triple := rules.Event{Kind: rules.EvTriple, Triple: rules.Triple{Colour: rules.Violet, Magic: 3}, Amount: money.Euros(100)}
	golden := rules.Event{Kind: rules.EvGolden, Count: 3, Amount: money.Euros(50)}
	for _, c := range []struct {
		w    *words
		p    Play
		want string
	}{
		{fr, Play{Clock: screens.Clock{Waiting: true}, Throw: -1}, "Appuyez sur LANCEZ pour révéler 30 pierres"},
		{fr, Play{Clock: screens.Clock{Waiting: true}, Stage: PhaseWheel}, "Appuyez sur GO au centre de la roue"},
		{fr, Play{Last: triple}, "Triple violet avec la pierre magique : 100\u202f€"},
		{en, Play{Last: triple}, "violet triple with the magic gem: €100"},
		{fr, Play{Last: rules.Event{Kind: rules.EvTriple, Triple: rules.Triple{Colour: rules.Green, Magic: -1}, Amount: money.Euros(6)}}, "Triple vert : 6\u202f€"},
		{fr, Play{Last: rules.Event{Kind: rules.EvGolden, Count: 2}}, "Pierre dorée : 2/3"},
		{fr, Play{Last: golden}, "3 pierres dorées : 50\u202f€ !"},
		{en, Play{Last: golden}, "3 golden gems: €50!"},
		{fr, Play{Last: rules.Event{Kind: rules.EvPlus}}, "+1 : un lancer de plus !"},
	} {
		if got := caption(c.w, &c.p); got != c.want {
			t.Errorf("caption = %q, want %q", got, c.want)
		}
	}
}
