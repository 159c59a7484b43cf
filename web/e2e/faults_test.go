package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// faults is a reverse proxy in front of the real server that breaks the
// network the way a phone's does: it holds a sale's reply after the
// server committed it, replaces it with a 502, or goes down (every API
// call's connection closed). Each case gets its own, and its own browser
// context (cookies, so a player, and localStorage), in one browser.
type faults struct {
	srv *httptest.Server

	mu        sync.Mutex
	saleDelay time.Duration // a sale's reply is held this long after the commit
	saleFail  int           // the next n sales are committed, their reply replaced by a 502
	down      bool          // every API call fails
	sales     int           // POST /api/v1/tickets received
}

func newFaults(t *testing.T, upstream string) *faults {
	u, err := url.Parse(upstream)
	if err != nil {
		t.Fatal(err)
	}
	f := &faults{}
	rp := httputil.NewSingleHostReverseProxy(u)
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		api := strings.HasPrefix(r.URL.Path, "/api/")
		sale := r.Method == "POST" && r.URL.Path == "/api/v1/tickets"
		f.mu.Lock()
		down, delay, fail := f.down, time.Duration(0), false
		if sale && !down {
			f.sales++
			delay = f.saleDelay
			if f.saleFail > 0 {
				f.saleFail--
				fail = true
			}
		}
		f.mu.Unlock()
		switch {
		case api && down:
			if hj, ok := w.(http.Hijacker); ok {
				if c, _, err := hj.Hijack(); err == nil {
					c.Close()
					return
				}
			}
			w.WriteHeader(http.StatusBadGateway)
		case sale:
			rec := httptest.NewRecorder()
			rp.ServeHTTP(rec, r) // the server has committed the sale
			time.Sleep(delay)
			if fail {
				w.WriteHeader(http.StatusBadGateway)
				return
			}
			for k, v := range rec.Header() {
				w.Header()[k] = v
			}
			w.WriteHeader(rec.Code)
			w.Write(rec.Body.Bytes())
		default:
			rp.ServeHTTP(w, r)
		}
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *faults) set(fn func(f *faults)) {
	f.mu.Lock()
	fn(f)
	f.mu.Unlock()
}

func (f *faults) salesSeen() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sales
}

// tab is one case's page: its proxy, and the units it showed to their
// end, counted from the client's console ("revela: ticket N shown to its
// end"), across reloads.
type tab struct {
	t     *testing.T
	ctx   context.Context
	base  string  // the address the page is loaded from
	f     *faults // the proxy at base, or nil: the server itself
	mu    sync.Mutex
	shown map[int64]int
}

// newTab opens a tab behind its own fault-injecting proxy to upstream.
func newTab(t *testing.T, browser context.Context, upstream string) *tab {
	f := newFaults(t, upstream)
	tb := openTab(t, browser, f.srv.URL)
	tb.f = f
	return tb
}

// openTab opens a tab on base, in its own browser context.
func openTab(t *testing.T, browser context.Context, base string) *tab {
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext()) // its own cookies: its own player
	t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 8*time.Minute)
	t.Cleanup(cancel)
	tb := &tab{t: t, ctx: ctx, base: base, shown: map[int64]int{}}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatal(err)
	}
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			var id int64
			if _, err := fmt.Sscanf(m.Text, "revela: ticket %d shown to its end", &id); err == nil {
				tb.mu.Lock()
				tb.shown[id]++
				tb.mu.Unlock()
			}
		}
	}()
	return tb
}

func (tb *tab) nav(q string) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.Navigate(tb.base+q)); err != nil {
		tb.t.Fatal(err)
	}
}

func (tb *tab) reload() {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.Reload()); err != nil {
		tb.t.Fatal(err)
	}
}

func (tb *tab) eval(js string) string {
	tb.t.Helper()
	out, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](js))
	if err != nil {
		tb.t.Fatalf("%s: %v", js, err)
	}
	return out
}

// poll waits until the JavaScript expression cond is true (evaluated
// every 100 ms, so it may press a button as it waits).
func (tb *tab) poll(cond string) {
	tb.t.Helper()
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](cond,
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(3*time.Minute)))
	if err != nil {
		state, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
		tb.t.Fatalf("waiting for %s: %v (window.revela = %s)", cond, err, state)
	}
}

const state = `document.getElementById("revela-status").dataset.state`

// playToEnd presses GO until a unit other than ticket prev has ended,
// and returns its ticket.
func (tb *tab) playToEnd(prev int64) int64 {
	tb.t.Helper()
	tb.poll(fmt.Sprintf(`(window.revela.waiting && window.revela.go(), %s === "done" && window.revela.ticket !== %d)`, state, prev))
	var id int64
	fmt.Sscan(tb.eval(`String(window.revela.ticket)`), &id)
	return id
}

// press presses the button name until cond holds.
func (tb *tab) press(name, cond string) {
	tb.t.Helper()
	tb.poll(fmt.Sprintf(`(window.revela.press && window.revela.press(%q), %s)`, name, cond))
}

// soldOnce checks, the network back (the proxy's faults cleared) and the
// page reloaded, that the server sold the player exactly want tickets,
// each shown to its end exactly once here and marked seen.
func (tb *tab) soldOnce(want int) {
	tb.t.Helper()
	if tb.f != nil {
		tb.f.set(func(f *faults) { f.down, f.saleDelay, f.saleFail = false, 0, 0 })
	}
	tb.reload()
	tb.poll(state + ` === "lobby"`)
	tb.sold(want)
}

// sold checks that the server sold the player exactly want tickets, each
// shown to its end exactly once here and marked seen (within 15 s: an
// acknowledgement may be on its way).
func (tb *tab) sold(want int) {
	tb.t.Helper()
	var page struct {
		Tickets []struct {
			ID   int64 `json:"id"`
			Seen bool  `json:"seen"`
		} `json:"tickets"`
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		raw := tb.evalAwait(`fetch("/api/v1/tickets?limit=50", {credentials: "same-origin"}).then(r => r.text())`)
		page.Tickets = nil
		if err := json.Unmarshal([]byte(raw), &page); err != nil {
			tb.t.Fatalf("history %s: %v", raw, err)
		}
		unseen := 0
		for _, tk := range page.Tickets {
			if !tk.Seen {
				unseen++
			}
		}
		if unseen == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if len(page.Tickets) != want {
		tb.t.Errorf("the server sold %d tickets; want %d", len(page.Tickets), want)
	}
	for _, tk := range page.Tickets {
		if !tk.Seen {
			tb.t.Errorf("ticket %d is not marked seen", tk.ID)
		}
		if n := tb.shown[tk.ID]; n != 1 {
			tb.t.Errorf("ticket %d shown to its end %d times; want once", tk.ID, n)
		}
	}
	if len(tb.shown) != len(page.Tickets) {
		tb.t.Errorf("units shown %v; tickets sold %+v", tb.shown, page.Tickets)
	}
}

// evalAwait runs an expression whose value is a promise.
func (tb *tab) evalAwait(js string) string {
	tb.t.Helper()
	out, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("%s: %v", js, err)
	}
	return out
}

// TestNoPaidUnitLost runs, in one browser, each way a phone's network
// can break a purchase or the end of a unit (issue 20, issue 9), through
// a fault-injecting proxy; after each, with the network back and the page
// reloaded, every ticket sold was shown to its end once and is seen, and
// one press sold at most one ticket.
func TestNoPaidUnitLost(t *testing.T) {
	upstream, bctx := productInBrowser(t)
	if err := chromedp.Do(bctx); err != nil { // the browser, shared by the tabs
		t.Fatal(err)
	}

	t.Run("REJOUER slow, Accueil, JOUEZ", func(t *testing.T) {
		tb := newTab(t, bctx, upstream)
		tb.nav("/?game=crossingo&stake=1&auto=1")
		first := tb.playToEnd(0)
		// 3 s on a phone; 10 s here, for Accueil to be seen on a slow machine
		tb.f.set(func(f *faults) { f.saleDelay = 10 * time.Second })
		for tb.f.salesSeen() < 2 {
			tb.eval(`window.revela.press("again"), ""`)
			time.Sleep(100 * time.Millisecond)
		}
		time.Sleep(500 * time.Millisecond)
		tb.press("home", state+` === "lobby"`)
		tb.eval(`window.revela.press("play"), ""`) // JOUEZ waits for the purchase in flight
		second := tb.playToEnd(first)
		if n := tb.f.salesSeen(); n != 2 {
			t.Errorf("%d sales sent for two presses", n)
		}
		if second == first {
			t.Fatalf("the second unit is the first one, %d", first)
		}
		tb.soldOnce(2)
	})

	t.Run("reply lost after the commit", func(t *testing.T) {
		tb := newTab(t, bctx, upstream)
		tb.nav("/")
		tb.poll(state + ` === "lobby"`)
		tb.f.set(func(f *faults) { f.saleFail = 4 })
		tb.press("play", state+` === "error"`)
		if n := tb.f.salesSeen(); n != 4 {
			t.Errorf("%d sales sent before the error; want 4 under one request id", n)
		}
		tb.press("retry", state+` === "playing"`)
		tb.playToEnd(0)
		tb.soldOnce(1)
	})

	t.Run("reload during a slow purchase", func(t *testing.T) {
		tb := newTab(t, bctx, upstream)
		tb.f.set(func(f *faults) { f.saleDelay = 3 * time.Second })
		tb.nav("/?game=crossingo&stake=1")
		tb.poll(`localStorage.getItem("revela.purchase") !== null`)
		for tb.f.salesSeen() < 1 {
			time.Sleep(50 * time.Millisecond)
		}
		tb.f.set(func(f *faults) { f.saleDelay = 0 })
		tb.reload()
		tb.poll(state + ` === "playing"`)
		if q := tb.eval(`location.search`); q != "?ticket="+tb.eval(`String(window.revela.ticket)`) {
			t.Errorf("the URL after the purchase is %q; want the ticket's", q)
		}
		tb.playToEnd(0)
		tb.soldOnce(1)
	})

	t.Run("network down at the end of a unit", func(t *testing.T) {
		tb := newTab(t, bctx, upstream)
		tb.nav("/?game=crossingo&stake=1")
		tb.poll(`window.revela.waiting === true`)
		tb.f.set(func(f *faults) { f.down = true })
		id := tb.playToEnd(0)
		key := fmt.Sprintf(`localStorage.getItem("revela.progress.%d")`, id)
		if got := tb.eval(`String(` + key + `)`); got != "done" {
			t.Errorf("after the end with the network down the progress is %q; want done", got)
		}
		tb.soldOnce(1) // acknowledged on the next load, not replayed
		tb.poll(key + ` === null`)
	})

	t.Run("GO twice, reload, another device", func(t *testing.T) {
		tb := newTab(t, bctx, upstream)
		tb.nav("/?game=crossingo&stake=1")
		for i := 1; i <= 2; i++ {
			tb.poll(`window.revela.waiting === true`)
			tb.eval(`window.revela.go(), ""`)
			tb.poll(fmt.Sprintf(`window.revela.waiting === true && window.revela.clicks === %d`, i))
		}
		ticket := tb.eval(`String(window.revela.ticket)`)
		tb.reload()
		tb.poll(state + ` === "playing" && window.revela.waiting === true`)
		if got := tb.eval(`String(window.revela.ticket) + " after " + String(window.revela.clicks)`); got != ticket+" after 2" {
			t.Fatalf("after the reload: ticket %s; want ticket %s after 2 clicks", got, ticket)
		}
		// another device: nothing in this browser's storage, the server's step
		step := ""
		for deadline := time.Now().Add(20 * time.Second); step != "2" && time.Now().Before(deadline); {
			step = tb.evalAwait(`fetch("/api/v1/tickets/` + ticket + `").then(r => r.json()).then(t => String(t.step))`)
			time.Sleep(200 * time.Millisecond)
		}
		if step != "2" {
			t.Fatalf("the server keeps step %s; want 2", step)
		}
		tb.eval(`localStorage.clear(), ""`)
		tb.nav("/")
		tb.poll(state + ` === "playing" && window.revela.waiting === true`)
		if got := tb.eval(`String(window.revela.ticket) + " after " + String(window.revela.clicks)`); got != ticket+" after 2" {
			t.Fatalf("on another device: ticket %s; want ticket %s after 2 clicks", got, ticket)
		}
		tb.playToEnd(0)
		tb.soldOnce(1)
	})

	t.Run("bad stake refused", func(t *testing.T) {
		tb := newTab(t, bctx, upstream)
		for _, s := range []string{"abc", "5"} {
			tb.nav("/?game=crossingo&stake=" + s)
			tb.poll(state + ` === "error"`)
		}
		if n := tb.f.salesSeen(); n != 0 {
			t.Errorf("%d sales for bad stakes", n)
		}
	})
}
