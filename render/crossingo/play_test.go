package crossingo

import (
	"reflect"
	"testing"

	rules "revela/core/crossingo"
	"revela/core/money"
	"revela/render/kit/anim"
)

// fixture is a hand-written transcript (not derived by an engine): enough
// to drive the state machine. Click 0 marks row 0's first cell with gold
// and reveals an amount; click 1 swaps column 4; clicks 2-4 reveal
// numbers; then row 0 pays doubled, the EXTRA step opens, type 1 wins.
func fixture() (*rules.Script, rules.Transcript) {
	s := &rules.Script{}
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			s.Grid[5*r+c] = 15*c + r + 1
		}
	}
	for l := range s.Lines {
		s.Lines[l] = money.Euros(int64(l + 1))
	}
	s.Extra = &rules.Extra{Amounts: [3]money.Cents{100, 200, 500}}
	var t rules.Transcript
	total := money.Cents(0)
	add := func(e rules.Event) {
		total += e.Amount
		e.Total = total
		t = append(t, e)
	}
	num := func(n int) rules.Element { return rules.Element{Kind: rules.Number, Number: n} }
	for k := 0; k < 5; k++ {
		for b := 0; b < 5; b++ {
			el := num(15*b + 10 + k%5)
			switch {
			case k == 0 && b == 0:
				el = rules.Element{Kind: rules.Gold, Number: 1}
			case k == 0 && b == 1:
				el = rules.Element{Kind: rules.Amount, Amount: 200}
			case k == 1 && b == 4:
				el = rules.Element{Kind: rules.Swapper, Perm: []int{4, 3, 2, 1, 0}}
			case k == 2 && b == 2:
				el = rules.Element{Kind: rules.ExtraSymbol}
			}
			add(rules.Event{Kind: rules.EvReveal, Click: int8(k), Box: int8(b), Element: el})
			switch {
			case k == 0 && b == 0:
				add(rules.Event{Kind: rules.EvMark, Click: 0, Box: 0, Row: 0, Col: 0, Gold: true})
			case k == 0 && b == 1:
				add(rules.Event{Kind: rules.EvDirect, Click: 0, Box: 1, Amount: 200})
			case k == 1 && b == 4:
				add(rules.Event{Kind: rules.EvSwap, Click: 1, Box: 4, Col: 4, Perm: [5]int8{4, 3, 2, 1, 0}})
			}
		}
	}
	add(rules.Event{Kind: rules.EvLine, Line: 0, Doubled: true, Amount: 200})
	add(rules.Event{Kind: rules.EvExtraStart})
	syms := [12]int{1, 0, 1, 2, 1, 3, 0, 1, 2, 3, 0, 3}
	s.Extra.Symbols = syms
	for i, sym := range syms {
		add(rules.Event{Kind: rules.EvExtraReveal, Cell: int8(i), Symbol: int8(sym)})
	}
	add(rules.Event{Kind: rules.EvExtraWin, Symbol: 1, Amount: 200})
	add(rules.Event{Kind: rules.EvEnd})
	return s, t
}

func run(p *Play, max int) int {
	n := 0
	for !p.Ended && n < max {
		p.Update()
		n++
	}
	return n
}

func TestWaitsForEachGo(t *testing.T) {
	s, tr := fixture()
	p := New(s, tr)
	if !p.Waiting || p.Stage != PhaseGrid || p.ClicksLeft() != 5 {
		t.Fatalf("start: waiting=%v phase=%v left=%d", p.Waiting, p.Stage, p.ClicksLeft())
	}
	run(p, 600)
	if !p.Waiting || p.Boxes[0].Shown {
		t.Fatal("time alone must not reveal anything")
	}
	for k := 0; k < 5; k++ {
		if !p.Go() {
			t.Fatalf("GO %d refused", k)
		}
		if p.Go() {
			t.Fatalf("a second GO during click %d must do nothing", k)
		}
		run(p, 1000)
		if k < 4 && (!p.Waiting || p.Stage != PhaseGrid) {
			t.Fatalf("after click %d: waiting=%v phase=%v", k, p.Waiting, p.Stage)
		}
		if p.ClicksUsed != k+1 {
			t.Fatalf("after click %d: ClicksUsed %d", k, p.ClicksUsed)
		}
		for b := 0; b < 5; b++ {
			if p.Boxes[b].Click != k {
				t.Fatalf("after click %d: box %d shows click %d", k, b, p.Boxes[b].Click)
			}
		}
	}
	if !p.Waiting || p.Stage != PhaseExtra || !p.Extra.Open || !p.Lines[0].Won {
		t.Fatalf("before the EXTRA grid: waiting=%v phase=%v open=%v", p.Waiting, p.Stage, p.Extra.Open)
	}
	if p.Extra.Cells[0].Shown {
		t.Fatal("EXTRA cells revealed before GO")
	}
	p.Go()
	run(p, 2000)
	if !p.Ended || p.Stage != PhaseOver || p.Total != 600 || p.Prize() != 600 {
		t.Fatalf("end: ended=%v total=%v", p.Ended, p.Total)
	}
	if p.Extra.Won != 1 || !p.Extra.Cells[0].Winning || p.Extra.Cells[1].Winning {
		t.Fatal("EXTRA win not shown on its cells")
	}
}

func TestAutoPlaysEverythingFaster(t *testing.T) {
	s, tr := fixture()
	manual := New(s, tr)
	ticks := 0
	for !manual.Ended && ticks < 10000 {
		manual.Go()
		manual.Update()
		ticks++
	}
	auto := New(s, tr)
	auto.SetAuto()
	n := run(auto, 10000)
	if !auto.Ended || auto.Next != len(tr) {
		t.Fatalf("AUTO stopped at event %d of %d", auto.Next, len(tr))
	}
	if n >= ticks {
		t.Errorf("AUTO took %d ticks, not faster than %d", n, ticks)
	}
	if n > 12*60 {
		t.Errorf("AUTO took %d ticks, more than 12 s", n)
	}
	if auto.Total != manual.Total || auto.ClicksUsed != 5 {
		t.Errorf("AUTO total %v, manual %v", auto.Total, manual.Total)
	}
	// AUTO pressed midway takes over at once.
	mid := New(s, tr)
	mid.Go()
	run(mid, 30)
	mid.SetAuto()
	if run(mid, 10000); !mid.Ended || mid.Total != 600 {
		t.Fatal("AUTO midway did not finish")
	}
}

func TestMarksSwapsAndCount(t *testing.T) {
	s, tr := fixture()
	p := New(s, tr)
	p.Go()
	for !p.Waiting {
		p.Update()
	}
	c := p.Cells[0][0]
	if !c.Marked || !c.Gold || !p.Boxes[0].Hit {
		t.Fatalf("cell (0,0) after the golden number: %+v", c)
	}
	if len(p.Directs) != 1 || p.Directs[0].Amount != 200 || p.Total != 200 {
		t.Fatalf("direct amount: %+v total %v", p.Directs, p.Total)
	}
	// the 2 € of box 1 at click 0 is the box's to recall at the end
	if r := p.Recalled(1); len(r) != 1 || r[0].Click != 0 || r[0].Amount != 200 || len(p.Recalled(0)) != 0 {
		t.Fatalf("recalled: box 1 %+v, box 0 %+v", r, p.Recalled(0))
	}
	if p.ShownTotal() != 200 {
		t.Fatalf("count-up did not settle: %v", p.ShownTotal())
	}
	before := p.Cells[0][4].Number
	p.Go()
	prev := p.ShownTotal()
	for !p.Waiting {
		p.Update()
		if st := p.ShownTotal(); st < prev {
			t.Fatal("the total counted down")
		}
	}
	if got := p.Cells[4][4]; got.Number != before || got.FromRow != 0 || !got.Move.On {
		t.Fatalf("swap: cell (4,4) = %+v, want number %d from row 0", got, before)
	}
}

func TestLineCells(t *testing.T) {
	want := map[int][2][2]int{
		0: {{0, 0}, {0, 4}}, 4: {{4, 0}, {4, 4}}, 5: {{0, 0}, {4, 0}}, 9: {{0, 4}, {4, 4}},
		10: {{0, 0}, {4, 4}}, 11: {{4, 0}, {0, 4}},
	}
	for l, ends := range want {
		cells := LineCells(l)
		if cells[0] != ends[0] || cells[4] != ends[1] {
			t.Errorf("line %d: %v", l, cells)
		}
	}
}

func TestEmptyTranscriptEnds(t *testing.T) {
	s, _ := fixture()
	p := New(s, nil)
	if !p.Ended || p.Waiting || p.Prize() != 0 {
		t.Fatal("an empty transcript should end at once")
	}
}

// shown is what a resumed play must show as the normal one does: the
// cells, the boxes, the direct amounts, the lines, the EXTRA step and the
// totals, the motions (spans) aside.
type shown struct {
	Cells      [5][5][4]int // number, marked, gold, row it slid from
	InLine     [5][5]bool
	Boxes      [5]Box
	Directs    []Direct
	Lines      [12]Line
	Extra      Extra
	ClicksUsed int
	Total      money.Cents
	Shown      money.Cents
}

func shownOf(p *Play) shown {
	b := shown{ClicksUsed: p.ClicksUsed, Total: p.Total, Shown: p.ShownTotal(), Extra: p.Extra, Lines: p.Lines}
	bit := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	for r := range p.Cells {
		for c, cell := range p.Cells[r] {
			b.Cells[r][c] = [4]int{cell.Number, bit(cell.Marked), bit(cell.Gold), cell.FromRow}
			b.InLine[r][c] = cell.InLine
		}
	}
	for i, x := range p.Boxes {
		x.Reveal = anim.Span{}
		b.Boxes[i] = x
	}
	for _, d := range p.Directs {
		d.Fly = anim.Span{}
		b.Directs = append(b.Directs, d)
	}
	for i := range b.Lines {
		b.Lines[i].Sweep = anim.Span{}
	}
	b.Extra.OpenAt, b.Extra.Win = anim.Span{}, anim.Span{}
	for i := range b.Extra.Cells {
		b.Extra.Cells[i].Reveal = anim.Span{}
	}
	return b
}

// boundary is the index of the first event after the first k clicks, found
// from the transcript alone.
func boundary(tr rules.Transcript, k int) int {
	for i, e := range tr {
		if (e.Kind == rules.EvReveal && int(e.Click) >= k) || e.Kind > rules.EvDirect {
			return i
		}
	}
	return len(tr)
}

// pending lists the motions of p still running at p.Now.
func pending(p *Play) []string {
	var out []string
	check := func(name string, s anim.Span) {
		if s.On && !s.Done(p.Now) {
			out = append(out, name)
		}
	}
	for r := range p.Cells {
		for _, c := range p.Cells[r] {
			check("mark", c.Mark)
			check("move", c.Move)
		}
	}
	for _, b := range p.Boxes {
		check("reveal", b.Reveal)
	}
	for _, d := range p.Directs {
		check("direct", d.Fly)
	}
	return out
}

// rest plays p to its end, pressing GO whenever it waits, and returns the
// events it applied, in order.
func rest(t *testing.T, p *Play) []rules.Event {
	t.Helper()
	var got []rules.Event
	step := func(f func()) {
		before := p.Next
		f()
		switch p.Next - before {
		case 0:
		case 1:
			got = append(got, p.Last)
		default:
			t.Fatalf("%d events applied in one step", p.Next-before)
		}
	}
	for n := 0; !p.Ended && n < 20000; n++ {
		step(func() { p.Go() })
		step(p.Update)
	}
	if !p.Ended {
		t.Fatal("the play did not end")
	}
	return got
}

func TestFastForward(t *testing.T) {
	s, tr := fixture()
	for k := 0; k <= 5; k++ {
		end := boundary(tr, k)
		// After the fifth click nothing waits for GO: the first line sweep
		// (the fixture has one) starts at once, animated.
		applied := end
		if k == 5 {
			applied = end + 1
		}
		// the reference: k clicks played normally, to rest
		ref := New(s, tr)
		for n := 0; n < 20000 && ref.Next < applied; n++ {
			ref.Go()
			ref.Update()
		}
		if k < 5 {
			run(ref, 1000) // waits for the next GO: settles
		}
		if ref.Next != applied {
			t.Fatalf("k=%d: reference at event %d, want %d", k, ref.Next, applied)
		}

		p := New(s, tr)
		p.FastForward(k)
		if p.Next != applied || p.ClicksUsed != k {
			t.Fatalf("k=%d: fast-forwarded to event %d (clicks %d), want %d", k, p.Next, p.ClicksUsed, applied)
		}
		if applied > 0 && p.Total != tr[applied-1].Total {
			t.Errorf("k=%d: total %v, transcript says %v", k, p.Total, tr[applied-1].Total)
		}
		if pd := pending(p); len(pd) > 0 {
			t.Errorf("k=%d: motions of the clicks still pending: %v", k, pd)
		}
		gb, wb := shownOf(p), shownOf(ref)
		var got []rules.Event
		if k < 5 {
			if !p.Waiting || p.Stage != PhaseGrid || p.ClicksLeft() != 5-k {
				t.Errorf("k=%d: waiting=%v phase=%v left=%d", k, p.Waiting, p.Stage, p.ClicksLeft())
			}
			if p.Count.On && !p.Count.Done(p.Now) || p.ShownTotal() != p.Total {
				t.Errorf("k=%d: the total still counts: shown %v of %v", k, p.ShownTotal(), p.Total)
			}
		} else {
			if p.Waiting || p.Ended || p.Last.Kind != rules.EvLine || !p.Lines[0].Sweep.Active(p.Now) {
				t.Errorf("k=5: the line must sweep by itself (waiting=%v ended=%v last=%v)", p.Waiting, p.Ended, p.Last.Kind)
			}
			got = append(got, p.Last)
			gb.Shown, wb.Shown = 0, 0 // the count-up of the line runs
		}
		if !reflect.DeepEqual(gb, wb) {
			t.Errorf("k=%d: board\n got %+v\nwant %+v", k, gb, wb)
		}
		got = append(got, rest(t, p)...)
		if want := tr[end:]; !reflect.DeepEqual(got, []rules.Event(want)) {
			t.Errorf("k=%d: the rest emitted %d events, want the %d remaining in order:\n got %v\nwant %v", k, len(got), len(want), got, want)
		}
		if p.Total != 600 || p.Prize() != 600 {
			t.Errorf("k=%d: ended with total %v", k, p.Total)
		}
	}
}

func TestFastForwardTwoClicks(t *testing.T) {
	s, tr := fixture()
	ref := New(s, tr)
	for k := 0; k < 2; k++ {
		ref.Go()
		for !ref.Waiting {
			ref.Update()
		}
	}
	p := New(s, tr)
	if !p.FastForward(2) {
		t.Fatal("FastForward(2) refused at the start")
	}
	if got, want := shownOf(p), shownOf(ref); !reflect.DeepEqual(got, want) {
		t.Fatalf("board\n got %+v\nwant %+v", got, want)
	}
	c := p.Cells[0][0]
	if !c.Marked || !c.Gold || p.Total != 200 || p.ShownTotal() != 200 || len(p.Directs) != 1 {
		t.Fatalf("after 2 clicks: cell %+v total %v shown %v directs %d", c, p.Total, p.ShownTotal(), len(p.Directs))
	}
	if p.Cells[4][4].Number != s.Grid[4] || p.Cells[4][4].FromRow != 0 {
		t.Fatalf("swap of column 4 not applied: %+v", p.Cells[4][4])
	}
	for b := range p.Boxes {
		if !p.Boxes[b].Shown || p.Boxes[b].Click != 1 {
			t.Fatalf("box %d: %+v", b, p.Boxes[b])
		}
	}
	// a second fast-forward, or one after a GO, does nothing
	if p.FastForward(1) {
		t.Error("FastForward accepted twice")
	}
	q := New(s, tr)
	q.Go()
	if q.FastForward(3) {
		t.Error("FastForward accepted after a GO")
	}
	if New(s, tr).FastForward(0) {
		t.Error("FastForward(0) reported doing something")
	}
	if r := New(s, tr); !r.FastForward(9) || r.ClicksUsed != 5 {
		t.Error("FastForward beyond the last click should stop after it")
	}
}
