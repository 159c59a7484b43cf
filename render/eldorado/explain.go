package eldorado

import (
	"fmt"
	"strings"

	rules "revela/core/eldorado"
	"revela/core/lots"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// parts explains the prize of transcript tr (art. 4.4.1, E-3): each
// paying row in the order the engine pays it, with its combination and
// its row on the first grid (« Ligne 2 : 4 coffres + Chance ») or its grid
// on an Extra grid (« Extra 2 sur 3 : 5 soleils », art. 4.5: the row
// left out, so that the label fits beside its amount from 320 wide).
// Their amounts add up to the prize; a loss has none.
func parts(tr rules.Transcript, w *i18n.Words) []kit.Part {
	ws := wordsFor(w)
	var out []kit.Part
	extras := 0
	for _, e := range tr {
		switch e.Kind {
		case rules.EvExtras:
			extras = int(e.Extras)
		case rules.EvWin:
			label := fmt.Sprintf(ws.Row, e.Row+1)
			if e.Grid > 0 {
				label = fmt.Sprintf(ws.GridOf, e.Grid, extras)
			}
			out = append(out, kit.Part{Label: label + ws.Colon + ws.Combo(e.Combo), Amount: e.Amount})
		}
	}
	return out
}

// Parts explains the unit's prize (screens.Explainer).
func (p *Play) Parts(w *i18n.Words) []kit.Part { return parts(p.events, w) }

// sounds are the game's sounds from the least telling (render/kit/sound):
// an Extra grid arriving swaps, a column reveals, a row giving an Extra
// chimes (gold), « Vous obtenez x Extra » opens the Extras, a paying row
// sounds its line.
var sounds = [...]string{"", sound.Swap, sound.Reveal, sound.Gold, sound.Extra, sound.Line}

// loudness is the index in sounds of event e's sound (0: silent).
func loudness(e rules.Event) int {
	switch e.Kind {
	case rules.EvGrid:
		if e.Grid > 0 {
			return 1
		}
	case rules.EvColumn:
		return 2
	case rules.EvExtra:
		return 3
	case rules.EvExtras:
		return 4
	case rules.EvWin:
		return 5
	}
	return 0
}

// eventSound is the sound of the events one tick applied, the most
// telling of them; "" for none.
func eventSound(es []rules.Event) string {
	n := 0
	for _, e := range es {
		n = max(n, loudness(e))
	}
	return sounds[n]
}

// Sound is the sound of events from to to-1, applied in one tick
// (screens.Play).
func (p *Play) Sound(from, to int) string { return eventSound(p.events[from:to]) }

// rulesPage is ELDORADO's part of its rules screen (screens.Screen.Rules):
// art. 4 in short sentences, the line paytable at stake (art. 4.4.1), the
// Extra combinations (art. 4.4.2) and the forms of the prizes made of
// several rows (art. 3, E-3), all from core/eldorado and core/lots,
// never copied here.
// icon is symbol x beside its rules row, as the board draws it (themed):
// the soleil the theme's art once loaded (art. 4.1 shows each symbol « tel
// que représenté sur l'écran des règles »; issue 29).
func icon(x rules.Symbol) kit.Icon {
	ic := kit.Icon{Name: symName[x]}
	if x == rules.Soleil {
		ic.Art = ThemeSection.Game + "/soleil.png"
	}
	return ic
}

func rulesPage(w *i18n.Words, stake money.Cents) screens.RulesPage {
	ws := wordsFor(w)
	pay := screens.RulesTable{Title: ws.PayTitle}
	for _, l := range rules.Paytable(stake) {
		pay.Rows = append(pay.Rows, [2]string{ws.either(l), ws.Money(l.Amount)})
		pay.Icons = append(pay.Icons, []kit.Icon{icon(l.Symbol), icon(rules.Chance)})
	}
	extra := screens.RulesTable{Title: ws.ExtraTitle}
	for _, l := range rules.ExtraLines() {
		label, icons := ws.either(l), []kit.Icon{icon(l.Symbol), icon(rules.Chance)}
		if l.Count == 1 {
			label, icons = ws.Combo(rules.Combo{Symbol: l.Symbol, Count: 1})+ws.Alone, icons[:1]
		}
		extra.Rows = append(extra.Rows, [2]string{label, ws.OneExtra})
		extra.Icons = append(extra.Icons, icons)
	}
	page := screens.RulesPage{Sentences: ws.Rules, Tables: []screens.RulesTable{pay, extra}}
	if t, err := lots.Find(lots.Eldorado, stake); err == nil {
		forms := screens.RulesTable{Title: ws.FormsTitle}
		for _, lot := range t.Lots {
			if f := formsText(ws, lot.Forms); f != "" {
				forms.Rows = append(forms.Rows, [2]string{ws.Money(lot.Amount), f})
			}
		}
		page.Tables = append(page.Tables, forms)
	}
	return page
}

// either writes a combination and its « + Chance » form (E-1): « 5
// pyramide ou 4 pyramides + Chance ».
func (w *words) either(l rules.PayLine) string {
	c := rules.Combo{Symbol: l.Symbol, Count: int8(l.Count)}
	s := w.Combo(c)
	if l.Count > 1 {
		c.Count--
		c.Chance = true
		s += w.Or + w.Combo(c)
	}
	return s
}

// formsText writes the forms of a rank (E-3) when one of them takes
// several rows: « 225 € ou 75 € + 75 € + 75 € »; "" when every form is a
// single row.
func formsText(w *words, forms [][]money.Cents) string {
	several := false
	out := make([]string, len(forms))
	for i, f := range forms {
		several = several || len(f) > 1
		as := make([]string, len(f))
		for j, a := range f {
			as[j] = w.Money(a)
		}
		out[i] = strings.Join(as, " + ")
	}
	if !several {
		return ""
	}
	return strings.Join(out, w.Or)
}
