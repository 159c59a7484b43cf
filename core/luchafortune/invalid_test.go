package luchafortune

import (
	"errors"
	"strings"
	"testing"

	"revela/core/money"
)

func TestInvalid(t *testing.T) {
	f := func() Throw { return th(t, F) }
	rep := func(s string, n int) string { return strings.TrimSpace(strings.Repeat(s+" ", n)) }
	cases := []struct {
		name string
		s    *Script
		rule string
	}{
		{"five extra throws", sc("0", th(t, "++ ++ 3 4 1  + 4 1 2 3  1 2 3 4 1"), f(), f(), f(), f(), f(), f(), f()), RuleL1},
		{"eight throws", sc("0", f(), f(), f(), f(), f(), f(), f(), f()), RuleL1},
		{"two throws", sc("0", f(), f()), RuleL1a},
		{"a +1 but three throws", sc("0", th(t, "+ 2 3 4 1  3 4 1 2 3  1 2 3 4 1"), f(), f()), RuleL1a},
		{"a fourth throw without +1", sc("0", f(), f(), f(), f()), RuleUsed},
		{"fifth poivron", sc("2", th(t, "P P P 4 1  3 4 1 2 3  1 2 3 4 1"), th(t, "P P 3 4 1  3 4 1 2 3  1 2 3 4 1"), f()), RuleL2},
		{"row run of four", sc("2", th(t, "1 2 3 4 1  3 4 1 2 3  2 2 2 2 1", "0: 5", "1: 6", "2: 7", "3: 8"), f(), f()), RuleL3},
		{"row and column crossing", sc("2", th(t, "1 3 2 4 1  3 2 2 2 3  1 4 2 3 1"), f(), f()), RuleL3},
		{"queue runs out", sc("10", th(t, "1 2 3 4 5  3 4 1 2 5  1 2 3 4 5", "4: 1 3"), f(), f()), RuleL5},
		{"queue not used up", sc("10", th(t, "1 2 3 4 5  3 4 1 2 5  1 2 3 4 5", "4: 1 3 1 1"), f(), f()), RuleL5},
		{"queue without a step", sc("0", th(t, F, "2: 1"), f(), f()), RuleL5},
		{"twenty-one steps", sc("0", th(t, "K K 3 4 1  3 4 1 2 3  1 2 3 4 1", "0: "+rep("1 3 K", 10)+" 1 3 1", "1: "+rep("2 4 K", 9)+" 2 4 2"), f(), f()), RuleL5},
		{"prize differs", sc("1", f(), f(), f()), RulePrize},
		{"prize not in the table", sc("3", th(t, "1 2 3 4 1  3 4 1 2 3  1 2 $1 $2 1"), f(), f()), RulePrize},
		{"empty cell", sc("0", Throw{}, f(), f()), RuleShape},
		{"unknown symbol in a queue", sc("0", Throw{Reveal: f().Reveal, Queues: [Cols][]Sym{{99}}}, f(), f()), RuleShape},
		{"coin beyond the paytable", sc("0", Throw{Reveal: [Cells]Sym{Coin1 + 4}}, f(), f()), RuleShape},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.s.Validate()
			if RuleOf(err) != c.rule || !errors.Is(err, ErrInvalid) {
				t.Fatalf("err %v; want rule %s", err, c.rule)
			}
			if tr, err2 := Check(c.s); tr != nil || RuleOf(err2) != c.rule {
				t.Fatalf("Check: %v", err2)
			}
		})
	}
	// The twenty-one steps are the limit plus one: twenty pass.
	ok := sc("0", th(t, "K K 3 4 1  3 4 1 2 3  1 2 3 4 1", "0: "+rep("1 3 K", 9)+" 1 3 1", "1: "+rep("2 4 K", 9)+" 2 4 2"), f(), f())
	if _, err := ok.Validate(); err != nil {
		t.Fatalf("twenty steps: %v", err)
	}
}

func TestEnvelope(t *testing.T) {
	f := func() Throw { return th(t, F) }
	for _, c := range []struct {
		name string
		edit func(*Script)
	}{
		{"game", func(s *Script) { s.Game = "crossingo" }},
		{"version", func(s *Script) { s.Version = "lucha-fortune/0" }},
		{"stake", func(s *Script) { s.Stake = money.Euros(2) }},
	} {
		s := sc("0", f(), f(), f())
		c.edit(s)
		if _, err := s.Validate(); RuleOf(err) != RuleShape {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	var nilScript *Script
	if _, err := nilScript.Validate(); RuleOf(err) != RuleShape {
		t.Errorf("nil: %v", err)
	}
	if _, err := Check(nil); RuleOf(err) != RuleShape {
		t.Errorf("nil: %v", err)
	}
}
