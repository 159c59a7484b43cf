package sudoku

import (
	"encoding/json"
	"errors"
	"math"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	"revela/core/internal/gametest"
	"revela/core/money"
)

// stakes are the three prices (art. 2).
var stakes = []money.Cents{money.MustParse("0.50"), money.MustParse("1"), money.MustParse("2")}

// prizes is 0 and every amount of the lot table at stake.
func prizes(stake money.Cents) []money.Cents { return gametest.Prizes(tableFor(stake)) }

// blocksWon returns the winning blocks a valid script derives.
func blocksWon(t *testing.T, s *Script) int {
	t.Helper()
	tr, err := Check(s)
	if err != nil {
		b, _ := json.Marshal(s)
		t.Fatalf("%v\n%s", err, b)
	}
	return int(tr[len(tr)-1].Blocks)
}

func TestComposeEveryAmount(t *testing.T) {
	n := gametest.Count(2000, 200, 30)
	for _, stake := range stakes {
		t.Run(stake.String(), func(t *testing.T) {
			compose := func(p money.Cents, rng *rand.Rand) (*Script, error) { return Compose(stake, p, rng) }
			gametest.EveryAmount(t, prizes(stake), func(money.Cents) int { return n }, uint64(stake)*7, compose, func(t *testing.T, p money.Cents, units []*Script) {
				for i, s := range units {
					if k := blocksWon(t, s); (k == 0) != (p == 0) || (k > 0 && s.Gain*money.Cents(k) != p) {
						t.Fatalf("unit %d: %d blocks × %s € for %s €", i, k, s.Gain, p)
					}
				}
			})
		})
	}
}

// ways lists, by hand, how each amount of the 0.50 € table is made as
// Gain × winning blocks with Gains of the ladder (0.50, 1, 1.50, 2, 3, 4,
// 5, 6, 7.50, 12.50, 15, 25, 35, 62.50, 87.50, 125, 175, 500, 750, 1000,
// 4500 €): the numbers of winning blocks. At 1 € and 2 € everything is
// ×2 and ×4, the same numbers of blocks.
var ways = map[string][]int{
	"4500":  {1, 6, 9}, // 4500, 750 × 6, 500 × 9
	"1000":  {1, 2, 8}, // 1000, 500 × 2, 125 × 8
	"750":   {1, 6},    // 750, 125 × 6
	"175":   {1, 2, 5, 7},
	"125":   {1, 2, 5},
	"87.50": {1, 7},
	"62.50": {1, 5},
	"35":    {1, 7},
	"25":    {1, 2, 5},
	"15":    {1, 2, 3, 5},
	"12.50": {1},
	"7.50":  {1, 5},
	"6":     {1, 2, 3, 4, 6},
	"5":     {1, 5},
	"4":     {1, 2, 4, 8},
	"3":     {1, 2, 3, 6},
	"2":     {1, 2, 4},
	"1.50":  {1, 3},
	"1":     {1, 2},
	"0.50":  {1},
}

// TestEveryWay composes, at every stake, every amount with every number
// of winning blocks that makes it and every number of digits the throws
// may give (1 to 6): each way is reachable, and the composer's books
// hold exactly these ways.
func TestEveryWay(t *testing.T) {
	rng := gametest.Rng(7)
	for _, stake := range stakes {
		mult, _ := multiple(stake)
		for i, l := range tables[0].Lots {
			prize := l.Amount * mult
			b := bookFor(stake, prize)
			if b != &books[i] {
				t.Fatalf("%s € at %s €: wrong book", prize, stake)
			}
			var got []int
			ms := map[int]bool{}
			for _, p := range b.picks {
				if p.w == 0 {
					t.Fatalf("%s €: a way of weight 0", prize)
				}
				got = append(got, int(p.k))
				ms[int(p.m)] = true
				for n := gametest.Count(20, 20, 3); n > 0; n-- {
					s := compose(stake, mult, int(p.m), int(p.k), int(p.g), rng)
					s.Prize = prize
					if v, err := s.Validate(); err != nil || v != prize {
						b, _ := json.Marshal(s)
						t.Fatalf("%s € as %d blocks: %s %v\n%s", prize, p.k, v, err, b)
					}
					if k := blocksWon(t, s); k != int(p.k) || s.Gain*money.Cents(k) != prize {
						t.Fatalf("%s €: %d blocks × %s €, want %d", prize, k, s.Gain, p.k)
					}
					if m := bits.OnesCount16(digitsOf(s.Throws)); m != int(p.m) {
						t.Fatalf("%s €: %d digits, want %d", prize, m, p.m)
					}
				}
			}
			// The books list each number of blocks with m = 1..6 digits.
			sort.Ints(got)
			got = dedup(got)
			if want := ways[l.Amount.String()]; !reflect.DeepEqual(got, want) || len(ms) != MaxThrows || len(b.picks) != MaxThrows*len(want) {
				t.Errorf("%s € at %s €: blocks %v (want %v), digits %v, %d ways", prize, stake, got, want, ms, len(b.picks))
			}
		}
	}
}

func dedup(a []int) []int {
	out := a[:0]
	for i, x := range a {
		if i == 0 || x != a[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func TestComposeRefuses(t *testing.T) {
	rng := gametest.Rng(1)
	if _, err := Compose(eur("1.50"), 0, rng); !errors.Is(err, ErrStake) {
		t.Fatalf("stake 1.50: %v", err)
	}
	for _, p := range []money.Cents{eur("4.50"), eur("9000"), -eur("1"), 1} {
		if _, err := Compose(eur("0.50"), p, rng); !errors.Is(err, ErrPrize) {
			t.Fatalf("prize %s: %v", p, err)
		}
	}
	if _, err := Compose(eur("1"), eur("9000"), nil); err == nil {
		t.Fatal("no rng: no error")
	}
	if _, err := Natural(eur("3"), rng); !errors.Is(err, ErrStake) {
		t.Fatalf("natural at 3 €: %v", err)
	}
	g := Game
	if _, err := g.Compose(eur("0.50"), eur("4.50"), 0, rng); !errors.Is(err, ErrPrize) {
		t.Fatalf("game.Compose: %v", err)
	}
	if _, err := g.Natural(eur("3"), rng); !errors.Is(err, ErrStake) {
		t.Fatalf("game.Natural: %v", err)
	}
}

// TestDeterministic: the same stream gives the same script.
func TestDeterministic(t *testing.T) {
	gametest.Deterministic(t, []money.Cents{0, eur("4500"), eur("6")}, func(p money.Cents, rng *rand.Rand) (*Script, error) {
		return Compose(eur("0.50"), p, rng)
	})
}

// fixed is a random source that always returns x.
type fixed uint64

func (x fixed) Uint64() uint64 { return uint64(x) }

// TestBookDraw: a book draws each way with its weight: of weights 1 and
// 3 (total 4, a power of two, so Uint64N takes the low bits), draw 0
// gives the first, draws 1, 2, 3 the second.
func TestBookDraw(t *testing.T) {
	b := book{picks: []pick{{k: 1, w: 1}, {k: 2, w: 3}}, total: 4}
	for x, want := range []int8{1, 2, 2, 2} {
		if got := b.draw(rand.New(fixed(x))).k; got != want {
			t.Errorf("draw %d: way %d, want %d", x, got, want)
		}
	}
}

// TestBookWeights checks the composer's chances against hand values. A
// block wins, given m digits thrown, with q(m) = sum over h of w(h)
// C(m,h)/C(9,h) / 100 (w = 30, 30, 20, ...): q(1) = 30/9/100 = 1/30,
// q(2) = (30·2/9 + 30/36)/100 = 0.075, q(3) = (30·3/9 + 30·3/36 +
// 20/84)/100 = 0.12738095. At 0.50 €, 4 € is 4 × 1 block (Gain weight
// 500) or 2 × 2 blocks (weight 1000), among others: for the same m the
// two weigh C(9,2) q² (1-q)⁷ · 1000 against 9 q (1-q)⁸ · 500, a ratio
// of 8q / (1-q): 8/29, 0.6486486, 1.1678035.
func TestBookWeights(t *testing.T) {
	b := bookFor(eur("0.50"), eur("4"))
	want := map[int8]float64{1: 8.0 / 29, 2: 0.6 / 0.925, 3: 8 * 0.12738095238 / (1 - 0.12738095238)}
	var one, two [MaxThrows + 1]uint64
	for _, p := range b.picks {
		switch {
		case p.k == 1 && Default.GainLadder[p.g].Amount == eur("4"):
			one[p.m] = p.w
		case p.k == 2 && Default.GainLadder[p.g].Amount == eur("2"):
			two[p.m] = p.w
		}
	}
	for m, r := range want {
		if got := float64(two[m]) / float64(one[m]); got < r*(1-1e-9) || got > r*(1+1e-9) {
			t.Errorf("m = %d: ratio %.9f, want %.9f", m, got, r)
		}
	}
	// Prize 0 at 1 €: no block wins, (1-q)^9, against P(m): the ratio of
	// m = 1 to m = 2 is P(1) (29/30)^9 / (P(2) 0.925^9).
	z := bookFor(eur("1"), 0)
	r := digitMass[1] * math.Pow(29.0/30, 9) / (digitMass[2] * math.Pow(0.925, 9))
	if got := float64(z.picks[0].w) / float64(z.picks[1].w); z.picks[0].m != 1 || z.picks[1].m != 2 || got < r*(1-1e-9) || got > r*(1+1e-9) {
		t.Errorf("prize 0: ratio %.9f, want %.9f", got, r)
	}
	if b.total < 1<<52 || b.total > 1<<54 {
		t.Errorf("total weight %d", b.total)
	}
}
