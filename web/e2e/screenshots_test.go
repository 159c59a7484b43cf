package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"revela/core/crossingo"
	"revela/core/money"
	"revela/render/kit"
)

// TestScreenshots shoots every screen of the client, for the team to look
// at: REVELA_SCREENSHOTS=DIR go test ./web/e2e -run Screenshots -v.
// It runs only when REVELA_SCREENSHOTS names a directory. Each
// configuration (theme, window size, language) gets a fresh player, who
// buys units until there is a win, a loss and one with an EXTRA step; a
// small proxy in front of the real server then hands those tickets to the
// client as its next sale (so each is played as just bought) and, for
// the error screen, serves one with a tampered prize, which the client's
// check refuses. REVELA_SCREENSHOTS_ONLY=winter-390 keeps the
// configurations whose name holds that text (or one of a comma-separated
// list); REVELA_SCREENSHOTS_FEEL=1
// shoots only the ends by tier, the rules screen and a loss, and
// REVELA_SCREENSHOTS_FEEL=win2,rules only those of them (win2, big, top,
// rules, loss: what a slow machine has time for at every size).
func TestScreenshots(t *testing.T) {
	var configs []shotConfig
	for _, th := range []string{"default", "winter"} {
		for _, sz := range [][2]int{{390, 844}, {1280, 800}} {
			configs = append(configs, shotConfig{th, sz[0], sz[1], "fr-FR"})
		}
	}
	configs = append(configs, shotConfig{"default", 390, 844, "en-US"})
	for _, sz := range kit.Sizes { // the sizes every layout is checked at
		if sz != [2]int{1280, 800} && sz != [2]int{390, 844} {
			configs = append(configs, shotConfig{"default", sz[0], sz[1], "fr-FR"})
		}
	}
	shootEach(t, "", configs, func(t *testing.T, sh *shooter, cf shotConfig) {
		sh.all()
	})
}

// firstComposed composes units for the tries 1 to n (compose(try)) until
// keep accepts one with its transcript, and returns it, its transcript
// and true; when keep accepts none, the last one composed and false. An
// error of compose or check fails t.
func firstComposed[S, T any](t testing.TB, n uint64, compose func(try uint64) (S, error), check func(S) (T, error), keep func(S, T) bool) (s S, tr T, kept bool) {
	t.Helper()
	for try := uint64(1); try <= n; try++ {
		var err error
		if s, err = compose(try); err != nil {
			t.Fatal(err)
		}
		if tr, err = check(s); err != nil {
			t.Fatal(err)
		}
		if keep(s, tr) {
			return s, tr, true
		}
	}
	return s, tr, false
}

// shotConfig is one configuration that a screenshot test shoots: a
// theme, a window of w×h and a language (fr-FR when empty, and then left
// out of the name).
type shotConfig struct {
	theme string
	w, h  int
	lang  string
}

// shootEach runs shoot as a subtest, on a shooter of its own, for each of
// configs whose name (prefix-theme-WxH, then -fr or -en when lang is set;
// no prefix when it is empty) REVELA_SCREENSHOTS_ONLY keeps (shootWanted).
// Without REVELA_SCREENSHOTS it skips the test (shootSetup).
func shootEach(t *testing.T, prefix string, configs []shotConfig, shoot func(t *testing.T, sh *shooter, cf shotConfig)) {
	dir, px := shootSetup(t)
	for _, cf := range configs {
		name, lang := fmt.Sprintf("%s-%dx%d", cf.theme, cf.w, cf.h), "fr-FR"
		if cf.lang != "" {
			name, lang = name+"-"+cf.lang[:2], cf.lang
		}
		if prefix != "" {
			name = prefix + "-" + name
		}
		if !shootWanted(name) {
			continue
		}
		t.Run(name, func(t *testing.T) { shoot(t, newShooter(t, px, dir, name, cf.theme, cf.w, cf.h, lang), cf) })
	}
}

// shootSetup starts what a screenshot test needs, or skips it without
// REVELA_SCREENSHOTS: the folder, and a proxy in front of the shared
// server, or of REVELA_BASE, a server already running (a loaded machine).
func shootSetup(t *testing.T) (dir string, px *proxy) {
	dir = os.Getenv("REVELA_SCREENSHOTS")
	if dir == "" {
		t.Skip("REVELA_SCREENSHOTS=DIR makes the screenshots")
	}
	upstream := os.Getenv("REVELA_BASE")
	if upstream == "" {
		needBrowser(t)
		upstream = shared(t).base()
	}
	px = newProxy(t, upstream)
	t.Cleanup(px.srv.Close)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir, px
}

// newShooter opens a page in a browser of its own of w×h in lang for one
// configuration, closed when t ends.
func newShooter(t *testing.T, px *proxy, dir, name, theme string, w, h int, lang string) *shooter {
	p := openPageAt(t, ownBrowser(t, w, h, lang), px.srv.URL, 1, 1)
	p.size(w, h)
	return &shooter{page: p, px: px, dir: dir, name: name, theme: theme}
}

// proxy forwards to the server, except the next sale when one is set
// (a ticket bought before, replayed as the sale's answer, its proof in a
// stand-in block the proxy publishes), the tickets it is told to tamper
// with and the sale whose proof it is told to forge (proof_test.go).
type proxy struct {
	srv      *httptest.Server
	mu       sync.Mutex
	nextSale []byte
	tamper   map[string]bool
	forge    string            // the next sale's proof altered: "salt", "path", "prize", "position"
	blocks   map[string][]byte // the stand-in blocks, by id
	standIns int
}

func newProxy(t *testing.T, upstream string) *proxy {
	u, err := url.Parse(upstream)
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{tamper: map[string]bool{}, blocks: map[string][]byte{}}
	rp := httputil.NewSingleHostReverseProxy(u)
	rp.ModifyResponse = func(r *http.Response) error {
		id, ok := strings.CutPrefix(r.Request.URL.Path, "/api/v1/tickets/")
		sale := r.Request.Method == "POST" && r.Request.URL.Path == "/api/v1/tickets"
		p.mu.Lock()
		bad, forge := ok && p.tamper[id], ""
		if sale {
			forge, p.forge = p.forge, ""
		}
		p.mu.Unlock()
		if (!bad && forge == "") || (r.StatusCode != 200 && r.StatusCode != 201) {
			return nil
		}
		body, err := io.ReadAll(r.Body)
		r.Body.Close()
		if err != nil {
			return err
		}
		if forge != "" {
			body = forged(body, forge)
		} else {
			// the server claims a bigger prize than its script derives
			var tk map[string]any
			if err := json.Unmarshal(body, &tk); err != nil {
				return err
			}
			sc, _ := tk["script"].(map[string]any)
			tk["prize"], sc["prize"] = "1000", "1000"
			body, _ = json.Marshal(tk)
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		r.Header.Set("Content-Length", fmt.Sprint(len(body)))
		r.Header.Del("Content-Encoding")
		return nil
	}
	p.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p.serveStandIn(w, r) {
			return
		}
		if r.Method == "POST" && r.URL.Path == "/api/v1/tickets" {
			p.mu.Lock()
			sale := p.nextSale
			p.nextSale = nil
			p.mu.Unlock()
			if sale != nil {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusCreated)
				w.Write(sale)
				return
			}
		}
		rp.ServeHTTP(w, r)
	}))
	return p
}

// sell has the proxy answer the next sale with ticket, its proof in a
// stand-in block (standIn).
func (p *proxy) sell(ticket []byte) {
	ticket = p.standIn(ticket)
	p.mu.Lock()
	p.nextSale = ticket
	p.mu.Unlock()
}

// shooter shoots one configuration's screens through its page, its
// units sold through px.
type shooter struct {
	*page
	px          *proxy
	dir, name   string
	theme       string
	win, loss   []byte // tickets as the sale answered them
	extra, last []byte
	winID       int64
	lossID      int64
}

func (s *shooter) url(q string) string {
	return s.px.srv.URL + "/?theme=" + s.theme + q
}

// nav loads the page with the configuration's theme and q ("&game=...").
func (s *shooter) nav(q string) {
	s.t.Helper()
	s.do(chromedp.Navigate(s.url(q)))
}

// wait polls a JavaScript condition (up to 4 min, times
// REVELA_SCREENSHOTS_SLOW: SwiftShader is slow, and slower on a shared
// machine); when it fails, it shoots the screen (NAME-stuck.png) and
// says the page's console.
func (s *shooter) wait(cond string) {
	s.t.Helper()
	if _, err := chromedp.Run(s.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingInterval(50*time.Millisecond),
		chromedp.WithPollingTimeout(4*time.Minute*shootSlow()))); err != nil {
		st, _ := chromedp.Run(s.ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
		if png, err := chromedp.Run(s.ctx, chromedp.CaptureScreenshot()); err == nil {
			os.WriteFile(filepath.Join(s.dir, s.name+"-stuck.png"), png, 0o644)
		}
		console := s.consoleWhere(func(string) bool { return true })
		s.t.Fatalf("waiting for %s: %v (window.revela = %s)\nconsole:\n%s", cond, err, st, strings.Join(console, "\n"))
	}
}

func (s *shooter) state(st string) {
	s.t.Helper()
	s.wait(`document.getElementById("revela-status").dataset.state == "` + st + `"`)
}

// shot shoots the screen as NAME-what.png in the folder once settle has
// passed on the page's frames (60 a second: the play's clock runs with
// them, so a slow machine shows the same moment).
func (s *shooter) shot(what string, settle time.Duration) {
	s.t.Helper()
	s.frames(int(settle * 60 / time.Second))
	s.page.shot(s.name + "-" + what)
	s.t.Logf("%s", filepath.Join(s.dir, s.name+"-"+what+".png"))
}

// buy buys one unit from the page (the player's cookie) and returns the
// sale's answer.
func (s *shooter) buy(i int) []byte {
	return []byte(s.eval(fmt.Sprintf(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"},
		body: JSON.stringify({game: "crossingo", stake: "1", request_id: "shot-%d-" + Math.random().toString(36).slice(2)})}).then(r => r.text())`, i)))
}

// sellAs buys one unit of game at stake (euros, as the wire writes them)
// through the API from the page, marks it seen, and returns the sale's
// ticket with its balance as if the sale had paid prize instead of its own
// prize: the ticket a proxy then hands the client with a composed script.
func (s *shooter) sellAs(game, stake string, prize money.Cents) map[string]any {
	s.t.Helper()
	raw := s.eval(fmt.Sprintf(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"},
		body: JSON.stringify({game: %q, stake: %q, request_id: "shot-" + Math.random().toString(36).slice(2)})}).then(r => r.text())`, game, stake))
	var tk map[string]any
	if err := json.Unmarshal([]byte(raw), &tk); err != nil {
		s.t.Fatalf("sale: %s", raw)
	}
	bal, err1 := money.Parse(fmt.Sprint(tk["balance"]))
	was, err2 := money.Parse(fmt.Sprint(tk["prize"]))
	if err1 != nil || err2 != nil {
		s.t.Fatalf("sale: %s", raw)
	}
	tk["balance"] = (bal - was + prize).String()
	s.eval(fmt.Sprintf(`fetch("/api/v1/tickets/%v/seen", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`, tk["id"]))
	return tk
}

type sold struct {
	ID     int64           `json:"id"`
	Prize  string          `json:"prize"`
	Script json.RawMessage `json:"script"`
}

// stock buys units until it has a win with a line, a loss and an EXTRA
// step, marking them seen, then one more, left unfinished (the newest,
// which a reload resumes).
func (s *shooter) stock() {
	doubled := false
	feel := os.Getenv("REVELA_SCREENSHOTS_FEEL") != "" // a loss is enough
	for i := 0; i < 120 && (s.win == nil || s.loss == nil || s.extra == nil || !doubled) && !(feel && s.loss != nil); i++ {
		raw := s.buy(i)
		var tk sold
		if err := json.Unmarshal(raw, &tk); err != nil || tk.ID == 0 {
			s.t.Fatalf("sale %d: %s", i, raw)
		}
		sc, err := crossingo.Decode(tk.Script)
		if err != nil {
			s.t.Fatal(err)
		}
		tr, err := crossingo.Check(sc)
		if err != nil {
			s.t.Fatal(err)
		}
		line, dbl := false, false
		for _, e := range tr {
			if e.Kind == crossingo.EvLine {
				line = true
				dbl = dbl || e.Doubled
			}
		}
		switch {
		case sc.Extra != nil && s.extra == nil:
			s.extra = raw
		case line && (s.win == nil || (dbl && !doubled)):
			s.win, s.winID, doubled = raw, tk.ID, dbl
		case tk.Prize == "0" && s.loss == nil:
			s.loss, s.lossID = raw, tk.ID
		}
		s.eval(fmt.Sprintf(`fetch("/api/v1/tickets/%d/seen", {method: "POST", credentials: "same-origin", headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`, tk.ID))
	}
	s.last = s.buy(999)
}

// composed is a ticket sold earlier (s.loss) whose script is replaced
// by one the composer makes for prize (docs/rules/crossingo.md, the
// composer), with at least parts contributions when a seed up to 200
// gives them: the screens of a 2 € win explained, a big win and the
// 10,000 € top prize, which a player rarely meets.
func (s *shooter) composed(prize money.Cents, parts int) []byte {
	s.t.Helper()
	var tk map[string]any
	if err := json.Unmarshal(s.loss, &tk); err != nil {
		s.t.Fatal(err)
	}
	best, _, _ := firstComposed(s.t, 200, func(seed uint64) (*crossingo.Script, error) {
		return crossingo.Compose(money.Euros(1), prize, rand.New(rand.NewPCG(seed, 7)))
	}, crossingo.Check, func(_ *crossingo.Script, tr crossingo.Transcript) bool {
		n := 0
		for _, e := range tr {
			if e.Kind == crossingo.EvLine || e.Kind == crossingo.EvDirect || e.Kind == crossingo.EvExtraWin {
				n++
			}
		}
		return n >= parts
	})
	tk["script"], tk["prize"] = best, prize.String()
	raw, err := json.Marshal(tk)
	if err != nil {
		s.t.Fatal(err)
	}
	return raw
}

// feel shoots the end of a unit by tier (a 2 € win with its parts, a big
// win, the top prize's moment and after it) and the rules screen.
func (s *shooter) feel() {
	for _, c := range []struct {
		what  string
		prize money.Cents
		parts int
	}{{"win2", money.Euros(2), 2}, {"big", money.Euros(50), 2}, {"top", money.Euros(10000), 1}} {
		if !feelShot(c.what) {
			continue
		}
		s.px.sell(s.composed(c.prize, c.parts))
		s.nav("&game=crossingo&stake=1&auto=1")
		s.state("done")
		if c.what == "top" {
			s.shot("top-moment", 2500*time.Millisecond)
			s.eval(`window.revela.press("skip"), ""`)
		}
		s.wait(`window.revela.layout && window.revela.layout.ended`) // the end panel is in place
		s.shot(c.what, 2*time.Second)
	}
	if feelShot("rules") {
		s.nav("&view=rules&game=crossingo")
		s.state("rules")
		s.shot("rules", 2*time.Second)
	}
}

// shootWanted tells whether the configuration named name is shot: every
// one unless REVELA_SCREENSHOTS_ONLY lists texts (separated by "," or
// "|"), then those whose name holds one of them.
func shootWanted(name string) bool {
	only := os.Getenv("REVELA_SCREENSHOTS_ONLY")
	return only == "" || slices.ContainsFunc(strings.FieldsFunc(only, func(r rune) bool { return r == ',' || r == '|' }),
		func(o string) bool { return strings.Contains(name, o) })
}

// shootSlow is REVELA_SCREENSHOTS_SLOW (1 unless a number from 2 to 9):
// the waits and a configuration's time are that many times longer, for a
// large window on a loaded machine (SwiftShader draws 1280×800 three
// times slower than 390×844, and the game's clock follows the frames).
func shootSlow() time.Duration {
	if n := os.Getenv("REVELA_SCREENSHOTS_SLOW"); len(n) == 1 && n[0] >= '2' && n[0] <= '9' {
		return time.Duration(n[0] - '0')
	}
	return 1
}

// feelShot tells whether REVELA_SCREENSHOTS_FEEL asks for what (any of
// them when it is "1" or not set).
func feelShot(what string) bool {
	f := os.Getenv("REVELA_SCREENSHOTS_FEEL")
	return f == "" || f == "1" || slices.Contains(strings.Split(f, ","), what)
}

func (s *shooter) all() {
	s.nav("")
	s.state("lobby")
	s.shot("lobby", 2*time.Second)
	s.stock()
	s.feel()
	if os.Getenv("REVELA_SCREENSHOTS_FEEL") != "" {
		if !feelShot("loss") {
			return
		}
		s.px.sell(s.loss)
		s.nav("&game=crossingo&stake=1&auto=1")
		s.state("done")
		s.wait(`window.revela.layout && window.revela.layout.ended`)
		s.shot("loss", 2*time.Second)
		return
	}

	// mid-game, after two GO
	s.px.sell(s.last)
	s.nav("&game=crossingo&stake=1")
	s.state("playing")
	for i := 0; i < 2; i++ {
		s.wait(`window.revela.waiting === true`)
		s.eval(`window.revela.go(), ""`)
		s.wait(`window.revela.waiting === false`)
	}
	s.wait(`window.revela.waiting === true`)
	s.shot("mid", time.Second)
	// reload: the same unit resumes
	s.nav("")
	s.state("playing")
	s.wait(`window.revela.waiting === true`)
	s.shot("resume", 2*time.Second)

	if s.extra != nil {
		s.px.sell(s.extra)
		s.nav("&game=crossingo&stake=1")
		s.state("playing")
		for i := 0; i < 8; i++ {
			s.wait(`window.revela.waiting === true`)
			if s.eval(`window.revela.phase`) == "extra" {
				break
			}
			s.eval(`window.revela.go(), ""`)
			s.wait(`window.revela.waiting === false`)
		}
		s.shot("extra", time.Second)
		s.eval(`window.revela.go(), ""`)
		s.state("done")
		s.shot("extra-end", 5*time.Second)
	} else {
		s.t.Log("no EXTRA step among the units bought")
	}

	for _, end := range []struct {
		what   string
		ticket []byte
	}{{"win", s.win}, {"loss", s.loss}} {
		if end.ticket == nil {
			s.t.Logf("no %s among the units bought", end.what)
			continue
		}
		s.px.sell(end.ticket)
		s.nav("&game=crossingo&stake=1&auto=1")
		s.state("done")
		s.shot(end.what, 5*time.Second)
	}

	s.nav("&view=history")
	s.wait(`window.revela.state == "lobby"`)
	s.shot("history", 3*time.Second)

	if s.winID != 0 {
		s.nav(fmt.Sprintf("&ticket=%d", s.winID))
		s.state("done")
		s.shot("recall", 5*time.Second)
	}
	if s.lossID != 0 {
		s.px.mu.Lock()
		s.px.tamper[fmt.Sprint(s.lossID)] = true
		s.px.mu.Unlock()
		s.nav(fmt.Sprintf("&ticket=%d", s.lossID))
		s.state("error")
		s.shot("error", 2*time.Second)
	}
}
