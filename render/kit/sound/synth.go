// Package sound is the shared set of sound effects of the game screens:
// short effects synthesised in Go when the player first touches the page
// (no recorded file, no decoder), played by name through Ebitengine's
// audio package (sound_js.go: one audio.Context made after the first
// gesture and one audio.Player per effect; docs/adding-a-game.md, "Sound",
// and docs/client.md for its cost in the .wasm).
// A game's play names the sound of the events its timeline applies in a
// tick (Reveal, Line...), which the unit screen plays; the shared end of
// a unit plays Loss, Win, BigWin or TopWin by the prize's tier. Nothing plays before the first gesture, and
// nothing while muted (the header's toggle, remembered in localStorage
// as revela.mute).
package sound

import "math"

// Rate is the sample rate of the effects, in Hz.
const Rate = 44100

// The effects, by name (docs/adding-a-game.md, "Sound").
const (
	Reveal = "reveal" // a box, a cell or a symbol is revealed
	Mark   = "mark"   // a number is marked
	Gold   = "gold"   // a golden mark
	Swap   = "swap"   // things move places
	Line   = "line"   // a line, a row or a set completes and pays
	Amount = "amount" // an amount is won at once
	Extra  = "extra"  // a bonus step opens
	Loss   = "loss"   // the unit ends without a prize
	Win    = "win"    // the unit ends with a small prize
	BigWin = "bigwin" // the unit ends with a big prize
	TopWin = "topwin" // the top prize
	Tick   = "tick"   // a tap on a button
)

// note is one tone of an effect: from At ms for Dur ms, at Hz gliding to
// To Hz (0: no glide), with a square-ish timbre when Buzz, at Vol (0-1).
type note struct {
	At, Dur float64
	Hz, To  float64
	Vol     float64
	Buzz    bool
	Noise   bool
}

// effects are the notes of each effect: pitches of a C major chord, so
// that effects overlapping still sound together.
var effects = map[string][]note{
	Reveal: {{0, 70, 880, 1320, 0.35, false, false}},
	Mark:   {{0, 90, 660, 0, 0.4, false, false}, {25, 90, 1320, 0, 0.18, false, false}},
	Gold:   {{0, 120, 1046.5, 0, 0.35, false, false}, {70, 200, 1568, 0, 0.35, false, false}},
	Swap:   {{0, 260, 300, 900, 0.22, false, true}},
	Line:   {{0, 110, 523.25, 0, 0.35, true, false}, {90, 110, 659.25, 0, 0.35, true, false}, {180, 240, 783.99, 0, 0.35, true, false}},
	Amount: {{0, 70, 1318.5, 0, 0.3, false, false}, {60, 160, 1975.5, 0, 0.3, false, false}},
	Extra:  {{0, 420, 392, 1568, 0.3, true, false}},
	Loss:   {{0, 180, 392, 0, 0.28, false, false}, {160, 320, 329.63, 300, 0.25, false, false}},
	Win:    {{0, 110, 523.25, 0, 0.35, true, false}, {100, 110, 659.25, 0, 0.35, true, false}, {200, 110, 783.99, 0, 0.35, true, false}, {300, 380, 1046.5, 0, 0.38, true, false}},
	BigWin: {{0, 140, 523.25, 0, 0.35, true, false}, {130, 140, 659.25, 0, 0.35, true, false}, {260, 140, 783.99, 0, 0.35, true, false},
		{390, 700, 1046.5, 0, 0.4, true, false}, {390, 700, 659.25, 0, 0.22, false, false}, {390, 700, 783.99, 0, 0.22, false, false}},
	TopWin: {{0, 150, 392, 0, 0.33, true, false}, {140, 150, 523.25, 0, 0.33, true, false}, {280, 150, 659.25, 0, 0.33, true, false},
		{420, 150, 783.99, 0, 0.35, true, false}, {560, 1300, 1046.5, 0, 0.4, true, false}, {560, 1300, 523.25, 0, 0.25, false, false},
		{560, 1300, 659.25, 0, 0.25, false, false}, {560, 1300, 783.99, 0, 0.25, false, false}, {560, 900, 200, 2400, 0.08, false, true}},
	Tick: {{0, 30, 1760, 0, 0.2, false, false}},
}

// Names lists the effects.
func Names() []string {
	return []string{Reveal, Mark, Gold, Swap, Line, Amount, Extra, Loss, Win, BigWin, TopWin, Tick}
}

// Synth renders effect name as mono samples at Rate, from -1 to 1; nil for an unknown name. Each note has a
// 5 ms attack and an exponential decay, so nothing clicks.
func Synth(name string) []float32 {
	ns, ok := effects[name]
	if !ok {
		return nil
	}
	end := 0.0
	for _, n := range ns {
		end = max(end, n.At+n.Dur)
	}
	frames := int(end * Rate / 1000)
	mix := make([]float64, frames)
	seed := uint32(2463534242)
	for _, n := range ns {
		s0, len0 := int(n.At*Rate/1000), int(n.Dur*Rate/1000)
		phase := 0.0
		for i := 0; i < len0 && s0+i < frames; i++ {
			t := float64(i) / float64(len0)
			hz := n.Hz
			if n.To > 0 {
				hz = n.Hz * math.Pow(n.To/n.Hz, t)
			}
			phase += 2 * math.Pi * hz / Rate
			v := math.Sin(phase)
			switch {
			case n.Noise:
				seed ^= seed << 13
				seed ^= seed >> 17
				seed ^= seed << 5
				v = (float64(seed)/math.MaxUint32*2 - 1) * (0.5 + 0.5*math.Sin(phase))
			case n.Buzz:
				v = 0.7*v + 0.2*math.Sin(2*phase) + 0.1*math.Sin(3*phase)
			}
			env := math.Exp(-3 * t)
			if a := float64(i) / (0.005 * Rate); a < 1 {
				env *= a
			}
			if r := float64(len0-i) / (0.01 * Rate); r < 1 {
				env *= r
			}
			mix[s0+i] += v * env * n.Vol
		}
	}
	out := make([]float32, frames)
	for i, v := range mix {
		out[i] = float32(max(-0.98, min(0.98, v)))
	}
	return out
}

// Stereo writes mono samples as the stream Ebitengine's NewPlayerF32
// takes: linear PCM, 32-bit IEEE float little endian, two channels
// interleaved (left then right, both the same sample): 8 bytes a frame.
func Stereo(pcm []float32) []byte {
	b := make([]byte, 8*len(pcm))
	for i, v := range pcm {
		u := math.Float32bits(v)
		for c := 0; c < 2; c++ {
			o := 8*i + 4*c
			b[o], b[o+1], b[o+2], b[o+3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
		}
	}
	return b
}
