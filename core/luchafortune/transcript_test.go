package luchafortune

import (
	"fmt"
	"strings"
	"testing"
)

// describe writes an event as "kind throw.step fields total/left".
func describe(e Event) string {
	var f string
	switch e.Kind {
	case EvCoin, EvCollect, EvBanner, EvExtra:
		f = fmt.Sprintf(" cell %d %s n%d +%s", e.Cell, e.Sym, e.Count, e.Amount)
	case EvLine:
		f = fmt.Sprintf(" line %d %v %s +%s", e.Line, e.Cells, e.Sym, e.Amount)
	case EvKO:
		f = fmt.Sprintf(" cell %d col %d", e.Cell, e.Col)
	case EvEmpty:
		f = fmt.Sprintf(" %015b", e.Mask)
	case EvFall:
		f = fmt.Sprintf(" col %d %d->%d %s", e.Col, e.From, e.To, e.Sym)
	case EvDrop:
		f = fmt.Sprintf(" col %d q%d->%d %s", e.Col, e.From, e.To, e.Sym)
	}
	return fmt.Sprintf("%s %d.%d%s =%s/%d", e.Kind, e.Throw, e.Step, f, e.Total, e.ThrowsLeft)
}

func TestTranscript(t *testing.T) {
	f := func() Throw { return th(t, F) }
	cases := []handMade{
		// The row line of character 2 in row 2, columns 0-2: two falls and
		// a drop in each of the three columns (see TestHandMade).
		{"row line", sc("2", th(t, "1 2 3 4 1  3 4 1 2 3  2 2 2 4 1", "0: 5", "1: 6", "2: 7"), f(), f()), `
throw 0.0 =0/2
line 0.1 line 6 [10 11 12] c2 +2 =2/2
empty 0.1 001110000000000 =2/2
fall 0.1 col 0 1->2 c3 =2/2
fall 0.1 col 0 0->1 c1 =2/2
drop 0.1 col 0 q0->0 c5 =2/2
fall 0.1 col 1 1->2 c4 =2/2
fall 0.1 col 1 0->1 c2 =2/2
drop 0.1 col 1 q0->0 c6 =2/2
fall 0.1 col 2 1->2 c1 =2/2
fall 0.1 col 2 0->1 c3 =2/2
drop 0.1 col 2 q0->0 c7 =2/2
throw-end 0.0 =2/2
throw 1.0 =2/1
throw-end 1.0 =2/1
throw 2.0 =2/0
throw-end 2.0 =2/0
end 2.0 =2/0`},
		// Column 0 of character 1 pays 1 €; its drops bring 1, "+1" (row
		// 1) and 1: a fourth throw. The +1 counts at step 1.
		{"+1 in the drops", sc("1", th(t, "1 2 3 4 1  1 4 1 2 3  1 2 3 4 1", "0: 1 + 1"), f(), f(), f()), `
throw 0.0 =0/2
line 0.1 line 9 [0 5 10] c1 +1 =1/2
empty 0.1 000010000100001 =1/2
drop 0.1 col 0 q0->2 c1 =1/2
drop 0.1 col 0 q1->1 +1 =1/2
drop 0.1 col 0 q2->0 c1 =1/2
extra 0.1 cell 5 +1 n1 +0 =1/3
throw-end 0.0 =1/3
throw 1.0 =1/2
throw-end 1.0 =1/2
throw 2.0 =1/1
throw-end 2.0 =1/1
throw 3.0 =1/0
throw-end 3.0 =1/0
end 3.0 =1/0`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := Check(c.s)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range tr {
				got = append(got, describe(e))
			}
			if g, w := strings.Join(got, "\n"), strings.TrimSpace(c.want); g != w {
				t.Fatalf("transcript:\n%s\nwant:\n%s", g, w)
			}
			if ThrowStart(tr, 1) != strings.Count(strings.Split(c.want, "throw 1.0")[0], "\n")-1 {
				t.Errorf("ThrowStart(1) = %d", ThrowStart(tr, 1))
			}
			if ThrowStart(tr, 9) != len(tr) {
				t.Errorf("ThrowStart(9) = %d", ThrowStart(tr, 9))
			}
		})
	}
}

// TestTranscriptKO: a K.O, a coin and the banner in one throw. Reveal: a
// 1 € coin at cell 0, poivrons at cells 1, 3 and 5, a K.O at cell 2
// whose column receives 3, P, 3: the fourth poivron (2 €) on step 1.
// Total 3 €, not a lot of the table, so the replay is read with the
// prize declared as 3 and the 0.1-4 check left aside.
func TestTranscriptKO(t *testing.T) {
	s := sc("0", th(t, "$1 P K P 1  P 4 1 2 3  1 2 3 4 1", "2: 3 P 3"), th(t, F), th(t, F))
	r := replay{p: Default, s: s, rec: true}
	if err := r.run(); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range r.ev {
		got = append(got, describe(e))
	}
	want := `
throw 0.0 =0/2
coin 0.0 cell 0 coin:1 n0 +1 =1/2
collect 0.0 cell 1 poivron n1 +0 =1/2
collect 0.0 cell 3 poivron n2 +0 =1/2
collect 0.0 cell 5 poivron n3 +0 =1/2
ko 0.1 cell 2 col 2 =1/2
empty 0.1 001000010000100 =1/2
drop 0.1 col 2 q0->2 c3 =1/2
drop 0.1 col 2 q1->1 poivron =1/2
drop 0.1 col 2 q2->0 c3 =1/2
collect 0.1 cell 7 poivron n4 +0 =1/2
banner 0.1 cell 7 poivron n4 +2 =3/2
throw-end 0.0 =3/2`
	if g, w := strings.Join(got[:13], "\n"), strings.TrimSpace(want); g != w {
		t.Fatalf("transcript:\n%s\nwant:\n%s", g, w)
	}
	if r.total.String() != "3" || r.throws != 3 {
		t.Fatalf("total %s, throws %d", r.total, r.throws)
	}
}
