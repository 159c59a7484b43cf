package diamondriver

import (
	"cmp"
	"slices"
	"strconv"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// parts explains the prize of transcript tr (art. 5.10, D-7): each
// triple with its colour and throw (« Triple bleu, lancer 2 », "with the
// magic gem" where one stands in, D-3), the golden gems' 50 € (D-5), the
// wheel's segment (D-6), in the order the engine pays them. Their
// amounts add up to the prize.
func parts(tr rules.Transcript, w *i18n.Words) []kit.Part {
	wd := wordsFor(w)
	pick := wd.pick
	var out []kit.Part
	for _, e := range tr {
		switch {
		case e.Kind == rules.EvTriple:
			label := pick("Triple ", "") + wd.colours[e.Triple.Colour] + pick("", " triple")
			if e.Triple.Magic >= 0 {
				label += pick(" (magique)", " (magic)")
			}
			label += pick(", lancer ", ", throw ") + strconv.Itoa(int(e.Step)+1)
			out = append(out, kit.Part{Label: label, Amount: e.Amount})
		case e.Kind == rules.EvGolden && e.Amount > 0:
			out = append(out, kit.Part{Label: strconv.Itoa(rules.MaxGolden) + pick(" pierres dorées", " golden gems"), Amount: e.Amount})
		case e.Kind == rules.EvWheel:
			out = append(out, kit.Part{Label: pick("Roue", "Wheel"), Amount: e.Amount})
		}
	}
	return out
}

// Parts explains the unit's prize (screens.Explainer).
func (p *Play) Parts(w *i18n.Words) []kit.Part { return parts(p.events, w) }

var _ screens.Explainer = (*Play)(nil)

// eventSound is the sound of the events one tick applied: the most
// telling of them (render/kit/sound), "" for none. The wheel's landing
// has its own (landSound), played when the spin stops.
func eventSound(es []rules.Event) string {
	return screens.MostTelling(es, func(e rules.Event) (name string, r int) {
		switch e.Kind {
		case rules.EvThrow:
			name, r = sound.Reveal, 1
		case rules.EvPlus:
			name, r = sound.Mark, 2
		case rules.EvGolden:
			name, r = sound.Gold, 3
			if e.Amount > 0 {
				name, r = sound.Amount, 4
			}
		case rules.EvWheelSymbol:
			name, r = sound.Extra, 4
		case rules.EvWheel:
			name, r = sound.Swap, 5 // the wheel starts turning
		case rules.EvTriple:
			name, r = sound.Line, 6
		}
		return name, r
	})
}

// Sound is the sound of events from to to-1, applied in one tick
// (screens.Play).
func (p *Play) Sound(from, to int) string { return eventSound(p.events[from:to]) }

// landSound is the sound of the wheel stopping on its segment.
const landSound = sound.Amount

// rulesPage is DIAMOND RIVER's part of its rules screen
// (screens.Screen.Rules): the règlement's art. 5 in short sentences, the
// paytable of triples and the golden gems (art. 5.4, 5.6) and the
// wheel's segments (D-6), all from core/diamondriver's parameters.
func rulesPage(w *i18n.Words, _ money.Cents) screens.RulesPage {
	wd := wordsFor(w)
	pick := wd.pick
	n := strconv.Itoa
	golden := w.Money(rules.GoldenPrize)
	pays := [][2]string{}
	var icons [][]kit.Icon
	for c := rules.Red; c <= rules.Pink; c++ {
		pays = append(pays, [2]string{pick("3 pierres ", "3 ") + wd.gems[c] + pick("", " gems"), w.Money(rules.TriplePrize(c))})
		icons = append(icons, []kit.Icon{gemIcon(c)})
	}
	pays = append(pays, [2]string{n(rules.MaxGolden) + pick(" pierres dorées collectées", " golden gems collected"), golden})
	icons = append(icons, []kit.Icon{gemIcon(rules.Golden)})
	// the wheel: each amount with its segments, highest first
	layout := rules.WheelLayout()
	var amounts []money.Cents
	count := map[money.Cents]int{}
	for _, a := range layout {
		if count[a] == 0 {
			amounts = append(amounts, a)
		}
		count[a]++
	}
	slices.SortFunc(amounts, func(a, b money.Cents) int { return cmp.Compare(b, a) })
	var wheel [][2]string
	for _, a := range amounts {
		seg := n(count[a]) + " segment"
		if count[a] > 1 {
			seg += "s"
		}
		wheel = append(wheel, [2]string{w.Money(a), seg})
	}
	throws, plus, segs := n(rules.BaseThrows), n(rules.MaxPlus), n(rules.Segments)
	grid := n(rules.Rows) + " × " + n(rules.Cols)
	return screens.RulesPage{
		Sentences: []string{
			pick("Une grille de "+grid+" ; chaque appui sur LANCEZ révèle "+n(rules.Cells)+" nouvelles pierres. "+throws+" lancers, plus un par symbole « +1 » ("+plus+" de plus au plus).",
				"A "+grid+" grid; each press of THROW reveals "+n(rules.Cells)+" new gems. "+throws+" throws, plus one per \"+1\" symbol (at most "+plus+" more)."),
			pick("3 pierres identiques alignées (ligne, colonne ou diagonale) gagnent le montant de leur couleur.",
				"3 identical gems in a line (row, column or diagonal) win their colour's amount."),
			pick("La pierre magique remplace une pierre d'une suite de 3, jamais une pierre dorée.",
				"The magic gem stands in for one gem of a run of 3, never for a golden gem."),
			pick("Les pierres dorées se collectent d'un lancer à l'autre : la "+n(rules.MaxGolden)+"e gagne "+golden+", une fois.",
				"Golden gems are collected across throws: the "+n(rules.MaxGolden)+"rd wins "+golden+", once."),
			pick("Le symbole Roue ouvre, quand il ne reste plus de lancer, une roue de "+segs+" segments : GO au centre révèle le gain, toujours gagnant.",
				"The wheel symbol opens, once no throw is left, a wheel of "+segs+" segments: GO at its centre reveals the win, which always wins."),
			pick("Le gain de la partie est la somme de tous ces gains.", "The unit's prize is the sum of all these gains."),
		},
		Tables: []screens.RulesTable{
			{Title: pick("Gains", "Paytable"), Rows: pays, Icons: icons},
			{Title: pick("Roue ("+segs+" segments)", "Wheel ("+segs+" segments)"), Rows: wheel},
			// the symbols that are not paid as such (art. 5.5, 5.7, 5.8)
			{Title: pick("Symboles", "Symbols"), Rows: [][2]string{
				{pick("Pierre magique", "Magic gem"), pick("remplace une pierre d'une suite de 3", "stands in for one gem of a run of 3")},
				{"+1", pick("un lancer de plus", "one more throw")},
				{pick("Roue", "Wheel"), pick("une roue après le dernier lancer", "a wheel after the last throw")},
			}, Icons: [][]kit.Icon{{gemIcon(rules.Magic)}, {gemIcon(rules.Plus)}, {gemIcon(rules.Wheel)}}},
		},
	}
}
