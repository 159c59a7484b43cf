package crossingo

import (
	rules "revela/core/crossingo"
	"revela/render/i18n"
	"revela/render/kit"
)

// words are the texts only CROSSINGO's screen says, in one language (the
// words every screen says are in render/i18n).
type words struct {
	Extra      string
	ExtraTable string // over the EXTRA step's table of amounts
	Doubled    string // the tag of a line paid twice
	ClicksLeft func(n int) string
}

var french = words{
	Extra:      "EXTRA",
	ExtraTable: "4 symboles identiques",
	Doubled:    "×2",
	ClicksLeft: i18n.For("fr").Counter("clic restant", "clics restants"),
}

var english = words{
	Extra:      "EXTRA",
	ExtraTable: "4 identical symbols",
	Doubled:    "×2",
	ClicksLeft: i18n.For("en").Counter("click left", "clicks left"),
}

// wordsFor returns the words in w's language.
func wordsFor(w *i18n.Words) *words { return [...]*words{&french, &english}[w.Tongue()] }

// extraSymbols are the EXTRA grid's symbols by value (0, 1, 2 win; 3 does
// not).
var extraSymbols = [4]string{kit.SymGem, kit.SymHeart, kit.SymClover, kit.SymMoon}

// caption says in words what the last step did, so that the player
// understands why they win.
func caption(w *i18n.Words, p *Play) string {
	e := p.Last
	pick := w.Pick
	if p.Waiting {
		if p.Stage == PhaseExtra {
			return pick("Étape EXTRA : appuyez sur GO", "EXTRA step: press GO")
		}
		if p.ClicksUsed == 0 {
			return pick("Appuyez sur GO pour révéler les cases", "Press GO to reveal the boxes")
		}
	}
	switch e.Kind {
	case rules.EvMark:
		if e.Gold {
			return pick("Numéro doré : ligne et colonne ×2", "Golden number: row and column ×2")
		}
		return pick("Numéro trouvé !", "Number found!")
	case rules.EvSwap:
		return pick("Échangeur : la colonne change de place", "Swapper: the column moves")
	case rules.EvDirect:
		return pick("Vous gagnez "+w.Money(e.Amount)+" !", "You win "+w.Money(e.Amount)+"!")
	case rules.EvLine:
		what := pick("Ligne complète", "Line complete")
		if e.Line >= 5 && e.Line < 10 {
			what = pick("Colonne complète", "Column complete")
		} else if e.Line >= 10 {
			what = pick("Diagonale complète", "Diagonal complete")
		}
		if e.Doubled {
			return what + pick(" : ", ": ") + w.Money(e.Amount) + " (×2)"
		}
		return what + pick(" : ", ": ") + w.Money(e.Amount)
	case rules.EvExtraStart:
		return pick("EXTRA !", "EXTRA!")
	case rules.EvExtraWin:
		return pick("4 symboles identiques : ", "4 identical symbols: ") + w.Money(e.Amount)
	case rules.EvReveal:
		if e.Element.Kind == rules.ExtraSymbol {
			return pick("Symbole EXTRA : une étape EXTRA suivra", "EXTRA symbol: an EXTRA step follows")
		}
	}
	return ""
}
