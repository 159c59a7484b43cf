package kit

import "fmt"

// Sizes are the screens (CSS px, width × height, at 1×) the client is
// checked at, the one list of the repository: short and tall phones in
// portrait from 320×480 (390×844 the design's own), phones on their side
// down to 740×360, a tablet, a laptop, a desktop. Every layout's Go test
// (the games', render/layout's) runs at each; the browser tests
// (web/e2e) take theirs from it.
var Sizes = [][2]int{
	{320, 480}, {320, 568}, {375, 667}, {390, 664}, {412, 780}, {360, 740}, {390, 844},
	{844, 390}, {740, 360}, {1024, 768}, {1280, 800}, {1920, 1080},
}

// Misfits lists what is wrong with a layout for view v: a part that is
// empty or not inside the screen under the header (64 units), or two
// parts of one set (the parts shown together) that overlap. Each entry
// names the parts and their rectangles; none when the layout fits.
func Misfits(v View, parts map[string]Rect, sets ...[]string) []string {
	var out []string
	screen := R(0, 64, v.W, v.H-64)
	for n, r := range parts {
		if !r.Inside(screen) || r.W <= 0 || r.H <= 0 {
			out = append(out, fmt.Sprintf("%s %+v is not inside the screen %+v", n, r, screen))
		}
	}
	for _, set := range sets {
		for i, a := range set {
			for _, b := range set[i+1:] {
				if parts[a].Overlaps(parts[b]) {
					out = append(out, fmt.Sprintf("%s %+v overlaps %s %+v", a, parts[a], b, parts[b]))
				}
			}
		}
	}
	return out
}

// SmallTargets lists the touch targets of p (GO, AUTO and the end
// panel's three buttons) under 44 CSS px high or wide on v (docs/art.md),
// at one device pixel per CSS px (a design unit is then v.K CSS px); none
// when all are big enough.
func SmallTargets(v View, p Places) []string {
	var out []string
	for _, b := range []struct {
		name string
		r    Rect
	}{{"go", p.Go}, {"auto", p.Auto}, {"home", p.Home}, {"history", p.History}, {"again", p.Again}} {
		if b.r.W*v.K < 44 || b.r.H*v.K < 44 {
			out = append(out, fmt.Sprintf("%s %+v is under 44 CSS px (%.1f × %.1f)", b.name, b.r, b.r.W*v.K, b.r.H*v.K))
		}
	}
	return out
}

// UnitMisfits lists what is wrong with a game's layout for view v, whose
// places are p and own parts own (by name): its touch targets under 44
// CSS px (SmallTargets), a result under 52 units high (its two lines),
// and the Misfits of p's parts ("frame" the board, "go", "auto",
// "result", "home", "history", "again") and the game's, with the sets
// that never overlap: the frame, GO, AUTO and the parts named in
// playing while the unit plays; the frame, the result and the end's
// three buttons at its end; any more sets the game gives.
func UnitMisfits(v View, p Places, own map[string]Rect, playing []string, more ...[]string) []string {
	parts := map[string]Rect{"frame": p.Board, "go": p.Go, "auto": p.Auto, "result": p.Result,
		"home": p.Home, "history": p.History, "again": p.Again}
	for n, r := range own {
		parts[n] = r
	}
	out := SmallTargets(v, p)
	if p.Result.H < 52 {
		out = append(out, fmt.Sprintf("result %.1f high, < 52", p.Result.H))
	}
	sets := append([][]string{append([]string{"frame", "go", "auto"}, playing...),
		{"frame", "result", "home", "history", "again"}}, more...)
	return append(out, Misfits(v, parts, sets...)...)
}
