package sound

import "testing"

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
