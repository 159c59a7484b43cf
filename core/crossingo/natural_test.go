package crossingo

import (
	"errors"
	"math"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
	"revela/core/realism"
)

var nat = Game

// rich is a hand-made unit (engine_test.go's hand grid) that shows every
// feature: row 0 complete at click 0, a 2 € amount and a swapper at click
// 1, the EXTRA symbol at click 2, a golden (1,3) at click 3, column 0
// complete at click 4, and an EXTRA step whose type 1 (2 €) appears 4
// times. Prize: row 0 (1 €) + column 0 (1 €) + 2 € + 2 € = 6 €.
func rich() *Script {
	return hand().row(0, 0).
		set(1, 0, num(1, 0)).set(1, 1, amt("2")).set(1, 4, swp(0, 1, 3, 2, 4)).
		set(2, 0, num(2, 0)).set(2, 2, xtra).
		set(3, 0, num(3, 0)).set(3, 3, gold(1, 3)).
		set(4, 0, num(4, 0)).
		extra([3]string{"1", "2", "5"}, [12]int{1, 1, 1, 1, 0, 0, 3, 3, 3, 3, 3, 3}).prize("6")
}

func TestFeatures(t *testing.T) {
	names := nat.FeatureNames
	for _, tc := range []struct {
		name string
		s    *Script
		want []int
	}{
		// Nothing marked, nothing won; the largest line amount is 50 € (band 3).
		{"misses only", hand().prize("0"), []int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0}},
		// After click 1: row 0 and (1,0), 6 marks (3); after click 3: 9 (4),
		// golden (1,3); column 0 one short (1 €, band 1); row 0 complete;
		// one amount, 2 € (band 1); the EXTRA symbol and a swapper shown.
		// Gains: 2 lines, 1 amount, the EXTRA win: 4, mixed (4).
		{"rich", rich(), []int{3, 4, 1, 1, 1, 1, 1, 1, 1, 1, 3, 0, 4, 4, 0, 1}},
		// Row 2 (5 €) complete at click 1 with golden (2,3): doubled; lines
		// of 100 € and more: none. Made by lines only.
		{"doubled row", hand().row(1, 2).set(1, 3, gold(2, 3)).prize("10"),
			[]int{2, 2, 1, 0, 0, 1, 0, 0, 0, 0, 3, 0, 1, 1, 1, 0}},
		// A 10 € amount and a 5 € one by click 3 (sum band 4 for 15 €),
		// nothing else: made by amounts only.
		{"amounts only", hand().set(0, 0, amt("10")).set(3, 1, amt("5")).prize("15"),
			[]int{0, 0, 0, 0, 0, 0, 2, 4, 0, 0, 3, 0, 2, 2, 0, 0}},
		// The EXTRA symbol at click 4 (not shown by click 4), its step wins
		// 5 € (type 2): made by EXTRA only.
		{"EXTRA only", hand().set(4, 3, xtra).extra([3]string{"1", "2", "5"}, [12]int{2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3}).prize("5"),
			[]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 1, 3, 0, 1}},
	} {
		got := nat.Features(tc.s)
		if len(got) != len(names) {
			t.Fatalf("%s: %d features for %d names", tc.name, len(got), len(names))
		}
		if !reflect.DeepEqual(got, tc.want) {
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("%s: %s = %d, want %d", tc.name, names[i], got[i], tc.want[i])
				}
			}
		}
	}
	big := hand()
	big.Lines[0], big.Lines[3], big.Lines[11] = eu("100"), eu("10000"), eu("500")
	if f := nat.Features(big); f[10] != 4 || f[11] != 2 {
		t.Errorf("lines of 100, 500 and 10,000 €: top band %d, big lines %d; want 4 and 2", f[10], f[11])
	}
	// The top amount one short is the largest of the lines one short:
	// row 0 (1 €) and column 4 (50 €) both at 4 marks after click 3.
	near := hand().set(0, 0, num(0, 0)).set(0, 1, num(0, 1)).set(0, 2, num(0, 2)).set(1, 3, num(0, 3)).set(0, 4, num(1, 4)).
		set(1, 4, num(2, 4)).set(2, 4, num(3, 4)).set(3, 4, num(4, 4))
	if f := nat.Features(near); f[3] != 2 || f[4] != 3 {
		t.Errorf("row 0 and column 4 one short: %d lines, band %d; want 2 and 3", f[3], f[4])
	}
	if f := nat.Features(fakeScript{}); f != nil {
		t.Errorf("features of another game's script: %v", f)
	}
	// The boundaries of two features: a line of exactly 100 € counts among
	// the lines of 100 € and more; an EXTRA step that wins nothing (no
	// type reaches 4, C-7) is not a gain of the prize.
	hundred := hand()
	hundred.Lines[0] = eu("100")
	if f := nat.Features(hundred); f[10] != 4 || f[11] != 1 {
		t.Errorf("one line of exactly 100 €: top band %d, big lines %d; want 4 and 1", f[10], f[11])
	}
	lost := hand().set(4, 3, xtra).extra([3]string{"1", "2", "5"}, [12]int{0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3}).prize("0")
	if _, err := Check(lost); err != nil {
		t.Fatalf("a lost EXTRA step: %v", err)
	}
	if f := nat.Features(lost); f[12] != 0 || f[13] != 0 || f[15] != 1 {
		t.Errorf("an EXTRA step that wins nothing: gains %d, made %d, EXTRA played %d; want 0, 0, 1", f[12], f[13], f[15])
	}
	if n := len(nat.FeatureNames); n != 16 || nat.FeatureNames[3] != "lines one short@4" {
		t.Errorf("feature names: %v", nat.FeatureNames)
	}
}

type fakeScript struct{}

func (fakeScript) Envelope() core.Envelope        { return core.Envelope{Prize: 250} }
func (fakeScript) Validate() (money.Cents, error) { return 0, nil }

func TestBands(t *testing.T) {
	for _, tc := range []struct {
		a          string
		band, sumB int
	}{
		{"0", 0, 0}, {"1", 1, 1}, {"2", 1, 1}, {"3", 2, 2}, {"5", 2, 2}, {"6", 2, 3},
		{"10", 2, 3}, {"11", 3, 4}, {"20", 3, 4}, {"50", 3, 4}, {"51", 4, 4}, {"100", 4, 4},
	} {
		if b, s := band(eu(tc.a)), sumBand(eu(tc.a)); b != tc.band || s != tc.sumB {
			t.Errorf("%s €: band %d, sum band %d; want %d and %d", tc.a, b, s, tc.band, tc.sumB)
		}
	}
}

func TestClass(t *testing.T) {
	if c := nat.Class(rich()); c != "6" {
		t.Errorf("class %q, want 6", c)
	}
	if c := nat.Class(fakeScript{}); c != "2.50" {
		t.Errorf("class %q, want 2.50", c)
	}
}

// TestNatural: natural units are play. Every one replays without error
// under the engine once its declared prize is one of the table (rule 0.1-4
// is about selling), and derives the prize it declares; the look's rates
// show (hand-computed from the parameters in params.go).
func TestNatural(t *testing.T) {
	rng := gametest.Rng(77)
	const n = 20000
	var elements, swappers, golds, numbers, hits, amounts, oneEuro, lines, oneEuroLines, extras int
	for i := 0; i < n; i++ {
		cs, err := nat.Natural(table.Stake, rng)
		if err != nil {
			t.Fatal(err)
		}
		s := cs.(*Script)
		if table.Pays(s.Prize) {
			if got, err := s.Validate(); err != nil || got != s.Prize {
				t.Fatalf("unit %d: %s, %v", i, got, err)
			}
		} else if _, err := s.Validate(); RuleOf(err) != RulePrize {
			t.Fatalf("unit %d of %s €: %v", i, s.Prize, err)
		}
		grid := map[int]bool{}
		for _, v := range s.Grid {
			grid[v] = true
		}
		for k := range s.Boxes {
			for _, el := range s.Boxes[k] {
				elements++
				switch el.Kind {
				case Swapper:
					swappers++
				case Gold, Number:
					numbers++
					if el.Kind == Gold {
						golds++
					}
					if grid[el.Number] {
						hits++
					}
				case Amount:
					amounts++
					if el.Amount == eu("1") {
						oneEuro++
					}
				case ExtraSymbol:
					extras++
				}
			}
		}
		for _, a := range s.Lines {
			lines++
			if a == eu("1") {
				oneEuroLines++
			}
		}
	}
	near := func(what string, got, of int, want float64) {
		t.Helper()
		if share := float64(got) / float64(of); math.Abs(share-want) > 0.05*want {
			t.Errorf("%s: %.4f, want %.4f ± 5%%", what, share, want)
		}
	}
	near("swappers per element", swappers, elements, 7.0/1000)
	near("golden numbers per number", golds, numbers, 50.0/975)
	near("numbers on the grid", hits, numbers, 0.380)
	near("amounts per element", amounts, elements, 15.0/1000)
	near("1 € among amounts", oneEuro, amounts, 0.5)
	// 25 elements at 3 ‰: 0, 1 or 2+ EXTRA symbols with chances 0.92764,
	// 0.06978 and 0.00258 (binomial); boards with two are drawn again, so
	// a unit shows 0.06978 / (0.92764 + 0.06978) of one, per element / 25.
	near("EXTRA symbols per element", extras, elements, 0.06978/(0.92764+0.06978)/25)
	near("1 € among line amounts", oneEuroLines, lines, 0.22)

	if _, err := nat.Natural(eu("2"), rng); !errors.Is(err, ErrStake) {
		t.Errorf("natural at 2 €: %v", err)
	}
	if _, err := nat.Natural(table.Stake, nil); err == nil {
		t.Error("natural without a random source")
	}
}

// TestNaturalPlay: the look is returned as a copy.
func TestNaturalPlay(t *testing.T) {
	lk := NaturalPlay()
	if lk.HitPermille != 380 || lk.MaxAmounts != 3 || lk.Lines[0] != 220 {
		t.Fatalf("look %+v", lk)
	}
	lk.HitPermille = 0
	if Default.HitPermille != 380 {
		t.Fatal("NaturalPlay returned the look itself")
	}
}

func TestPerms(t *testing.T) {
	seen := map[[Size]int8]bool{}
	for i, p := range perms {
		var used uint8
		for _, v := range p {
			used |= 1 << uint(v)
		}
		if used != 1<<Size-1 || seen[p] {
			t.Fatalf("perms[%d] = %v", i, p)
		}
		seen[p] = true
	}
	if perms[0] != [Size]int8{0, 1, 2, 3, 4} {
		t.Fatalf("perms[0] = %v, want the identity", perms[0])
	}
}

// TestSums checks the laws the composer weighs boards with, against
// values worked by hand from the look's weights.
func TestSums(t *testing.T) {
	eq := func(what string, got, want float64) {
		t.Helper()
		if !(math.Abs(got-want) <= 1e-12) { // NaN fails too
			t.Errorf("%s = %.15g, want %.15g", what, got, want)
		}
	}
	eq("nothing makes 0", sums.of(0, 0, 0, 0), 1)
	eq("nothing makes 1 €", sums.of(0, 0, 0, eu("1")), 0)
	eq("a line of 1 €", sums.of(1, 0, 0, eu("1")), 0.22)
	eq("a line of 10,000 €", sums.of(1, 0, 0, eu("10000")), 0.003)
	eq("a doubled line of 2 €", sums.of(0, 1, 0, eu("2")), 0.22)
	eq("a doubled line of 3 €", sums.of(0, 1, 0, eu("3")), 0)
	eq("two lines of 3 €", sums.of(2, 0, 0, eu("3")), 2*0.22*0.20)
	eq("a line and a doubled line of 4 €", sums.of(1, 1, 0, eu("4")), 0.20*0.22)
	var total float64
	for _, p := range sums.extra {
		total += p
	}
	eq("the EXTRA law's total", total, 1)
	// Bounds: every board's chance is within the bound, for every prize.
	for _, p := range gametest.Prizes(table) {
		m := sums.bound(p)
		for n1 := 0; n1 <= 5; n1++ {
			for n2 := 0; n1+n2 <= 5; n2++ {
				for e := 0; e <= 1; e++ {
					for d := money.Cents(0); d <= sums.maxDirect && d <= p; d += 100 {
						if q := sums.of(n1, n2, e, p-d); q > m {
							t.Fatalf("prize %s: q(%d, %d, %d, %s) = %g above the bound %g", p, n1, n2, e, p-d, q, m)
						}
					}
				}
			}
		}
	}
	eq("bound of 0", sums.bound(0), 1)
	eq("bound of 1 €", sums.bound(eu("1")), 1)
	// A board with 5 complete lines has q up to the chance of 4 line
	// amounts making one sum, for 9 €: 1 + 1 + 2 + 5 in 12 orders,
	// 12 × 0.22² × 0.20 × 0.18 = 0.0209088; no other 4 amounts make 9 €.
	if m := sums.bound(eu("10000")); m < 0.0209088 || m > 0.03 {
		t.Errorf("bound of 10,000 € = %g, want between 0.0209088 and 0.03", m)
	}
}

// TestExtraLaw checks the law of the EXTRA win on looks worked by hand.
func TestExtraLaw(t *testing.T) {
	lk := *Default
	lk.ExtraAmounts = [len(extraLadder)]int32{1, 1, 1} // always 1, 2 and 5 €
	for _, tc := range []struct {
		symbols [ExtraTypes + 1]int32
		want    map[money.Cents]float64
	}{
		{[4]int32{0, 0, 0, 1}, map[money.Cents]float64{0: 1}},
		{[4]int32{1, 0, 0, 0}, map[money.Cents]float64{0: 0, eu("1"): 1}},
		{[4]int32{0, 0, 1, 0}, map[money.Cents]float64{0: 0, eu("5"): 1}},
		// Type 0 or the losing symbol, even odds: type 0 reaches 4 unless
		// it shows 0-3 times: 1 - (1 + 12 + 66 + 220) / 4096.
		{[4]int32{1, 0, 0, 1}, map[money.Cents]float64{0: 299.0 / 4096, eu("1"): 3797.0 / 4096}},
		// Types 0 and 1, even odds: one of them always reaches 4 (12
		// cells), both do unless one shows at most 3 times; given at most
		// one does (C-7), each wins half the time.
		{[4]int32{1, 1, 0, 0}, map[money.Cents]float64{0: 0, eu("1"): 0.5, eu("2"): 0.5}},
	} {
		lk.ExtraSymbols = tc.symbols
		got := extraLaw(&lk)
		for a, p := range tc.want {
			if !(math.Abs(got[a]-p) <= 1e-12) { // NaN fails too
				t.Errorf("symbols %v: P(%s €) = %g, want %g", tc.symbols, a, got[a], p)
			}
		}
	}
	// Amounts: the lowest of three drawn without replacement among 1, 2
	// and 5 € with weights 2, 1, 1 always includes all three: type 0 is
	// always 1 €.
	lk.ExtraAmounts = [len(extraLadder)]int32{2, 1, 1}
	lk.ExtraSymbols = [4]int32{1, 0, 0, 0}
	if got := extraLaw(&lk); !(math.Abs(got[eu("1")]-1) <= 1e-12) {
		t.Errorf("type 0 always wins 1 €: %v", got)
	}
	// Four amounts 1, 2, 5, 10 € of equal weight: type 2 (the highest of
	// three) is 10 € unless 10 € is left out (1 chance in 4): 3/4, else 5 €.
	lk.ExtraAmounts = [len(extraLadder)]int32{1, 1, 1, 1}
	lk.ExtraSymbols = [4]int32{0, 0, 1, 0}
	got := extraLaw(&lk)
	if !(math.Abs(got[eu("10")]-0.75) <= 1e-12) || !(math.Abs(got[eu("5")]-0.25) <= 1e-12) {
		t.Errorf("type 2 of four equal amounts: %v", got)
	}
}

// TestDrawExtra: the EXTRA step drawn under the look has three distinct
// amounts, lowest first, and at most one winning type.
func TestDrawExtra(t *testing.T) {
	rng := gametest.Rng(5)
	wins := 0
	for i := 0; i < 5000; i++ {
		x, win := Default.drawExtra(rng)
		if !(x.Amounts[0] < x.Amounts[1] && x.Amounts[1] < x.Amounts[2]) {
			t.Fatalf("amounts %v", x.Amounts)
		}
		if win != extraWin(x) {
			t.Fatalf("win %s, the step pays %s", win, extraWin(x))
		}
		if win > 0 {
			wins++
		}
	}
	// The natural look's chance of a win: 1 - P(0), hand-checked bounds.
	if share := float64(wins) / 5000; share < 0.22 || share > 0.30 {
		t.Errorf("EXTRA steps that win: %.3f, want about 0.26", share)
	}
}

// TestComposeFollowsBoards: composed units of a prize made only by
// amounts have the natural share of each way: 2 € is one 2 € amount or
// two 1 € amounts (or lines), never more amounts than MaxAmounts.
func TestComposeFollowsBoards(t *testing.T) {
	rng := gametest.Rng(8)
	for i := 0; i < 2000; i++ {
		s := gametest.One(t, compose, eu("10"), rng)
		b := replay(s, Clicks)
		if b.directs > Default.MaxAmounts {
			t.Fatalf("unit %d reveals %d amounts", i, b.directs)
		}
		done, doubled := b.lines()
		if got := b.direct + linesWin(s, done, doubled) + extraOf(s); got != eu("10") {
			t.Fatalf("unit %d: %s", i, got)
		}
		if bits.OnesCount16(doubled&^done) != 0 {
			t.Fatal("a doubled line that is not complete")
		}
	}
}

func extraOf(s *Script) money.Cents {
	if s.Extra == nil {
		return 0
	}
	return extraWin(s.Extra)
}

// TestAuditRealism: CROSSINGO's composer passes the realism audit on a
// small sample (2,000 units per class, the classes natural play reaches
// in 500,000 draws: 0, 1, 2, 5, 10 and 50 €).
func TestAuditRealism(t *testing.T) {
	if gametest.Short() {
		t.Skip("the audit takes a few seconds")
	}
	r, err := realism.Audit(nat, table, realism.Options{Units: 2000, Seed: 1, MaxDraws: 500_000})
	if err != nil {
		t.Fatal(err)
	}
	measured := 0
	for _, c := range r.Classes {
		if c.Skipped == "" {
			measured++
			t.Logf("class %s: AUC %.3f", c.Class, c.AUC)
		}
	}
	if measured < 6 {
		t.Errorf("%d classes measured, want 6 (0 to 50 €)", measured)
	}
	if f := r.Failures(); len(f) > 0 {
		t.Errorf("audit fails: %v", f)
	}
}

// TestDressBoard: the amounts of the complete lines follow their natural
// law given what they must make. Rows 0 and 1 complete (plain) must make
// 3 €: 1 + 2 or 2 + 1, each with chance 0.22 × 0.20, so half and half;
// a doubled row 0 must make 4 €: 2 € (the only way).
func TestDressBoard(t *testing.T) {
	rng := gametest.Rng(21)
	s := hand().row(0, 0).row(1, 1)
	b := replay(s, Clicks)
	first := 0
	const n = 4000
	for i := 0; i < n; i++ {
		Default.dressBoard(s, &b, eu("3"), rng)
		switch {
		case s.Lines[0] == eu("1") && s.Lines[1] == eu("2"):
			first++
		case s.Lines[0] == eu("2") && s.Lines[1] == eu("1"):
		default:
			t.Fatalf("rows 0 and 1 pay %s and %s for 3 €", s.Lines[0], s.Lines[1])
		}
	}
	if share := float64(first) / n; share < 0.47 || share > 0.53 {
		t.Errorf("1 € then 2 €: %.3f of the units, want 0.5", share)
	}
	// Rows 0, 1 and 2 must make 4 €: 1 + 1 + 2 in any of its 3 orders,
	// each with chance 0.22 × 0.22 × 0.20; row 0 (drawn first) pays 1 €
	// in 2 of them: 2/3 of the units, not the 1/3 a draw that took the
	// weights the wrong way round would give.
	s = hand().row(0, 0).row(1, 1).row(2, 2)
	b = replay(s, Clicks)
	first = 0
	for i := 0; i < n; i++ {
		Default.dressBoard(s, &b, eu("4"), rng)
		if sum := s.Lines[0] + s.Lines[1] + s.Lines[2]; sum != eu("4") || s.Lines[0] > eu("2") {
			t.Fatalf("rows 0, 1 and 2 pay %s, %s and %s for 4 €", s.Lines[0], s.Lines[1], s.Lines[2])
		}
		if s.Lines[0] == eu("1") {
			first++
		}
	}
	if share := float64(first) / n; share < 0.64 || share > 0.69 {
		t.Errorf("row 0 at 1 € in %.3f of the units, want 2/3", share)
	}
	s = hand().row(0, 0).set(0, 2, gold(0, 2))
	b = replay(s, Clicks)
	for i := 0; i < 100; i++ {
		Default.dressBoard(s, &b, eu("4"), rng)
		if s.Lines[0] != eu("2") || s.Extra != nil {
			t.Fatalf("doubled row 0 pays %s for 4 €", s.Lines[0])
		}
	}
}

// TestComposeGivesUp: a prize natural play makes too rarely for the
// proposals allowed is an error, not a loop.
func TestComposeGivesUp(t *testing.T) {
	defer func(n int) { maxProposals = n }(maxProposals)
	maxProposals = 3
	if _, err := Compose(table.Stake, eu("10000"), gametest.Rng(1)); err == nil || !strings.Contains(err.Error(), "no board for 10000 € in 3 proposals") {
		t.Errorf("err = %v", err)
	}
}

// TestHitPermilleBound: a look whose boxes hit their column with chance
// 0 ‰ never marks a cell. The draw is exact (a number in 0..999 below
// HitPermille), so one box in 1,000 hitting (the bound taken as <=)
// shows in the 2,000 boards here (about 40,000 number boxes).
func TestHitPermilleBound(t *testing.T) {
	lk := NaturalPlay()
	lk.HitPermille = 0
	rng := rand.New(rand.NewPCG(3, 4))
	boards := 0
	for boards < 2000 {
		var s Script
		b, ok := lk.drawBoard(&s, rng, eu("1000"))
		if !ok {
			continue
		}
		boards++
		if b.marked != 0 {
			t.Fatalf("board %d marks cells %b at 0 ‰", boards, b.marked)
		}
	}
}
