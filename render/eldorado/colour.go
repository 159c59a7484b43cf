package eldorado

import "image/color"

// onColour is the text colour that reads on bg: white on a dark or
// saturated colour (the default theme's gold, luma 199), a dark ink on a
// pale one (winter's white, luma 255).
func onColour(bg color.RGBA) color.RGBA {
	if 0.299*float64(bg.R)+0.587*float64(bg.G)+0.114*float64(bg.B) > 200 {
		return color.RGBA{0x1a, 0x2a, 0x44, 0xff}
	}
	return color.RGBA{0xff, 0xff, 0xff, 0xff}
}
