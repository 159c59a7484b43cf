package kit

import (
	"strconv"

	"revela/core/money"
)

// Tier is how a prize is celebrated at the end of a unit (a game's
// thresholds are data: games.Tiers).
type Tier uint8

const (
	TierLoss  Tier = iota // no prize: calm words
	TierSmall             // a prize under the game's big threshold
	TierBig               // a big prize: a bigger panel, more particles
	TierTop               // one of the lot table's top ranks: a full-screen moment
)

// String names the tier ("loss", "small", "big", "top": window.revela.tier).
func (t Tier) String() string {
	return [...]string{"loss", "small", "big", "top"}[t]
}

// CountMs is how long the end counts the prize up, in ms on the page's
// clock (never frames): longer for a bigger tier.
func (t Tier) CountMs() float64 {
	return [...]float64{1, 900, 2200, 4500}[t]
}

// Part is one contribution to a unit's prize, as the end panel and the
// recall explain it: « Ligne 2 » 4 €, « Bonus » 0,50 €. In JSON
// (window.revela.parts) it is {"label": "Ligne 2", "amount": "4"}: the
// amount in euros as a decimal string, the API's wire form ("0.50", "4",
// "1000"; money.Cents.String).
type Part struct {
	Label  string      `json:"label"`
	Amount money.Cents `json:"amount"`
}

// Fold is parts as the end panel lists them in rows rows: all of them
// when they fit, else the first rows-1 and a last row « … +N » with the
// sum of the N that do not fit; none for no row.
func Fold(parts []Part, rows int) []Part {
	if rows <= 0 {
		return nil
	}
	if len(parts) <= rows {
		return parts
	}
	out := append([]Part(nil), parts[:rows-1]...)
	rest := parts[rows-1:]
	last := Part{Label: "… +" + strconv.Itoa(len(rest))}
	for _, p := range rest {
		last.Amount += p.Amount
	}
	return append(out, last)
}

// Tally is a prize counter that counts up on the page's clock (ms), not
// in frames: a slow frame never slows it. Set it to each new total; it
// counts from what it shows to the new total over the duration given.
type Tally struct {
	From, To money.Cents
	At, Dur  float64 // ms: when the count began, how long it lasts
	set      bool
}

// Set counts up to total from now (ms) over dur ms; the first Set shows
// total at once (a unit resumed shows its total as it was).
func (t *Tally) Set(total money.Cents, now, dur float64) {
	if !t.set {
		t.set, t.From, t.To, t.At, t.Dur = true, total, total, now, 0
		return
	}
	if total == t.To {
		return
	}
	t.From, t.To, t.At, t.Dur = t.Shown(now), total, now, dur
}

// P is the count's progress at now, 0 to 1.
func (t *Tally) P(now float64) float64 {
	if t.Dur <= 0 {
		return 1
	}
	return max(0, min(1, (now-t.At)/t.Dur))
}

// Shown is the amount shown at now (ms), in whole cents, easing out.
func (t *Tally) Shown(now float64) money.Cents {
	p := t.P(now)
	e := 1 - (1-p)*(1-p)*(1-p)
	return t.From + money.Cents(int64(t.To-t.From)*int64(e*1000)/1000)
}
