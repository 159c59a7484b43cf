package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	rules "revela/core/diamondriver"
	"revela/core/money"
)

// TestDiamondRiver plays DIAMOND RIVER in Chromium (issue 14): a unit
// bought from /?game=diamond-river&stake=3&auto=1 plays to its end, and
// the prize #revela-status says is the ticket's from the API and the
// history's; then a unit whose LANCEZ was pressed twice resumes after a
// reload at its third throw, one ticket sold.
func TestDiamondRiver(t *testing.T) {
	base, ctx := productInBrowser(t)
	ctx, cancel := context.WithTimeout(ctx, 4*time.Minute)
	defer cancel()
	p := &page{t: t, ctx: ctx}
	done := `document.getElementById("revela-status").dataset.state == "done"`

	p.do(chromedp.Navigate(base + "/?game=diamond-river&stake=3&auto=1"))
	p.wait(done)
	id := p.eval(`document.getElementById("revela-status").dataset.ticket`)
	shown := p.eval(`document.getElementById("revela-status").dataset.prize`)
	tk := p.eval(`fetch("/api/v1/tickets/` + id + `", {credentials: "same-origin"}).then(r => r.text())`)
	var ticket struct {
		Game  string      `json:"game"`
		Prize money.Cents `json:"prize"`
		Seen  bool        `json:"seen"`
	}
	if err := json.Unmarshal([]byte(tk), &ticket); err != nil {
		t.Fatalf("ticket %s: %s: %v", id, tk, err)
	}
	if ticket.Game != rules.ID || shown != ticket.Prize.String() {
		t.Fatalf("ticket %s: the screen says %s €, the API %s € (%s)", id, shown, ticket.Prize, tk)
	}
	hist := p.eval(`fetch("/api/v1/tickets?limit=5", {credentials: "same-origin"}).then(r => r.text())`)
	var page struct {
		Tickets []struct {
			ID    int64       `json:"id"`
			Prize money.Cents `json:"prize"`
		} `json:"tickets"`
	}
	if err := json.Unmarshal([]byte(hist), &page); err != nil || len(page.Tickets) != 1 ||
		fmt.Sprint(page.Tickets[0].ID) != id || page.Tickets[0].Prize != ticket.Prize {
		t.Fatalf("history: %s (%v)", hist, err)
	}
	for i := 0; p.eval(`fetch("/api/v1/tickets/`+id+`", {credentials: "same-origin"}).then(r => r.json()).then(t => String(t.seen))`) != "true"; i++ {
		if i == 50 {
			t.Fatalf("ticket %s is not marked seen on the server", id)
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Logf("ticket %s played on AUTO: %s €, as the API and the history say", id, shown)

	// LANCEZ twice, a reload: the unit resumes at its third throw
	p.do(chromedp.Navigate(base + "/?game=diamond-river&stake=3"))
	p.wait(`window.revela.waiting === true && window.revela.phase == "throw" && window.revela.clicks === 0`)
	for i := 1; i <= 2; i++ {
		p.eval(`window.revela.go(), ""`)
		p.wait(fmt.Sprintf(`window.revela.waiting === true && window.revela.clicks === %d`, i))
	}
	second := p.eval(`document.getElementById("revela-status").dataset.ticket`)
	p.do(chromedp.Reload())
	p.wait(`window.revela.waiting === true && window.revela.phase == "throw" && window.revela.clicks === 2`)
	if again := p.eval(`document.getElementById("revela-status").dataset.ticket`); again != second {
		t.Fatalf("after the reload ticket %s is shown, not %s", again, second)
	}
	hist = p.eval(`fetch("/api/v1/tickets?limit=5", {credentials: "same-origin"}).then(r => r.text())`)
	if err := json.Unmarshal([]byte(hist), &page); err != nil || len(page.Tickets) != 2 {
		t.Fatalf("two tickets sold in all, the history says %s (%v)", hist, err)
	}
	p.eval(`window.revela.press("auto"), ""`)
	p.wait(done)
	t.Logf("ticket %s resumed at its third throw after a reload, one ticket sold", second)
}

// TestDiamondRiverScreens shoots DIAMOND RIVER's screen for the team to
// look at: REVELA_SCREENSHOTS=DIR go test ./web/e2e -run DiamondRiverScreens.
// Composed units (a win with triples and golden gems, the wheel on its
// 30,000 € segment) are handed to the client as its next sale through
// the proxy of TestScreenshots; each size and theme is shot at the start,
// while the grid fills, mid-game, on the wheel and at the end.
// REVELA_SCREENSHOTS_ONLY=winter-390 keeps the configurations whose name
// holds that text.
func TestDiamondRiverScreens(t *testing.T) {
	dir := os.Getenv("REVELA_SCREENSHOTS")
	if dir == "" {
		t.Skip("REVELA_SCREENSHOTS=DIR makes the screenshots")
	}
	browserPath := chromium(t)
	upstream := os.Getenv("REVELA_BASE") // a server already running, else one built here
	if upstream == "" {
		var stop func()
		upstream, stop = product(t)
		defer stop()
	}
	px := newProxy(t, upstream)
	defer px.srv.Close()
	os.MkdirAll(dir, 0o755)
	only := os.Getenv("REVELA_SCREENSHOTS_ONLY")
	type config struct {
		theme string
		w, h  int
	}
	configs := []config{{"default", 390, 844}, {"default", 1280, 800}, {"winter", 390, 844}, {"winter", 1280, 800},
		{"default", 320, 568}, {"default", 844, 390}, {"default", 375, 667}, {"default", 412, 780}}
	rng := rand.New(rand.NewPCG(14, 2026))
	for _, cf := range configs {
		name := fmt.Sprintf("diamond-%s-%dx%d", cf.theme, cf.w, cf.h)
		if only != "" && !strings.Contains(name, only) {
			continue
		}
		t.Run(name, func(t *testing.T) {
			bctx, stop := browser(t, browserPath, cf.w, cf.h, "fr-FR")
			defer stop()
			ctx, cancel := context.WithTimeout(bctx, 6*time.Minute)
			defer cancel()
			sh := &shooter{t: t, ctx: ctx, px: px, dir: dir, name: name, theme: cf.theme}
			chromedp.Do(ctx, chromedp.EmulateViewport(int64(cf.w), int64(cf.h)))
			sh.nav("")
			sh.state("lobby")
			sh.shot("lobby", time.Second)
			// a win: compose units of 100 € until one shows triples and golden gems
			tr := sh.sellComposed(rng, money.Euros(100), func(s *rules.Script, tr rules.Transcript) bool {
				var triples, golden int
				for _, e := range tr {
					triples += btoi(e.Kind == rules.EvTriple)
					golden += btoi(e.Kind == rules.EvGolden)
				}
				return s.Wheel == nil && triples >= 1 && golden >= 2
			})
			wins := map[int]bool{} // the throws with a triple
			for _, e := range tr {
				wins[int(e.Step)] = wins[int(e.Step)] || e.Kind == rules.EvTriple
			}
			sh.nav("&game=diamond-river&stake=3")
			sh.state("playing")
			sh.wait(`window.revela.waiting === true`)
			sh.shot("start", 500*time.Millisecond)
			for i := 0; ; i++ {
				sh.eval(`window.revela.go(), ""`)
				sh.wait(fmt.Sprintf(`window.revela.clicks > %d`, i)) // the press taken (waiting is still true until then)
				switch {
				case i == 0:
					sh.shot("filling", 400*time.Millisecond)
				case wins[i]: // the triple outlined, its amount flying
					for j := 0; j < 4; j++ {
						sh.shot(fmt.Sprintf("throw%d-win%d", i+1, j), 600*time.Millisecond)
					}
				}
				sh.wait(`window.revela.waiting === true || document.getElementById("revela-status").dataset.state == "done"`)
				if sh.eval(`document.getElementById("revela-status").dataset.state`) == "done" {
					break
				}
				sh.shot(fmt.Sprintf("throw%d", i+1), 300*time.Millisecond)
			}
			sh.shot("end", 3*time.Second)
			// the wheel, on its 30,000 € segment
			sh.sellComposed(rng, money.Euros(30000), func(s *rules.Script, _ rules.Transcript) bool { return s.Wheel != nil })
			for i := 0; sh.eval(`document.getElementById("revela-status").dataset.state`) == "done"; i++ {
				if i == 45 {
					t.Fatal("REJOUER did not answer in 90 s")
				}
				sh.eval(`window.revela.press("again"), ""`) // taken once the end panel has arrived
				time.Sleep(2 * time.Second)
			}
			sh.state("playing")
			sh.wait(`window.revela.waiting === true`)
			sh.eval(`window.revela.press("auto"), ""`)
			sh.wait(`window.revela.phase == "wheel"`)
			sh.shot("wheel-open", 1200*time.Millisecond)
			sh.shot("wheel-spin", 1000*time.Millisecond)
			sh.state("done")
			sh.shot("wheel-end", 3*time.Second)
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sellComposed buys a unit (for its ticket's id and the player's
// balance), then has the proxy hand the client, as its next sale, that
// ticket with a composed script of prize instead (the first of up to
// 2,000 for which keep holds), and returns its transcript.
func (s *shooter) sellComposed(rng *rand.Rand, prize money.Cents, keep func(*rules.Script, rules.Transcript) bool) rules.Transcript {
	s.t.Helper()
	raw := s.eval(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"},
		body: JSON.stringify({game: "diamond-river", stake: "3", request_id: "shot-" + Math.random().toString(36).slice(2)})}).then(r => r.text())`)
	var tk map[string]any
	if err := json.Unmarshal([]byte(raw), &tk); err != nil {
		s.t.Fatalf("sale: %s", raw)
	}
	// the balance as if the sale had paid the composed prize
	bal, err1 := money.Parse(fmt.Sprint(tk["balance"]))
	was, err2 := money.Parse(fmt.Sprint(tk["prize"]))
	if err1 != nil || err2 != nil {
		s.t.Fatalf("sale: %s", raw)
	}
	tk["balance"] = (bal - was + prize).String()
	s.eval(fmt.Sprintf(`fetch("/api/v1/tickets/%v/seen", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`, tk["id"]))
	for i := 0; i < 2000; i++ {
		sc, err := rules.Compose(money.Euros(3), prize, rng)
		if err != nil {
			s.t.Fatal(err)
		}
		tr, err := rules.Check(sc)
		if err != nil {
			s.t.Fatal(err)
		}
		if !keep(sc, tr) {
			continue
		}
		b, _ := json.Marshal(sc)
		tk["script"], tk["prize"] = json.RawMessage(b), prize.String()
		out, _ := json.Marshal(tk)
		s.px.sell(out)
		return tr
	}
	s.t.Fatalf("no composed unit of %s € as wanted", prize)
	return nil
}
