package sudoku

import (
	"testing"

	"revela/core/money"
	"revela/render/i18n"
)

// TestWords follows the hand-made unit (play_test.go) in French and in
// English: what Lancer's second line and the caption say at each step.
func TestWords(t *testing.T) {
	fr, en := &i18n.Words{Lang: "fr"}, &i18n.Words{Lang: "en"}
	p := openHand(t)
	if goSub(fr, p) != "3 lancers restants" || goSub(en, p) != "3 rolls left" || caption(fr, p) != "Appuyez sur Lancer pour lancer les dés" {
		t.Fatalf("start: %q, %q, %q", goSub(fr, p), goSub(en, p), caption(fr, p))
	}
	p.Go()
	p.Update()
	if caption(fr, p) != "Les dés roulent…" {
		t.Fatalf("rolling: %q", caption(fr, p))
	}
	for i := 0; i < RollDur; i++ {
		p.Update()
	}
	if caption(fr, p) != "Trèfle : 1, et un lancer en plus !" || caption(en, p) != "Clover: 1, and one more roll!" {
		t.Fatalf("clover: %q / %q", caption(fr, p), caption(en, p))
	}
	settle(t, p)
	if caption(fr, p) != "3 cases 1 découvertes" || goSub(fr, p) != "3 lancers restants" {
		t.Fatalf("after the 1: %q, %q", caption(fr, p), goSub(fr, p))
	}
	p.Go()
	settle(t, p)
	if caption(fr, p) != "Bloc complet ! 0,50\u202f€ × 3 = 1,50\u202f€" || caption(en, p) != "Block complete! €0.50 × 3 = €1.50" {
		t.Fatalf("after the 2: %q / %q", caption(fr, p), caption(en, p))
	}
	p.Go()
	settle(t, p)
	if caption(fr, p) != "Étape Extra : un lancer de plus !" || goSub(fr, p) != "Étape Extra" || goSub(en, p) != "Extra step" {
		t.Fatalf("the 2 again: %q, %q", caption(fr, p), goSub(fr, p))
	}
	p.Go()
	settle(t, p)
	if goSub(fr, p) != "Étape Extra" || french.Left(1) != "1 lancer restant" || english.Left(1) != "1 roll left" {
		t.Fatalf("the last throw: %q", goSub(fr, p))
	}
	p.Go()
	settle(t, p)
	if !p.Ended || goSub(fr, p) != "" || french.Blocks(3) != "3 blocs" || english.Blocks(1) != "1 block" {
		t.Fatalf("end: %q", goSub(fr, p))
	}
	if got := french.Formula(money.MustParse("500"), 9); got != "500\u202f€ × 9 = 4\u202f500\u202f€" {
		t.Fatalf("formula %q", got)
	}
}

func TestPlurals(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{french.Left(0), "0 lancer restant"}, {french.Left(2), "2 lancers restants"},
		{english.Left(0), "0 rolls left"}, {english.Left(1), "1 roll left"}, {english.Blocks(9), "9 blocks"},
		{french.Blocks(1), "1 bloc"}, {french.Blocks(0), "0 bloc"},
	} {
		if c.got != c.want {
			t.Errorf("%q; want %q", c.got, c.want)
		}
	}
}
