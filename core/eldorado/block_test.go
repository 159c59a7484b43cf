package eldorado

import (
	"errors"
	"strings"
	"testing"

	"revela/core"
	"revela/core/block"
	"revela/core/money"
)

// TestBlock: the whole 0.50 € block composes and validates with zero
// invalid, every unit in the block's mode, with the counts of art. 3.1
// per rank and mode (E-4: 33,956 of the 339,560 losing units via
// Extras); the 1 € and 2 € blocks on every 50th unit.
func TestBlock(t *testing.T) {
	if quick {
		t.Skip("builds three blocks of 400,000 units")
	}
	for i, tab := range tables {
		b := block.FromSeed(tab, uint64(20+i))
		step := 1
		if i > 0 || testing.Short() {
			step = 50
		}
		modes := map[string]int{} // by prize and mode
		forms := map[string]int{}
		for pos := 0; pos < len(b.Units); pos += step {
			prize, mode := b.Prize(pos), b.Units[pos].Mode()
			s, err := Game.Compose(tab.Stake, prize, mode, b.UnitRand(pos))
			if err != nil {
				t.Fatalf("%s € unit %d: %v", tab.Stake, pos, err)
			}
			if got, err := s.Validate(); err != nil || got != prize {
				t.Fatalf("%s € unit %d (%s €): %s, %v", tab.Stake, pos, prize, got, err)
			}
			c := Game.Class(s)
			if !strings.HasSuffix(c, " "+modeName(mode)) {
				t.Fatalf("%s € unit %d in mode %s: class %q", tab.Stake, pos, modeName(mode), c)
			}
			modes[prize.String()+" "+modeName(mode)]++
			forms[c]++
		}
		if step > 1 {
			continue
		}
		want := map[string]int{
			"3500 direct": 2, "225 direct": 4, "75 direct": 28, "75 extras": 12,
			"25 direct": 52, "25 extras": 42, "12.50 direct": 120, "12.50 extras": 180,
			"5 direct": 1000, "5 extras": 1000, "3.50 direct": 6400, "3.50 extras": 1600,
			"2.50 direct": 6000, "2.50 extras": 4000, "2 direct": 16000, "2 extras": 4000,
			"1 direct": 16000, "1 extras": 4000, "0 direct": 305_604, "0 extras": 33_956,
		}
		for k, n := range want {
			if modes[k] != n {
				t.Errorf("%s €: %d units %s, want %d", tab.Stake, modes[k], k, n)
			}
		}
		if len(modes) != len(want) {
			t.Errorf("%s €: modes %v", tab.Stake, modes)
		}
		// Both forms of 225 € occur among 4 units only by chance; the
		// common ranks show both of theirs.
		for _, f := range []string{"5 5 direct", "5 2.50+2.50 direct", "5 5 extras", "5 2.50+2.50 extras", "25 25 extras", "25 12.50+12.50 extras"} {
			if forms[f] == 0 {
				t.Errorf("%s €: no unit %s", tab.Stake, f)
			}
		}
	}
}

// TestComposeErrors: what Compose and ComposeForm refuse.
func TestComposeErrors(t *testing.T) {
	rng := rngFor(3)
	cases := []struct {
		name  string
		err   error
		stake string
		prize string
		form  []string
		mode  core.Mode
	}{
		{"stake", ErrStake, "3", "0", nil, core.Direct},
		{"prize", ErrPrize, "1", "3", nil, core.Direct},
		{"mode", ErrMode, "1", "2", nil, core.Mode(2)},
		{"form of a losing unit", ErrForm, "1", "0", []string{"2"}, core.Direct},
		{"not a form", ErrForm, "0.50", "12.50", []string{"5", "2.50", "2.50", "2.50"}, core.ViaExtras},
		{"a form at another stake", ErrForm, "1", "25", []string{"12.50", "12.50"}, core.Direct},
	}
	for _, c := range cases {
		var form []money.Cents
		for _, a := range c.form {
			form = append(form, money.MustParse(a))
		}
		if _, err := ComposeForm(money.MustParse(c.stake), money.MustParse(c.prize), form, c.mode, rng); !errors.Is(err, c.err) {
			t.Errorf("ComposeForm %s: %v", c.name, err)
		}
		if c.err == ErrForm {
			continue
		}
		if _, err := Compose(money.MustParse(c.stake), money.MustParse(c.prize), c.mode, rng); !errors.Is(err, c.err) {
			t.Errorf("Compose %s: %v", c.name, err)
		}
	}
	if _, err := Compose(50, 0, core.Direct, nil); !errors.Is(err, ErrRandom) {
		t.Errorf("no rng: %v", err)
	}
	if _, err := Natural(50, nil); !errors.Is(err, ErrRandom) {
		t.Errorf("Natural, no rng: %v", err)
	}
	if _, err := Natural(300, rng); !errors.Is(err, ErrStake) {
		t.Errorf("Natural at 3 €: %v", err)
	}
	// A form is accepted in any order.
	s, err := ComposeForm(100, 2500, []money.Cents{500, 1000, 1000}, core.Direct, rng)
	if err != nil || Class(s) != "25 10+10+5 direct" {
		t.Errorf("form 5+10+10: %v", err)
	}
}
