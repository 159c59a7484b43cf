package e2e

import (
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

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
