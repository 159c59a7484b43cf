package luchafortune

import (
	"strconv"

	rules "revela/core/luchafortune"
	"revela/core/money"
	"revela/render/i18n"
)

// words are the texts only LUCHA FORTUNE's screen says, in one language
// (the words every screen says are in render/i18n).
type words struct {
	Throws   string // the throws counter's label
	PayTitle string // over the characters' paytable
	Banner   string // over the banner
	KO       string // on the K.O symbol (art. 5.8)
	// the rules' table of the symbols paid by no line: its title, what
	// +1 and +2 do, what the K.O does
	Symbols, MoreThrows, KOClears string
	Start                         string // before the first GO
	ThrowOf                       func(n, of int) string
	Coin                          func(amount string) string
	Collect                       func(name string, n int) string
	FullRow                       func(name, amount string) string
	Extra                         func(n int) string
	Line                          func(char int, amount string) string
	Lines                         func(n int, amount string) string
	Knockout                      func(col int) string
	Cascade                       func(step int) string
	NextGo                        string
	Colls                         [rules.Kinds]string // the collectibles' names, singular
	Plural                        [rules.Kinds]string
	// the prize explained and the rules page (explain.go)
	Part3     string // before a character's number (1-8): three of it in a line
	Char      string // before a character's number (1-8)
	CascadeNo string // before a character's number: three of it in a line in a cascade
	CoinWord  string
	// the rules page: the illustrative figures said, the règlement's art.
	// 5 in short sentences (the first with {base} and {extra} throws),
	// the titles of the coins' and the banner's tables
	Illustrative    string
	Rules           []string
	Coins, FourSame string
	Money           func(money.Cents) string // an amount as the language writes it
}

var french = words{
	Throws:     "Lancers",
	PayTitle:   "3 catcheurs alignés",
	Banner:     "Bannière",
	KO:         "K.O",
	Symbols:    "Symboles",
	MoreThrows: "un ou deux lancers de plus",
	KOClears:   "vide sa colonne",
	Start:      "Appuyez sur GO pour révéler 15 symboles",
	ThrowOf: func(n, of int) string {
		return "Lancer " + strconv.Itoa(n) + "/" + strconv.Itoa(of)
	},
	Coin: func(a string) string { return "Pièce d'or : " + a },
	Collect: func(name string, n int) string {
		return name + " : " + strconv.Itoa(n) + " sur 4 dans la bannière"
	},
	FullRow: func(name, a string) string { return "4 " + name + " : " + a + " !" },
	Extra: func(n int) string {
		if n == 1 {
			return "+1 : un lancer de plus"
		}
		return "+2 : deux lancers de plus"
	},
	Line: func(char int, a string) string {
		return "3 catcheurs n°" + strconv.Itoa(char) + " alignés : " + a
	},
	Lines:    func(n int, a string) string { return strconv.Itoa(n) + " lignes gagnantes : " + a },
	Knockout: func(col int) string { return "K.O ! La colonne " + strconv.Itoa(col) + " est vidée" },
	Cascade:  func(step int) string { return "Cascade : étape " + strconv.Itoa(step) },
	NextGo:   "Appuyez sur GO pour le lancer suivant",
	Colls:    [rules.Kinds]string{"Poivron", "Piment", "Chips tortilla", "Avocat", "Coupe dorée"},
	Plural:   [rules.Kinds]string{"poivrons", "piments", "chips tortilla", "avocats", "coupes dorées"},

	Part3:     "3 catcheurs n°",
	Char:      "Catcheur n°",
	CascadeNo: "Cascade n°",
	CoinWord:  "Pièce d'or",

	Illustrative: "Montants illustratifs. Le règlement ne reproduit ni le tableau des lots ni les tableaux de gains, et le jeu utilise ces chiffres en attendant les chiffres officiels.",
	Rules: []string{
		"Une matrice de 3 lignes et 5 colonnes. Chaque GO révèle 15 symboles. {base} lancers, et chaque symbole +1 ou +2 en ajoute (au plus {extra} de plus).",
		"3 catcheurs identiques alignés (en ligne, en colonne ou en diagonale de 3 cases) gagnent le montant du catcheur.",
		"Les cases gagnantes se vident, les symboles au-dessus tombent et de nouveaux symboles arrivent par le haut. La cascade continue tant qu'elle fait gagner.",
		"Une pièce d'or gagne son montant.",
		"Chaque objet à collectionner remplit la bannière. 4 objets identiques gagnent le montant de la bannière, une fois par objet.",
		"K.O vide sa colonne, que 3 nouveaux symboles remplissent.",
		"Le gain de la partie est la somme de tous ces gains.",
	},
	Coins:    "Pièces d'or",
	FourSame: " (4 identiques)",
	Money:    money.Cents.French,
}

var english = words{
	Throws:     "Throws",
	PayTitle:   "3 wrestlers in a line",
	Banner:     "Banner",
	KO:         "K.O",
	Symbols:    "Symbols",
	MoreThrows: "one or two more throws",
	KOClears:   "clears its column",
	Start:      "Press GO to reveal 15 symbols",
	ThrowOf: func(n, of int) string {
		return "Throw " + strconv.Itoa(n) + "/" + strconv.Itoa(of)
	},
	Coin: func(a string) string { return "Gold coin: " + a },
	Collect: func(name string, n int) string {
		return name + ": " + strconv.Itoa(n) + " of 4 in the banner"
	},
	FullRow: func(name, a string) string { return "4 " + name + ": " + a + "!" },
	Extra: func(n int) string {
		if n == 1 {
			return "+1: one more throw"
		}
		return "+2: two more throws"
	},
	Line: func(char int, a string) string {
		return "3 wrestlers no. " + strconv.Itoa(char) + " in a line: " + a
	},
	Lines:    func(n int, a string) string { return strconv.Itoa(n) + " winning lines: " + a },
	Knockout: func(col int) string { return "K.O! Column " + strconv.Itoa(col) + " is cleared" },
	Cascade:  func(step int) string { return "Cascade: step " + strconv.Itoa(step) },
	NextGo:   "Press GO for the next throw",
	Colls:    [rules.Kinds]string{"Pepper", "Chili", "Tortilla chip", "Avocado", "Golden cup"},
	Plural:   [rules.Kinds]string{"peppers", "chilies", "tortilla chips", "avocados", "golden cups"},

	Part3:     "3 wrestlers no. ",
	Char:      "Wrestler no. ",
	CascadeNo: "Cascade no. ",
	CoinWord:  "Gold coin",

	Illustrative: "Illustrative amounts: the règlement does not reproduce its lot table or its paytables; the game uses these figures until the official ones are loaded.",
	Rules: []string{
		"A matrix of 3 rows and 5 columns. Each GO reveals 15 symbols. {base} throws, and each +1 or +2 symbol adds some (at most {extra} more).",
		"3 identical wrestlers in a line (a row, a column or a diagonal of 3 cells) win the wrestler's amount.",
		"The winning cells empty, the symbols above fall and new symbols drop in from the top: the cascade goes on as long as it wins.",
		"A gold coin wins its amount.",
		"Each collectible fills the banner; 4 identical collectibles win the banner's amount, once per collectible.",
		"K.O clears its column, which 3 new symbols refill.",
		"The unit's prize is the sum of all these gains.",
	},
	Coins:    "Gold coins",
	FourSame: " (4 identical)",
	Money:    i18n.For("en").Money,
}

// wordsFor returns the words in w's language.
func wordsFor(w *i18n.Words) *words { return [...]*words{&french, &english}[w.Tongue()] }

// caption says in words what the last event did, so that the player
// understands why they win: the coin, the collectible and its count, the
// full banner row, the extra throws, the lines of a cascade step, the K.O.
func caption(w *words, p *Play) string {
	if p.Waiting {
		if p.Throw < 0 {
			return w.Start
		}
		return w.NextGo
	}
	e := p.Last
	switch e.Kind {
	case rules.EvThrow:
		return w.ThrowOf(p.Throw+1, p.Throws)
	case rules.EvCoin:
		return w.Coin(w.Money(e.Amount))
	case rules.EvCollect:
		return w.Collect(w.Colls[e.Sym.Coll()], int(e.Count))
	case rules.EvBanner:
		return w.FullRow(w.Plural[e.Sym.Coll()], w.Money(e.Amount))
	case rules.EvExtra:
		return w.Extra(int(e.Count))
	case rules.EvLine:
		if n := len(p.Lines); n > 1 {
			var sum money.Cents
			for _, l := range p.Lines {
				sum += l.Amount
			}
			return w.Lines(n, w.Money(sum))
		}
		return w.Line(e.Sym.Char()+1, w.Money(e.Amount))
	case rules.EvKO:
		return w.Knockout(int(e.Col) + 1)
	case rules.EvEmpty, rules.EvFall, rules.EvDrop:
		return w.Cascade(int(e.Step))
	}
	return ""
}
