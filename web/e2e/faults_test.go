package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// faults is a reverse proxy in front of the real server that breaks the
// network the way a phone's does: it holds a sale's reply after the
// server committed it (until the test lets it go, or the browser gives
// up the request), replaces it with a 502, or goes down (every API
// call's connection closed); it can hold an acknowledgement's reply the
// same way. Each case gets its own, and its own page
// (faultsPage: its own browser context, so its own player).
type faults struct {
	srv *httptest.Server

	mu       sync.Mutex
	saleHold chan struct{} // when set, a sale's reply is held after the commit until it is closed
	saleFail int           // the next n sales are committed, their reply replaced by a 502
	down     bool          // every API call fails
	sales    int           // POST /api/v1/tickets received
	saleIn   chan struct{} // closed, and made anew, at each sale received
	seenHold chan struct{} // when set, an acknowledgement's reply is held after the commit
	seen     int           // acknowledgements committed while held
}

func newFaults(t *testing.T, upstream string) *faults {
	u, err := url.Parse(upstream)
	if err != nil {
		t.Fatal(err)
	}
	f := &faults{saleIn: make(chan struct{})}
	rp := httputil.NewSingleHostReverseProxy(u)
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		api := strings.HasPrefix(r.URL.Path, "/api/")
		sale := r.Method == "POST" && r.URL.Path == "/api/v1/tickets"
		seen := r.Method == "POST" && strings.HasSuffix(r.URL.Path, "/seen")
		f.mu.Lock()
		down, hold, fail := f.down, (chan struct{})(nil), false
		if seen && !down {
			hold = f.seenHold
		}
		if sale && !down {
			f.sales++
			close(f.saleIn)
			f.saleIn = make(chan struct{})
			hold = f.saleHold
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
		case sale || seen && hold != nil:
			rec := httptest.NewRecorder()
			rp.ServeHTTP(rec, r) // the server has committed the sale or the acknowledgement
			if seen {
				f.set(func(f *faults) { f.seen++ })
			}
			if hold != nil {
				select {
				case <-hold:
				case <-r.Context().Done(): // the page reloaded
					return
				}
			}
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

// hold holds the reply of every sale from now on, after the server
// committed it, until the returned func is called (at the latest when the
// test ends).
func (f *faults) hold(t *testing.T) (release func()) {
	ch := make(chan struct{})
	f.set(func(f *faults) { f.saleHold = ch })
	var once sync.Once
	release = func() {
		once.Do(func() {
			f.stopHolding()
			close(ch)
		})
	}
	t.Cleanup(release)
	return release
}

// stopHolding lets the sales from now on through; the replies held so far
// stay held until hold's release.
func (f *faults) stopHolding() { f.set(func(f *faults) { f.saleHold = nil }) }

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

func (f *faults) acksSeen() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.seen
}

// waitSales waits until the proxy has received n sales (a minute at most).
func (f *faults) waitSales(t *testing.T, n int) {
	t.Helper()
	limit := time.After(time.Minute)
	for {
		f.mu.Lock()
		got, in := f.sales, f.saleIn
		f.mu.Unlock()
		if got >= n {
			return
		}
		select {
		case <-in:
		case <-limit:
			t.Fatalf("%d sales received in a minute; want %d", got, n)
		}
	}
}

// TestNoPaidUnitLost runs, in one browser, each way a phone's network
// can break a purchase or the end of a unit (issue 20, issue 9), through
// a fault-injecting proxy; after each, with the network back and the page
// reloaded, every ticket sold was shown to its end once and is seen, and
// one press sold at most one ticket. The cases run side by side, each with
// its own proxy and player.
func TestNoPaidUnitLost(t *testing.T) {
	t.Parallel()
	t.Run("REJOUER slow, Accueil, JOUEZ", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		p.nav("/?game=crossingo&stake=1&auto=1")
		first := p.playToEnd(0)
		release := p.f.hold(t) // the reply held until the lobby's JOUEZ is pressed
		// REJOUER, taken once the end panel answers: a purchase in flight
		p.press("again", `localStorage.getItem("revela.purchase") !== null`)
		p.f.waitSales(t, 2)
		p.press("home", state+` === "lobby"`)
		p.eval(`window.revela.press("play"), ""`) // JOUEZ waits for the purchase in flight
		p.frames(2)                               // JOUEZ taken while the purchase is in flight
		release()
		second := p.playToEnd(first)
		if n := p.f.salesSeen(); n != 2 {
			t.Errorf("%d sales sent for two presses", n)
		}
		if second == first {
			t.Fatalf("the second unit is the first one, %d", first)
		}
		p.soldOnce(2)
	})

	t.Run("reply lost after the commit", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		p.nav("/")
		p.wait(state + ` === "lobby"`)
		p.f.set(func(f *faults) { f.saleFail = 4 })
		p.press("play", state+` === "error"`)
		if n := p.f.salesSeen(); n != 4 {
			t.Errorf("%d sales sent before the error; want 4 under one request id", n)
		}
		p.press("retry", state+` === "playing"`)
		p.playToEnd(0)
		p.soldOnce(1)
	})

	t.Run("reload during a slow purchase", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		p.f.hold(t)
		p.nav("/?game=crossingo&stake=1")
		p.wait(`localStorage.getItem("revela.purchase") !== null`)
		p.f.waitSales(t, 1)
		// the next sales answered; the reply held is lost with the reload
		p.f.stopHolding()
		p.reload()
		p.wait(state + ` === "playing"`)
		if q := p.eval(`location.search`); q != "?ticket="+p.eval(`String(window.revela.ticket)`) {
			t.Errorf("the URL after the purchase is %q; want the ticket's", q)
		}
		p.playToEnd(0)
		p.soldOnce(1)
	})

	t.Run("network down at the end of a unit", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		p.nav("/?game=crossingo&stake=1")
		p.wait(`window.revela.waiting === true`)
		p.f.set(func(f *faults) { f.down = true })
		id := p.playToEnd(0)
		key := fmt.Sprintf(`localStorage.getItem("revela.progress.%d")`, id)
		if got := p.eval(`String(` + key + `)`); got != "done" {
			t.Errorf("after the end with the network down the progress is %q; want done", got)
		}
		p.soldOnce(1) // acknowledged on the next load, not replayed
		p.wait(key + ` === null`)
	})

	t.Run("acknowledgement's reply lost", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		held := make(chan struct{})
		t.Cleanup(func() { close(held) })
		p.f.set(func(f *faults) { f.seenHold = held })
		p.nav("/?game=crossingo&stake=1")
		id := p.playToEnd(0)
		for limit := time.Now().Add(time.Minute); p.f.acksSeen() == 0; time.Sleep(20 * time.Millisecond) {
			if time.Now().After(limit) {
				t.Fatal("no acknowledgement reached the server in a minute")
			}
		}
		// the server marked the unit seen; its reply is lost with the reload
		p.f.set(func(f *faults) { f.seenHold = nil })
		p.soldOnce(1)
		p.wait(fmt.Sprintf(`localStorage.getItem("revela.progress.%d") === null`, id))
	})

	t.Run("GO twice, reload, another device", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		p.nav("/?game=crossingo&stake=1")
		for i := 1; i <= 2; i++ {
			p.wait(`window.revela.waiting === true`)
			p.eval(`window.revela.go(), ""`)
			p.wait(fmt.Sprintf(`window.revela.waiting === true && window.revela.clicks === %d`, i))
		}
		ticket := p.eval(`String(window.revela.ticket)`)
		p.reload()
		p.wait(state + ` === "playing" && window.revela.waiting === true`)
		if got := p.eval(`String(window.revela.ticket) + " after " + String(window.revela.clicks)`); got != ticket+" after 2" {
			t.Fatalf("after the reload: ticket %s; want ticket %s after 2 clicks", got, ticket)
		}
		// another device: nothing in this browser's storage, the server's step
		step := `fetch("/api/v1/tickets/` + ticket + `").then(r => r.json()).then(t => String(t.step))`
		if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](step+`.then(s => s === "2")`,
			chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			t.Fatalf("the server keeps step %s; want 2", p.eval(step))
		}
		p.eval(`localStorage.clear(), ""`)
		p.nav("/")
		p.wait(state + ` === "playing" && window.revela.waiting === true`)
		if got := p.eval(`String(window.revela.ticket) + " after " + String(window.revela.clicks)`); got != ticket+" after 2" {
			t.Fatalf("on another device: ticket %s; want ticket %s after 2 clicks", got, ticket)
		}
		p.playToEnd(0)
		p.soldOnce(1)
	})

	t.Run("bad stake refused", func(t *testing.T) {
		t.Parallel()
		p := faultsPage(t)
		for _, s := range []string{"abc", "5"} {
			p.nav("/?game=crossingo&stake=" + s)
			p.wait(state + ` === "error"`)
		}
		if n := p.f.salesSeen(); n != 0 {
			t.Errorf("%d sales for bad stakes", n)
		}
	})
}

// TestServerRestart stops the real server process before the end of a
// unit and starts it again on the same address and database (issue 9):
// with SIGTERM (a deploy: a graceful stop) the client's acknowledgement,
// retried with backoff, lands once the server is back; with SIGKILL (a
// crash) the page is also reloaded while the server is down, and the
// next load acknowledges the unit that ended here. Either way the unit is
// not replayed ("Reprise" from its first click) and the player has the
// one ticket they bought, shown to its end once and marked seen.
func TestServerRestart(t *testing.T) {
	t.Parallel()
	bctx := theBrowser(t)
	srv := newServer(t) // its own: stopped and started again
	start := time.Now()
	for _, c := range []struct {
		name       string
		sig        os.Signal
		reloadDown bool // the page is reloaded while the server is down
	}{
		{"SIGTERM, acknowledgement retried", syscall.SIGTERM, false},
		{"SIGKILL, page reloaded while down", os.Kill, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := openPage(t, bctx, srv.base())
			p.size(320, 568) // a small screen
			p.nav("/?game=crossingo&stake=1")
			for i := 1; i <= 2; i++ { // GO twice, the steps told to the server
				p.wait(`window.revela.waiting === true`)
				p.eval(`window.revela.go(), ""`)
				p.wait(fmt.Sprintf(`window.revela.waiting === true && window.revela.clicks === %d`, i))
			}
			srv.stop(c.sig)
			t.Logf("%v: GO twice, the server stopped", time.Since(start))
			id := p.playToEnd(0) // the last steps and the end with no server
			key := fmt.Sprintf(`localStorage.getItem("revela.progress.%d")`, id)
			if got := p.eval(`String(` + key + `)`); got != "done" {
				t.Errorf("at the end with the server stopped the progress is %q; want done", got)
			}
			t.Logf("%v: the unit ended with no server", time.Since(start))
			if c.reloadDown {
				// the browser's error page: the client is gone with its retries
				_ = chromedp.Do(p.ctx, chromedp.Reload())
			}
			if err := srv.start(built(t)); err != nil {
				t.Fatal(err)
			}
			t.Logf("%v: the server started again", time.Since(start))
			if c.reloadDown {
				p.nav("/") // the next load acknowledges the unit
			} else {
				p.wait(key + ` === null`) // the acknowledgement retried was answered
				p.reload()
			}
			p.wait(state + ` === "lobby" || ` + state + ` === "playing"`)
			if got := p.eval(state); got != "lobby" {
				t.Fatalf("after the restart the next load shows %q (ticket %s); want the lobby, the unit not replayed",
					got, p.eval(`String(window.revela.ticket)`))
			}
			p.wait(key + ` === null`)
			p.sold(1)
			t.Logf("%v: acknowledged, not replayed, one ticket", time.Since(start))
		})
	}
}
