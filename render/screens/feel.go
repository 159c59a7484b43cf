package screens

import (
	"strconv"
	"strings"

	"revela/core/lots"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
)

// What makes a unit feel like a real instant game, for any game: the tier
// of a win (its celebration), the prize explained part by part, and the
// rules page with the lot table's chances (docs/adding-a-game.md, "The
// feel of a game").

// Tiers are a game's win tiers as data: a prize of Big times the stake or
// more is big; a prize of the lot table's ranks 1 to Top is top. Zero
// fields take DefaultTiers' values.
type Tiers struct {
	Big int64 // multiples of the stake
	Top int   // ranks of the lot table, from rank 1
}

// DefaultTiers are the tiers of a game that gives none: big from 20 × the
// stake, top for the lot table's ranks 1 and 2.
var DefaultTiers = Tiers{Big: 20, Top: 2}

// Of is the tier of prize in lot table t (nil: no top tier).
func (ts Tiers) Of(t *lots.Table, stake, prize money.Cents) kit.Tier {
	if ts.Big <= 0 {
		ts.Big = DefaultTiers.Big
	}
	if ts.Top <= 0 {
		ts.Top = DefaultTiers.Top
	}
	switch {
	case prize <= 0:
		return kit.TierLoss
	case t != nil:
		if l, ok := t.Lot(prize); ok && l.Rank <= ts.Top {
			return kit.TierTop
		}
	}
	if prize >= stake*money.Cents(ts.Big) {
		return kit.TierBig
	}
	return kit.TierSmall
}

// Explainer explains a unit's prize: the parts in the order the
// transcript pays them (their amounts add up to the prize; none: the end
// panel shows the prize alone). Every Timeline is one, and so is every
// play that Drive wraps, so that what a play explains reaches the unit
// screen whichever adapter wraps it.
type Explainer interface {
	Parts(w *i18n.Words) []kit.Part
}

// EndWords are the end of a unit in words, as the page's status (ARIA)
// says them: the result, then each part of the prize with its amount,
// so that a player who cannot see the canvas hears how the prize was
// made. « Partie terminée : vous gagnez 3 €. Votre gain : Ligne 2, 2 € ;
// Bonus, 1 €. »
func EndWords(w *i18n.Words, id int64, prize money.Cents, parts []kit.Part) string {
	s := w.StatusDone(id, prize)
	if len(parts) == 0 {
		return s
	}
	said := make([]string, len(parts))
	for i, p := range parts {
		said[i] = p.Label + ", " + w.Money(p.Amount)
	}
	return s + " " + w.Explained(said)
}

// RulesPage is what a game's screen says of its rules (Screen.Rules):
// short sentences, then its own tables (paytable, ladders) built from the
// game's parameters in core/<game>, never copied numbers. The lot table
// with its chances is added by the shared rules screen.
type RulesPage struct {
	Sentences []string
	Tables    []RulesTable
}

// RulesTable is a titled table of label and value rows. Icons, when
// set, has a list per row of the symbols drawn before its label, as the
// game draws them (the règlements refer to symbols « tel que représenté
// sur l'écran des règles »).
type RulesTable struct {
	Title string
	Rows  [][2]string
	Icons [][]kit.Icon `json:"-"`
}

// LotRow is one row of the lot table as the rules screen shows it.
type LotRow struct {
	Rank   int
	Amount money.Cents
	Count  int    // units per block
	Chance string // "1 sur 11,59": one unit in BlockSize/Count
}

// LotRows lists the rows of t with the chance of each prize, highest
// first.
func LotRows(t *lots.Table, w *i18n.Words) []LotRow {
	out := make([]LotRow, 0, len(t.Lots))
	for _, l := range t.Lots {
		out = append(out, LotRow{Rank: l.Rank, Amount: l.Amount, Count: l.Count, Chance: OneIn(t.BlockSize, l.Count, w)})
	}
	return out
}

// OneIn is the chance of count units in a block of block: "1 sur N" with
// N = block/count, to two decimals below 100 ("1 sur 3,38", "1 sur 6"),
// rounded to a whole number from 100 ("1 sur 1 765"), grouped by
// thousands. "" when count is 0.
func OneIn(block, count int, w *i18n.Words) string {
	if count <= 0 {
		return ""
	}
	hund := (int64(block)*100*2 + int64(count)) / (2 * int64(count)) // N in hundredths, rounded
	var n string
	if hund >= 100*100 {
		n = Group((hund+50)/100, w)
	} else {
		n = Group(hund/100, w)
		if f := hund % 100; f != 0 {
			n += w.Decimal + strings.TrimSuffix(strconv.FormatInt(100+f, 10)[1:], "0")
		}
	}
	return w.OneIn(n)
}

// Group writes n with the language's thousands separator ("1 500 000" in French, "1,500,000" in English).
func Group(n int64, w *i18n.Words) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(w.Thousands)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Payout writes the payout ratio of t (lots.Table.PayoutBasisPoints: the
// block's prizes over the game's part of its sales) as a percentage to
// two decimals ("69,00 %"); "" for a table with no game part.
func Payout(t *lots.Table, w *i18n.Words) string {
	bp := t.PayoutBasisPoints()
	if bp <= 0 {
		return ""
	}
	return w.Percent(Group(bp/100, w) + w.Decimal + strconv.FormatInt(100+bp%100, 10)[1:])
}
