//go:build js

package kit

// Caption draws txt centred in r, the words a game's board says under
// its grid: on one line at up to 17 units when it fits, else wrapped on
// lines of 13 units.
func Caption(c *Canvas, r Rect, txt string) {
	if txt == "" {
		return
	}
	clr := c.T.Text
	if size := c.FitSize(txt, 17, r.W-12, true); c.Measure(txt, size, true) <= r.W-12 {
		c.TextShadow(txt, r.CX(), r.CY(), size, true, Center, clr, 1, 1)
		return
	}
	lines := Wrap(c, txt, 13, true, r.W-12)
	top := r.CY() - float64(len(lines)-1)*7.5
	for i, line := range lines {
		c.TextShadow(line, r.CX(), top+float64(i)*15, 13, true, Center, clr, 1, 1)
	}
}
