package gametest

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"revela/core/money"
)

// Compose is a game's composer at one stake: a unit's script of prize,
// drawn from rng only.
type Compose[S any] func(prize money.Cents, rng *rand.Rand) (S, error)

// Fuzz is a game's FuzzValidate: it adds the JSON of each seed script
// and each raw text to f's corpus and fuzzes the property Replays.
func Fuzz[S Script, T ~[]E, E any](f *testing.F, r Rules[S, T, E], seeds []S, raw ...string) {
	f.Helper()
	for _, s := range seeds {
		if b, err := json.Marshal(s); err == nil {
			f.Add(b)
		}
	}
	for _, text := range raw {
		f.Add([]byte(text))
	}
	f.Fuzz(func(t *testing.T, data []byte) { Replays(t, r, data) })
}

// Composed returns per scripts of each prize, the j-th of the i-th prize
// composed from Rng(100i+j): seeds for a fuzz corpus.
func Composed[S any](tb testing.TB, prizes []money.Cents, per int, compose Compose[S]) []S {
	tb.Helper()
	var out []S
	for i, p := range prizes {
		for j := 0; j < per; j++ {
			s, err := compose(p, Rng(uint64(100*i+j)))
			if err != nil {
				tb.Fatalf("%s €: %v", p, err)
			}
			out = append(out, s)
		}
	}
	return out
}

// Mutated returns n scripts drawn by draw from rng, each changed by
// mutate (drawing from rng too) once, or 1 to most times when most > 1.
func Mutated[S any](tb testing.TB, n, most int, rng *rand.Rand, draw func(rng *rand.Rand) (S, error), mutate func(s S, rng *rand.Rand)) []S {
	tb.Helper()
	out := make([]S, n)
	for i := range out {
		s, err := draw(rng)
		if err != nil {
			tb.Fatal(err)
		}
		k := 0
		if most > 1 {
			k = rng.IntN(most)
		}
		for ; k >= 0; k-- {
			mutate(s, rng)
		}
		out[i] = s
	}
	return out
}

// Mutations checks Agree on each script, valid or refused with one rule
// by both Validate and Check, and returns how many are valid.
func Mutations[S Script, T ~[]E, E any](t *testing.T, r Rules[S, T, E], scripts []S) (valid int) {
	t.Helper()
	for _, s := range scripts {
		if _, ok := Agree(t, r, s); ok {
			valid++
		}
	}
	return valid
}

// EveryAmount composes units(p) units of every prize p, each in a
// subtest per prize run in parallel, the i-th from
// Rng(p×1,000,003 + salt + i): each must compose and validate to its
// prize (rule 0.1-4). check, when not nil, then checks a prize's units
// with the game's own figures.
func EveryAmount[S Script](t *testing.T, prizes []money.Cents, units func(p money.Cents) int, salt uint64, compose Compose[S], check func(t *testing.T, p money.Cents, units []S)) {
	t.Helper()
	for _, p := range prizes {
		t.Run(p.String(), func(t *testing.T) {
			t.Parallel()
			out := make([]S, units(p))
			for i := range out {
				s, err := compose(p, Rng(uint64(p)*1_000_003+salt+uint64(i)))
				if err != nil {
					t.Fatalf("unit %d: %v", i, err)
				}
				if got, err := s.Validate(); err != nil || got != p {
					b, _ := json.Marshal(s)
					t.Fatalf("unit %d: %s €, %v\n%s", i, got, err, b)
				}
				out[i] = s
			}
			if check != nil {
				check(t, p, out)
			}
		})
	}
}

// Deterministic checks that compose gives one script of each prize from
// one stream (twice Rng(7)) and two from two streams (Rng(7), Rng(8)).
func Deterministic[S any](t *testing.T, prizes []money.Cents, compose Compose[S]) {
	t.Helper()
	for _, p := range prizes {
		a, err := compose(p, Rng(7))
		if err != nil {
			t.Fatalf("%s €: %v", p, err)
		}
		b, _ := compose(p, Rng(7))
		c, _ := compose(p, Rng(8))
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s €: two scripts from one stream", p)
		}
		if reflect.DeepEqual(a, c) {
			t.Fatalf("%s €: one script from two streams", p)
		}
	}
}

// Each runs do once per op, reporting allocations: a benchmark of a
// composer, natural play or a decoder. An error fails b.
func Each(b *testing.B, do func() error) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		if err := do(); err != nil {
			b.Fatal(err)
		}
	}
}

// CheckAppend builds the transcript of s per op with checkAppend (a
// game's CheckAppend), reusing one buffer.
func CheckAppend[S any, T ~[]E, E any](b *testing.B, s S, checkAppend func(dst T, s S) (T, error)) {
	b.Helper()
	var buf T
	Each(b, func() (err error) {
		buf, err = checkAppend(buf[:0], s)
		return err
	})
}

// One composes one unit of prize with compose from rng, failing tb when
// it cannot.
func One[S any](tb testing.TB, compose Compose[S], prize money.Cents, rng *rand.Rand) S {
	tb.Helper()
	s, err := compose(prize, rng)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}
