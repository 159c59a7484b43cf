package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// luchaTicket is a ticket of the player's history, as the API lists it.
type luchaTicket struct {
	ID    int64  `json:"id"`
	Game  string `json:"game"`
	Prize string `json:"prize"`
	Seen  bool   `json:"seen"`
}

// luchaHistory reads the player's tickets from the API, with the page's
// cookie, newest first.
func luchaHistory(p *page) []luchaTicket {
	p.t.Helper()
	raw := p.eval(`fetch("/api/v1/tickets?limit=50", {credentials: "same-origin"}).then(r => r.text())`)
	var h struct {
		Tickets []luchaTicket `json:"tickets"`
	}
	if err := json.Unmarshal([]byte(raw), &h); err != nil {
		p.t.Fatalf("history %s: %v", raw, err)
	}
	return h.Tickets
}

// luchaEnd waits for the end of the unit (up to 5 min: a loaded
// machine runs SwiftShader at a few frames a second) and returns its
// ticket and prize as the page's status says them.
func luchaEnd(p *page) (int64, string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](`document.getElementById("revela-status").dataset.state == "done"`,
		chromedp.WithPollingTimeout(5*time.Minute))); err != nil {
		st, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
		p.t.Fatalf("waiting for the end of the unit: %v (window.revela = %s)", err, st)
	}
	var id int64
	fmt.Sscan(p.eval(`document.getElementById("revela-status").dataset.ticket`), &id)
	return id, p.eval(`document.getElementById("revela-status").dataset.prize`)
}

// TestLuchaFortune plays a LUCHA FORTUNE unit with AUTO
// (/?game=lucha-fortune&stake=1&auto=1) and checks the prize the page
// shows against the ticket the API sold and the history; then plays a
// unit by GO at 844×390, reloads after the second throw and checks that
// the unit resumes at throw 2 without a second sale, and plays it to its
// end. The board and the shared parts stay apart (window.revela.layout).
func TestLuchaFortune(t *testing.T) {
	base, ctx := productInBrowser(t)
	p := &page{t: t, ctx: ctx}
	p.do(chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/?game=lucha-fortune&stake=1&auto=1"))
	p.wait(`window.revela && window.revela.phase == "throw"`)
	id, prize := luchaEnd(p)
	p.wait(`window.revela.layout && window.revela.layout.ended`)
	p.apart([]string{"board", "result", "home", "history", "again"})
	check := func(id int64, prize string) {
		t.Helper()
		found := false
		for _, tk := range luchaHistory(p) {
			if tk.ID == id {
				found = true
				if tk.Game != "lucha-fortune" || !sameAmount(tk.Prize, prize) {
					t.Errorf("ticket %d: the page shows a prize of %s, the server sold %+v", id, prize, tk)
				}
			}
		}
		if !found {
			t.Errorf("ticket %d is not in the history", id)
		}
	}
	check(id, prize)

	// by GO, on a phone on its side: two throws, a reload, the unit
	// resumes at the third
	p.do(chromedp.EmulateViewport(844, 390), chromedp.Navigate(base+"/?game=lucha-fortune&stake=1"))
	p.wait(`window.revela.layout && window.revela.layout.scene == "unit" && window.revela.waiting === true && window.revela.clicks === 0`)
	p.apart([]string{"board", "go", "auto"})
	sold := len(luchaHistory(p))
	for i := 1; i <= 2; i++ {
		p.wait(`window.revela.waiting === true`)
		p.eval(`window.revela.go(), ""`)
		p.wait(fmt.Sprintf(`window.revela.clicks === %d`, i))
	}
	var mid int64
	fmt.Sscan(p.eval(`String(window.revela.ticket)`), &mid)
	p.do(chromedp.Reload())
	p.wait(`document.getElementById("revela-status").dataset.state == "playing" && window.revela.waiting === true`)
	if got := p.eval(`String(window.revela.clicks) + " " + window.revela.ticket`); got != fmt.Sprintf("2 %d", mid) {
		t.Fatalf("after the reload: throws released and ticket %q, want 2 and %d", got, mid)
	}
	if n := len(luchaHistory(p)); n != sold {
		t.Fatalf("the reload sold a ticket: %d tickets, %d before", n, sold)
	}
	deadline := time.Now().Add(5 * time.Minute)
	for p.eval(`document.getElementById("revela-status").dataset.state`) != "done" && time.Now().Before(deadline) {
		p.eval(`(window.revela.waiting && window.revela.go()), ""`)
		time.Sleep(200 * time.Millisecond)
	}
	id, prize = luchaEnd(p)
	if id != mid {
		t.Fatalf("the unit ended is ticket %d, the one resumed %d", id, mid)
	}
	check(id, prize)
}
