package sound

import (
	"bytes"
	"testing"
)

// Every effect is sound (not silence, never clipped to the rail) and
// short: at most 2 s.
func TestSynth(t *testing.T) {
	for _, name := range Names() {
		b := Synth(name)
		if len(b) == 0 {
			t.Fatalf("%s: no samples", name)
		}
		if len(b) > 2*Rate {
			t.Errorf("%s lasts %.2f s", name, float64(len(b))/Rate)
		}
		var peak float32
		for _, v := range b {
			peak = max(peak, v, -v)
		}
		if peak < 0.1 || peak > 0.98 {
			t.Errorf("%s: peak %.3f", name, peak)
		}
	}
	if Synth("nope") != nil {
		t.Error("an unknown effect has sound")
	}
	// the reveal is 70 ms: 3087 samples at 44.1 kHz
	if n := len(Synth(Reveal)); n != 3087 {
		t.Errorf("reveal: %d samples", n)
	}
}

// Stereo gives two little-endian float32 per sample, left then right:
// 0.5 is 0x3F000000 and -1 is 0xBF800000 in IEEE 754 single precision.
func TestStereo(t *testing.T) {
	got := Stereo([]float32{0.5, -1})
	want := []byte{
		0, 0, 0, 0x3F, 0, 0, 0, 0x3F,
		0, 0, 0x80, 0xBF, 0, 0, 0x80, 0xBF,
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Stereo(0.5, -1) = % x, want % x", got, want)
	}
	if n := len(Stereo(Synth(Reveal))); n != 8*3087 {
		t.Errorf("reveal: %d bytes, want 8 per frame", n)
	}
}
