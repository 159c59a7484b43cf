package eldorado

import (
	"math/rand/v2"
	"strings"
	"testing"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
)

func rngFor(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed)) }

var modes = []core.Mode{core.Direct, core.ViaExtras}

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
func (c class) class(m core.Mode) string {
	s := c.prize.String()
	if len(c.form) > 0 {
		s += " " + formText(c.form)
	}
	return s + " " + modeName(m)
}

func modeName(m core.Mode) string {
	if m == core.ViaExtras {
		return "extras"
	}
	return "direct"
}

// TestComposeEveryForm: 2,000 scripts per stake, amount, form and mode
// (and per mode for losing units) all validate, derive the prize and show
// the form and mode asked for (their Class says so); as many by Compose,
// which draws the form, in the mode asked for.
func TestComposeEveryForm(t *testing.T) {
	n := 2000
	if testing.Short() || quick {
		n = 100
	}
	rng := rngFor(1)
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
				}
			}
		}
	}
}
