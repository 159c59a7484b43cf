package crossingo

import (
	"strconv"
	"strings"

	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// lineLabel names line l in w's language: « Ligne 1 » (rows from the
// top), « Colonne 3 » (from the left), « Diagonale descendante », « Diagonale montante » (the Go fonts have no diagonal arrows).
func lineLabel(w *i18n.Words, l int) string {
	pick := w.Pick
	switch {
	case l < rules.Size:
		return pick("Ligne ", "Row ") + strconv.Itoa(l+1)
	case l < 2*rules.Size:
		return pick("Colonne ", "Column ") + strconv.Itoa(l-rules.Size+1)
	case l == rules.DiagDown:
		return pick("Diagonale descendante", "Falling diagonal")
	}
	return pick("Diagonale montante", "Rising diagonal")
}

// directLabel names an amount revealed in box (0 to 4) at click (0 to
// 4): « Montant révélé case 2, clic 3 », the box and the click counted
// from 1 as the end of the unit shows them under the grid.
func directLabel(w *i18n.Words, box, click int) string {
	return w.Pick("Montant révélé case ", "Amount revealed in box ") + strconv.Itoa(box+1) + ", " + clickTag(w, []int{click})
}

// clickTag is the tag over a box that recalls its amounts at the end:
// « clic 3 », « clics 1 et 4 ».
func clickTag(w *i18n.Words, clicks []int) string {
	if len(clicks) == 1 {
		return w.Pick("clic ", "click ") + strconv.Itoa(clicks[0]+1)
	}
	s := w.Pick("clics ", "clicks ")
	for i, k := range clicks {
		switch {
		case i == 0:
		case i == len(clicks)-1:
			s += w.Pick(" et ", " and ")
		default:
			s += ", "
		}
		s += strconv.Itoa(k + 1)
	}
	return s
}

// parts explains the prize of transcript tr (art. 5.12, C-8): each
// completed line with its amount (« ×2 » where a golden cell doubled it,
// C-6), each amount revealed with its click, the EXTRA win, in the order
// the engine pays them. Their amounts add up to the prize.
func parts(tr rules.Transcript, w *i18n.Words) []kit.Part {
	var out []kit.Part
	for _, e := range tr {
		switch e.Kind {
		case rules.EvLine:
			label := lineLabel(w, int(e.Line))
			if e.Doubled {
				label += " (" + w.Money(e.Amount/2) + " ×2)"
			}
			out = append(out, kit.Part{Label: label, Amount: e.Amount})
		case rules.EvDirect:
			out = append(out, kit.Part{Label: directLabel(w, int(e.Box), int(e.Click)), Amount: e.Amount})
		case rules.EvExtraWin:
			out = append(out, kit.Part{Label: "EXTRA", Amount: e.Amount})
		}
	}
	return out
}

// Parts explains the unit's prize (screens.Explainer).
func (p *Play) Parts(w *i18n.Words) []kit.Part { return parts(p.events, w) }

// rulesPage is CROSSINGO's part of its rules screen (screens.Screen.Rules):
// the règlement's art. 5 in short sentences, and the ladders of amounts
// from the game's parameters (core/crossingo: C-2, C-6, C-7), never
// copied here.
func rulesPage(w *i18n.Words, stake money.Cents) screens.RulesPage {
	pick := w.Pick
	ladder := func(as []money.Cents) string {
		s := make([]string, len(as))
		for i, a := range as {
			s[i] = w.Money(a)
		}
		return strings.Join(s, " · ")
	}
	return screens.RulesPage{
		Sentences: []string{
			pick("Une grille de 25 numéros ; chacune des 12 lignes (5 lignes, 5 colonnes, 2 diagonales) affiche son montant dès le début.",
				"A grid of 25 numbers; each of its 12 lines (5 rows, 5 columns, 2 diagonals) shows its amount from the start."),
			pick("5 clics sur GO ; chaque clic révèle un élément dans chacune des 5 cases sous la grille.",
				"5 clicks on GO; each click reveals one element in each of the 5 boxes under the grid."),
			pick("Un numéro de la grille révélé est marqué ; une ligne dont les 5 numéros sont marqués gagne son montant.",
				"A revealed number of the grid is marked; a line whose 5 numbers are marked wins its amount."),
			pick("Un numéro doré double le montant de sa ligne et de sa colonne si elles sont complétées (×2 au plus, jamais une diagonale).",
				"A golden number doubles the amount of its row and of its column when they are completed (×2 at most, never a diagonal)."),
			pick("Un montant révélé est gagné aussitôt ; un échangeur déplace les numéros de sa colonne.",
				"A revealed amount is won at once; a swapper moves the numbers of its column."),
			pick("Le symbole EXTRA ouvre une étape EXTRA : 4 symboles identiques gagnent le montant de ce symbole.",
				"The EXTRA symbol opens an EXTRA step: 4 identical symbols win that symbol's amount."),
			pick("Le gain de la partie est la somme de tous ces gains.", "The unit's prize is the sum of all these gains."),
		},
		Tables: []screens.RulesTable{{Title: pick("Montants", "Amounts"), Rows: [][2]string{
			{pick("Lignes", "Lines"), ladder(rules.LineLadder())},
			{pick("Ligne ou colonne avec un numéro doré", "Row or column with a golden number"), "×2"},
			{pick("Montants révélés", "Amounts revealed"), ladder(rules.DirectLadder())},
			{pick("EXTRA (4 symboles identiques)", "EXTRA (4 identical symbols)"), ladder(rules.ExtraLadder())},
		}}},
	}
}

// eventSound is the sound of the events one tick applied: the most
// telling of them (render/kit/sound), "" for none.
func eventSound(es []rules.Event) string {
	return screens.MostTelling(es, func(e rules.Event) (name string, r int) {
		switch e.Kind {
		case rules.EvReveal, rules.EvExtraReveal:
			name, r = sound.Reveal, 1
		case rules.EvMark:
			name, r = sound.Mark, 2
			if e.Gold {
				name, r = sound.Gold, 3
			}
		case rules.EvSwap:
			name, r = sound.Swap, 3
		case rules.EvDirect:
			name, r = sound.Amount, 4
		case rules.EvLine, rules.EvExtraWin:
			name, r = sound.Line, 5
		case rules.EvExtraStart:
			name, r = sound.Extra, 5
		}
		return name, r
	})
}

// Sound is the sound of events from to to-1, applied in one tick
// (screens.Play).
func (p *Play) Sound(from, to int) string { return eventSound(p.events[from:to]) }
