package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"
	"time"

	cdpage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"revela/web/wire"
)

// page drives one tab, in a browser context of its own (its own cookies,
// so its own player, and its own localStorage), loaded from base: a
// server or a proxy in front of one. It keeps the page's console, and
// counts the units shown to their end from it ("revela: ticket N shown to
// its end"), across reloads.
type page struct {
	t    *testing.T
	ctx  context.Context
	base string  // the address the page is loaded from
	f    *faults // the proxy at base, or nil
	// scale is the device pixels per CSS pixel: at 0.5 SwiftShader draws
	// a quarter of the pixels, and the client lays the screen out the same
	// (kit.NewView: a screen no larger than the design's, in CSS px, is
	// the same view whatever the scale)
	scale float64

	mu      sync.Mutex
	shown   map[int64]int
	console []string // "type: text"
}

// waitLimit bounds one wait: SwiftShader on a loaded 2-core machine draws
// a few frames a second, and the play's clock runs with its frames.
const waitLimit = 5 * time.Minute

// newPage opens a page on the shared server at 390×844 in the shared
// browser (skipping the test as needBrowser does).
func newPage(t *testing.T) *page {
	t.Helper()
	return openPage(t, theBrowser(t), shared(t).base())
}

// parallelPage is newPage for a test that runs in parallel with the
// others: it calls t.Parallel first.
func parallelPage(t *testing.T) *page {
	t.Helper()
	t.Parallel()
	return newPage(t)
}

// faultsPage opens a page behind its own fault-injecting proxy to the
// shared server.
func faultsPage(t *testing.T) *page {
	t.Helper()
	b := theBrowser(t)
	f := newFaults(t, shared(t).base())
	p := openPage(t, b, f.srv.URL)
	p.f = f
	return p
}

// playSpeed is window.revela.speed on every page the tests open: a unit's
// play runs this many ticks a tick (render/dom.go), so that a test waits
// for what the play shows, not for its pace; the pace is the render
// packages' Go tests' (render/screens/clock_test.go, feel_test.go).
const playSpeed = 16

// speedUp is run by the page before its own scripts, on every load: it
// sets window.revela.speed once the page has made window.revela.
const speedUp = `addEventListener("DOMContentLoaded", () => { if (window.revela) window.revela.speed = %d })`

// openPage opens a page on base at 390×844 in its own browser context of
// browser, closed when the test ends (10 minutes at most); a unit's play
// runs at playSpeed, drawn at half scale (page.size).
func openPage(t *testing.T, browser context.Context, base string) *page {
	t.Helper()
	return openPageAt(t, browser, base, playSpeed, 0.5)
}

// openPageAt is openPage with a unit's play at speed and scale device
// pixels per CSS pixel (1 and 1: for screenshots to be looked at, taken
// a time into a play, or pixels read).
func openPageAt(t *testing.T, browser context.Context, base string, speed int, scale float64) *page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 10*time.Minute)
	t.Cleanup(cancel)
	p := &page{t: t, ctx: ctx, base: base, scale: scale, shown: map[int64]int{}}
	p.size(390, 844)
	if _, err := chromedp.Call(ctx, cdpage.AddScriptToEvaluateOnNewDocument,
		cdpage.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(speedUp, speed)}); err != nil {
		t.Fatal(err)
	}
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			var id int64
			p.mu.Lock()
			p.console = append(p.console, string(m.Type)+": "+m.Text)
			if _, err := fmt.Sscanf(m.Text, "revela: ticket %d shown to its end", &id); err == nil {
				p.shown[id]++
			}
			p.mu.Unlock()
		}
	}()
	return p
}

// do runs chromedp actions on the page.
func (p *page) do(a ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, a...); err != nil {
		p.t.Fatal(err)
	}
}

// size emulates a w×h screen (CSS px) at the page's scale.
func (p *page) size(w, h int) {
	p.t.Helper()
	p.do(chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(p.scale)))
}

// nav loads base + q (q: "/", "/?game=...").
func (p *page) nav(q string) {
	p.t.Helper()
	p.do(chromedp.Navigate(p.base + q))
}

func (p *page) reload() {
	p.t.Helper()
	p.do(chromedp.Reload())
}

// eval evaluates a JavaScript expression as a string (a promise is
// awaited).
func (p *page) eval(js string) string {
	p.t.Helper()
	out, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", js, err)
	}
	return out
}

// wait waits until the JavaScript expression cond is true, evaluated
// every 50 ms (so it may press a button as it waits; a promise is
// awaited), up to waitLimit.
func (p *page) wait(cond string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](cond,
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		st, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
		p.t.Fatalf("waiting for %s: %v (window.revela = %s)", cond, err, st)
	}
}

// frames waits until the page has drawn n more frames
// (window.revela.frames): what was set before is on the screen.
func (p *page) frames(n int) {
	p.t.Helper()
	at := p.eval(`String(window.revela.frames || 0)`)
	p.wait(fmt.Sprintf(`(window.revela.frames || 0) >= %s + %d`, at, n))
}

// shot captures the page, saves it as name.png in REVELA_SCREENSHOTS when
// set, else in web/e2e/out, and returns it decoded.
func (p *page) shot(name string) image.Image {
	p.t.Helper()
	data, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	dir := os.Getenv("REVELA_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(repoRoot(p.t), "web", "e2e", "out")
	}
	os.MkdirAll(dir, 0o755)
	if err := os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644); err != nil {
		p.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		p.t.Fatal(err)
	}
	return img
}

// state is the page's state as #revela-status tells it (loading, lobby,
// history, rules, verifying, playing, done, proof, block, error).
const state = `document.getElementById("revela-status").dataset.state`

// playToEnd presses GO until a unit other than ticket prev has ended,
// and returns its ticket.
func (p *page) playToEnd(prev int64) int64 {
	p.t.Helper()
	p.wait(fmt.Sprintf(`(window.revela.waiting && window.revela.go(), %s === "done" && window.revela.ticket !== %d)`, state, prev))
	var id int64
	fmt.Sscan(p.eval(`String(window.revela.ticket)`), &id)
	return id
}

// settled waits until the unit's end panel is in place and its prize
// counted up (window.revela.settled).
func (p *page) settled() {
	p.t.Helper()
	p.wait(state + ` === "done" && window.revela.settled === true`)
}

// press presses the button name until cond holds.
func (p *page) press(name, cond string) {
	p.t.Helper()
	p.wait(fmt.Sprintf(`(window.revela.press && window.revela.press(%q), %s)`, name, cond))
}

// soldOnce checks, the network back (the proxy's faults cleared) and the
// page reloaded, that the server sold the player exactly want tickets,
// each shown to its end exactly once here and marked seen.
func (p *page) soldOnce(want int) {
	p.t.Helper()
	if p.f != nil {
		p.f.set(func(f *faults) { f.down, f.saleHold, f.saleFail = false, nil, 0 })
	}
	p.reload()
	p.wait(state + ` === "lobby"`)
	p.sold(want)
}

// sold checks that the server sold the player exactly want tickets, each
// shown to its end exactly once here and marked seen (within 15 s: an
// acknowledgement may be on its way).
func (p *page) sold(want int) {
	p.t.Helper()
	const history = `fetch("/api/v1/tickets?limit=50", {credentials: "same-origin"}).then(r => r.text())`
	// every ticket seen, or 15 s: the list is read as it is then
	chromedp.Run(p.ctx, chromedp.Poll[bool](`fetch("/api/v1/tickets?limit=50", {credentials: "same-origin"}).then(r => r.json()).then(h => h.tickets.every(t => t.seen))`,
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(15*time.Second)))
	raw := p.eval(history)
	var list wire.Page
	if err := json.Unmarshal([]byte(raw), &list); err != nil {
		p.t.Fatalf("history %s: %v", raw, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(list.Tickets) != want {
		p.t.Errorf("the server sold %d tickets; want %d", len(list.Tickets), want)
	}
	for _, tk := range list.Tickets {
		if !tk.Seen {
			p.t.Errorf("ticket %d is not marked seen", tk.ID)
		}
		if n := p.shown[tk.ID]; n != 1 {
			p.t.Errorf("ticket %d shown to its end %d times; want once", tk.ID, n)
		}
	}
	if len(p.shown) != len(list.Tickets) {
		p.t.Errorf("units shown %v; tickets sold %+v", p.shown, list.Tickets)
	}
}

// box is a rectangle of window.revela.layout, in CSS pixels.
type box struct{ X, Y, W, H float64 }

func (r box) overlaps(o box) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

func (r box) inside(o box) bool {
	const e = 0.5 // rounding
	return r.X >= o.X-e && r.Y >= o.Y-e && r.X+r.W <= o.X+o.W+e && r.Y+r.H <= o.Y+o.H+e
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

// consoleWhere returns the console's messages for which keep holds.
func (p *page) consoleWhere(keep func(string) bool) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []string
	for _, m := range p.console {
		if keep(m) {
			out = append(out, m)
		}
	}
	return out
}
