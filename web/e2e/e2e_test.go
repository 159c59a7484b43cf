// Package e2e drives the whole product in headless Chromium: the real
// server (revela serve --demo, a temporary SQLite database) serving the
// WebAssembly client, which buys units of every game and plays them
// (/?game=crossingo&stake=1&auto=1 and so on). The server binary is built
// once, and one server and one browser are shared by the tests (each page
// in a browser context of its own: its own player); a test that stops its
// server has its own process (main_test.go). Every wait is on what the
// page reports (window.revela, #revela-status), never on a fixed time
// (driver_test.go). It skips when Chromium is absent, unless CI=true,
// where it fails instead.
package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"revela/web/wire"
)

func TestPlayOneUnit(t *testing.T) {
	p := parallelPage(t)
	start := time.Now()
	p.nav("/?game=crossingo&stake=1&auto=1")
	p.wait(state + ` === "done"`)
	t.Logf("navigation to done: %v", time.Since(start))
	type status struct {
		State        string   `json:"state"`
		Ticket       int64    `json:"ticket"`
		Prize        string   `json:"prize"`
		FirstFrame   float64  `json:"firstFrame"`
		SessionReady float64  `json:"sessionReady"`
		ValidateMs   *float64 `json:"validateMs"`
	}
	raw := p.eval(`JSON.stringify(window.revela)`)
	var st status
	if err := json.Unmarshal([]byte(raw), &st); err != nil {
		t.Fatal(err)
	}
	attrs, err := chromedp.Run(p.ctx, chromedp.Evaluate[map[string]string](
		`(() => { const e = document.getElementById("revela-status"); return {ticket: e.dataset.ticket, prize: e.dataset.prize, text: e.textContent}; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if st.State != "done" || st.Ticket == 0 || attrs["ticket"] != fmt.Sprint(st.Ticket) || attrs["prize"] != st.Prize || attrs["text"] == "" {
		t.Fatalf("status: window.revela %s, element %v", raw, attrs)
	}
	// the progress remembered for a reload is forgotten once the server
	// has been told the unit was seen
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](
		fmt.Sprintf(`localStorage.getItem("revela.progress.%d") === null`, st.Ticket), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("progress of ticket %d left in localStorage: %v", st.Ticket, err)
	}
	if st.ValidateMs != nil {
		t.Logf("first frame %.0f ms, session ready %.0f ms, script validated in %.2f ms", st.FirstFrame, st.SessionReady, *st.ValidateMs)
	}
	// the server's word on the same ticket, with the page's cookie
	hist := p.eval(`fetch("/api/v1/tickets?limit=20", {credentials: "same-origin"}).then(r => r.text())`)
	var page wire.Page
	if err := json.Unmarshal([]byte(hist), &page); err != nil {
		t.Fatalf("history %s: %v", hist, err)
	}
	found := false
	for _, tk := range page.Tickets {
		if tk.ID == st.Ticket {
			found = true
			if !sameAmount(tk.Prize.String(), st.Prize) {
				t.Errorf("the page shows prize %s, the server sold %s", st.Prize, tk.Prize)
			}
		}
	}
	if !found {
		t.Errorf("ticket %d is not in the history %s", st.Ticket, hist)
	}
	p.shot("end")
}

// sameAmount compares two decimal euro strings ("5" and "5.00").
func sameAmount(a, b string) bool {
	norm := func(s string) string {
		if i := strings.IndexByte(s, '.'); i >= 0 {
			s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		}
		return s
	}
	return norm(a) == norm(b)
}

// TestKeyboardOnly plays from the lobby with the keyboard alone: Tab
// moves the focus, said to a screen reader, Enter chooses a game's card,
// Tab reaches JOUEZ and Enter buys a unit, Space and Enter press GO until
// the end, Enter again buys the next one (REJOUER), and at its end Tab
// moves the focus to Historique (Accueil, Historique, REJOUER) and Enter
// opens the history.
func TestKeyboardOnly(t *testing.T) {
	p := parallelPage(t)
	p.nav("/")
	p.wait(`document.getElementById("revela-status").dataset.state == "lobby" && window.revela.layout && window.revela.layout.scene == "lobby"`)
	key := func(k string) { p.do(chromedp.KeyEvent(k)) }
	play := func(ticket string) string {
		p.wait(state + ` == "playing" && window.revela.ticket != ` + ticket)
		for i := 0; i < 20; i++ {
			p.wait(`window.revela.waiting === true || ` + state + ` == "done"`)
			if p.eval(state) == "done" {
				break
			}
			clicks := p.eval(`String(window.revela.clicks)`)
			if i%2 == 0 {
				key(" ")
			} else {
				key(kb.Enter)
			}
			// the press taken: a step more released (waiting may be
			// false for a single tick only, unseen in a slow frame that
			// runs two ticks)
			p.wait(`window.revela.clicks > ` + clicks + ` || ` + state + ` == "done"`)
		}
		p.wait(state + ` == "done" && window.revela.layout.ended`)
		p.settled() // the end panel in place
		return p.eval(`String(window.revela.ticket)`)
	}
	// the focus is said to a screen reader (#revela-focus,
	// window.revela.focus) as it moves; Enter on a game's card chooses it
	// and the focus goes to its first stake, not to whatever took the
	// card's place (issue 29)
	focusAfter := func(k string) string {
		before := p.eval(`String(window.revela.focus)`)
		key(k)
		p.wait(fmt.Sprintf(`String(window.revela.focus) != %q && document.getElementById("revela-focus").textContent == window.revela.focus`, before))
		return p.eval(`window.revela.focus`)
	}
	if f := focusAfter(kb.Tab); !strings.HasPrefix(f, "Mise ") {
		t.Fatalf("the first Tab focused %q, want the chosen game's first stake", f)
	}
	game := focusAfter(kb.Tab)
	if f := focusAfter(kb.Enter); !strings.HasPrefix(f, "Mise ") {
		t.Fatalf("Enter on %s's card left the focus on %q, want its first stake", game, f)
	}
	for i := 0; !strings.HasPrefix(p.eval(`window.revela.focus`), "JOUEZ"); i++ {
		if i == 12 {
			t.Fatal("Tab never reached JOUEZ")
		}
		focusAfter(kb.Tab)
	}
	key(kb.Enter) // JOUEZ, the game chosen by keyboard
	first := play("null")
	key(kb.Enter) // REJOUER
	second := play(first)
	if first == second {
		t.Fatalf("REJOUER did not start a new unit (ticket %s)", first)
	}
	key(kb.Tab) // Accueil
	key(kb.Tab) // Historique
	key(kb.Enter)
	p.wait(state + ` == "history" && document.getElementById("revela-status").textContent == "Historique" && window.revela.history && window.revela.history.length == 2`)
	// the history's first stop is Retour, the next its newest unit,
	// before the header's sound (issue 29): Enter recalls it
	key(kb.Tab)
	key(kb.Tab)
	key(kb.Enter)
	p.wait(`(` + state + ` == "playing" || ` + state + ` == "done") && String(window.revela.ticket) == "` + second + `"`)
	t.Logf("%s chosen, units %s and %s played, then the history and the newest recalled, with the keyboard alone", game, first, second)
}
