package games

import (
	"errors"
	"testing"

	"revela/core"
	"revela/core/money"
	"revela/render/kit/anim"
)

func TestPace(t *testing.T) {
	p := Pace{Percent: 55}
	if p.Len(0) != 0 || p.Len(100) != 100 {
		t.Fatalf("normal: %d, %d", p.Len(0), p.Len(100))
	}
	p.OnAuto = true
	if p.Len(100) != 55 || p.Len(1) != 1 || p.Len(3) != 2 {
		t.Fatalf("AUTO: %d, %d, %d; want 55, 1, 2", p.Len(100), p.Len(1), p.Len(3))
	}
	p.Tick = 10
	if s := p.Span(20); s.Start != 10 || s.Dur != 11 || !s.On {
		t.Fatalf("span %+v", s)
	}
	p.Settled = true
	if s := p.Span(20); !s.Done(10) {
		t.Fatalf("a settled span %+v has not ended", s)
	}
	p.Rest = 2
	if p.Step() || !p.Step() || p.Tick != 12 || !p.Step() {
		t.Fatalf("rest: tick %d, rest %d", p.Tick, p.Rest)
	}
}

func TestTally(t *testing.T) {
	var y Tally
	y.Set(money.Euros(10), 0, anim.At(0, 100))
	if y.At(0) != 0 || y.At(100) != money.Euros(10) || y.At(50) <= 0 || y.At(50) >= money.Euros(10) {
		t.Fatalf("counting 0 → 10 €: %s at 0, %s at 50, %s at 100", y.At(0), y.At(50), y.At(100))
	}
	y.Set(money.Euros(15), 200, anim.Span{Start: 199, Dur: 1, On: true})
	if y.At(200) != money.Euros(15) || y.Before != money.Euros(15) {
		t.Fatalf("settled at once: %s", y.At(200))
	}
}

type otherScript struct{}

func (otherScript) Envelope() core.Envelope        { return core.Envelope{} }
func (otherScript) Validate() (money.Cents, error) { return 0, nil }

type fineScript struct{ otherScript }

func TestChecked(t *testing.T) {
	check := func(s *fineScript) (int, error) { return 7, nil }
	if _, _, err := Checked(core.Script(otherScript{}), check); err == nil {
		t.Fatal("another game's script was accepted")
	}
	if _, n, err := Checked(core.Script(&fineScript{}), check); err != nil || n != 7 {
		t.Fatalf("%d, %v", n, err)
	}
	bad := errors.New("S-1")
	if _, _, err := Checked(core.Script(&fineScript{}), func(*fineScript) (int, error) { return 0, bad }); err != bad {
		t.Fatalf("the check's error: %v", err)
	}
}
