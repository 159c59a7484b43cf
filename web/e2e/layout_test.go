package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"revela/render/kit"
)

// box is a rectangle of window.revela.layout, in CSS pixels.
type box struct{ X, Y, W, H float64 }

func (r box) overlaps(o box) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

func (r box) inside(o box) bool {
	const e = 0.5 // rounding
	return r.X >= o.X-e && r.Y >= o.Y-e && r.X+r.W <= o.X+o.W+e && r.Y+r.H <= o.Y+o.H+e
}

// TestLayoutSizes plays a whole unit at each of kit.Sizes and asserts on
// window.revela.layout that, in the lobby, on the unit's screen and at its
// end, the cards, the buttons, the grid and the end panel are on the
// screen and that no two of them overlap. It writes a screenshot of each
// (web/e2e/out/layout-WxH-*.png) to be looked at.
func TestLayoutSizes(t *testing.T) {
	browserPath := chromium(t)
	if testing.Short() {
		t.Skip("-short: skipping the browser test")
	}
	root := repoRoot(t)
	base, stop := product(t)
	defer stop()
	out := filepath.Join(root, "web", "e2e", "out")
	os.MkdirAll(out, 0o755)
	ctx, cancel := browser(t, browserPath, 1280, 800, "fr-FR")
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 30*time.Minute)
	defer cancel()
	for _, sz := range kit.Sizes {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		t.Run(name, func(t *testing.T) {
			p := &page{t: t, ctx: ctx}
			p.do(chromedp.EmulateViewport(int64(sz[0]), int64(sz[1])))
			shot := func(what string) {
				png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
				if err != nil {
					t.Fatal(err)
				}
				os.WriteFile(filepath.Join(out, "layout-"+name+"-"+what+".png"), png, 0o644)
			}
			p.do(chromedp.Navigate(base + "/"))
			p.wait(`window.revela && window.revela.layout && window.revela.layout.scene == "lobby" && document.getElementById("revela-status").dataset.state == "lobby"`)
			time.Sleep(time.Second)
			p.apart(nil)
			shot("lobby")

			p.do(chromedp.Navigate(base + "/?game=crossingo&stake=1"))
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
				p.eval(`(window.revela.waiting && window.revela.go()), ""`)
				time.Sleep(300 * time.Millisecond)
			}
			p.wait(`document.getElementById("revela-status").dataset.state == "done" && window.revela.layout.ended`)
			time.Sleep(5 * time.Second) // the end panel arrives and counts
			p.apart([]string{"board", "result", "home", "history", "again"})
			shot("end")
		})
	}
}

// page drives one browser tab.
type page struct {
	t   *testing.T
	ctx context.Context
}

func (p *page) do(a ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, a...); err != nil {
		p.t.Fatal(err)
	}
}

func (p *page) eval(js string) string {
	p.t.Helper()
	out, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return out
}

// wait polls a JavaScript condition (up to 90 s: SwiftShader is slow).
func (p *page) wait(cond string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		st, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
		p.t.Fatalf("waiting for %s: %v (window.revela = %s)", cond, err, st)
	}
}

// apart asserts that the rectangles named (all but the screen when
// names is nil) are on the screen and that no two overlap.
func (p *page) apart(names []string) {
	p.t.Helper()
	var lay map[string]json.RawMessage
	raw := p.eval(`JSON.stringify(window.revela.layout)`)
	if err := json.Unmarshal([]byte(raw), &lay); err != nil {
		p.t.Fatalf("window.revela.layout %s: %v", raw, err)
	}
	rects := map[string]box{}
	for n, v := range lay {
		var b box
		if json.Unmarshal(v, &b) == nil && b.W > 0 {
			rects[n] = b
		}
	}
	screen := rects["screen"]
	if names == nil {
		for n := range rects {
			if n != "screen" {
				names = append(names, n)
			}
		}
		sort.Strings(names)
	}
	for i, a := range names {
		ra, ok := rects[a]
		if !ok {
			p.t.Fatalf("window.revela.layout has no %s: %s", a, raw)
		}
		if !ra.inside(screen) {
			p.t.Errorf("%s %+v is not on the screen %+v", a, ra, screen)
		}
		for _, b := range names[i+1:] {
			if rb := rects[b]; ra.overlaps(rb) {
				p.t.Errorf("%s %+v overlaps %s %+v", a, ra, b, rb)
			}
		}
	}
}
