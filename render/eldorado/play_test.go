package eldorado

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"revela/core"
	rules "revela/core/eldorado"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit/anim"
	"revela/render/screens/screenstest"
)

// script decodes a hand-made script: the stake, the prize and the grids,
// three rows of five letters each (P pyramide, C coffre, S soleil,
// D dague, M Chance, R perroquet).
func script(t *testing.T, stake, prize string, grids ...[3]string) *rules.Script {
	t.Helper()
	var b strings.Builder
	b.WriteString(`{"game":"eldorado","stake":"` + stake + `","prize":"` + prize + `","version":"eldorado/1","grids":[`)
	for i, g := range grids {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`["` + g[0] + `","` + g[1] + `","` + g[2] + `"]`)
	}
	b.WriteString("]}")
	s, err := rules.Decode([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustOpen(t *testing.T, s *rules.Script) *Play { return screenstest.Open(t, open, s) }

// settle runs the play until it waits for its button or ends.
func settle(t *testing.T, p *Play) {
	t.Helper()
	for i := 0; i < 100000 && !p.Waiting && !p.Ended; i++ {
		p.Update()
	}
	if !p.Waiting && !p.Ended {
		t.Fatal("the play neither waits nor ends")
	}
}

// the unit of docs/eldorado-script.md, at 1 €: the first grid's rows are
// 1 coffre + Chance (an Extra), 3 soleils (an Extra) and nothing, so 2
// Extras; the first Extra grid shows nothing; the second pays its last
// row, 3 coffres + Chance = 4 coffres, 12.50 € at 0.50 €, so 25 € at 1 €.
func docUnit(t *testing.T) *rules.Script {
	return script(t, "1", "25",
		[3]string{"RCSMD", "RSSSR", "MDRSR"},
		[3]string{"RSDSC", "RRSRS", "DRCDS"},
		[3]string{"RDSSR", "DDRRR", "CCCMR"})
}

// TestPlayViaExtras plays the unit of docs/eldorado-script.md press by
// press: Jouer reveals the first grid and its two Extra rows, then Extra
// twice, and the last row of the last grid pays 25 €.
func TestPlayViaExtras(t *testing.T) {
	p := mustOpen(t, docUnit(t))
	if !p.Waiting || p.Stage != PhaseJouer || p.Released != 0 || p.Grids != 3 || p.Prize() != money.Euros(25) {
		t.Fatalf("at the start: waiting %v, phase %d, steps %d, grids %d, prize %s", p.Waiting, p.Stage, p.Released, p.Grids, p.Prize())
	}
	if p.Cells[0][0].Shown {
		t.Fatal("a cell is shown before Jouer")
	}
	if !p.Go() || p.Go() {
		t.Fatal("Jouer: the first press must act, a second one while it plays must not")
	}
	settle(t, p)
	if p.Released != 1 || p.Stage != PhaseExtra || p.Extras != 2 || p.ExtrasWon != 2 || p.Total != 0 || p.ExtrasLeft() != 2 {
		t.Fatalf("after Jouer: steps %d, phase %d, extras %d/%d, total %s", p.Released, p.Stage, p.ExtrasWon, p.Extras, p.Total)
	}
	// « Vous obtenez 2 Extra » showed for 1.3 s, over by the time the
	// button waits (1.4 s after it opened)
	if !p.Banner.On || p.Banner.Dur != BannerDur || p.Now-p.Banner.Start != anim.Ms(1400) {
		t.Fatalf("« Vous obtenez 2 Extra »: %+v at tick %d, want %d ticks from 84 ticks ago", p.Banner, p.Now, BannerDur)
	}
	if c := p.Cells[0][1]; !c.Shown || c.Symbol != rules.Coffre || !c.InRow {
		t.Fatalf("cell (0,1) %+v: want a coffre, part of its row", c)
	}
	if c := p.Cells[0][0]; c.InRow || c.Symbol != rules.Perroquet {
		t.Fatalf("cell (0,0) %+v: want a perroquet, not part of the row", c)
	}
	want := [3]RowMark{
		{Kind: RowExtra, Combo: rules.Combo{Symbol: rules.Coffre, Count: 1, Chance: true, Extra: true}},
		{Kind: RowExtra, Combo: rules.Combo{Symbol: rules.Soleil, Count: 3, Extra: true}},
		{},
	}
	for r := range want {
		got := p.Rows[r]
		if got.Kind != want[r].Kind || got.Combo != want[r].Combo || got.Amount != 0 {
			t.Errorf("row %d: %+v, want %+v", r, got, want[r])
		}
	}
	p.Go()
	settle(t, p)
	if p.Released != 2 || p.Grid != 1 || p.Rows != [3]RowMark{} || p.Total != 0 || !p.Waiting || p.ExtrasLeft() != 1 {
		t.Fatalf("after the first Extra: steps %d, grid %d, rows %+v, total %s", p.Released, p.Grid, p.Rows, p.Total)
	}
	if c := p.Cells[2][4]; c.Symbol != rules.Soleil {
		t.Fatalf("Extra grid 1, cell (2,4) %+v: want a soleil", c)
	}
	p.Go()
	settle(t, p)
	if !p.Ended || p.Released != 3 || p.Stage != PhaseOver || p.Total != money.Euros(25) {
		t.Fatalf("at the end: ended %v, steps %d, total %s", p.Ended, p.Released, p.Total)
	}
	if r := p.Rows[2]; r.Kind != RowWin || r.Amount != money.Euros(25) || r.Combo != (rules.Combo{Symbol: rules.Coffre, Count: 3, Chance: true}) {
		t.Fatalf("row 3 of the last grid: %+v, want 3 coffres + Chance paying 25 €", r)
	}
	if len(p.Gains) != 1 || p.Gains[0] != money.Euros(25) {
		t.Fatalf("gains %v, want [25 €]", p.Gains)
	}
}

// TestPlayDirect: a unit at 0.50 € whose first grid pays 4 soleils
// (2.50 €) and 3 coffres (1 €), 3.50 € in the form 2.50 + 1 (rank 7):
// Jouer reveals it all, and the play ends without waiting again.
func TestPlayDirect(t *testing.T) {
	p := mustOpen(t, script(t, "0.50", "3.50", [3]string{"SSSSD", "CCSDC", "DSDRR"}))
	p.Go()
	settle(t, p)
	if !p.Ended || p.Released != 1 || p.Total != 350 || p.Extras != 0 || p.ExtrasLeft() != 0 {
		t.Fatalf("ended %v, steps %d, total %s, extras %d", p.Ended, p.Released, p.Total, p.Extras)
	}
	if len(p.Gains) != 2 || p.Gains[0] != 250 || p.Gains[1] != 100 {
		t.Fatalf("gains %v, want [2,50 € 1 €]", p.Gains)
	}
	if p.Rows[0].Kind != RowWin || p.Rows[1].Kind != RowWin || p.Rows[2].Kind != RowNone {
		t.Fatalf("rows %+v", p.Rows)
	}
	// 4 soleils: the dague is not part of the row
	if !p.Cells[0][3].InRow || p.Cells[0][4].InRow {
		t.Fatalf("row 1's cells: %+v", p.Cells[0])
	}
}

// TestSuspense: the last column comes Suspense ticks after the fourth (a
// normal pause is 300 ms), 55 % of it under AUTO.
func TestSuspense(t *testing.T) {
	for _, auto := range []bool{false, true} {
		p := mustOpen(t, script(t, "2", "0", [3]string{"DSDRR", "RRSDS", "SRDDR"}))
		if auto {
			p.SetAuto()
		} else {
			p.Go()
		}
		at := map[int]int{}
		for i := 0; i < 10000 && !p.Ended; i++ {
			if p.Last.Kind == rules.EvColumn {
				if _, ok := at[int(p.Last.Col)]; !ok {
					at[int(p.Last.Col)] = p.Now
				}
			}
			p.Update()
		}
		want := 51 // 850 ms
		if auto {
			want = 29 // ⌈51 × 0.55⌉
		}
		if got := at[4] - at[3]; got != want {
			t.Errorf("auto %v: the last column %d ticks after the fourth, want %d", auto, got, want)
		}
		if got := at[1] - at[0]; got != 18 && !auto || got != 10 && auto {
			t.Errorf("auto %v: the second column %d ticks after the first, want 18 (300 ms) or 10 under AUTO", auto, got)
		}
	}
}

// TestAutoSkipsNothing: under AUTO every event of the transcript is on
// screen for at least one tick, in order.
func TestAutoSkipsNothing(t *testing.T) {
	s := docUnit(t)
	tr, err := rules.Check(s)
	if err != nil {
		t.Fatal(err)
	}
	p := New(s, tr)
	p.SetAuto()
	var seen []rules.Event
	for i := 0; i < 100000 && !p.Ended; i++ {
		if len(seen) == 0 || seen[len(seen)-1] != p.Last {
			seen = append(seen, p.Last)
		}
		p.Update()
	}
	seen = append(seen, p.Last)
	// 3 grids × (start + 5 columns), 2 Extra rows, "2 Extra", 1 win, the end
	if len(seen) != 3*6+2+1+1+1 || !reflect.DeepEqual(seen, []rules.Event(tr)) {
		t.Fatalf("saw %d events, want the %d of the transcript in order", len(seen), len(tr))
	}
}

// view is what a board draws of a play once nothing moves.
type view struct {
	Cells [3][5]struct {
		Shown, InRow bool
		Symbol       rules.Symbol
	}
	Rows [3]struct {
		Kind   RowKind
		Combo  rules.Combo
		Amount money.Cents
	}
	Grid, Released int
	Extras, Won    int
	Gains          []money.Cents
	Total          money.Cents
	Waiting, Ended bool
	Stage          Phase
	ExtrasLeft     int
}

func viewOf(p *Play) view {
	var v view
	for r := range p.Cells {
		for c := range p.Cells[r] {
			x := p.Cells[r][c]
			v.Cells[r][c].Shown, v.Cells[r][c].InRow, v.Cells[r][c].Symbol = x.Shown, x.InRow, x.Symbol
		}
		v.Rows[r].Kind, v.Rows[r].Combo, v.Rows[r].Amount = p.Rows[r].Kind, p.Rows[r].Combo, p.Rows[r].Amount
	}
	v.Grid, v.Released, v.Extras, v.Won, v.Gains = p.Grid, p.Released, p.Extras, p.ExtrasWon, p.Gains
	v.Total, v.Waiting, v.Ended, v.Stage, v.ExtrasLeft = p.ShownTotal(), p.Waiting, p.Ended, p.Stage, p.ExtrasLeft()
	return v
}

// TestFastForward: for composed units of every stake, direct and via
// Extras, FastForward(k) shows what k presses show once settled, and the
// rest played from there ends as a play of every press does.
func TestFastForward(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		stake, prize money.Cents
		mode         core.Variant
	}{
		{50, 0, rules.Direct}, {50, 0, rules.ViaExtras}, {50, 350, rules.Direct}, {100, 2500, rules.ViaExtras},
		{200, 1000, rules.ViaExtras}, {200, 90000, rules.Direct}, {100, 200, rules.ViaExtras}, {50, 7500, rules.ViaExtras},
	} {
		s, err := rules.Compose(c.stake, c.prize, c.mode, rng)
		if err != nil {
			t.Fatal(err)
		}
		n := len(s.Grids)
		for k := 0; k <= n+1; k++ {
			a := mustOpen(t, s)
			for i := 0; i < k && !a.Ended; i++ {
				a.Go()
				settle(t, a)
			}
			b := mustOpen(t, s)
			if got := b.FastForward(k); got != (k > 0) {
				t.Fatalf("FastForward(%d) reported %v", k, got)
			}
			if k > 0 && b.FastForward(1) {
				t.Fatal("a second FastForward acted")
			}
			settle(t, b)
			if va, vb := viewOf(a), viewOf(b); !reflect.DeepEqual(va, vb) {
				t.Fatalf("%s at %s, %d grids, k=%d:\npresses      %+v\nfast-forward %+v", c.prize, c.stake, n, k, va, vb)
			}
			for _, p := range []*Play{a, b} {
				p.SetAuto()
				settle(t, p)
			}
			if va, vb := viewOf(a), viewOf(b); !reflect.DeepEqual(va, vb) || !va.Ended || va.Total != c.prize || va.Released != n {
				t.Fatalf("%s at %s, k=%d, at the end:\npresses      %+v\nfast-forward %+v", c.prize, c.stake, k, va, vb)
			}
		}
	}
}

// TestCaption: what the caption says at each step of the unit of
// docs/eldorado-script.md, in French and in English.
func TestCaption(t *testing.T) {
	for _, c := range []struct {
		lang string
		want []string
	}{
		{"fr", []string{
			"Appuyez sur JOUER : la grille se révèle",
			"Ligne 1 : 1 coffre + Chance → EXTRA !",
			"Ligne 2 : 3 soleils → EXTRA !",
			"Vous obtenez 2 Extra",
			"Extra 1 sur 2 : appuyez sur EXTRA",
			"Aucune combinaison sur cette grille",
			"Extra 2 sur 2 : appuyez sur EXTRA",
			"Dernière colonne…",
			"Ligne 3 : 3 coffres + Chance = 25\u202f€",
		}},
		{"en", []string{
			"Press PLAY: the grid reveals itself",
			"Row 1: 1 chest + Chance → EXTRA!",
			"Row 2: 3 suns → EXTRA!",
			"You get 2 Extras",
			"Extra 1 of 2: press EXTRA",
			"No combination on this grid",
			"Extra 2 of 2: press EXTRA",
			"Last column…",
			"Row 3: 3 chests + Chance = €25",
		}},
	} {
		w := wordsFor(&i18n.Words{Lang: c.lang})
		p := mustOpen(t, docUnit(t))
		var said []string
		for i := 0; i < 100000 && !p.Ended; i++ {
			if p.Waiting {
				said = append(said, caption(w, p))
				p.Go()
			}
			s := caption(w, p)
			if s != "" && s != said[len(said)-1] {
				said = append(said, s)
			}
			p.Update()
		}
		if caption(w, p) != "" {
			t.Errorf("%s: a caption at the end: %q", c.lang, caption(w, p))
		}
		for _, want := range c.want {
			found := false
			for _, s := range said {
				found = found || s == want
			}
			if !found {
				t.Errorf("%s: never said %q; said %q", c.lang, want, said)
			}
		}
	}
}
