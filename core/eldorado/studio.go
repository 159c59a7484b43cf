package eldorado

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"revela/core"
	"revela/core/money"
)

// formNames are the forms of prize at stake as the designers' studio
// writes them, "75+75+75" (decision E-3, the lot table's Forms); nil for
// prize 0 or an amount the table does not pay.
func formNames(stake, prize money.Cents) []string {
	t := tableFor(stake)
	if t == nil || prize <= 0 {
		return nil
	}
	l, ok := t.Lot(prize)
	if !ok {
		return nil
	}
	names := make([]string, len(l.Forms))
	for i, f := range l.Forms {
		names[i] = formText(f)
	}
	return names
}

// ofClass returns the form and the mode of a prize class as Class
// writes it ("12.50 5+5+2.50 extras": "5+5+2.50", ViaExtras; "0 direct":
// "", Direct), false for a class the table at stake does not sell: its
// gains are not a form of the prize's rank (E-3; natural play gives
// "12.50 5+2.50+2.50+2.50 extras", never sold), or another string
// (core.Forms.OfClass).
func ofClass(stake money.Cents, class string) (string, core.Variant, bool) {
	f := strings.Fields(class)
	if len(f) < 2 || len(f) > 3 {
		return "", Direct, false
	}
	mode := Direct
	switch f[len(f)-1] {
	case "direct":
	case "extras":
		mode = ViaExtras
	default:
		return "", Direct, false
	}
	prize, err := money.Parse(f[0])
	t := tableFor(stake)
	if err != nil || t == nil {
		return "", Direct, false
	}
	if len(f) == 2 {
		return "", mode, prize == 0
	}
	l, ok := t.Lot(prize)
	var gains []money.Cents
	for _, g := range strings.Split(f[1], "+") {
		c, err := money.Parse(g)
		if err != nil {
			return "", Direct, false
		}
		gains = append(gains, c)
	}
	return f[1], mode, ok && isForm(gains, l.Forms)
}

// composeForm is ComposeForm with the form written as the studio writes
// it: the gains joined by "+" (or spaces, or commas), "75+75+75"; "" for
// no gain. A word that is not a gain is ErrForm.
func composeForm(stake, prize money.Cents, form string, mode core.Variant, rng *rand.Rand) (core.Script, error) {
	var gains []money.Cents
	for _, f := range strings.FieldsFunc(form, func(r rune) bool { return r == '+' || r == ' ' || r == ',' }) {
		c, err := money.Parse(f)
		if err != nil || c <= 0 {
			return nil, fmt.Errorf("%w: %q in %q is not a gain", ErrForm, f, form)
		}
		gains = append(gains, c)
	}
	return core.AsScript(ComposeForm(stake, prize, gains, mode, rng))
}
