package sound

import "testing"

// Every effect is sound (not silence, never clipped to the rail) and
// short: at most 2 s.
func TestSynth(t *testing.T) {
	for _, name := range Names() {
		b := Synth(name)
		if len(b) == 0 || len(b)%4 != 0 {
			t.Fatalf("%s: %d bytes", name, len(b))
		}
		if len(b) > 2*Rate*4 {
			t.Errorf("%s lasts %.2f s", name, float64(len(b))/4/Rate)
		}
		peak := 0
		for i := 0; i < len(b); i += 4 {
			s := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			if r := int(int16(uint16(b[i+2]) | uint16(b[i+3])<<8)); r != s {
				t.Fatalf("%s: left %d and right %d differ at %d", name, s, r, i/4)
			}
			peak = max(peak, s, -s)
		}
		if peak < 3000 || peak > 32000 {
			t.Errorf("%s: peak %d", name, peak)
		}
	}
	if Synth("nope") != nil {
		t.Error("an unknown effect has sound")
	}
	// the reveal is 70 ms: 3087 frames of 4 bytes
	if n := len(Synth(Reveal)); n != 3087*4 {
		t.Errorf("reveal: %d bytes", n)
	}
}
