package luchafortune

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// prizes is 0 and every amount of the lot table: 15000, 1000, 200, 40,
// 10, 5, 2, 1.
func prizes() []money.Cents { return gametest.Prizes(Default.Table) }

// chained reports whether natural play makes prize so rarely that most
// units of it come from the chain (15,000 € and 1,000 €): fewer are
// composed in the tests, each one costing a chain of moves.
func chained(prize money.Cents) bool { return prize >= money.Euros(1000) }

func TestComposeEveryAmount(t *testing.T) {
	want := []string{"0", "15000", "1000", "200", "40", "10", "5", "2", "1"}
	for i, p := range prizes() {
		if p.String() != want[i] {
			t.Fatalf("prizes %v; want %v", prizes(), want)
		}
	}
	units := func(p money.Cents) int {
		n := 2000
		if chained(p) {
			n = 60 // a 1,000 € unit takes about 0.1 s of CPU: its tilted starts and chain
		}
		return gametest.Count(n, n/10, n/100)
	}
	gametest.EveryAmount(t, prizes(), units, 0, compose, func(t *testing.T, _ money.Cents, units []*Script) {
		for i, s := range units {
			if len(s.Throws) < BaseThrows || len(s.Throws) > MaxThrows {
				t.Fatalf("unit %d: %d throws", i, len(s.Throws))
			}
		}
	})
}

// TestChainFromEveryStart: the constructed start of every amount pays
// it, and so does the chain after its moves.
func TestChainFromEveryStart(t *testing.T) {
	for _, p := range prizes()[1:] {
		rng := gametest.Rng(uint64(p))
		c, err := Default.start(p, rng)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		s := c.script()
		s.Header = Header{Game: ID, Stake: money.Euros(1), Prize: p, Version: Version}
		if got, err := s.Validate(); err != nil || got != p {
			t.Fatalf("start of %s: %s, %v", p, got, err)
		}
		moved := 0
		before := c.script()
		for i := 0; i < 500; i++ {
			c.move(rng)
		}
		s = c.script()
		s.Header = Header{Game: ID, Stake: money.Euros(1), Prize: p, Version: Version}
		if got, err := s.Validate(); err != nil || got != p {
			t.Fatalf("chain of %s: %s, %v", p, got, err)
		}
		a, _ := json.Marshal(before.Throws)
		b, _ := json.Marshal(s.Throws)
		if string(a) != string(b) {
			moved++
		}
		if moved == 0 {
			t.Errorf("%s: 500 moves left the start as it was", p)
		}
	}
}

func TestRecipes(t *testing.T) {
	for _, c := range []struct {
		amount                string
		lines, coins, banners []int
	}{
		{"15000", nil, nil, []int{4}},            // the coupe dorée banner
		{"1000", []int{7, 7, 7, 7, 7}, nil, nil}, // five lines of character 8
		{"200", []int{7}, nil, nil},
		{"40", []int{6}, nil, nil}, // character 7 (a line before a banner at equal count)
		{"10", []int{4}, nil, nil},
		{"1", []int{0}, nil, nil},
	} {
		r, ok := Default.recipeFor(money.MustParse(c.amount))
		if !ok || !equal(r.lines, c.lines) || !equal(r.coins, c.coins) || !equal(r.banners, c.banners) {
			t.Errorf("%s: %+v", c.amount, r)
		}
	}
	if _, ok := Default.recipeFor(money.MustParse("0.50")); ok {
		t.Error("0.50 € made from whole euros")
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestComposeDeterministic(t *testing.T) {
	gametest.Deterministic(t, []money.Cents{0, money.Euros(5), money.Euros(15000)}, compose)
}

func TestComposeRefuses(t *testing.T) {
	if _, err := Compose(money.Euros(2), 0, gametest.Rng(1)); !errors.Is(err, ErrStake) {
		t.Errorf("stake: %v", err)
	}
	if _, err := Compose(money.Euros(1), money.Euros(3), gametest.Rng(1)); !errors.Is(err, ErrPrize) {
		t.Errorf("prize: %v", err)
	}
	if _, err := Compose(money.Euros(1), 0, nil); err == nil {
		t.Error("no rng")
	}
	if _, err := Natural(money.Euros(2), gametest.Rng(1)); !errors.Is(err, ErrStake) {
		t.Errorf("natural stake: %v", err)
	}
}

func TestGame(t *testing.T) {
	g := Game
	if g.ID != "lucha-fortune" || g.Version != "lucha-fortune/1" {
		t.Fatalf("%s %s", g.ID, g.Version)
	}
	s := gametest.Declared(t, g, money.Euros(1), money.Euros(40), gametest.Rng(3))
	if g.Class(s) != "40" {
		t.Errorf("class %q", g.Class(s))
	}
	if _, err := g.Decode([]byte(`{}x`)); RuleOf(err) != RuleShape {
		t.Errorf("decode: %v", err)
	}
	if _, err := g.Compose(money.Euros(1), money.Euros(3), core.Plain, gametest.Rng(3)); err == nil {
		t.Error("3 € composed")
	}
	n, err := g.Natural(money.Euros(1), gametest.Rng(4))
	if err != nil {
		t.Fatal(err)
	}
	if p, err := n.Validate(); (err != nil && RuleOf(err) != RulePrize) || p != n.Envelope().Prize {
		t.Fatalf("natural: %s %v", p, err)
	}
	if _, err := g.Natural(money.Euros(3), gametest.Rng(4)); err == nil {
		t.Error("natural at 3 €")
	}
	if len(g.FeatureNames) != len(g.Features(n)) || g.Features(nil) != nil {
		t.Error("features")
	}
}

// TestChainParts: the Hastings ratio, which draws a unit reads, and the
// mirror of a throw, on values worked out by hand.
func TestChainParts(t *testing.T) {
	for _, c := range []struct{ n, m, pow, num, den int }{
		{50, 60, 1, 50, 60}, {50, 60, 2, 2500, 3600}, {60, 50, 1, 1, 1}, {60, 50, 2, 1, 1},
		{50, 50, 2, 1, 1}, {50, 60, 0, 1, 1},
	} {
		if num, den := hastings(c.n, c.m, c.pow); num != c.num || den != c.den {
			t.Errorf("hastings(%d, %d, %d) = %d/%d; want %d/%d", c.n, c.m, c.pow, num, den, c.num, c.den)
		}
	}
	// A unit of 3 throws whose throw 0 read 2 symbols of column 1's queue.
	r := replay{throws: 3}
	r.used[0][1] = 2
	for l, want := range map[loc]bool{
		{0, -1, 14}: true, {2, -1, 0}: true, {3, -1, 0}: false,
		{0, 1, 1}: true, {0, 1, 2}: false, {0, 0, 0}: false, {1, 1, 0}: false,
	} {
		if read(&r, l) != want {
			t.Errorf("read(%v) = %v", l, !want)
		}
	}
	if n := sites(&r); n != 3*Cells+2 {
		t.Errorf("sites = %d; want 47", n)
	}
	for k, want := range map[int]loc{0: {0, -1, 0}, 14: {0, -1, 14}, 15: {0, 1, 0}, 16: {0, 1, 1}, 17: {1, -1, 0}, 46: {2, -1, 14}} {
		if got := site(&r, k); got != want {
			t.Errorf("site(%d) = %v; want %v", k, got, want)
		}
	}
	th := th(t, "1 2 3 4 5  6 7 8 P I  T A C + K", "0: 1", "4: 2 3")
	mirror(&th)
	want := syms(t, "5 4 3 2 1  I P 8 7 6  K + C A T")
	if !slices.Equal(th.Reveal[:], want) || len(th.Queues[4]) != 1 || len(th.Queues[0]) != 2 || th.Queues[0][1] != Char1+2 {
		t.Errorf("mirror: %v %v", th.Reveal, th.Queues)
	}
}
