//go:build js

package kit

// Alert draws the panel of an error screen: a box, "!" at bangY under its
// top and the message wrapped from textY under its top.
func Alert(c *Canvas, box Rect, msg string, bangY, textY float64) {
	t := c.T
	c.Shadow(box, 22, 16, 0.6)
	c.Panel(box, 22, t.Surface2, t.Surface, Lighter(t.Surface2, 0.2), 1)
	c.Text("!", box.CX(), box.Y+bangY, 44, true, Center, t.Win)
	for i, line := range Wrap(c, msg, 19, false, box.W-40) {
		c.Text(line, box.CX(), box.Y+textY+float64(i)*28, 19, false, Center, t.Text)
	}
}
