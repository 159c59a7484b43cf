package diamondriver

import (
	"strconv"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/i18n"
)

// words are the texts only DIAMOND RIVER's screen says, in one language
// (the words every screen says are in render/i18n).
type words struct {
	Throw   string // the button that reveals a throw (art. 5.3: « LANCEZ »)
	Spin    string // the button at the centre of the wheel (art. 5.8: « GO »)
	Throws  string // over the throws-left counter
	Golden  string // over the golden-gem collector
	Wheel   string // the badge of the wheel to come
	colours [rules.Gems + 1]string
	gems    [rules.Gems + 1]string // the gems of a colour, plural (« rouges »)
	pick    func(fr, en string) string
	Money   func(money.Cents) string // an amount as the language writes it
}

var french = words{
	Throw: "LANCEZ", Spin: "GO", Throws: "Lancers", Golden: "Pierres dorées", Wheel: "Roue",
	colours: [...]string{rules.Red: "rouge", rules.Violet: "violet", rules.Blue: "bleu",
		rules.Orange: "orange", rules.Green: "vert", rules.Pink: "rose"},
	gems: [...]string{rules.Red: "rouges", rules.Violet: "violettes", rules.Blue: "bleues",
		rules.Orange: "orange", rules.Green: "vertes", rules.Pink: "roses"},
	pick:  i18n.For("fr").Pick,
	Money: money.Cents.French,
}

var english = words{
	Throw: "THROW", Spin: "GO", Throws: "Throws", Golden: "Golden gems", Wheel: "Wheel",
	colours: englishColours,
	gems:    englishColours,
	pick:    i18n.For("en").Pick,
	Money:   i18n.For("en").Money,
}

// englishColours are the gems' colours in English, one word for a gem's
// colour and for the gems of a colour.
var englishColours = [...]string{rules.Red: "red", rules.Violet: "violet", rules.Blue: "blue",
	rules.Orange: "orange", rules.Green: "green", rules.Pink: "pink"}

// wordsFor returns the words in w's language.
func wordsFor(w *i18n.Words) *words { return [...]*words{&french, &english}[w.Tongue()] }

// caption says in words what the last step did, so that the player
// understands why they win: the triple and its colour's amount (art. 5.4,
// D-3), the golden gems collected (D-5), a "+1" (D-4), the wheel (D-6).
func caption(w *words, p *Play) string {
	pick := w.pick
	if p.Waiting {
		switch {
		case p.Stage == PhaseWheel:
			return pick("Appuyez sur GO au centre de la roue", "Press GO at the centre of the wheel")
		case p.Throw < 0:
			return pick("Appuyez sur LANCEZ pour révéler 30 pierres", "Press THROW to reveal 30 gems")
		}
	}
	if p.Wheel.Open && !p.Wheel.Landed {
		return pick("La roue ! Elle gagne à tous les coups", "The wheel! It always wins")
	}
	e := p.Last
	switch e.Kind {
	case rules.EvThrow:
		return pick("3 pierres identiques alignées gagnent", "3 identical gems in a line win")
	case rules.EvTriple:
		what := pick("Triple ", "") + w.colours[e.Triple.Colour] + pick("", " triple")
		if e.Triple.Magic >= 0 {
			what += pick(" avec la pierre magique", " with the magic gem")
		}
		return what + pick(" : ", ": ") + w.Money(e.Amount)
	case rules.EvGolden:
		if e.Amount > 0 {
			return pick("3 pierres dorées : ", "3 golden gems: ") + w.Money(e.Amount) + pick(" !", "!")
		}
		return pick("Pierre dorée : ", "Golden gem: ") + strconv.Itoa(int(e.Count)) + "/3"
	case rules.EvPlus:
		return pick("+1 : un lancer de plus !", "+1: one more throw!")
	case rules.EvWheelSymbol:
		return pick("Roue : elle tournera après le dernier lancer", "Wheel: it turns after the last throw")
	case rules.EvWheel:
		if p.Wheel.Spin.Done(p.Now) {
			return pick("La roue s'arrête sur ", "The wheel stops on ") + w.Money(e.Amount)
		}
		return pick("La roue tourne…", "The wheel turns…")
	}
	return ""
}
