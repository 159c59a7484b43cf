package luchafortune

import (
	"testing"

	"revela/core/internal/cputime"
	"revela/core/money"
)

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize drawn with the lot table's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	prizes := rngFor(99)
	rng := rngFor(1)
	b.ReportAllocs()
	cpu := cputime.Used()
	for b.Loop() {
		p := drawPrize(prizes)
		s, err := Compose(Default.Table.Stake, p, rng)
		if err != nil {
			b.Fatal(err)
		}
		if got, err := s.Validate(); err != nil || got != p {
			b.Fatal(got, err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "units/s")
	if cpu = cputime.Used() - cpu; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "units/cpu-s")
	}
}

// BenchmarkCompose composes one unit per prize class.
func BenchmarkCompose(b *testing.B) {
	for _, p := range []money.Cents{0, money.Euros(1), money.Euros(2), money.Euros(5), money.Euros(10), money.Euros(40), money.Euros(200), money.Euros(15000)} {
		b.Run(p.String(), func(b *testing.B) {
			rng := rngFor(1)
			for b.Loop() {
				if _, err := Compose(Default.Table.Stake, p, rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNatural draws one unit of natural play per op.
func BenchmarkNatural(b *testing.B) {
	rng := rngFor(1)
	var scratch Script
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Default.natural(&scratch, rng, noLimit); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkValidate validates one composed unit per op.
func BenchmarkValidate(b *testing.B) {
	var scripts []*Script
	prizes := rngFor(99)
	rng := rngFor(1)
	for i := 0; i < 1000; i++ {
		s, err := Compose(Default.Table.Stake, drawPrize(prizes), rng)
		if err != nil {
			b.Fatal(err)
		}
		scripts = append(scripts, s)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := scripts[i%len(scripts)].Validate(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkCheckAppend builds the transcript of a composed unit per op,
// reusing one buffer.
func BenchmarkCheckAppend(b *testing.B) {
	s, err := Compose(Default.Table.Stake, money.Euros(10), rngFor(3))
	if err != nil {
		b.Fatal(err)
	}
	var buf Transcript
	b.ReportAllocs()
	for b.Loop() {
		tr, err := CheckAppend(buf[:0], s)
		if err != nil {
			b.Fatal(err)
		}
		buf = tr
	}
}

// quick reports whether the tests run with small samples: -short, or a
// mutation run (gremlins unleash --tags gremlins).
func quick() bool { return testing.Short() || mutationRun }
