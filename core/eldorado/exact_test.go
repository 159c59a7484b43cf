package eldorado

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// rowLaw is natural play's chance of each row outcome, from the 7,776
// rows and the natural weights.
func rowLaw() (q [nOutcomes]float64) {
	var all float64
	for code := range nRows {
		row := decodeRow(uint16(code))
		p := 1.0
		for _, s := range row {
			p *= float64(Default.Weights[s])
		}
		q[outcome(&row)] += p
		all += p
	}
	for o := range q {
		q[o] /= all
	}
	return q
}

// skeletonKey writes a unit's row outcomes, grid by grid.
func skeletonKey(outcomes [][Rows]uint8) string {
	var b strings.Builder
	for g, rows := range outcomes {
		if g > 0 {
			b.WriteString("|")
		}
		fmt.Fprint(&b, rows)
	}
	return b.String()
}

// exactSkeletons is natural play's law of the unit's skeleton (the
// outcome of every row of every grid) given its prize and mode at 0.50 €
// (in proportion: the chances of prize and mode with each skeleton),
// enumerated grid by grid from natural play's definition: a first grid
// of three independent rows drawn again unless valid (no invalid row, no
// Extra row beside a winning one), then as many Extra grids as its Extra
// rows, each drawn again unless its rows only give nothing or win.
func exactSkeletons(prize money.Cents, mode core.Variant) map[string]float64 {
	q := rowLaw()
	win := func(o uint8) money.Cents {
		if o >= oWin && o < oInvalid {
			return levels[o-oWin]
		}
		return 0
	}
	// reach[r][a]: whether r rows can win exactly a in all.
	const unit = 50
	maxA := int(prize / unit)
	reach := make([][]bool, 4*Rows+1)
	for r := range reach {
		reach[r] = make([]bool, maxA+1)
		reach[r][0] = true
		if r == 0 {
			continue
		}
		for a := 1; a <= maxA; a++ {
			reach[r][a] = reach[r-1][a]
			for _, l := range levels {
				if int(l/unit) <= a && reach[r-1][a-int(l/unit)] {
					reach[r][a] = true
				}
			}
		}
	}
	var z1, z2 float64
	for a := range uint8(nOutcomes) {
		for b := range uint8(nOutcomes) {
			for c := range uint8(nOutcomes) {
				rows := [Rows]uint8{a, b, c}
				p := q[a] * q[b] * q[c]
				extras, paying, valid := 0, false, true
				for _, o := range rows {
					extras += int(b2i(o == oExtra))
					paying = paying || win(o) > 0
					valid = valid && o != oInvalid
				}
				if valid && (extras == 0 || !paying) {
					z1 += p
				}
				if valid && extras == 0 {
					z2 += p
				}
			}
		}
	}
	law := map[string]float64{}
	var grids [][Rows]uint8
	// extra fills the Extra grids left, row by row, with rest to win.
	var extra func(left int, row int, rest money.Cents, p float64)
	extra = func(left, row int, rest money.Cents, p float64) {
		if left == 0 {
			if rest == 0 {
				law[skeletonKey(grids)] += p
			}
			return
		}
		if row == Rows {
			extra(left-1, 0, rest, p)
			return
		}
		if row == 0 {
			grids = append(grids, [Rows]uint8{})
			defer func() { grids = grids[:len(grids)-1] }()
			p /= z2
		}
		rowsLeft := (left-1)*Rows + Rows - row - 1
		for o := uint8(oNothing); o < oInvalid; o++ {
			if o == oExtra || win(o) > rest || !reach[rowsLeft][int((rest-win(o))/unit)] {
				continue
			}
			grids[len(grids)-1][row] = o
			extra(left, row+1, rest-win(o), p*q[o])
		}
	}
	for a := range uint8(oInvalid) {
		for b := range uint8(oInvalid) {
			for c := range uint8(oInvalid) {
				first := [Rows]uint8{a, b, c}
				extras, sum := 0, money.Cents(0)
				for _, o := range first {
					extras += int(b2i(o == oExtra))
					sum += win(o)
				}
				if extras > 0 && sum > 0 || (extras > 0) != (mode == ViaExtras) || sum > prize {
					continue
				}
				grids = append(grids[:0], first)
				extra(extras, 0, prize-sum, q[a]*q[b]*q[c]/z1)
			}
		}
	}
	return law
}

// TestComposerExact: at 0.50 €, for the rare 3,500 € and 225 € (direct
// and via Extras) and the common 12.50 € via Extras, the composer's
// skeletons follow natural play's law given the prize and the mode,
// enumerated from natural play's definition (exactSkeletons: 3 to 92,236
// skeletons): a chi-square test of 20,000 of them scores -1.32 to 0.82. A
// composer that draws the form evenly rather than with its natural
// chance scores 384 to 1,586 where the prize has several forms.
func TestComposerExact(t *testing.T) {
	n := 20_000
	if testing.Short() {
		n = 5_000
	}
	stake := money.MustParse("0.50")
	rng := rand.New(rand.NewPCG(30, 6))
	for _, c := range []struct {
		prize string
		mode  core.Variant
	}{{"3500", Direct}, {"3500", ViaExtras}, {"225", Direct}, {"225", ViaExtras}, {"12.50", ViaExtras}} {
		prize := money.MustParse(c.prize)
		law := exactSkeletons(prize, c.mode)
		forms := formNames(stake, prize)
		honest, biased := map[string]int{}, map[string]int{}
		for range n {
			s, err := Compose(stake, prize, c.mode, rng)
			if err != nil {
				t.Fatal(err)
			}
			honest[skeletonOf(s)]++
			f := forms[rng.IntN(len(forms))]
			if s, err := composeForm(stake, prize, f, c.mode, rng); err == nil {
				biased[skeletonOf(s.(*Script))]++
			}
		}
		z, cells := gametest.ChiSquare(honest, law)
		zb, _ := gametest.ChiSquare(biased, law)
		t.Logf("%s € %s: %d skeletons, %d cells, z %.2f, forms evenly %.2f", c.prize, Game.Variants[c.mode], len(law), cells, z, zb)
		if z > 4 {
			t.Errorf("%s € %s: the composer's skeletons score %.2f over %d cells, want at most 4", c.prize, Game.Variants[c.mode], z, cells)
		}
		if len(forms) > 1 && zb < 4 {
			t.Errorf("%s € %s: a composer drawing the forms evenly scores %.2f, want above 4", c.prize, Game.Variants[c.mode], zb)
		}
	}
}

// skeletonOf returns the key of a script's row outcomes.
func skeletonOf(s *Script) string {
	out := make([][Rows]uint8, len(s.Grids))
	for g := range s.Grids {
		for r := range s.Grids[g] {
			out[g][r] = outcome(&s.Grids[g][r])
		}
	}
	return skeletonKey(out)
}
