// Package screenstest is what the tests of every game's screen check the
// same way, in plain Go: a unit opened through the game's Screen plays to
// its end under AUTO as the unit screen and window.revela read it, and
// a script of no game, or one the engine refuses, is never opened; the
// prize explained in both languages, the sound of a tick's events, the
// win tiers and the layout at every size.
package screenstest

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/screens"
)

// Other is a script of no game: every game's open refuses it, naming
// its type.
type Other struct{}

func (Other) Envelope() core.Envelope        { return core.Envelope{} }
func (Other) Validate() (money.Cents, error) { return 0, nil }

// Plays opens s through sc, resumes it after step
// from (FastForward; 0: from the start), plays the rest under AUTO and
// checks its end: ended, on AUTO, the phase "over", steps released, the
// result arriving on the last tick, the prize, and the parts of the
// prize (in French, as window.revela.parts reads them) adding up to it.
// It returns the timeline and the board for the game's own checks.
func Plays[B any](t testing.TB, sc screens.Screen[B], s core.Script, from, steps int, prize money.Cents) (screens.Timeline, B) {
	t.Helper()
	tl, b, err := sc.Open(s)
	if err != nil {
		t.Fatalf("%s: %v", sc.Name, err)
	}
	if from > 0 && (!tl.FastForward(from) || tl.Steps() != from) {
		t.Fatalf("%s: FastForward(%d) reached step %d", sc.Name, from, tl.Steps())
	}
	tl.SetAuto()
	for i := 0; i < 100_000 && !tl.Ended(); i++ {
		tl.Update()
	}
	if !tl.Ended() || !tl.Auto() || tl.Phase() != "over" || tl.Steps() != steps || tl.End().Start != tl.Now() {
		t.Fatalf("%s at the end: ended %v, auto %v, phase %s, steps %d (want %d)", sc.Name, tl.Ended(), tl.Auto(), tl.Phase(), tl.Steps(), steps)
	}
	var sum money.Cents
	parts := tl.Parts(i18n.For("fr"))
	for _, p := range parts {
		sum += p.Amount
	}
	if tl.Prize() != prize || sum != prize || (prize == 0) != (len(parts) == 0) {
		t.Fatalf("%s: prize %s, parts %+v (sum %s); want %s", sc.Name, tl.Prize(), parts, sum, prize)
	}
	return tl, b
}

// Refuses checks that sc opens neither Other (the error naming its type)
// nor bad, a script of the game its engine refuses; it returns bad's
// error for the game's own checks (the rule it names).
func Refuses[B any](t testing.TB, sc screens.Screen[B], bad core.Script) error {
	t.Helper()
	if _, _, err := sc.Open(Other{}); err == nil || !strings.Contains(err.Error(), "screenstest.Other") {
		t.Fatalf("%s opened a script of no game: %v", sc.Name, err)
	}
	_, _, err := sc.Open(bad)
	if err == nil {
		t.Fatalf("%s opened a script its engine refuses", sc.Name)
	}
	return err
}

// Open is open(s) (a game's open) for a test: the test stops when the
// script is refused.
func Open[P any](t testing.TB, open func(core.Script) (P, error), s core.Script) P {
	t.Helper()
	p, err := open(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Explains checks a game's explanation of transcript tr (its parts
// function): the parts want in French, and in English the same amounts
// with the labels en, in order.
func Explains[T any](t testing.TB, parts func(T, *i18n.Words) []kit.Part, tr T, want []kit.Part, en ...string) {
	t.Helper()
	if got := parts(tr, i18n.For("fr")); !reflect.DeepEqual(got, want) {
		t.Errorf("parts = %+v\nwant %+v", got, want)
	}
	got := parts(tr, i18n.For("en"))
	ok := len(got) == len(want) && len(en) == len(want)
	for i := 0; ok && i < len(got); i++ {
		ok = got[i] == kit.Part{Label: en[i], Amount: want[i].Amount}
	}
	if !ok {
		t.Errorf("English parts = %+v\nwant the labels %q with the amounts above", got, en)
	}
}

// Sounds checks a game's eventSound: each list of events in cases
// sounds as its key (a name of render/kit/sound, "" for silence), the
// most telling of them (screens.MostTelling).
func Sounds[S any](t testing.TB, eventSound func(S) string, cases map[string][]S) {
	t.Helper()
	for want, lists := range cases {
		for _, es := range lists {
			if got := eventSound(es); got != want {
				t.Errorf("eventSound(%v) = %q, want %q", es, got, want)
			}
		}
	}
}

// Tiers checks a game's win tiers at stake against its lot table (game
// and stake, core/lots): each prize of want has its tier.
func Tiers(t testing.TB, ts screens.Tiers, game string, stake money.Cents, want map[money.Cents]kit.Tier) {
	t.Helper()
	tb, err := lots.Find(game, stake)
	if err != nil {
		t.Fatal(err)
	}
	for prize, tier := range want {
		if got := ts.Of(tb, stake, prize); got != tier {
			t.Errorf("%s at %s: tier %v, want %v", prize, stake, got, tier)
		}
	}
}

// Sideways are kit.Sizes and a phone of 480×320 on its side, under the
// lobby's least.
var Sideways = append(slices.Clone(kit.Sizes), [2]int{480, 320})

// Fit is what a game's layout test finds at one size (Fits): the size of
// the board's cell and the least it may be (in units), and the layout's
// misfits (kit.UnitMisfits).
type Fit struct {
	Cell, Least float64
	Misfits     []string
}

// Fits checks a game's layout at each size of sizes (CSS px, at 1×):
// newLayout lays the board out for the view, and check returns its Fit,
// reporting what the game checks of its own parts through bad; each
// misfit, and a cell under its least, is an error naming the size.
func Fits[L any](t testing.TB, sizes [][2]int, newLayout func(kit.View) L, check func(l L, v kit.View, bad func(format string, args ...any)) Fit) {
	t.Helper()
	for _, sz := range sizes {
		at := fmt.Sprintf("%dx%d: ", sz[0], sz[1])
		bad := func(format string, args ...any) { t.Errorf(at+format, args...) }
		v := kit.NewView(sz[0], sz[1], 1)
		f := check(newLayout(v), v, bad)
		for _, m := range f.Misfits {
			t.Error(at + m)
		}
		if f.Cell < f.Least {
			bad("cell %.1f < %.0f", f.Cell, f.Least)
		}
	}
}
