package screens

// Pace turns the page's clock into a timeline's ticks, 60 a second: an
// update that comes late plays the ticks it missed (at most MaxCatchUp),
// so that a unit keeps to the clock when the browser draws slowly (a
// large window in SwiftShader), and one that comes early plays none
// (issue 29). The zero Pace is ready: its first update plays one tick.
type Pace struct {
	last float64 // the clock at the last update, ms (0: none yet)
	owed float64 // ticks owed, less than one
}

// MaxCatchUp is the most ticks one update plays: after a pause (a tab in
// the background) the unit goes on where it was, it does not race.
const MaxCatchUp = 8

// Ticks is how many ticks to play at clock now (ms).
func (p *Pace) Ticks(now float64) int {
	if p.last == 0 || now < p.last {
		p.last = now
		return 1
	}
	p.owed += (now - p.last) * 60 / 1000
	p.last = now
	n := int(p.owed)
	p.owed -= float64(n)
	if n > MaxCatchUp {
		n, p.owed = MaxCatchUp, 0
	}
	return n
}
