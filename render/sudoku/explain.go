package sudoku

import (
	"strconv"
	"strings"

	"revela/core/lots"
	"revela/core/money"
	rules "revela/core/sudoku"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// tiers are SUDOKU's win tiers: big from 20 × the stake (10 € at 0.50 €),
// top for the lot table's ranks 1 to 3, the three lots a block holds
// once each (art. 3: 4,500, 1,000 and 750 € at 0.50 €, 9,000 to 1,500
// times the stake; rank 4 is 10 lots of 350 times).
var tiers = screens.Tiers{Big: 20, Top: 3}

// blockNames name the nine blocks by their place in the grid, row by
// row, as a player sees them (French, English).
var blockNames = [rules.N][2]string{
	{"Bloc en haut à gauche", "Top left block"}, {"Bloc en haut au milieu", "Top middle block"}, {"Bloc en haut à droite", "Top right block"},
	{"Bloc au milieu à gauche", "Middle left block"}, {"Bloc du centre", "Centre block"}, {"Bloc au milieu à droite", "Middle right block"},
	{"Bloc en bas à gauche", "Bottom left block"}, {"Bloc en bas au milieu", "Bottom middle block"}, {"Bloc en bas à droite", "Bottom right block"},
}

// parts explains the prize of transcript tr (art. 4.3.2, S-5): each
// winning block with the Gain it pays, in the order the throws complete
// them, named by its place and the throw that completed it (« Bloc du
// centre, lancer 2 »; a throw won by a clover is « Étape Extra 1 », 2...).
// Their amounts add up to the prize, Gain × blocks.
func parts(tr rules.Transcript, w *i18n.Words) []kit.Part {
	lang := w.Tongue()
	var out []kit.Part
	for _, e := range tr {
		if e.Kind != rules.EvBlock {
			continue
		}
		step := int(e.Step)
		when := [2]string{"lancer ", "roll "}[lang] + strconv.Itoa(step)
		if step > rules.BaseThrows {
			when = wordsFor(w).Extra + " " + strconv.Itoa(step-rules.BaseThrows)
		}
		out = append(out, kit.Part{Label: blockNames[e.Block][lang] + ", " + when, Amount: e.Amount})
	}
	return out
}

// Parts explains the unit's prize (screens.Explainer).
func (p *Play) Parts(w *i18n.Words) []kit.Part { return parts(p.events, w) }

// eventSound is the sound of the events one tick applied: the most
// telling of them (render/kit/sound), "" for none: the dice thrown (a
// clover's étape Extra above a plain throw), a cell revealed, a block
// complete above all.
func eventSound(es []rules.Event) string {
	return screens.MostTelling(es, func(e rules.Event) (name string, r int) {
		switch e.Kind {
		case rules.EvThrow:
			name, r = sound.Swap, 1
			if e.Clover {
				name, r = sound.Extra, 3
			}
		case rules.EvReveal:
			name, r = sound.Reveal, 2
		case rules.EvBlock:
			name, r = sound.Line, 4
		}
		return name, r
	})
}

// Sound is the sound of events from to to-1, applied in one tick
// (screens.Play).
func (p *Play) Sound(from, to int) string { return eventSound(p.events[from:to]) }

// rulesPage is SUDOKU's part of its rules screen (screens.Screen.Rules):
// the règlement's art. 4 in short sentences, the Gain ladder and the dice
// from core/sudoku's parameters (S-3, S-4, S-5a), and how each lot of the
// stake's table is made as Gain × winning blocks (rules.Ways), never
// copied here. Where the règlement misprints the table's total (art. 3.3
// states 1 800 000 000 € at 2 €), it says what is written and what the
// rows add up to, the figure used (docs/rules/sudoku.md); the shared
// screen's lot table and payout ratio are the rows'.
func rulesPage(w *i18n.Words, stake money.Cents) screens.RulesPage {
	pick := w.Pick
	join := func(as []money.Cents) string {
		s := make([]string, len(as))
		for i, a := range as {
			s[i] = w.Money(a)
		}
		return strings.Join(s, " · ")
	}
	base, clovers := strconv.Itoa(rules.BaseThrows), strconv.Itoa(rules.MaxClovers)
	pg := screens.RulesPage{Sentences: []string{
		pick("Une grille de Sudoku complète, 9 blocs de 9 cases. Chaque bloc contient tous les chiffres de 1 à 9.",
			"A complete Sudoku grid: 9 blocks of 9 cells; each block holds every digit from 1 to 9."),
		pick("Au départ, quelques cases de chaque bloc sont découvertes, les autres masquées, et une somme s'affiche dans la case Gain.",
			"At the start, some cells of each block are shown, the others hidden, and an amount shows in the Gain case."),
		pick(base+" lancers de deux dés (bouton Lancer). Chaque face montre 1 à "+strconv.Itoa(rules.MaxPips)+" points ou un trèfle.",
			base+" rolls of two dice (Roll button); each face shows 1 to "+strconv.Itoa(rules.MaxPips)+" pips or a clover."),
		pick("Le résultat est la somme des points. Avec un trèfle, ce sont les points de l'autre dé, et une étape Extra ajoute un lancer ("+clovers+" étapes Extra au plus).",
			"The result is the sum of the pips; with a clover, the other die's pips, and an Extra step adds one roll ("+clovers+" Extra steps at most)."),
		pick("Les cases masquées du chiffre obtenu se découvrent dans toute la grille. Un chiffre déjà obtenu ne découvre rien.",
			"The hidden cells of the digit rolled are revealed across the grid; a digit rolled before reveals nothing."),
		pick("À la fin, chaque bloc entièrement découvert est gagnant. Le lot est la somme de la case Gain multipliée par le nombre de blocs gagnants.",
			"At the end, each fully revealed block wins: the prize is the Gain amount × the number of winning blocks."),
	}}
	t, _ := lots.Find(rules.ID, stake)
	if t == nil {
		return pg
	}
	if rows := t.Total(); rows != t.StatedTotal {
		pg.Sentences = append(pg.Sentences, pick(
			"Le règlement écrit « "+t.StatedTotal.French()+" » pour le total de ce tableau, mais ses lignes totalisent "+rows.French()+", le total retenu.",
			"The règlement writes « "+t.StatedTotal.French()+" » for this table's total, but its rows add up to "+w.Money(rows)+", the total used."))
	}
	faces := make([]string, 0, rules.MaxPips+1)
	for f := 1; f <= rules.MaxPips; f++ {
		faces = append(faces, strconv.Itoa(f))
	}
	faces = append(faces, pick("trèfle", "clover"))
	// the dice's clover beside the rows that speak of it, as the dice
	// show it (the theme's art once loaded; issue 29)
	clover := []kit.Icon{{Name: kit.SymClover, Art: ThemeSection.Game + "/clover.png"}}
	pg.Tables = append(pg.Tables, screens.RulesTable{Title: pick("Case Gain et dés", "Gain case and dice"), Rows: [][2]string{
		{pick("Case Gain", "Gain case"), join(rules.GainLadder(stake))},
		{pick("Faces des dés", "Dice faces"), strings.Join(faces, " · ")},
		{pick("Lancers", "Rolls"), pick(base+" + 1 par trèfle", base+" + 1 per clover")},
		{pick("Lot", "Prize"), pick("Gain × blocs gagnants", "Gain × winning blocks")},
	}, Icons: [][]kit.Icon{nil, clover, clover, nil}})
	made := screens.RulesTable{Title: pick("Chaque lot : Gain × blocs gagnants", "Each prize: Gain × winning blocks")}
	for _, l := range t.Lots {
		ws := rules.Ways(stake, l.Amount)
		s := make([]string, len(ws))
		for i, wy := range ws {
			s[i] = w.Money(wy.Gain) + " × " + strconv.Itoa(wy.Blocks)
		}
		made.Rows = append(made.Rows, [2]string{w.Money(l.Amount), strings.Join(s, " · ")})
	}
	pg.Tables = append(pg.Tables, made)
	return pg
}
