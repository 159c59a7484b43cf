package anim

import (
	"math"
	"math/rand/v2"
)

// Particle is one flake or bit of confetti, in design units.
type Particle struct {
	X, Y, VX, VY float64
	Rot, VRot    float64
	Size         float64
	Hue          int // index into the drawer's colours
	Life, Age    int // ticks; Life 0 lives for ever (wraps around)
}

// Snow is flakes falling for ever over a w×h area, swaying.
type Snow struct {
	W, H  float64
	Flake []Particle
	t     float64
}

// NewSnow scatters n flakes over w×h.
func NewSnow(n int, w, h float64, seed uint64) *Snow {
	r := rand.New(rand.NewPCG(seed, 7))
	s := &Snow{W: w, H: h}
	for i := 0; i < n; i++ {
		size := 1.5 + r.Float64()*3.5
		s.Flake = append(s.Flake, Particle{
			X: r.Float64() * w, Y: r.Float64() * h,
			VY: 0.25 + size*0.12, VX: (r.Float64() - 0.5) * 0.3,
			Size: size, Rot: r.Float64() * 2 * math.Pi,
		})
	}
	return s
}

// Resize keeps the flakes inside a new area.
func (s *Snow) Resize(w, h float64) {
	if w == s.W && h == s.H {
		return
	}
	for i := range s.Flake {
		f := &s.Flake[i]
		if s.W > 0 {
			f.X = f.X / s.W * w
		}
		if s.H > 0 {
			f.Y = f.Y / s.H * h
		}
	}
	s.W, s.H = w, h
}

// Update moves the flakes by one tick.
func (s *Snow) Update() {
	s.t += 1.0 / TPS
	for i := range s.Flake {
		f := &s.Flake[i]
		f.Y += f.VY
		f.X += f.VX + 0.25*math.Sin(s.t*1.3+f.Rot)
		if f.Y > s.H+8 {
			f.Y = -8
		}
		if f.X < -8 {
			f.X += s.W + 16
		} else if f.X > s.W+8 {
			f.X -= s.W + 16
		}
	}
}

// Burst is confetti (or flakes) thrown up from a point on a win; it falls
// under gravity and fades.
type Burst struct {
	Bits []Particle
}

// Emit throws n bits from (x, y).
func (b *Burst) Emit(n int, x, y float64, hues int, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 11))
	for i := 0; i < n; i++ {
		a := -math.Pi/2 + (r.Float64()-0.5)*math.Pi*1.1
		v := 4 + r.Float64()*7
		b.Bits = append(b.Bits, Particle{
			X: x, Y: y, VX: v * math.Cos(a), VY: v * math.Sin(a),
			Rot: r.Float64() * 2 * math.Pi, VRot: (r.Float64() - 0.5) * 0.4,
			Size: 5 + r.Float64()*6, Hue: r.IntN(max(1, hues)), Life: 100 + r.IntN(80),
		})
	}
}

// Update moves the bits by one tick and drops the dead ones.
func (b *Burst) Update() {
	out := b.Bits[:0]
	for _, p := range b.Bits {
		p.Age++
		if p.Life > 0 && p.Age >= p.Life {
			continue
		}
		p.VY += 0.22
		p.VX *= 0.985
		p.VY *= 0.985
		p.X += p.VX
		p.Y += p.VY
		p.Rot += p.VRot
		out = append(out, p)
	}
	b.Bits = out
}

// Alpha is how visible p is (it fades over its last 30 ticks).
func (p Particle) Alpha() float64 {
	if p.Life == 0 {
		return 1
	}
	return Clamp01(float64(p.Life-p.Age) / 30)
}

// Rain lets n bits fall from above the top of a w-wide area, slowly and
// for long (5 to 7 s): the top prize's confetti.
func (b *Burst) Rain(n int, w float64, hues int, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 13))
	for i := 0; i < n; i++ {
		b.Bits = append(b.Bits, Particle{
			X: r.Float64() * w, Y: -20 - r.Float64()*120, VX: (r.Float64() - 0.5) * 2, VY: -1 - r.Float64()*2,
			Rot: r.Float64() * 2 * math.Pi, VRot: (r.Float64() - 0.5) * 0.3,
			Size: 7 + r.Float64()*8, Hue: r.IntN(max(1, hues)), Life: 300 + r.IntN(120),
		})
	}
}
