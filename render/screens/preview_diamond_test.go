package screens

import (
	"errors"
	"net/url"
	"reflect"
	"testing"

	"revela/core"
	"revela/core/diamondriver"
	"revela/core/money"
)

// diamondRegistry has DIAMOND RIVER's rules core behind a board that only
// validates, and CROSSINGO's, which names no form.
func diamondRegistry() *Registry[testBoard] {
	r := studioRegistry()
	r.Register(Screen[testBoard]{Core: diamondriver.Game, Name: "DIAMOND RIVER", Open: func(s core.Script) (Timeline, testBoard, error) {
		p, err := s.Validate()
		if err != nil {
			return nil, testBoard{}, err
		}
		tl := &testTL{steps: []money.Cents{p}}
		return tl, testBoard{tl}, nil
	}})
	return r
}

// TestParsePreviewNamedForm: a form is the game's to read: a word for
// DIAMOND RIVER, gains for ELDORADO, as the URL writes it.
func TestParsePreviewNamedForm(t *testing.T) {
	q, _ := url.ParseQuery("game=diamond-river&stake=3&prize=50&form=roue")
	p, err := ParsePreview(q)
	if err != nil || p.Form != "roue" {
		t.Fatalf("%+v %v", p, err)
	}
	q, _ = url.ParseQuery("game=eldorado&stake=0.50&prize=225&form=75%2B75%2B75")
	if p, err := ParsePreview(q); err != nil || p.Form != "75+75+75" {
		t.Fatalf("%+v %v", p, err)
	}
}

// TestComposeNamedForm: DIAMOND RIVER's 50 € by the wheel lands on the
// wheel's one 50 € segment (7, decision D-6) and nothing else pays; by
// triples no wheel turns and the triples pay the 50 € (D-3).
func TestComposeNamedForm(t *testing.T) {
	r := diamondRegistry()
	for seed := uint64(1); seed <= 20; seed++ {
		tk, err := r.Compose(Preview{Game: "diamond-river", Stake: 300, Prize: 5000, Form: "roue", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := r.Check(tk); err != nil {
			t.Fatal(err)
		}
		tr := transcriptOf(t, tk.Script)
		var wheel, triples money.Cents
		for _, e := range tr {
			switch e.Kind {
			case diamondriver.EvWheel:
				wheel += e.Amount
			case diamondriver.EvTriple:
				triples += e.Amount
			}
		}
		if wheel != 5000 || triples != 0 || tr[len(tr)-1].Total != 5000 {
			t.Fatalf("seed %d by the wheel: wheel %s €, triples %s €", seed, wheel, triples)
		}
		tk, err = r.Compose(Preview{Game: "diamond-river", Stake: 300, Prize: 5000, Form: "triples", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		wheel, triples = 0, 0
		for _, e := range transcriptOf(t, tk.Script) {
			switch e.Kind {
			case diamondriver.EvWheel, diamondriver.EvWheelSymbol:
				wheel++
			case diamondriver.EvTriple:
				triples += e.Amount
			}
		}
		if wheel != 0 || triples != 5000 {
			t.Fatalf("seed %d by triples: wheel events %d, triples %s €", seed, wheel, triples)
		}
	}
	if _, err := r.Compose(Preview{Game: "crossingo", Stake: 100, Prize: 1000, Form: "roue"}); !errors.Is(err, ErrNoForm) {
		t.Errorf("a named form for CROSSINGO: %v", err)
	}
	if _, err := r.Compose(Preview{Game: "diamond-river", Stake: 300, Prize: 3_000_000, Form: "triples"}); !errors.Is(err, diamondriver.ErrForm) {
		t.Errorf("30,000 € by triples: %v", err)
	}
}

func transcriptOf(t *testing.T, data []byte) diamondriver.Transcript {
	t.Helper()
	s, err := diamondriver.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := diamondriver.Check(s)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestCatalogNamedForms: the studio offers DIAMOND RIVER's 3 € to 1,000 €
// by the wheel or by triples; 30,000 € only the wheel makes (no choice)
// and 0 has no form. CROSSINGO still has no forms.
func TestCatalogNamedForms(t *testing.T) {
	var dr, cr CatalogGame
	for _, g := range diamondRegistry().Catalog() {
		switch g.ID {
		case "diamond-river":
			dr = g
		case "crossingo":
			cr = g
		}
	}
	if !dr.Forms || len(dr.Stakes) != 1 || dr.Stakes[0].Stake != 300 {
		t.Fatalf("diamond-river %+v", dr)
	}
	both := []string{"roue", "triples"}
	want := map[string][]string{"3": both, "6": both, "10": both, "20": both, "50": both, "100": both, "1000": both}
	if got := dr.Stakes[0].Forms; !reflect.DeepEqual(got, want) {
		t.Fatalf("forms %v", got)
	}
	if cr.Forms || cr.Stakes[0].Forms != nil {
		t.Fatalf("crossingo %+v", cr)
	}
}
