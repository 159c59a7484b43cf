package eldorado

import (
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// tv returns the total-variation distance between two samples of small
// non-negative integers.
func tv(a, b []int) float64 {
	ca, cb := map[int]float64{}, map[int]float64{}
	for _, x := range a {
		ca[x]++
	}
	for _, x := range b {
		cb[x]++
	}
	d := 0.0
	for x := range ca {
		d += abs(ca[x]/float64(len(a)) - cb[x]/float64(len(b)))
	}
	for x := range cb {
		if _, ok := ca[x]; !ok {
			d += cb[x] / float64(len(b))
		}
	}
	return d / 2
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// naturalByClass draws n units of natural play at stake and groups their
// features by class.
func naturalByClass(t *testing.T, stake money.Cents, n int) map[string][][]int {
	rng := rngFor(11)
	by := map[string][][]int{}
	for range n {
		s, err := Natural(stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Validate(); err != nil {
			t.Fatalf("natural script does not validate: %v", err)
		}
		by[Class(s)] = append(by[Class(s)], Features(s))
	}
	return by
}

// TestRealism: in every class (prize, form, mode) of a lot of the table
// with at least 2,000 units among 150,000 of natural play at 0.50 €, the
// total-variation distance between natural play and ComposeForm is at
// most 0.05 for each visible feature; and for each prize and mode,
// Compose draws the forms as natural play does (distance of the form's
// distribution at most 0.05).
func TestRealism(t *testing.T) {
	const stake = 50
	tab := tableFor(stake)
	nNatural, minClass, nComposed, minChecked := 150_000, 2000, 20_000, 8
	if gametest.Short() {
		// The two commonest classes only: 0 and 1 € via Extras.
		nNatural, minClass, nComposed, minChecked = 25_000, 4000, 10_000, 2
	}
	by := naturalByClass(t, stake, nNatural)
	rng := rngFor(12)
	checked := 0
	type pm struct {
		prize money.Cents
		mode  core.Variant
	}
	forms := map[pm]map[string]int{} // natural units per (prize, mode) by class, table forms only
	for _, c := range classes(tab) {
		for _, m := range modes {
			want := c.class(m)
			nat := by[want]
			if forms[pm{c.prize, m}] == nil {
				forms[pm{c.prize, m}] = map[string]int{}
			}
			forms[pm{c.prize, m}][want] = len(nat)
			if len(nat) < minClass {
				continue
			}
			checked++
			var comp [][]int
			for range nComposed {
				s, err := ComposeForm(stake, c.prize, c.form, m, rng)
				if err != nil {
					t.Fatal(err)
				}
				comp = append(comp, Features(s))
			}
			for i, name := range featureNames {
				d := tv(column(nat, i), column(comp, i))
				t.Logf("%-22s %-22s natural %6d  TV %.3f", want, name, len(nat), d)
				if d > 0.05 {
					t.Errorf("%s: %s: TV %.3f > 0.05", want, name, d)
				}
			}
		}
	}
	if checked < minChecked {
		t.Errorf("only %d classes checked", checked)
	}
	// The forms Compose draws for each prize and mode.
	for k, byForm := range forms {
		total := 0
		for _, n := range byForm {
			total += n
		}
		if total < 1000 || len(byForm) < 2 {
			continue
		}
		got := map[string]int{}
		const n = 20_000
		for range n {
			s, err := Compose(stake, k.prize, k.mode, rng)
			if err != nil {
				t.Fatal(err)
			}
			got[Class(s)]++
		}
		d := 0.0
		for c, nn := range byForm {
			d += abs(float64(nn)/float64(total)-float64(got[c])/n) / 2
		}
		t.Logf("%s € %s: forms %v natural, %v composed: TV %.3f", k.prize, modeName(k.mode), byForm, got, d)
		if d > 0.05 {
			t.Errorf("%s € %s: form TV %.3f", k.prize, modeName(k.mode), d)
		}
	}
}

func column(rows [][]int, i int) []int {
	c := make([]int, len(rows))
	for j, r := range rows {
		c[j] = r[i]
	}
	return c
}
