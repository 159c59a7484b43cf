package eldorado

import (
	"fmt"
	"strconv"

	rules "revela/core/eldorado"
	"revela/core/money"
	"revela/render/i18n"
)

// words are the texts only ELDORADO's screen says, in one language (the
// words every screen says are in render/i18n). The French ones are the
// règlement's: the buttons « Jouer » (art. 4.2) and « Extra » (art. 4.5),
// the zone « Extra » and « Vous obtenez x Extra » (art. 4.5). A pair is
// the text for one and for more; %d are counts.
type words struct {
	fr          bool
	Jouer       string // the button that reveals the first grid
	Extra       string // the button that plays an Extra grid, and the zone's title
	ExtraTag    string // the tag of a row that gives an Extra
	Names       [7]string
	Obtain      [2]string // the banner after the first grid
	GridOf      string    // "Extra k sur n"
	ExtrasLeft  [2]string // the button's second line
	Row         string
	PressJouer  string
	PressExtra  string // "Extra k sur n : appuyez sur EXTRA"
	LastColumn  string
	Revealing   string
	NothingHere string                   // a grid without a combination, at its last column
	Colon       string                   // " : " in French, ": " in English
	Money       func(money.Cents) string // an amount as the language writes it
	// the prize explained and the rules screen (explain.go)
	Or         string // between a combination and its « + Chance » form
	PayTitle   string // the line paytable (art. 4.4.1)
	ExtraTitle string // the Extra combinations (art. 4.4.2)
	Alone      string // after « 1 pyramide »
	OneExtra   string // what an Extra combination gives
	FormsTitle string // the prizes made of several rows (art. 3, E-3)
	Rules      []string
}

var french = words{
	fr:          true,
	Money:       money.Cents.French,
	Jouer:       "JOUER",
	Extra:       "EXTRA",
	ExtraTag:    "EXTRA !",
	Names:       [7]string{"", "pyramide", "coffre", "soleil", "dague", "Chance", "perroquet"},
	Obtain:      [2]string{"Vous obtenez %d Extra", "Vous obtenez %d Extra"},
	GridOf:      "Extra %d sur %d",
	ExtrasLeft:  [2]string{"%d Extra restant", "%d Extras restants"},
	Row:         "Ligne %d",
	PressJouer:  "Appuyez sur JOUER : la grille se révèle",
	PressExtra:  "Extra %d sur %d : appuyez sur EXTRA",
	LastColumn:  "Dernière colonne…",
	Revealing:   "La grille se révèle…",
	NothingHere: "Aucune combinaison sur cette grille",
	Colon:       " : ",
	Or:          " ou ",
	PayTitle:    "Gains sur une ligne",
	ExtraTitle:  "Combinaisons Extra",
	Alone:       " (seule)",
	OneExtra:    "1 Extra",
	FormsTitle:  "Gains en plusieurs lignes",
	Rules: []string{
		"Choisissez votre mise puis cliquez sur JOUER. Les 15 cases se révèlent colonne par colonne, les 3 lignes à la fois.",
		"Une combinaison se lit sur une même ligne, où que soient ses symboles. Le masque «Chance», un seul par ligne, complète une combinaison.",
		"Une ligne donne au plus une combinaison, un gain ou une étape Extra. Les gains de plusieurs lignes s'additionnent.",
		"Une grille donne soit des gains, soit 1 à 3 Extras, jamais les deux. Le perroquet ne donne que des Extras.",
		"Pour chaque Extra, cliquez sur EXTRA. Une nouvelle grille se révèle sans nouvelle mise, gagnante ou non, et ne donne jamais d'autre Extra.",
		"Le gain de la partie est la somme des gains de toutes ses grilles.",
	},
}

var english = words{
	Money:       i18n.For("en").Money,
	Jouer:       "PLAY",
	Extra:       "EXTRA",
	ExtraTag:    "EXTRA!",
	Names:       [7]string{"", "pyramid", "chest", "sun", "dagger", "Chance", "parrot"},
	Obtain:      [2]string{"You get %d Extra", "You get %d Extras"},
	GridOf:      "Extra %d of %d",
	ExtrasLeft:  [2]string{"%d Extra left", "%d Extras left"},
	Row:         "Row %d",
	PressJouer:  "Press PLAY: the grid reveals itself",
	PressExtra:  "Extra %d of %d: press EXTRA",
	LastColumn:  "Last column…",
	Revealing:   "The grid reveals itself…",
	NothingHere: "No combination on this grid",
	Colon:       ": ",
	Or:          " or ",
	PayTitle:    "Prizes on one row",
	ExtraTitle:  "Extra combinations",
	Alone:       " (alone)",
	OneExtra:    "1 Extra",
	FormsTitle:  "Prizes made of several rows",
	Rules: []string{
		"Pick your stake and press PLAY: the 15 cells reveal column by column, the 3 rows at once.",
		"A combination is read on one row, wherever its symbols stand; the Chance mask, one per row at most, completes a combination.",
		"A row gives one combination at most: a prize or an Extra step. The prizes of several rows add up.",
		"A grid gives either prizes or 1 to 3 Extras, never both; the parrot only gives Extras.",
		"For each Extra, press EXTRA: a new grid reveals itself without a new stake; it wins or not, and never gives another Extra.",
		"The unit's prize is the sum of the prizes of all its grids.",
	},
}

// count writes n with the form of pair for one (0 and 1 in French, 1 in
// English) or for more.
func (w *words) count(pair [2]string, n int) string {
	if n == 1 || (w.fr && n == 0) {
		return fmt.Sprintf(pair[0], n)
	}
	return fmt.Sprintf(pair[1], n)
}

// wordsFor returns the words in w's language.
func wordsFor(w *i18n.Words) *words { return [...]*words{&french, &english}[w.Tongue()] }

// Combo writes a combination in the words' language, plural past one:
// "4 coffres + Chance", "1 pyramide"; "2 chests + Chance" (issue 29).
func (w *words) Combo(c rules.Combo) string {
	if c.Symbol < rules.Pyramide || c.Symbol > rules.Perroquet {
		return ""
	}
	name := w.Names[c.Symbol]
	if c.Count > 1 { // « 2 coffres », "2 chests" (the règlement's tables write « 2 coffre »)
		name += "s"
	}
	s := strconv.Itoa(int(c.Count)) + " " + name
	if c.Chance {
		s += " + Chance"
	}
	return s
}

// caption says in words what the last step did, so that the player
// understands why they win; "" when there is nothing to say.
func caption(w *words, p *Play) string {
	e := p.Last
	if p.Ended {
		return ""
	}
	if p.Waiting {
		if p.Stage == PhaseExtra {
			return fmt.Sprintf(w.PressExtra, p.Released, p.Grids-1)
		}
		return w.PressJouer
	}
	switch e.Kind {
	case rules.EvGrid:
		if e.Grid > 0 {
			return fmt.Sprintf(w.GridOf, e.Grid, p.Grids-1)
		}
		return w.Revealing
	case rules.EvColumn:
		if int(e.Col) == rules.Cols-2 {
			return w.LastColumn
		}
		if int(e.Col) == rules.Cols-1 && p.Rows == [rules.Rows]RowMark{} && !p.rowsAhead() {
			return w.NothingHere
		}
		if e.Grid > 0 {
			return fmt.Sprintf(w.GridOf, e.Grid, p.Grids-1)
		}
		return w.Revealing
	case rules.EvWin:
		return fmt.Sprintf(w.Row, e.Row+1) + w.Colon + w.Combo(e.Combo) + " = " + w.Money(e.Amount)
	case rules.EvExtra:
		return fmt.Sprintf(w.Row, e.Row+1) + w.Colon + w.Combo(e.Combo) + " → " + w.ExtraTag
	case rules.EvExtras:
		return w.count(w.Obtain, int(e.Extras))
	}
	return ""
}

// rowsAhead tells whether the next event shows a row of the grid on
// screen (a win or an Extra).
func (p *Play) rowsAhead() bool {
	if p.Next >= len(p.events) {
		return false
	}
	k := p.events[p.Next].Kind
	return k == rules.EvWin || k == rules.EvExtra
}
