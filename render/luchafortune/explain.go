package luchafortune

import (
	"strconv"
	"strings"

	"revela/core/lots"
	rules "revela/core/luchafortune"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// What the shared kit needs of LUCHA FORTUNE to make a unit feel like the
// game (docs/adding-a-game.md, "The feel of a game: five plug points"):
// its prize explained part by part, the sound of its events and its rules
// page (its win tiers are the default, Screen).

// partLabel names a paid event (a line, a coin, a full banner row) in
// the game's words, short enough for a column of the end panel on a
// phone (two columns of about 110 px of label at 375 px wide): « 3
// catcheurs n°4 », « Cascade n°8 » for a line formed after symbols fell
// (L-4: a resolution step after the first), « Pièce d'or », « 4 avocats ».
func partLabel(w *words, e *rules.Event) string {
	switch e.Kind {
	case rules.EvLine:
		n := strconv.Itoa(e.Sym.Char() + 1)
		if e.Step > 1 {
			return w.CascadeNo + n
		}
		return w.Part3 + n
	case rules.EvCoin:
		return w.CoinWord
	case rules.EvBanner:
		return "4 " + w.Plural[e.Sym.Coll()]
	}
	return ""
}

// parts explains the prize of transcript tr (L-6: character lines, coins
// and banner wins), in the order the engine pays them: each winning line
// with its character, each gold coin, each full banner row.
// Their amounts add up to the prize.
func parts(tr rules.Transcript, w *i18n.Words) []kit.Part {
	ws := wordsFor(w)
	var out []kit.Part
	for i := range tr {
		switch e := &tr[i]; e.Kind {
		case rules.EvLine, rules.EvCoin, rules.EvBanner:
			out = append(out, kit.Part{Label: partLabel(ws, e), Amount: e.Amount})
		}
	}
	return out
}

// Parts explains the unit's prize (screens.Explainer).
func (p *Play) Parts(w *i18n.Words) []kit.Part { return parts(p.events, w) }

var _ screens.Explainer = (*Play)(nil)

// eventSound is the sound of the events one tick applied: the most
// telling of their kinds (render/kit/sound), "" for none. Symbols arriving (a
// throw, the drops of a cascade) sound as a reveal, a collectible as a
// mark, a K.O as things moving, a coin as an amount, "+1"/"+2" as an
// extra, a winning line or a full banner row as a line.
func eventSound(es []rules.Event) string {
	return screens.MostTelling(es, func(e rules.Event) (string, int) {
		switch e.Kind {
		case rules.EvThrow, rules.EvDrop:
			return sound.Reveal, 1
		case rules.EvCollect:
			return sound.Mark, 2
		case rules.EvKO:
			return sound.Swap, 3
		case rules.EvCoin:
			return sound.Amount, 4
		case rules.EvExtra:
			return sound.Extra, 5
		case rules.EvLine, rules.EvBanner:
			return sound.Line, 6
		}
		return "", 0
	})
}

// Sound is the sound of events from to to-1, applied in one tick
// (screens.Play).
func (p *Play) Sound(from, to int) string { return eventSound(p.events[from:to]) }

// rulesPage is LUCHA FORTUNE's part of its rules screen
// (screens.Screen.Rules): the règlement's art. 5 in short sentences, and
// the paytable as tables built from the parameters the board's paytable
// shows (rules.Default, L-2: characters, gold coins, banner), never
// copied here. While core/lots marks the lot table illustrative (its
// figures are missing from the règlement's text, docs/rules/lucha-fortune.md),
// the page says so first.
// labelled is symbol s's icon with the words the board writes over it.
func labelled(s rules.Sym, label string) kit.Icon {
	ic := icon(s)
	ic.Label = label
	return ic
}

func rulesPage(w *i18n.Words, stake money.Cents) screens.RulesPage {
	ws, p := wordsFor(w), rules.Default
	var pg screens.RulesPage
	if t, err := lots.Find(rules.ID, stake); err != nil || t.Illustrative {
		pg.Sentences = append(pg.Sentences, ws.Illustrative)
	}
	for i, sn := range ws.Rules {
		if i == 0 { // the throws: 3 and at most 4 more (art. 5.2, L-1)
			sn = strings.Replace(sn, "{base}", strconv.Itoa(rules.BaseThrows), 1)
			sn = strings.Replace(sn, "{extra}", strconv.Itoa(rules.MaxExtra), 1)
		}
		pg.Sentences = append(pg.Sentences, sn)
	}
	// each row beside its symbol as the board draws it (the règlement
	// shows them « tel que représenté sur l'écran des règles »; issue 29)
	chars, charIcons := make([][2]string, rules.Characters), make([][]kit.Icon, rules.Characters)
	for i, a := range p.Chars {
		chars[i] = [2]string{ws.Char + strconv.Itoa(i+1), ws.Money(a)}
		charIcons[i] = []kit.Icon{icon(rules.Char1 + rules.Sym(i))}
	}
	coins := make([]string, len(p.Coins))
	for i, a := range p.Coins {
		coins[i] = ws.Money(a)
	}
	banner, bannerIcons := make([][2]string, rules.Kinds), make([][]kit.Icon, rules.Kinds)
	for k, a := range p.Banner {
		banner[k] = [2]string{"4 " + ws.Plural[k], ws.Money(a)}
		bannerIcons[k] = []kit.Icon{icon(rules.Coll1 + rules.Sym(k))}
	}
	pg.Tables = []screens.RulesTable{
		{Title: ws.PayTitle, Rows: chars, Icons: charIcons},
		{Title: ws.Coins, Rows: [][2]string{{ws.CoinWord, strings.Join(coins, " · ")}}, Icons: [][]kit.Icon{{icon(rules.Coin1)}}},
		{Title: ws.Banner + ws.FourSame, Rows: banner, Icons: bannerIcons},
		{Title: ws.Symbols, Rows: [][2]string{{"+1 · +2", ws.MoreThrows}, {ws.KO, ws.KOClears}}, Icons: [][]kit.Icon{
			{labelled(rules.Plus1, "+1"), labelled(rules.Plus2, "+2")}, {labelled(rules.KO, ws.KO)}}},
	}
	return pg
}
