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

// Notice draws a message that is no error in box: the panel of Alert
// without its "!", the message centred in it.
func Notice(c *Canvas, box Rect, msg string) {
	t := c.T
	c.Shadow(box, 22, 16, 0.6)
	c.Panel(box, 22, t.Surface2, t.Surface, Lighter(t.Win, 0.1), 1)
	lines := Wrap(c, msg, 20, false, box.W-40)
	y := box.CY() - float64(len(lines)-1)*14
	for i, line := range lines {
		c.Text(line, box.CX(), y+float64(i)*28, 20, false, Center, t.Text)
	}
}
