package screens_test

import (
	"errors"
	"net/url"
	"reflect"
	"testing"

	"revela/core/lots"
	"revela/core/money"
	"revela/internal/sixth"
	"revela/internal/sixth/screen"
	"revela/render/i18n"
	"revela/render/screens"
	"revela/render/screens/screenstest"
)

// board is the tests' board: the play itself.
func board(p *screen.Play) *screen.Play { return p }

// sixthRegistry is the client's registry with SCRATCH, the game for tests
// only (internal/sixth and its screen), registered as a sixth game is, by
// one line (and, for its sale by the real server, one line in
// sixth_sale_test.go), no edit to a shared file (issue 26): it is then
// played, recalled and previewed as every game is.
func sixthRegistry() *screens.Registry[*screen.Play] {
	var r screens.Registry[*screen.Play]
	r.Register(screen.Screen(board))
	return &r
}

// storage is localStorage in memory.
type storage map[string]string

func (m storage) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m storage) Set(k, v string)             { m[k] = v }
func (m storage) Remove(k string)             { delete(m, k) }
func (m storage) Keys() []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// TestSixthScreen: the screen plays a script of each prize to its end and
// refuses one its engine refuses (S-1: a box showing 3 €), and its rules
// page is the ladder from the game's parameters.
func TestSixthScreen(t *testing.T) {
	sc, _ := sixthRegistry().Lookup("scratch")
	for _, prize := range []money.Cents{0, 100, 200, 500} {
		s, err := sixth.Compose(100, prize, nil)
		if err != nil {
			t.Fatal(err)
		}
		screenstest.Plays(t, sc, s, 0, 1, prize)
	}
	err := screenstest.Refuses(t, sc, &sixth.Script{Game: "scratch", Stake: 100, Prize: 300, Version: "scratch/1", Box: 300})
	if sixth.RuleOf(err) != "S-1" {
		t.Errorf("refused with %v; want S-1", err)
	}
	fr := i18n.For("fr")
	page := sc.Rules(fr, 100)
	if got := page.Tables[0].Rows[0]; got != [2]string{"Case", "1\u202f€ · 2\u202f€ · 5\u202f€"} {
		t.Errorf("rules: %q", got)
	}
	// the shared rules screen: one unit in 10 wins each amount; 8 € of
	// prizes for 10 € of stakes
	tab, _ := lots.Find("scratch", 100)
	rows := screens.LotRows(tab, fr)
	if len(rows) != 3 || rows[0] != (screens.LotRow{Rank: 1, Amount: 500, Count: 1, Chance: "1 sur 10"}) || rows[2].Chance != "1 sur 10" {
		t.Errorf("lot rows %+v", rows)
	}
	if got := screens.Payout(tab, fr); got != "80,00\u202f%" {
		t.Errorf("payout %q", got)
	}
}

// TestSixthPreview: the studio offers SCRATCH at 1 € with its lot table's
// prizes and composes the unit asked for, played to its prize; a prize
// off its table is refused.
func TestSixthPreview(t *testing.T) {
	reg := sixthRegistry()
	want := []screens.CatalogGame{{ID: "scratch", Name: "SCRATCH", Stakes: []screens.CatalogStake{{Stake: 100, Prizes: []money.Cents{500, 200, 100, 0}}}}}
	if got := reg.Catalog(); !reflect.DeepEqual(got, want) {
		t.Errorf("catalog %+v; want %+v", got, want)
	}
	p, err := screens.ParsePreview(url.Values{"game": {"scratch"}, "prize": {"2"}, "seed": {"7"}})
	if err != nil {
		t.Fatal(err)
	}
	tk, err := reg.Compose(p)
	if err != nil {
		t.Fatal(err)
	}
	script := `{"game":"scratch","stake":"1","prize":"2","version":"scratch/1","box":"2"}`
	if string(tk.Script) != script || tk.ID != 0 || !tk.Seen || tk.Prize != 200 || tk.Stake != 100 {
		t.Fatalf("preview ticket %+v, script %s; want %s", tk, tk.Script, script)
	}
	u := reg.Open(tk, screens.Recalled, true, screens.Progress{S: storage{}})
	for i := 0; i < 10_000 && u.Err == nil && !u.TL.Ended(); i++ {
		u.TL.Update()
	}
	if u.Err != nil || u.TL.Prize() != 200 || !u.Board.Shown {
		t.Fatalf("the preview played: %v, %s €", u.Err, u.TL.Prize())
	}
	p.Prize = 300
	if _, err := reg.Compose(p); !errors.Is(err, screens.ErrNoPrize) {
		t.Errorf("3 €: %v; want ErrNoPrize", err)
	}
}
