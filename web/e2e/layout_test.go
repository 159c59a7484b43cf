package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// layoutSizes are the browser's two sizes, a small phone and a laptop (at
// half scale, as every page: openPage); the plain-Go layout tests (render/layout, each
// game's TestLayoutFits) cover every size of kit.Sizes.
var layoutSizes = [][2]int{{320, 568}, {1280, 800}}

// TestLayoutSizes plays a whole unit at each of layoutSizes and asserts on
// window.revela.layout that, in the lobby, on the unit's screen and at its
// end, the cards, the buttons, the grid and the end panel are on the
// screen and that no two of them overlap. It writes a screenshot of each
// (web/e2e/out/layout-WxH-*.png) to be looked at.
func TestLayoutSizes(t *testing.T) {
	t.Parallel()
	for _, sz := range layoutSizes {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			p := newPage(t)
			p.size(sz[0], sz[1])
			shot := func(what string) { p.shot("layout-" + name + "-" + what) }
			p.nav("/")
			// lobbyReady: the lobby shown, not fading, the balance read
			p.wait(`window.revela && window.revela.lobbyReady > 0 && window.revela.layout && window.revela.layout.scene == "lobby" && document.getElementById("revela-status").dataset.state == "lobby"`)
			p.apart(nil)
			shot("lobby")

			p.nav("/?game=crossingo&stake=1")
			p.wait(`window.revela.layout && window.revela.layout.scene == "unit" && window.revela.waiting === true`)
			p.apart([]string{"board", "go", "auto"})
			shot("play")
			for i := 0; i < 20; i++ {
				st := p.eval(`JSON.stringify([document.getElementById("revela-status").dataset.state, window.revela.waiting])`)
				t.Logf("step %d: %s", i, st)
				if strings.Contains(st, `"done"`) {
					break
				}
				p.wait(`window.revela.waiting === true || document.getElementById("revela-status").dataset.state == "done"`)
				clicks := p.eval(`String(window.revela.clicks)`)
				p.eval(`(window.revela.waiting && window.revela.go()), ""`)
				p.wait(`window.revela.clicks > ` + clicks + ` || document.getElementById("revela-status").dataset.state == "done"`)
			}
			p.wait(`document.getElementById("revela-status").dataset.state == "done" && window.revela.layout.ended`)
			p.settled() // the end panel arrived and counted
			p.apart([]string{"board", "result", "home", "history", "again"})
			shot("end")
		})
	}
}
