package eldorado

import (
	"image/color"
	"testing"
)

// TestOnColour: white on the default theme's accent2 (#ffc53d) and on a
// dark violet, the dark ink on winter's accent2 (#ffffff) and on a pale
// blue (#d6ecff, luma 230).
func TestOnColour(t *testing.T) {
	white, ink := color.RGBA{0xff, 0xff, 0xff, 0xff}, color.RGBA{0x1a, 0x2a, 0x44, 0xff}
	for _, c := range []struct {
		bg, want color.RGBA
	}{
		{color.RGBA{0xff, 0xc5, 0x3d, 0xff}, white},
		{color.RGBA{0x43, 0x30, 0x7a, 0xff}, white},
		{color.RGBA{0xff, 0xff, 0xff, 0xff}, ink},
		{color.RGBA{0xd6, 0xec, 0xff, 0xff}, ink},
	} {
		if got := onColour(c.bg); got != c.want {
			t.Errorf("onColour(%v) = %v, want %v", c.bg, got, c.want)
		}
	}
}
