package screens

import (
	"bytes"
	"errors"
	"net/url"
	"reflect"
	"revela/render/kit"
	"testing"

	"revela/core"
	"revela/core/crossingo"
	"revela/core/eldorado"
	"revela/core/money"
)

// studioRegistry has the rules cores of CROSSINGO and ELDORADO behind a
// board that only validates: the studio is tested on real composers.
func studioRegistry() *Registry[testBoard] {
	var r Registry[testBoard]
	for _, g := range []*core.Game{crossingo.Game, eldorado.Game} {
		r.Register(Screen[testBoard]{Core: g, Name: g.ID, Open: func(s core.Script) (Timeline, testBoard, error) {
			p, err := s.Validate()
			if err != nil {
				return nil, testBoard{}, err
			}
			tl := &testTL{steps: []money.Cents{p}}
			return tl, testBoard{tl}, nil
		}})
	}
	r.Register(testScreen())
	return &r
}

func TestParsePreview(t *testing.T) {
	q, _ := url.ParseQuery("game=crossingo&stake=1&prize=10000&theme=winter&seed=7&auto=1&speed=0.25")
	p, err := ParsePreview(q)
	if err != nil {
		t.Fatal(err)
	}
	want := Preview{Game: "crossingo", Stake: 100, Prize: 1_000_000, Seed: 7, Theme: "winter", Auto: true, Speed: "0.25"}
	if !reflect.DeepEqual(p, want) {
		t.Fatalf("%+v, want %+v", p, want)
	}
	// "+" reads as a space in a query: the game's Forms read both
	q, _ = url.ParseQuery("game=eldorado&stake=0.50&prize=225&form=75+75+75&mode=extras")
	p, err = ParsePreview(q)
	if err != nil || p.Seed != 1 || p.Variant != "extras" || p.Form != "75 75 75" {
		t.Fatalf("%+v %v", p, err)
	}
	for _, bad := range []string{"stake=abc", "stake=0", "prize=-1", "seed=-3"} {
		q, _ := url.ParseQuery("game=crossingo&" + bad)
		if _, err := ParsePreview(q); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

func TestComposePreview(t *testing.T) {
	r := studioRegistry()
	p := Preview{Game: "crossingo", Stake: 100, Prize: 1_000_000, Seed: 7}
	tk, err := r.Compose(p)
	if err != nil {
		t.Fatal(err)
	}
	if tk.ID != 0 || tk.Game != "crossingo" || tk.Stake != 100 || tk.Prize != 1_000_000 || !tk.Seen {
		t.Fatalf("ticket %+v", tk)
	}
	if _, _, err := r.Check(tk); err != nil {
		t.Fatalf("the composed script fails the check: %v", err)
	}
	again, _ := r.Compose(p)
	if !bytes.Equal(again.Script, tk.Script) {
		t.Error("the same seed composed another script")
	}
	p.Seed = 8
	other, _ := r.Compose(p)
	if bytes.Equal(other.Script, tk.Script) {
		t.Error("seeds 7 and 8 composed the same script")
	}
	// the stake defaults to the game's lowest (CROSSINGO: 1 €), the prize to 0
	tk, err = r.Compose(Preview{Game: "crossingo", Seed: 1})
	if err != nil || tk.Stake != 100 || tk.Prize != 0 {
		t.Fatalf("%+v %v", tk, err)
	}
	// 3 € is no amount of CROSSINGO's table (art. 4)
	if _, err := r.Compose(Preview{Game: "crossingo", Stake: 100, Prize: 300}); !errors.Is(err, ErrNoPrize) {
		t.Errorf("3 €: %v", err)
	}
	if _, err := r.Compose(Preview{Game: "bingo"}); !errors.Is(err, ErrNoGame) {
		t.Errorf("bingo: %v", err)
	}
	if _, err := r.Compose(Preview{Game: "crossingo", Stake: 100, Prize: 1000, Form: "5+5"}); !errors.Is(err, ErrNoForm) {
		t.Errorf("a form for CROSSINGO: %v", err)
	}
	if _, err := r.Compose(Preview{Game: "crossingo", Stake: 100, Prize: 1000, Variant: "extras"}); !errors.Is(err, core.ErrVariant) {
		t.Errorf("a variant for CROSSINGO: %v", err)
	}
	if _, err := r.Compose(Preview{Game: "eldorado", Stake: 50, Prize: 22_500, Variant: "wheel"}); !errors.Is(err, core.ErrVariant) {
		t.Errorf("mode=wheel for ELDORADO: %v", err)
	}
	if _, err := r.Compose(Preview{Game: "eldorado", Stake: 50, Prize: 22_500, Form: "75,x"}); !errors.Is(err, eldorado.ErrForm) {
		t.Errorf("form=75,x for ELDORADO: %v", err)
	}
}

// ELDORADO's 225 € at 0.50 € made as 75+75+75 through Extra steps (lot
// table rank 2, decision E-3), as the studio asks for it.
func TestComposeForm(t *testing.T) {
	r := studioRegistry()
	tk, err := r.Compose(Preview{Game: "eldorado", Stake: 50, Prize: 22_500, Form: "75+75+75", Variant: "extras", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	s, err := eldorado.Decode(tk.Script)
	if err != nil {
		t.Fatal(err)
	}
	if c := eldorado.Class(s); c != "225 75+75+75 extras" {
		t.Fatalf("class %q", c)
	}
	if _, _, err := r.Check(tk); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Compose(Preview{Game: "eldorado", Stake: 50, Prize: 22_500, Form: "100+125"}); err == nil {
		t.Error("100+125 is no form of 225 €")
	}
}

func TestCatalog(t *testing.T) {
	cat := studioRegistry().Catalog()
	if len(cat) != 3 || cat[0].ID != "crossingo" || cat[1].ID != "eldorado" || cat[2].ID != testID {
		t.Fatalf("%+v", cat)
	}
	cr := cat[0]
	want := []money.Cents{1_000_000, 100_000, 10_000, 5_000, 1_000, 500, 200, 100, 0} // art. 4
	if cr.Forms || len(cr.Stakes) != 1 || cr.Stakes[0].Stake != 100 || cr.Stakes[0].Variants != nil || !reflect.DeepEqual(cr.Stakes[0].Prizes, want) {
		t.Fatalf("crossingo %+v", cr)
	}
	el := cat[1]
	if !el.Forms || len(el.Stakes) != 3 || !reflect.DeepEqual(el.Stakes[0].Variants, []string{"extras"}) {
		t.Fatalf("eldorado %+v", el)
	}
	if f := el.Stakes[0].Forms["225"]; !reflect.DeepEqual(f, []string{"225", "75+75+75"}) {
		t.Errorf("forms of 225 € at 0.50 €: %v", f)
	}
	if f := el.Stakes[2].Forms["50"]; !reflect.DeepEqual(f, []string{"50", "20+20+10"}) {
		t.Errorf("forms of 50 € at 2 € (12.50 and 5+5+2.50, ×4): %v", f)
	}
	if len(cat[2].Stakes) != 0 {
		t.Error("a game without a lot table has no stakes to offer")
	}
}

func TestScriptTicket(t *testing.T) {
	r := studioRegistry()
	tk, _ := r.Compose(Preview{Game: "crossingo", Stake: 100, Prize: 5000, Seed: 2})
	got, err := ScriptTicket(tk.Script, "")
	if err != nil || got.Game != "crossingo" || got.Stake != 100 || got.Prize != 5000 {
		t.Fatalf("%+v %v", got, err)
	}
	if _, err := ScriptTicket([]byte("not json"), ""); err == nil {
		t.Error("a file that is not JSON was taken")
	}
}

func TestTransport(t *testing.T) {
	tl := &testTL{steps: []money.Cents{5, 0, 5}}
	tr := Transport{TL: tl}
	if tr.Speed() != 1 {
		t.Fatal(tr.Speed())
	}
	tr.SetSpeed(0.25)
	for range 8 {
		tr.Frame()
	}
	if tl.Now() != 2 {
		t.Fatalf("×0.25 for 8 frames: %d ticks, want 2", tl.Now())
	}
	tr.SetSpeed(3) // not offered: ignored
	tr.SetSpeed(4)
	tr.Frame()
	tr.Frame()
	if tl.Now() != 10 || tr.Speed() != 4 {
		t.Fatalf("×4 for 2 frames: now %d, want 10", tl.Now())
	}
	tr.Paused = true
	tr.Frame()
	if tl.Now() != 10 {
		t.Fatal("a paused timeline moved")
	}
	// step: GO releases the first step, the play waits again one tick later
	if !tr.Step() || tl.Steps() != 1 || tl.Now() != 11 || !tr.Paused {
		t.Fatalf("step: %d steps at %d", tl.Steps(), tl.Now())
	}
	// to the end: AUTO releases the last two steps (ticks 12, 13), the
	// result arrives over 10 ticks from 13
	tr.ToEnd()
	if !tl.Ended() || tl.Now() != 23 || tr.Paused {
		t.Fatalf("to end: ended %v at %d", tl.Ended(), tl.Now())
	}
	if tr.Step() {
		t.Error("a step after the end")
	}
	for _, c := range []struct {
		s  string
		v  float64
		ok bool
	}{{"0.25", 0.25, true}, {"4", 4, true}, {"3", 1, false}, {"x", 1, false}} {
		if v, ok := ParseSpeed(c.s); v != c.v || ok != c.ok {
			t.Errorf("ParseSpeed(%q) = %v %v", c.s, v, ok)
		}
	}
}

// TestStudioGear: at every screen of kit.Sizes the studio's gear is a
// touch target of 44 units at least (a unit is a CSS px or more), inside
// the header (64 units) and the screen, with the header's words ending
// left of it (issue 29: it covered titles on phones).
func TestStudioGear(t *testing.T) {
	for _, sz := range kit.Sizes {
		v := kit.NewView(sz[0], sz[1], 1)
		g := StudioGear(v)
		if g.W < 44 || g.H < 44 || g.X < v.W/2 || g.Y < 0 || g.Y+g.H > 64 || g.X+g.W > v.W {
			t.Errorf("%v: the gear %+v in a view %vx%v", sz, g, v.W, v.H)
		}
		if r := StudioHeaderRight(v); r > g.X-8 || r < v.W-70 {
			t.Errorf("%v: the header's words end at %v, the gear starts at %v", sz, r, g.X)
		}
	}
	// 390 wide: the gear from 338 to 382, the words end at 330
	if g, r := StudioGear(kit.NewView(390, 844, 1)), StudioHeaderRight(kit.NewView(390, 844, 1)); g != kit.R(338, 10, 44, 44) || r != 330 {
		t.Errorf("390×844: gear %+v, words end %v", g, r)
	}
}
