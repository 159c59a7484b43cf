package eldorado

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/lots"
	"revela/core/money"
)

func rngFor(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed)) }

var modes = []core.Variant{Direct, ViaExtras}

// class is a prize and one of its forms (none for 0).
type class struct {
	prize money.Cents
	form  []money.Cents
}

// classes returns every prize of tab with each of its forms, losing first.
func classes(tab *lots.Table) []class {
	cs := []class{{0, nil}}
	for _, l := range tab.Lots {
		for _, f := range l.Forms {
			cs = append(cs, class{l.Amount, f})
		}
	}
	return cs
}

// class returns what Class says of a script of c in mode m.
func (c class) class(m core.Variant) string {
	s := c.prize.String()
	if len(c.form) > 0 {
		s += " " + formText(c.form)
	}
	return s + " " + modeName(m)
}

func modeName(m core.Variant) string {
	if m == ViaExtras {
		return "extras"
	}
	return "direct"
}

// TestComposeEveryForm: 2,000 scripts per stake, amount, form and mode
// (and per mode for losing units) all validate, derive the prize and show
// the form and mode asked for (their Class says so); as many by Compose,
// which draws the form, in the mode asked for, and draws both forms of
// ranks 4 and 6 in both modes (at 0.50 € 25 € as 12.50+12.50 and 5 € as
// 2.50+2.50, each about one unit in 20).
func TestComposeEveryForm(t *testing.T) {
	n := 2000
	if gametest.Short() {
		n = 100
	}
	rng := rngFor(1)
	drawn := map[string]int{} // Compose's scripts by stake and class
	for _, tab := range tables {
		for _, m := range modes {
			for _, c := range classes(tab) {
				want := c.class(m)
				for range n {
					s, err := ComposeForm(tab.Stake, c.prize, c.form, m, rng)
					if err != nil {
						t.Fatalf("%s € %s: %v", tab.Stake, want, err)
					}
					got, err := s.Validate()
					if err != nil || got != c.prize {
						t.Fatalf("%s € %s: derives %s, %v", tab.Stake, want, got, err)
					}
					if cl := Class(s); cl != want {
						t.Fatalf("%s €: class %q, want %q", tab.Stake, cl, want)
					}
					// Compose, the form drawn, in the same prize and mode.
					s, err = Compose(tab.Stake, c.prize, m, rng)
					if err != nil {
						t.Fatalf("%s € %s: %v", tab.Stake, want, err)
					}
					if got, err := s.Validate(); err != nil || got != c.prize || !strings.HasSuffix(Class(s), " "+modeName(m)) {
						t.Fatalf("%s € %s: derives %s, %v, class %q", tab.Stake, want, got, err, Class(s))
					}
					drawn[tab.Stake.String()+" "+Class(s)]++
				}
			}
		}
	}
	for _, tab := range tables {
		for _, l := range []lots.Lot{tab.Lots[3], tab.Lots[5]} {
			for _, f := range l.Forms {
				for _, m := range modes {
					if c := (class{l.Amount, f}).class(m); drawn[tab.Stake.String()+" "+c] == 0 {
						t.Errorf("%s €: Compose never drew %s", tab.Stake, c)
					}
				}
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
		mode  core.Variant
	}{
		{"stake", ErrStake, "3", "0", nil, Direct},
		{"prize", ErrPrize, "1", "3", nil, Direct},
		{"mode", ErrMode, "1", "2", nil, core.Variant(2)},
		{"form of a losing unit", ErrForm, "1", "0", []string{"2"}, Direct},
		{"not a form", ErrForm, "0.50", "12.50", []string{"5", "2.50", "2.50", "2.50"}, ViaExtras},
		{"a form at another stake", ErrForm, "1", "25", []string{"12.50", "12.50"}, Direct},
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
	if _, err := Compose(50, 0, Direct, nil); !errors.Is(err, ErrRandom) {
		t.Errorf("no rng: %v", err)
	}
	if _, err := Natural(50, nil); !errors.Is(err, ErrRandom) {
		t.Errorf("Natural, no rng: %v", err)
	}
	if _, err := Natural(300, rng); !errors.Is(err, ErrStake) {
		t.Errorf("Natural at 3 €: %v", err)
	}
	// A form is accepted in any order.
	s, err := ComposeForm(100, 2500, []money.Cents{500, 1000, 1000}, Direct, rng)
	if err != nil || Class(s) != "25 10+10+5 direct" {
		t.Errorf("form 5+10+10: %v", err)
	}
}
