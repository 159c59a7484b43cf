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
