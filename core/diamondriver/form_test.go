package diamondriver

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

// TestForms: the studio's forms of each amount (docs/studio.md). The
// wheel pays 3, 6, 10, 20, 50, 100, 1,000 and 30,000 € (D-6); triples
// pay 1,000, 100, 20, 10, 6, 3 € and their sums, at most 14 of them (7
// throws of 2), so they make every amount up to 1,000 € and never
// 30,000 €. Nothing makes 0 "by" anything; 7 € and 2 € are no lot.
func TestForms(t *testing.T) {
	both := []string{"roue", "triples"}
	want := map[money.Cents][]string{
		0: nil, money.Euros(3): both, money.Euros(6): both, money.Euros(10): both,
		money.Euros(20): both, money.Euros(50): both, money.Euros(100): both,
		money.Euros(1000): both, money.Euros(30000): {"roue"}, money.Euros(7): nil,
	}
	for p, w := range want {
		if got := Forms(money.Euros(3), p); !reflect.DeepEqual(got, w) {
			t.Errorf("forms of %s €: %v, want %v", p, got, w)
		}
	}
	if got := Forms(money.Euros(2), money.Euros(3)); got != nil {
		t.Errorf("forms at 2 €: %v", got)
	}
	if got := Forms(money.Euros(3), money.Euros(-3)); got != nil {
		t.Errorf("forms of -3 €: %v", got)
	}
}

// TestComposeFormEveryAmount composes 2,000 units (200 with -short) of
// every amount in each of its forms: each is valid and pays its amount;
// by the wheel, the wheel's segment pays it all (the way is "W" and the
// amount); by triples, only triples pay (no wheel, no golden 50 €), and
// the ways that must show up do.
func TestComposeFormEveryAmount(t *testing.T) {
	n := 2000
	if gametest.Short() {
		n = 200
	}
	// by triples: ways that show up in n units (6 € as two pink
	// triples about once in 20 units).
	must := map[int64][]string{3: {"P"}, 6: {"G", "PP"}, 10: {"O"}, 20: {"B"}, 50: {"BBO"}, 100: {"V"}, 1000: {"R"}}
	for _, p := range gametest.Prizes(table)[1:] {
		for _, form := range Forms(table.Stake, p) {
			t.Run(p.String()+"/"+form, func(t *testing.T) {
				seen := map[string]int{}
				for i := 0; i < n; i++ {
					s, err := ComposeForm(table.Stake, p, form, gametest.Rng(uint64(p)*7_000_003+uint64(i)))
					if err != nil {
						t.Fatalf("unit %d: %v", i, err)
					}
					if got, err := s.Validate(); err != nil || got != p || s.Prize != p {
						t.Fatalf("unit %d: %s, %v", i, got, err)
					}
					w := way(t, s)
					seen[w]++
					switch form {
					case FormWheel:
						if w != "W"+p.String() {
							t.Fatalf("unit %d by the wheel made by %q", i, w)
						}
					case FormTriples:
						if strings.ContainsAny(w, "DW") || s.Wheel != nil {
							t.Fatalf("unit %d by triples made by %q", i, w)
						}
					}
				}
				if form == FormTriples {
					for _, m := range must[int64(p/100)] {
						if seen[m] == 0 {
							t.Errorf("never made by %q: %v", m, seen)
						}
					}
				}
			})
		}
	}
}

// TestComposeFormWheelSegments: by the wheel, 3 € lands on each of the
// six segments paying 3 € (0, 3, 6, 9, 12, 15: D-6's layout), every
// segment being equally likely; 1,000 € only on segment 11.
func TestComposeFormWheelSegments(t *testing.T) {
	seen := map[int]int{}
	for i := 0; i < 600; i++ {
		s, err := ComposeForm(table.Stake, money.Euros(3), FormWheel, gametest.Rng(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		seen[*s.Wheel]++
	}
	if len(seen) != 6 {
		t.Fatalf("segments %v", seen)
	}
	for _, seg := range []int{0, 3, 6, 9, 12, 15} {
		// 100 expected; below 60 or above 140 is 4 standard deviations off.
		if seen[seg] < 60 || seen[seg] > 140 {
			t.Errorf("segment %d: %d of 600 (%v)", seg, seen[seg], seen)
		}
	}
	s, err := ComposeForm(table.Stake, money.Euros(1000), FormWheel, gametest.Rng(1))
	if err != nil || *s.Wheel != 11 {
		t.Fatalf("1,000 € by the wheel: %v", err)
	}
}

// TestComposeFormFollowsNatural: a form only conditions natural play.
// Among units of 3 € composed with no form, those the triples make have
// the same law as the units composed by triples; the share of units with
// more than 4 throws (a "+1" seen) is compared: 2,000 of each, the two
// shares within 0.04 (about 4 standard deviations at a share near 0.2).
func TestComposeFormFollowsNatural(t *testing.T) {
	if gametest.Short() {
		t.Skip("4,000 units")
	}
	share := func(draw func(*rand.Rand) *Script) float64 {
		more, n := 0, 0
		for i := uint64(0); n < 2000; i++ {
			s := draw(gametest.Rng(i))
			if way(t, s) != "P" {
				continue
			}
			n++
			if len(s.Throws) > BaseThrows {
				more++
			}
		}
		return float64(more) / float64(n)
	}
	free := share(func(r *rand.Rand) *Script {
		s, err := Compose(table.Stake, money.Euros(3), r)
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
	form := share(func(r *rand.Rand) *Script {
		s, err := ComposeForm(table.Stake, money.Euros(3), FormTriples, r)
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
	if d := free - form; d > 0.04 || d < -0.04 || free == 0 {
		t.Fatalf("share of units with a \"+1\": %.3f with no form, %.3f by triples", free, form)
	}
}

func TestComposeFormRefuses(t *testing.T) {
	cases := []struct {
		stake, prize money.Cents
		form         string
		rng          *rand.Rand
		want         error
	}{
		{money.Euros(2), money.Euros(3), FormWheel, gametest.Rng(1), ErrStake},
		{money.Euros(3), money.Euros(7), FormWheel, gametest.Rng(1), ErrPrize},
		{money.Euros(3), money.Euros(3), "wheel", gametest.Rng(1), ErrForm},
		{money.Euros(3), 0, FormWheel, gametest.Rng(1), ErrForm},
		{money.Euros(3), 0, FormTriples, gametest.Rng(1), nil}, // a loss with no wheel: allowed
		{money.Euros(3), money.Euros(30000), FormTriples, gametest.Rng(1), ErrForm},
	}
	for _, c := range cases {
		_, err := ComposeForm(c.stake, c.prize, c.form, c.rng)
		if !errors.Is(err, c.want) || (c.want == nil) != (err == nil) {
			t.Errorf("%s € at %s € %q: %v, want %v", c.prize, c.stake, c.form, err, c.want)
		}
	}
	if _, err := ComposeForm(table.Stake, money.Euros(3), FormWheel, nil); err == nil {
		t.Error("no rng accepted")
	}
}

// TestGameForms: the studio reaches the forms through the Game value.
func TestGameForms(t *testing.T) {
	g := Game.Forms
	if g == nil {
		t.Fatal("Game composes no named form")
	}
	if got := g.Names(money.Euros(3), money.Euros(30000)); !reflect.DeepEqual(got, []string{"roue"}) {
		t.Fatalf("forms of 30,000 €: %v", got)
	}
	s, err := g.Compose(money.Euros(3), money.Euros(50), "roue", core.Plain, gametest.Rng(2))
	if err != nil {
		t.Fatal(err)
	}
	if sc := s.(*Script); sc.Wheel == nil || *sc.Wheel != 7 || sc.Prize != money.Euros(50) {
		t.Fatalf("50 € by the wheel: %+v", sc)
	}
	if _, err := g.Compose(money.Euros(3), money.Euros(50), "x", core.Plain, gametest.Rng(2)); !errors.Is(err, ErrForm) {
		t.Fatalf("form x: %v", err)
	}
}
