package sixth_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"revela/core/lots"
	"revela/core/money"
	"revela/internal/sixth"
)

// TestTable: the hand-worked lot table is in the lot tables once the
// package is linked: 10 units at 1 €, lots of 5 €, 2 € and 1 €, 7 losing
// units, 8 € of prizes, a payout ratio of 80 %.
func TestTable(t *testing.T) {
	tab, err := lots.Find("scratch", 100)
	if err != nil {
		t.Fatal(err)
	}
	if tab.BlockSize != 10 || tab.LotCount() != 3 || tab.Losing() != 7 || tab.Total() != 800 ||
		tab.PayoutBasisPoints() != 8000 || tab.Discrepancies() != nil {
		t.Errorf("table %+v: payout %d bp", tab, tab.PayoutBasisPoints())
	}
	if st := lots.Stakes("scratch"); len(st) != 1 || st[0] != 100 {
		t.Errorf("stakes %v; want [1 €]", st)
	}
}

// TestScripts: hand-written scripts validate to the amount under the box
// (S-2) or are refused with the rule they break.
func TestScripts(t *testing.T) {
	for _, c := range []struct {
		json string
		want money.Cents
		rule string
	}{
		{`{"game":"scratch","stake":"1","prize":"5","version":"scratch/1","box":"5"}`, 500, ""},
		{`{"game":"scratch","stake":"1","prize":"0","version":"scratch/1","box":"0"}`, 0, ""},
		{`{"game":"scratch","stake":"1","prize":"3","version":"scratch/1","box":"3"}`, 0, "S-1"},
		{`{"game":"scratch","stake":"1","prize":"2","version":"scratch/1","box":"1"}`, 0, "0.1-4"},
		{`{"game":"scratch","stake":"2","prize":"2","version":"scratch/1","box":"2"}`, 0, "0.1-1"},
		{`{"game":"crossingo","stake":"1","prize":"2","version":"scratch/1","box":"2"}`, 0, "0.1-1"},
		{`{"game":"scratch","stake":"1","prize":"2","version":"scratch/2","box":"2"}`, 0, "0.1-1"},
		{`{"game":"scratch","stake":"1","prize":"2","version":"scratch/1","box":"2","lid":1}`, 0, "0.1-1"},
		{`{"game":"scratch","stake":"1","prize":"2","version":"scratch/1","box":"2","box":"5"}`, 0, "0.1-1"},
	} {
		s, err := sixth.Decode([]byte(c.json))
		var got money.Cents
		if err == nil {
			got, err = s.Validate()
		}
		if sixth.RuleOf(err) != c.rule || got != c.want || (err != nil && !errors.Is(err, sixth.ErrInvalid)) {
			t.Errorf("%s: %s €, %v; want %s €, rule %q", c.json, got, err, c.want, c.rule)
		}
	}
}

// TestCompose: the composer's script of each prize shows it and
// validates; a prize off the ladder and another stake are refused; natural
// play validates and shows every face.
func TestCompose(t *testing.T) {
	for _, prize := range []money.Cents{0, 100, 200, 500} {
		s, err := sixth.Compose(100, prize, nil)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := json.Marshal(s)
		want := `{"game":"scratch","stake":"1","prize":"` + prize.String() + `","version":"scratch/1","box":"` + prize.String() + `"}`
		if got, err := s.Validate(); string(data) != want || got != prize || err != nil {
			t.Errorf("Compose(%s €) = %s, %s €, %v; want %s", prize, data, got, err, want)
		}
	}
	for _, c := range [][2]money.Cents{{100, 300}, {200, 200}, {100, -100}} {
		if _, err := sixth.Compose(c[0], c[1], nil); !errors.Is(err, sixth.ErrCompose) {
			t.Errorf("Compose(%s €, %s €): %v", c[0], c[1], err)
		}
	}
	seen := map[money.Cents]int{}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		s, err := sixth.Natural(100, rng)
		if err != nil {
			t.Fatal(err)
		}
		if p, err := s.Validate(); err != nil || p != s.Box {
			t.Fatalf("natural %+v: %s €, %v", s, p, err)
		}
		seen[s.Box]++
	}
	if len(seen) != 4 {
		t.Errorf("natural play showed %v; want the four faces", seen)
	}
	if g := sixth.Game; g.Class(&sixth.Script{Prize: 200}) != "2" || len(g.Features(&sixth.Script{})) != len(g.FeatureNames) {
		t.Errorf("class or features of the declaration")
	}
}
