package eldorado

import (
	"math"
	"testing"

	"revela/core/money"
)

// TestRowTable: the natural chance of a few row outcomes, worked out by
// hand from the weights (out of 100 per cell, 100^5 = 1e10 per row): 5
// pyramide or 4 pyramide + Chance (5 places for the Chance) is 6^5 + 5 ×
// 6^4 × 8 = 59,616 in 1e10, six rows; 5 coffre or 4 + Chance, 14^5 + 5 ×
// 14^4 × 8 = 2,074,464; 5 dague or 4 + Chance, 20^5 + 5 × 20^4 × 8 =
// 9,600,000.
func TestRowTable(t *testing.T) {
	rt := rowsByOutcome()
	for _, c := range []struct {
		base money.Cents
		rows int
		q    float64
	}{{350000, 6, 59_616e-10}, {22500, 6, 2_074_464e-10}, {2500, 6, 9_600_000e-10}} {
		o := level(c.base)
		if len(rt.rows[o]) != c.rows || math.Abs(rt.q[o]-c.q) > 1e-15 {
			t.Errorf("%d: %d rows, q %g; want %d, %g", c.base, len(rt.rows[o]), rt.q[o], c.rows, c.q)
		}
	}
	total := 0
	for o := range rt.rows {
		total += len(rt.rows[o])
	}
	if total != nRows || len(rt.rows[oInvalid]) == 0 {
		t.Errorf("%d rows", total)
	}
	if level(300) != oInvalid {
		t.Error("3 € is a row amount")
	}
}

// TestPlanWeights: a losing unit via Extras has e = 1, 2 or 3 Extra rows
// among the first grid's 3 (3, 3 and 1 places), the other rows giving
// nothing, and e Extra grids giving nothing, each drawn again until valid
// (z2): natural play gives e with weight
// C(3, e) qx^e qn^(3-e) (qn^3 / z2)^e. A direct unit of 2 € (1+1) has 3
// skeletons (the place of the row giving nothing), each q1² qn.
func TestPlanWeights(t *testing.T) {
	rt := rowsByOutcome()
	plansOnce.Do(buildPlans)
	qn, qx, z2 := rt.q[oNothing], rt.q[oExtra], rt.z2
	if want := math.Pow(1-qx-rt.q[oInvalid], 3); math.Abs(z2-want) > 1e-15 {
		t.Errorf("z2 = %g, want %g", z2, want)
	}
	grid := qn * qn * qn / z2
	want := [4]float64{0, 3 * qx * qn * qn * grid, 3 * qx * qx * qn * grid * grid, qx * qx * qx * grid * grid * grid}
	var got [4]float64
	p := losing[ViaExtras]
	for i, sk := range p.skels {
		w := p.cum[i]
		if i > 0 {
			w -= p.cum[i-1]
		}
		got[sk.extras] += w
	}
	if len(p.skels) != 7 {
		t.Errorf("%d skeletons", len(p.skels))
	}
	for e := 1; e <= 3; e++ {
		if math.Abs(got[e]-want[e]) > 1e-12*want[e] {
			t.Errorf("e = %d: weight %g, want %g", e, got[e], want[e])
		}
	}
	d := lotPlans[8][0][Direct] // rank 9, 2 € = 1+1
	q1 := rt.q[oWin]
	if len(d.skels) != 3 || math.Abs(d.total()-3*q1*q1*qn) > 1e-15 {
		t.Errorf("1+1 direct: %d skeletons, total %g", len(d.skels), d.total())
	}
	if p := losing[Direct]; len(p.skels) != 1 || math.Abs(p.total()-qn*qn*qn) > 1e-15 {
		t.Errorf("losing direct: %+v", p)
	}
}
