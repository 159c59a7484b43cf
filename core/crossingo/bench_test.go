package crossingo

import (
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"revela/core/money"
)

// drawPrize draws a unit's prize with the lot table's frequencies: of a
// block's 1,500,000 units, 250,000 win 1 €, ..., 1 wins 10,000 €, and
// 1,055,634 lose.
func drawPrize(rng *rand.Rand) money.Cents {
	j := rng.IntN(table.BlockSize)
	for _, l := range table.Lots {
		if j -= l.Count; j < 0 {
			return l.Amount
		}
	}
	return 0
}

// BenchmarkComposeValidate composes and validates one unit per op, its
// prize drawn with the lot table's frequencies.
func BenchmarkComposeValidate(b *testing.B) {
	prizes := rngFor(99)
	rng := rngFor(1)
	sums.bound(0) // build the tables outside the timing
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for b.Loop() {
		p := drawPrize(prizes)
		s, err := Compose(table.Stake, p, rng)
		if err != nil {
			b.Fatal(err)
		}
		if got, err := s.Validate(); err != nil || got != p {
			b.Fatal(got, err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "units/s")
	b.ReportMetric(float64(b.N)/(cpuTime()-cpu0).Seconds(), "units/cpu-s")
}

// cpuTime is the CPU time the process has used, user and system: on a
// shared machine, units per CPU second is the figure per core.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkCompose composes one unit per op, prizes as above.
func BenchmarkCompose(b *testing.B) {
	prizes := rngFor(99)
	rng := rngFor(1)
	sums.bound(0)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compose(table.Stake, drawPrize(prizes), rng); err != nil {
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
		s, err := Compose(table.Stake, drawPrize(prizes), rng)
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

// BenchmarkCheck builds the transcript of one composed unit per op.
func BenchmarkCheck(b *testing.B) {
	s, err := Compose(table.Stake, money.Euros(10), rngFor(3))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Check(s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckAppend is BenchmarkCheck reusing one buffer.
func BenchmarkCheckAppend(b *testing.B) {
	s, err := Compose(table.Stake, money.Euros(10), rngFor(3))
	if err != nil {
		b.Fatal(err)
	}
	buf := make(Transcript, 0, maxEvents)
	b.ReportAllocs()
	for b.Loop() {
		tr, err := CheckAppend(buf[:0], s)
		if err != nil {
			b.Fatal(err)
		}
		buf = tr
	}
}
