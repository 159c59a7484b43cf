package sudoku

import (
	"strconv"

	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/i18n"
)

// words are the texts only SUDOKU's screen says, in one language (the
// words every screen says are in render/i18n). Throw is the label of GO:
// the règlement's « Lancer » (art. 4.3.1).
type words struct {
	Throw     string
	Gain      string // the Gain case (art. 4.3)
	Extra     string // an étape Extra (art. 4.3.1)
	Left      func(n int) string
	Blocks    func(n int) string // "2 blocs"
	Formula   func(gain money.Cents, n int) string
	Start     string
	NextExtra string
}

var french = words{
	Throw:     "LANCER",
	Gain:      "Gain",
	Extra:     "Étape Extra",
	Left:      i18n.For("fr").Counter("lancer restant", "lancers restants"),
	Blocks:    i18n.For("fr").Counter("bloc", "blocs"),
	Formula:   formula(money.Cents.French),
	Start:     "Appuyez sur Lancer pour lancer les dés",
	NextExtra: "Étape Extra : un lancer de plus !",
}

var english = words{
	Throw:     "ROLL",
	Gain:      "Gain",
	Extra:     "Extra step",
	Left:      i18n.For("en").Counter("roll left", "rolls left"),
	Blocks:    i18n.For("en").Counter("block", "blocks"),
	Formula:   formula(i18n.For("en").Money),
	Start:     "Press Roll to throw the dice",
	NextExtra: "Extra step: one more roll!",
}

// formula writes a block's prize with m, the language's way to write an
// amount: « 0,50 € × 3 = 1,50 € ».
func formula(m func(money.Cents) string) func(money.Cents, int) string {
	return func(g money.Cents, n int) string {
		return m(g) + " × " + strconv.Itoa(n) + " = " + m(money.Cents(int64(g)*int64(n)))
	}
}

// wordsFor returns the words in w's language.
func wordsFor(w *i18n.Words) *words { return [...]*words{&french, &english}[w.Tongue()] }

// caption says in words what the last step did, so that the player
// understands why they win: the throw's result, the clover's étape
// Extra, a digit thrown before, the cells found, a block complete.
func caption(w *i18n.Words, p *Play) string {
	pick := w.Pick
	ws := wordsFor(w)
	t, thrown := p.LastThrow()
	if p.Waiting && !thrown {
		return ws.Start
	}
	if p.Waiting && p.stage == PhaseExtra && p.Last.Kind != rules.EvBlock {
		return ws.NextExtra
	}
	d := strconv.Itoa(t.Digit)
	switch p.Last.Kind {
	case rules.EvThrow:
		if p.Roll.P(p.Now) < 1 {
			return pick("Les dés roulent…", "The dice are rolling…")
		}
		switch {
		case t.Repeat && t.Clover:
			return pick("Trèfle : un lancer en plus ! Le "+d+" est déjà sorti", "Clover: one more roll! "+d+" came up before")
		case t.Repeat:
			return pick("Le "+d+" est déjà sorti : aucune case", d+" came up before: no cell")
		case t.Clover:
			return pick("Trèfle : "+d+", et un lancer en plus !", "Clover: "+d+", and one more roll!")
		}
		return pick("Résultat : "+d, "Result: "+d)
	case rules.EvReveal:
		n := strconv.Itoa(t.Found)
		if t.Found == 1 {
			return pick("1 case "+d+" découverte", "1 cell "+d+" revealed")
		}
		return pick(n+" cases "+d+" découvertes", n+" cells "+d+" revealed")
	case rules.EvBlock:
		return pick("Bloc complet ! ", "Block complete! ") + ws.Formula(p.Gain, p.Won)
	}
	return ""
}

// goSub is Lancer's second line: « Étape Extra » when it throws an
// étape Extra, else the throws left.
func goSub(w *i18n.Words, p *Play) string {
	switch {
	case p.Ended:
		return ""
	case p.NextIsExtra():
		return wordsFor(w).Extra
	}
	return wordsFor(w).Left(p.Left)
}
