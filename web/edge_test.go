package web_test

import (
	"bufio"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"revela/core/money"
	"revela/web"
	"revela/web/wire"
)

// send sends one request with the given headers (a session token as
// Bearer when token is not "") and returns the answer and its body.
func (e *env) send(method, path, token, body string, headers ...string) (*http.Response, []byte) {
	e.t.Helper()
	req, err := http.NewRequest(method, e.srv.URL+path, strings.NewReader(body))
	if err != nil {
		e.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Add(headers[i], headers[i+1])
	}
	res, err := e.srv.Client().Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return res, b
}

// errCode returns the code of a JSON error answer.
func errCode(t *testing.T, b []byte) string {
	t.Helper()
	return decode[apiErr](t, b).Error.Code
}

const jsonType = "application/json"

// TestCrossSiteRefused: every call that changes state refuses a body not
// declared as JSON (415) and a request from another origin or site (403),
// and changes nothing: no unit sold, no session replaced.
func TestCrossSiteRefused(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, p := e.newPlayer()
	tk := func() ticket { _, tk := e.buy(token, "crossingo", "1", newRequestID()); return tk }()
	id := itoa(tk.ID)
	other := strings.Replace(e.srv.URL, "127.0.0.1:", "127.0.0.1:1", 1) // another port of the same host
	calls := []struct{ path, body string }{
		{"/api/v1/tickets", buyBody("crossingo", "1", "x1")},
		{"/api/v1/players", "{}"},
		{"/api/v1/tickets/" + id + "/seen", "{}"},
		{"/api/v1/tickets/" + id + "/progress", `{"step":5}`},
		{"/api/v1/logout", "{}"},
	}
	refusals := []struct {
		name    string
		headers []string
		status  int
		code    string
	}{
		{"text/plain", []string{"Content-Type", "text/plain"}, 415, "unsupported_media_type"},
		{"form", []string{"Content-Type", "application/x-www-form-urlencoded"}, 415, "unsupported_media_type"},
		{"no Content-Type", nil, 415, "unsupported_media_type"},
		{"JSON-like type", []string{"Content-Type", "application/jsonx"}, 415, "unsupported_media_type"},
		{"origin of another port", []string{"Content-Type", jsonType, "Origin", other}, 403, "cross_origin"},
		{"origin of another host", []string{"Content-Type", jsonType, "Origin", "http://evil.example"}, 403, "cross_origin"},
		{"null origin", []string{"Content-Type", jsonType, "Origin", "null"}, 403, "cross_origin"},
		{"cross-site fetch", []string{"Content-Type", jsonType, "Sec-Fetch-Site", "cross-site"}, 403, "cross_origin"},
		{"same-site fetch", []string{"Content-Type", jsonType, "Sec-Fetch-Site", "same-site"}, 403, "cross_origin"},
		// Sec-Fetch-Site is a token, compared exactly: only same-origin
		// and none pass; any other value, however written, is refused.
		{"Cross-Site fetch", []string{"Content-Type", jsonType, "Sec-Fetch-Site", "Cross-Site"}, 403, "cross_origin"},
		{"SAME-SITE fetch", []string{"Content-Type", jsonType, "Sec-Fetch-Site", "SAME-SITE"}, 403, "cross_origin"},
		{"unknown fetch site", []string{"Content-Type", jsonType, "Sec-Fetch-Site", "elsewhere"}, 403, "cross_origin"},
		// the fetch metadata prevails: a cross-site request is refused
		// whatever its Origin says
		{"cross-site fetch with this origin", []string{"Content-Type", jsonType, "Sec-Fetch-Site", "cross-site", "Origin", e.srv.URL}, 403, "cross_origin"},
		{"text/plain from another origin", []string{"Content-Type", "text/plain", "Origin", other}, 403, "cross_origin"},
	}
	for _, c := range calls {
		for _, r := range refusals {
			t.Run(c.path+"/"+r.name, func(t *testing.T) {
				res, b := e.send("POST", c.path, token, c.body, r.headers...)
				if res.StatusCode != r.status || errCode(t, b) != r.code {
					t.Fatalf("%d %s, want %d %s", res.StatusCode, b, r.status, r.code)
				}
				if res.Header.Get("Set-Cookie") != "" {
					t.Fatalf("a refused call set a cookie: %s", res.Header.Get("Set-Cookie"))
				}
			})
		}
	}
	// Nothing changed: one unit bought, the session alive, the ticket unseen at step 0.
	if b := e.balance(token); b != p.Balance-money.Euros(1)+tk.Prize {
		t.Fatalf("balance %s after the refused calls", b)
	}
	code, b := e.call("GET", "/api/v1/tickets/"+id, token, "")
	if got := decode[ticket](t, b); code != 200 || got.Seen || got.Step != 0 {
		t.Fatalf("ticket after the refused calls: %d %s", code, b)
	}
	// The client's own requests pass: same-origin fetch metadata, its
	// origin from a browser without fetch metadata, no Origin at all (not
	// a browser), JSON with a charset.
	for _, h := range [][]string{
		{"Content-Type", jsonType, "Origin", e.srv.URL, "Sec-Fetch-Site", "same-origin"},
		{"Content-Type", jsonType, "Origin", e.srv.URL},
		{"Content-Type", "application/json; charset=utf-8"},
		{"Content-Type", jsonType, "Sec-Fetch-Site", "none"},
	} {
		if res, b := e.send("POST", "/api/v1/tickets", token, buyBody("crossingo", "1", newRequestID()), h...); res.StatusCode != 201 {
			t.Fatalf("%v: %d %s", h, res.StatusCode, b)
		}
	}
}

// TestOriginFlag: Config.Origin is trusted as a browser writes it (its
// page behind a proxy that gives the server another Host), a cross-site
// request from it included; any other form or origin of another host is
// refused, and the request's own host still passes.
func TestOriginFlag(t *testing.T) {
	e := newEnv(t, envOptions{config: func(c *web.Config) { c.Origin = "https://revela.example" }})
	for _, h := range [][]string{
		{"Origin", "https://revela.example"},
		{"Origin", "https://revela.example", "Sec-Fetch-Site", "cross-site"},
		{"Origin", e.srv.URL},
	} {
		if res, b := e.send("POST", "/api/v1/players", "", "{}", append([]string{"Content-Type", jsonType}, h...)...); res.StatusCode != 201 {
			t.Fatalf("%v: %d %s", h, res.StatusCode, b)
		}
	}
	for _, o := range []string{"https://revela.example:8443", "http://revela.example", "https://evil.example"} {
		if res, b := e.send("POST", "/api/v1/players", "", "{}", "Content-Type", jsonType, "Origin", o); res.StatusCode != 403 || errCode(t, b) != "cross_origin" {
			t.Fatalf("origin %s: %d %s", o, res.StatusCode, b)
		}
	}
}

func sessionCookie(res *http.Response) *http.Cookie {
	for _, c := range res.Cookies() {
		if c.Name == web.SessionCookie {
			return c
		}
	}
	return nil
}

// TestSessionNotReplaced: POST /players with a live session answers that
// player (200), with no new cookie; the session keeps its balance. The
// token is echoed to a Bearer caller, who sent it, never to a cookie
// session: the cookie is HttpOnly so that no script of the page reads it,
// and an answer carrying it would hand it to any script that asks.
func TestSessionNotReplaced(t *testing.T) {
	e := newEnv(t, envOptions{})
	res, b := e.send("POST", "/api/v1/players", "", "{}", "Content-Type", jsonType)
	c := sessionCookie(res)
	if res.StatusCode != 201 || c == nil {
		t.Fatalf("%d %s", res.StatusCode, b)
	}
	first := decode[struct {
		Player player `json:"player"`
		Token  string `json:"token"`
	}](t, b)
	e.buy(first.Token, "crossingo", "1", newRequestID())
	for _, how := range []string{"cookie", "bearer"} {
		var res *http.Response
		if how == "cookie" {
			res, b = e.send("POST", "/api/v1/players", "", "{}", "Content-Type", jsonType, "Cookie", c.Name+"="+c.Value)
		} else {
			res, b = e.send("POST", "/api/v1/players", first.Token, "{}", "Content-Type", jsonType)
		}
		again := decode[struct {
			Player player `json:"player"`
			Token  string `json:"token"`
		}](t, b)
		want := first.Token
		if how == "cookie" {
			want = ""
			if strings.Contains(string(b), first.Token) || strings.Contains(string(b), `"token"`) {
				t.Fatalf("cookie: the answer carries the session's token: %s", b)
			}
		}
		if res.StatusCode != 200 || again.Player.ID != first.Player.ID || again.Token != want || res.Header.Get("Set-Cookie") != "" {
			t.Fatalf("%s: %d %s, Set-Cookie %q", how, res.StatusCode, b, res.Header.Get("Set-Cookie"))
		}
		if again.Player.Balance != e.balance(first.Token) {
			t.Fatalf("%s: balance %s, the session's is %s", how, again.Player.Balance, e.balance(first.Token))
		}
	}
	// An unknown token creates a new player.
	res, b = e.send("POST", "/api/v1/players", strings.Repeat("a", 64), "{}", "Content-Type", jsonType)
	if res.StatusCode != 201 || sessionCookie(res) == nil {
		t.Fatalf("unknown token: %d %s", res.StatusCode, b)
	}
}

// TestCookieFlags: Max-Age (30 days unless set), Secure and HSTS only
// with SecureCookie.
func TestCookieFlags(t *testing.T) {
	for _, c := range []struct {
		name   string
		secure bool
		maxAge time.Duration
		want   int
	}{
		{"default", false, 0, 2_592_000},
		{"secure, one hour", true, time.Hour, 3600},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, envOptions{config: func(cfg *web.Config) { cfg.SecureCookie, cfg.SessionMaxAge = c.secure, c.maxAge }})
			origin := e.srv.URL
			if c.secure {
				origin = strings.Replace(origin, "http:", "https:", 1) // behind HTTPS
			}
			res, b := e.send("POST", "/api/v1/players", "", "{}", "Content-Type", jsonType, "Origin", origin)
			ck := sessionCookie(res)
			if res.StatusCode != 201 || ck == nil {
				t.Fatalf("%d %s", res.StatusCode, b)
			}
			if ck.MaxAge != c.want || ck.Secure != c.secure || !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode {
				t.Fatalf("cookie %q", res.Header.Get("Set-Cookie"))
			}
			for _, path := range []string{"/api/v1/players", "/api/v1/games", "/healthz", "/", "/api/nope"} {
				res, _ := e.send("GET", path, "", "")
				want := ""
				if c.secure {
					want = "max-age=31536000"
				}
				if got := res.Header.Get("Strict-Transport-Security"); got != want {
					t.Errorf("%s: HSTS %q, want %q", path, got, want)
				}
			}
		})
	}
}

// TestLogout: the session ends (its token no longer works, not even to
// keep the player on POST /players), the cookie is cleared; 204 again
// without a session.
func TestLogout(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, p := e.newPlayer()
	other, _ := e.newPlayer()
	res, b := e.send("POST", "/api/v1/logout", token, "{}", "Content-Type", jsonType)
	ck := sessionCookie(res)
	if res.StatusCode != 204 || len(b) != 0 || ck == nil || ck.Value != "" || ck.MaxAge >= 0 {
		t.Fatalf("logout: %d %s, Set-Cookie %q", res.StatusCode, b, res.Header.Get("Set-Cookie"))
	}
	for _, path := range []string{"/api/v1/me", "/api/v1/tickets"} {
		if code, b := e.call("GET", path, token, ""); code != 401 {
			t.Fatalf("%s after logout: %d %s", path, code, b)
		}
	}
	if code, b := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1", newRequestID())); code != 401 {
		t.Fatalf("buy after logout: %d %s", code, b)
	}
	res, b = e.send("POST", "/api/v1/players", token, "{}", "Content-Type", jsonType)
	if res.StatusCode != 201 || decode[struct {
		Player player `json:"player"`
		Token  string `json:"token"`
	}](t, b).Player.ID == p.ID {
		t.Fatalf("POST /players with an ended session: %d %s", res.StatusCode, b)
	}
	// Again, and without any session: 204.
	for _, tok := range []string{token, ""} {
		if res, b := e.send("POST", "/api/v1/logout", tok, "", "Content-Type", jsonType); res.StatusCode != 204 {
			t.Fatalf("logout again: %d %s", res.StatusCode, b)
		}
	}
	if b := e.balance(other); b != money.Euros(100) {
		t.Fatalf("another session after a logout: %s", b)
	}
	e.check()
}

// clock is a settable clock for Config.Now.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// TestSessionExpiry: a session unused for longer than SessionIdle ends;
// one in use goes on, and its use is recorded in the store (a server
// started afresh on the same store keeps it).
func TestSessionExpiry(t *testing.T) {
	clk := &clock{t: time.Now()}
	const idle = 7 * 24 * time.Hour
	cfg := func(c *web.Config) { c.Now, c.SessionIdle = clk.now, idle }
	e := newEnv(t, envOptions{config: cfg})
	active, _ := e.newPlayer()
	sleeper, _ := e.newPlayer()
	clk.add(6 * 24 * time.Hour)
	if code, b := e.call("GET", "/api/v1/me", active, ""); code != 200 {
		t.Fatalf("after 6 days: %d %s", code, b)
	}
	clk.add(6 * 24 * time.Hour) // 12 days from the start, 6 from the last use
	if code, b := e.call("GET", "/api/v1/tickets", active, ""); code != 200 {
		t.Fatalf("used 6 days ago: %d %s", code, b)
	}
	if code, b := e.call("GET", "/api/v1/me", sleeper, ""); code != 401 || !strings.Contains(string(b), "expired") {
		t.Fatalf("unused for 12 days: %d %s", code, b)
	}
	// An expired session is replaced by a new player.
	if code, b := e.call("POST", "/api/v1/players", sleeper, "{}"); code != 201 {
		t.Fatalf("POST /players with an expired session: %d %s", code, b)
	}
	// A fresh server on the same store: the use is the store's.
	s2, err := web.New(web.Config{Store: e.st, Logger: quiet, Now: clk.now, SessionIdle: idle})
	if err != nil {
		t.Fatal(err)
	}
	srv2 := httptest.NewServer(s2)
	defer srv2.Close()
	clk.add(6 * 24 * time.Hour) // 6 days after the last use
	if code, b := call(t, srv2.Client(), srv2.URL, "GET", "/api/v1/me", active, ""); code != 200 {
		t.Fatalf("a fresh server, 6 days after the last use: %d %s", code, b)
	}
	clk.add(idle + time.Second)
	if code, b := call(t, srv2.Client(), srv2.URL, "GET", "/api/v1/me", active, ""); code != 401 {
		t.Fatalf("unused for 7 days and a second: %d %s", code, b)
	}
}

// TestAddressSaleLimit: the players of one client address share its
// sale limit (1 per second, 3 at once) beside each one's own (10 at
// once): the fourth sale at once, by a player who made one, is answered
// 429 and debits nothing; a second later one more passes.
func TestAddressSaleLimit(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, limits: web.Limits{Sales: 10, SaleBurst: 10, AddressSales: 1, AddressSaleBurst: 3}})
	tokens := e.newPlayers(3)
	for _, tok := range tokens {
		e.buy(tok, "crossingo", "1", newRequestID())
	}
	before := e.balance(tokens[0])
	res, b := e.send("POST", "/api/v1/tickets", tokens[0], buyBody("crossingo", "1", newRequestID()), "Content-Type", jsonType)
	if res.StatusCode != 429 || errCode(t, b) != "rate_limited" || res.Header.Get("Retry-After") != "1" {
		t.Fatalf("fourth sale of the address at once: %d %s Retry-After %q", res.StatusCode, b, res.Header.Get("Retry-After"))
	}
	if got := e.balance(tokens[0]); got != before {
		t.Fatalf("a refused sale changed the balance: %s -> %s", before, got)
	}
	clk.add(time.Second)
	e.buy(tokens[1], "crossingo", "1", newRequestID())
	e.check()
}

// TestRateLimits: past the limits, 429 with Retry-After and a JSON error,
// and nothing created or sold; another player or address is not held
// back; the bucket fills again with time.
func TestRateLimits(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, limits: web.Limits{Players: 0.5, PlayerBurst: 3, Sales: 1, SaleBurst: 2}})
	tokens := e.newPlayers(3)
	res, b := e.send("POST", "/api/v1/players", "", "{}", "Content-Type", jsonType)
	if res.StatusCode != 429 || errCode(t, b) != "rate_limited" || res.Header.Get("Retry-After") != "2" || sessionCookie(res) != nil {
		t.Fatalf("fourth player at once: %d %s Retry-After %q", res.StatusCode, b, res.Header.Get("Retry-After"))
	}
	clk.add(2 * time.Second)
	e.newPlayer()

	a, b2 := tokens[0], tokens[1]
	e.buy(a, "crossingo", "1", newRequestID())
	e.buy(a, "crossingo", "1", newRequestID())
	before := e.balance(a)
	res, b = e.send("POST", "/api/v1/tickets", a, buyBody("crossingo", "1", newRequestID()), "Content-Type", jsonType)
	if res.StatusCode != 429 || errCode(t, b) != "rate_limited" || res.Header.Get("Retry-After") != "1" {
		t.Fatalf("third sale at once: %d %s Retry-After %q", res.StatusCode, b, res.Header.Get("Retry-After"))
	}
	if got := e.balance(a); got != before {
		t.Fatalf("a refused sale changed the balance: %s -> %s", before, got)
	}
	e.buy(b2, "crossingo", "1", newRequestID()) // another player
	clk.add(time.Second)
	e.buy(a, "crossingo", "1", newRequestID())
	e.check()
}

// TestBalanceBound: a sale is refused, before any unit is taken, when the
// balance after it could exceed money.Max with the table's largest prize
// (5 € in the small CROSSINGO 1 € table: lots of 5, 2 and 1 €), whatever
// the unit would pay; at exactly the bound it sells.
func TestBalanceBound(t *testing.T) {
	// money.Max - 3.99 €: - 1 € + 5 € is 0.01 € over money.Max.
	over := newEnv(t, envOptions{blockSize: 10, demo: money.Max - 399})
	rich, _ := over.newPlayer()
	var first []byte
	for i := range 20 { // two blocks' worth: every unit, winning or not, would be refused
		code, b := over.call("POST", "/api/v1/tickets", rich, buyBody("crossingo", "1", fmt.Sprint("r", i)))
		if code != 409 || errCode(t, b) != "balance_limit" {
			t.Fatalf("sale %d: %d %s", i, code, b)
		}
		if first == nil {
			first = b
		} else if string(b) != string(first) {
			t.Fatalf("sale %d answered %s, the first %s", i, b, first)
		}
	}
	if got := over.balance(rich); got != money.Max-399 {
		t.Fatalf("balance %s", got)
	}
	poor := strings.Repeat("ab", 32)
	if _, err := over.st.CreatePlayer(context.Background(), sha256.Sum256([]byte(poor)), money.Euros(100), true); err != nil {
		t.Fatal(err)
	}
	if _, tk := over.buy(poor, "crossingo", "1", newRequestID()); tk.Position != 0 {
		t.Fatalf("the refused sales took units: the next sale is at position %d", tk.Position)
	}
	over.check()

	// money.Max - 4 €: - 1 € + 5 € is money.Max at most: every unit sells.
	at := newEnv(t, envOptions{blockSize: 10, demo: money.Max - 400})
	tok, _ := at.newPlayer()
	for range 10 {
		code, b := at.call("POST", "/api/v1/tickets", tok, buyBody("crossingo", "1", newRequestID()))
		if code == 409 {
			break // a prize lifted the balance over the bound for the next sale
		}
		if code != 201 {
			t.Fatalf("%d %s", code, b)
		}
		if tk := decode[ticket](t, b); *tk.Balance > money.Max {
			t.Fatalf("balance %s over money.Max", *tk.Balance)
		}
	}
	at.check()
	if _, err := web.New(web.Config{Store: at.st, Demo: true, DemoBalance: money.Max + 1}); err == nil {
		t.Fatal("a demo balance over money.Max was accepted")
	}
}

// TestBodyTimeout: a body that does not arrive in time is answered 408
// with a generic message, which names no address.
func TestBodyTimeout(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	s, err := web.New(web.Config{Store: e.st, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(s)
	srv.Config.ReadTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/v1/tickets HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"game\":", srv.Listener.Addr(), token)
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 408 || errCode(t, b) != "request_timeout" || strings.Contains(string(b), "127.0.0.1") || strings.Contains(string(b), "tcp") {
		t.Fatalf("%d %s", res.StatusCode, b)
	}
}

// TestNosniff: every answer, API, errors, health and page alike, carries
// X-Content-Type-Options: nosniff.
func TestNosniff(t *testing.T) {
	e := newEnv(t, envOptions{config: func(c *web.Config) {
		c.Static = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("<p>page</p>")) })
	}})
	token, _ := e.newPlayer()
	for _, c := range []struct{ method, path, token, body string }{
		{"GET", "/healthz", "", ""},
		{"GET", "/", "", ""},
		{"GET", "/index.html", "", ""},
		{"GET", "/api/v1/games", "", ""},
		{"GET", "/api/v1/me", token, ""},
		{"GET", "/api/v1/me", "", ""},
		{"GET", "/api/nope", "", ""},
		{"DELETE", "/api/v1/games", "", ""},
		{"POST", "/api/v1/tickets", token, "{"},
		{"POST", "/api/v1/tickets", token, buyBody("crossingo", "1", newRequestID())},
		{"POST", "/api/v1/logout", "", "text"},
	} {
		res, _ := e.send(c.method, c.path, c.token, c.body, "Content-Type", jsonType)
		if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s %s (%d): X-Content-Type-Options %q", c.method, c.path, res.StatusCode, got)
		}
	}
}

// TestLimitStrict: the history's limit is written as ids are: plain
// digits, no sign, no leading zero, 1 to 100.
func TestLimitStrict(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	for _, v := range []string{"+5", "05", "-1", "0", "101", "1e1", "5.0", "%205", "5%20", "", "0x5"} {
		if code, b := e.call("GET", "/api/v1/tickets?limit="+v, token, ""); code != 400 || errCode(t, b) != "bad_request" {
			t.Errorf("limit=%q: %d %s", v, code, b)
		}
	}
	for _, v := range []string{"1", "5", "100"} {
		if code, b := e.call("GET", "/api/v1/tickets?limit="+v, token, ""); code != 200 {
			t.Errorf("limit=%q: %d %s", v, code, b)
		}
	}
}

// TestGate: until it is opened, the port answers 503 starting, health
// included, and a browser gets a page that reloads itself; then the
// server answers.
func TestGate(t *testing.T) {
	e := newEnv(t, envOptions{})
	g := &web.Gate{}
	srv := httptest.NewServer(g)
	defer srv.Close()
	for _, c := range []struct{ path, body string }{{"/healthz", "starting"}, {"/api/v1/games", ""}} {
		res, err := srv.Client().Get(srv.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 503 || res.Header.Get("Retry-After") != "1" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("%s while starting: %d %s %v", c.path, res.StatusCode, b, res.Header)
		}
		if c.body != "" && string(b) != c.body || c.body == "" && errCode(t, b) != "starting" {
			t.Fatalf("%s while starting: %s", c.path, b)
		}
	}
	// A browser asking for a page gets one that says so and reloads.
	for _, path := range []string{"/", "/?game=crossingo&stake=1", "/preview"} {
		res, err := srv.Client().Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 503 || res.Header.Get("Content-Type") != "text/html; charset=utf-8" ||
			!strings.Contains(string(b), `<meta http-equiv="refresh" content="1">`) || !strings.Contains(string(b), "Revela démarre") {
			t.Fatalf("%s while starting: %d %v %s", path, res.StatusCode, res.Header, b)
		}
	}
	if code, b := call(t, srv.Client(), srv.URL, "POST", "/", "", "{}"); code != 503 || errCode(t, b) != "starting" {
		t.Fatalf("POST / while starting: %d %s", code, b)
	}
	s, err := web.New(web.Config{Store: e.st, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	g.Open(s)
	if code, b := call(t, srv.Client(), srv.URL, "GET", "/healthz", "", ""); code != 200 || string(b) != "ok" {
		t.Fatalf("open: %d %s", code, b)
	}
}

// TestLogoutElsewhere: a session ended through another server on the
// same store is refused by this one's next sale at once (the sale's
// statement checks the session), and by its reads within a minute (its
// cache is trusted for a minute at most).
func TestLogoutElsewhere(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk})
	token, _ := e.newPlayer()
	if code, b := e.call("GET", "/api/v1/tickets", token, ""); code != 200 { // cached here
		t.Fatalf("%d %s", code, b)
	}
	s2, err := web.New(web.Config{Store: e.st, Logger: quiet, Now: clk.now})
	if err != nil {
		t.Fatal(err)
	}
	srv2 := httptest.NewServer(s2)
	defer srv2.Close()
	if code, b := call(t, srv2.Client(), srv2.URL, "POST", "/api/v1/logout", token, "{}"); code != 204 {
		t.Fatalf("logout: %d %s", code, b)
	}
	if code, b := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1.00", newRequestID())); code != 401 {
		t.Fatalf("a sale right after a logout elsewhere: %d %s", code, b)
	}
	clk.add(time.Minute)
	if code, b := e.call("GET", "/api/v1/tickets", token, ""); code != 401 {
		t.Fatalf("a minute after a logout elsewhere: %d %s", code, b)
	}
	e.check()
}

// TestSessionMaxAge: a token in use all along ends SessionMaxAge after it
// was issued, on the server (not only the cookie's Max-Age), when its
// client ignores the new tokens its session is given (TokenHeader): its
// sale and its reads are refused once it is older, the sale debiting
// nothing.
func TestSessionMaxAge(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, config: func(c *web.Config) { c.SessionMaxAge, c.SessionIdle = time.Hour, 10*time.Minute }})
	token, _ := e.newPlayer()
	for i := range 11 { // a sale every 5 minutes: 55 minutes in use
		clk.add(5 * time.Minute)
		if code, _ := e.buy(token, "crossingo", "1.00", newRequestID()); code != 201 {
			t.Fatalf("a sale at %d minutes: %d", 5*(i+1), code)
		}
	}
	before := e.balance(token)
	clk.add(5*time.Minute + time.Second) // an hour and a second old, used 5 minutes ago
	if code, b := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1.00", newRequestID())); code != 401 {
		t.Fatalf("a sale past max-age: %d %s", code, b)
	}
	if code, b := e.call("GET", "/api/v1/me", token, ""); code != 401 || !strings.Contains(string(b), "expired") {
		t.Fatalf("a read past max-age: %d %s", code, b)
	}
	tks, err := e.st.Tickets(context.Background(), 1, 0, 100)
	if err != nil || len(tks) != 11 || tks[0].Balance != before {
		t.Fatalf("tickets after max-age: %d %v (balance %s, want %s)", len(tks), err, tks[0].Balance, before)
	}
}

// TestSessionRenews: a client that takes the new token of each answer
// that carries one (TokenHeader) keeps its player for three times
// SessionMaxAge, buying every 5 minutes: a new token each half hour of a
// one-hour max age, 6 in all, the one replaced still answered (a request
// in flight), every sale stored for the one player.
func TestSessionRenews(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, config: func(c *web.Config) { c.SessionMaxAge, c.SessionIdle = time.Hour, 10*time.Minute }})
	token, p := e.newPlayer()
	clk.add(time.Second) // the store's clock set the player's creation, a little after clk's
	var renewedAt []int
	for i := 1; i <= 36; i++ {
		clk.add(5 * time.Minute)
		res, b := e.send("POST", "/api/v1/tickets", token, buyBody("crossingo", "1.00", newRequestID()), "Content-Type", jsonType)
		if res.StatusCode != 201 {
			t.Fatalf("a sale at %d minutes: %d %s", 5*i, res.StatusCode, b)
		}
		fresh := res.Header.Get(web.TokenHeader)
		if fresh == "" {
			continue
		}
		renewedAt = append(renewedAt, 5*i)
		if code, b := e.call("GET", "/api/v1/me", token, ""); code != 200 || decode[wire.PlayerAnswer](t, b).Player.ID != p.ID {
			t.Fatalf("the replaced token at %d minutes: %d %s", 5*i, code, b)
		}
		token = fresh
	}
	if fmt.Sprint(renewedAt) != "[30 60 90 120 150 180]" {
		t.Fatalf("renewed at %v minutes", renewedAt)
	}
	code, b := e.call("GET", "/api/v1/me", token, "")
	if code != 200 || decode[wire.PlayerAnswer](t, b).Player.ID != p.ID {
		t.Fatalf("after 3 hours: %d %s", code, b)
	}
	if tks, err := e.st.Tickets(context.Background(), 1, 0, 100); err != nil || len(tks) != 36 {
		t.Fatalf("%d tickets, %v", len(tks), err)
	}
	e.check()
}

// TestSessionRenewsCookie: POST /players with a cookie session half its
// max age old answers the same player (200) with a new cookie, of Max-Age
// SessionMaxAge, and no token in the answer; the old cookie ends at its
// own max age, the new one goes on.
func TestSessionRenewsCookie(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, config: func(c *web.Config) { c.SessionMaxAge, c.SessionIdle = time.Hour, 2*time.Hour }})
	post := func(cookie string) (*http.Response, wire.PlayerAnswer) {
		t.Helper()
		res, b := e.send("POST", "/api/v1/players", "", "{}", "Content-Type", jsonType, "Cookie", web.SessionCookie+"="+cookie)
		if res.StatusCode != 200 && res.StatusCode != 201 {
			t.Fatalf("%d %s", res.StatusCode, b)
		}
		return res, decode[wire.PlayerAnswer](t, b)
	}
	res, first := post("")
	c0 := sessionCookie(res)
	clk.add(time.Second) // the store's clock set the player's creation, a little after clk's
	clk.add(29 * time.Minute)
	if res, again := post(c0.Value); res.StatusCode != 200 || sessionCookie(res) != nil || again.Player.ID != first.Player.ID {
		t.Fatalf("29 minutes old: %d %v %+v", res.StatusCode, sessionCookie(res), again)
	}
	clk.add(time.Minute)
	res, again := post(c0.Value)
	c1 := sessionCookie(res)
	if res.StatusCode != 200 || c1 == nil || c1.Value == c0.Value || c1.MaxAge != 3600 || !c1.HttpOnly ||
		again.Token != "" || again.Player.ID != first.Player.ID {
		t.Fatalf("30 minutes old: %d %+v %+v", res.StatusCode, c1, again)
	}
	clk.add(30*time.Minute + time.Second)
	res, b := e.send("GET", "/api/v1/me", "", "", "Cookie", web.SessionCookie+"="+c0.Value)
	if res.StatusCode != 401 || !strings.Contains(string(b), "expired") {
		t.Fatalf("the first cookie past its max age: %d %s", res.StatusCode, b)
	}
	res, b = e.send("GET", "/api/v1/me", "", "", "Cookie", web.SessionCookie+"="+c1.Value)
	if res.StatusCode != 200 || decode[wire.PlayerAnswer](t, b).Player.ID != first.Player.ID || sessionCookie(res) == nil {
		t.Fatalf("the second cookie, 30 minutes old: %d %s %v", res.StatusCode, b, sessionCookie(res))
	}
}

// TestSessionRenewalLost: when the answer carrying a new token is lost,
// the old token is answered without renewing for 2 minutes (requests in
// flight), then renews again; the token whose answer was lost is dropped,
// and the old one still ends at its own max age.
func TestSessionRenewalLost(t *testing.T) {
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, config: func(c *web.Config) { c.SessionMaxAge, c.SessionIdle = time.Hour, 2*time.Hour }})
	t0, p := e.newPlayer()
	me := func(token string, wantCode int, wantRenewed bool) string {
		t.Helper()
		res, b := e.send("GET", "/api/v1/me", token, "")
		fresh := res.Header.Get(web.TokenHeader)
		if res.StatusCode != wantCode || (fresh != "") != wantRenewed || wantCode == 200 && decode[wire.PlayerAnswer](t, b).Player.ID != p.ID {
			t.Fatalf("%d %s, renewed %q; want %d, renewed %v", res.StatusCode, b, fresh, wantCode, wantRenewed)
		}
		return fresh
	}
	clk.add(31 * time.Minute)
	t1 := me(t0, 200, true) // its answer lost
	clk.add(time.Minute)
	me(t0, 200, false)
	clk.add(time.Minute)
	t2 := me(t0, 200, true)
	me(t1, 401, false)
	me(t2, 200, false)
	clk.add(28 * time.Minute) // t0 61 minutes old, t2 28
	me(t0, 401, false)
	me(t2, 200, false)
}

// renewed makes a player on a server of a one-hour max age (two hours
// idle), then reads GET /me with its token after that token is old: it
// returns the server, its clock, the player's first token and the new
// one that read was given.
func renewed(t *testing.T, old time.Duration) (*env, *clock, string, string) {
	t.Helper()
	clk := &clock{t: time.Now()}
	e := newEnv(t, envOptions{clock: clk, config: func(c *web.Config) { c.SessionMaxAge, c.SessionIdle = time.Hour, 2*time.Hour }})
	t0, _ := e.newPlayer()
	clk.add(old)
	res, _ := e.send("GET", "/api/v1/me", t0, "")
	t1 := res.Header.Get(web.TokenHeader)
	if res.StatusCode != 200 || t1 == "" {
		t.Fatalf("GET /me with a token %v old: %d, renewed %q", old, res.StatusCode, t1)
	}
	return e, clk, t0, t1
}

// TestSessionRenewalUsed: once the new token has been used (its answer
// arrived), the old token no longer renews in its place, however late:
// a second holder of the old one (a stale copy, a thief) never drops the
// token in use. The old token still answers until its own age ends.
func TestSessionRenewalUsed(t *testing.T) {
	e, clk, t0, t1 := renewed(t, 31*time.Minute)
	if code, _ := e.buy(t1, "crossingo", "1.00", newRequestID()); code != 201 {
		t.Fatalf("a sale with the new token: %d", code)
	}
	clk.add(3 * time.Minute)
	res, b := e.send("GET", "/api/v1/me", t0, "")
	if res.StatusCode != 200 || res.Header.Get(web.TokenHeader) != "" {
		t.Fatalf("the old token after its replacement's use: %d %s, renewed %q", res.StatusCode, b, res.Header.Get(web.TokenHeader))
	}
	if code, b := e.call("GET", "/api/v1/me", t1, ""); code != 200 {
		t.Fatalf("the token in use: %d %s", code, b)
	}
}

// TestLogoutEitherToken: a logout through one token of a renewed session
// ends the other at once on this server too, writes included (its cached
// sessions of the player are dropped).
func TestLogoutEitherToken(t *testing.T) {
	for _, through := range []string{"old", "new"} {
		e, _, t0, t1 := renewed(t, 31*time.Minute)
		out, other := t0, t1
		if through == "new" {
			out, other = t1, t0
		}
		if code, b := e.call("GET", "/api/v1/tickets", other, ""); code != 200 { // cached here
			t.Fatalf("%s: %d %s", through, code, b)
		}
		if code, b := e.call("POST", "/api/v1/logout", out, "{}"); code != 204 {
			t.Fatalf("%s: logout %d %s", through, code, b)
		}
		if code, _ := e.call("GET", "/api/v1/tickets", other, ""); code != 401 {
			t.Errorf("logged out through the %s token: the other's read %d, want 401", through, code)
		}
		if code, _ := e.call("PUT", "/api/v1/me/limits", other, `{"stake_day":"20"}`); code != 401 {
			t.Errorf("logged out through the %s token: the other's change of limits %d, want 401", through, code)
		}
	}
}

// TestLogoutExpiredToken: a replaced token past its own max age is
// refused (401), and a logout with it ends nothing: the session its
// replacement carries goes on.
func TestLogoutExpiredToken(t *testing.T) {
	e, clk, t0, t1 := renewed(t, 45*time.Minute)
	clk.add(20 * time.Minute) // t0 65 minutes old
	if code, _ := e.call("GET", "/api/v1/me", t0, ""); code != 401 {
		t.Fatalf("t0 past its max age: %d", code)
	}
	if code, b := e.call("POST", "/api/v1/logout", t0, "{}"); code != 204 {
		t.Fatalf("logout: %d %s", code, b)
	}
	if code, b := e.call("GET", "/api/v1/me", t1, ""); code != 200 {
		t.Fatalf("a token past its max age ended the session: %d %s", code, b)
	}
}

// TestRenewAfter: a session used once every SessionIdle keeps going when
// the idle time is over half the max age: with 20 days idle and 30 of
// max age, used on days 11 and 30 (19 days apart), the token of day 0 is
// renewed on day 11 (10 days, max age − idle, not 15) and the player is
// the same on day 30.
func TestRenewAfter(t *testing.T) {
	clk := &clock{t: time.Now()}
	day := 24 * time.Hour
	e := newEnv(t, envOptions{clock: clk, config: func(c *web.Config) { c.SessionMaxAge, c.SessionIdle = 30*day, 20*day }})
	t0, p := e.newPlayer()
	clk.add(11 * day)
	res, _ := e.send("GET", "/api/v1/me", t0, "")
	t1 := res.Header.Get(web.TokenHeader)
	if res.StatusCode != 200 || t1 == "" {
		t.Fatalf("day 11: %d, renewed %q", res.StatusCode, t1)
	}
	clk.add(19 * day)
	if code, b := e.call("GET", "/api/v1/me", t1, ""); code != 200 || decode[wire.PlayerAnswer](t, b).Player.ID != p.ID {
		t.Fatalf("day 30: %d %s", code, b)
	}
}

// TestGracefulShutdown: when its context ends, Serve stops accepting,
// lets the request in flight finish and returns.
func TestGracefulShutdown(t *testing.T) {
	e := newEnv(t, envOptions{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(300 * time.Millisecond)
		w.Write([]byte("page"))
	})
	s, err := web.New(web.Config{Store: e.st, Static: slow, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln, 5*time.Second) }()
	base := "http://" + ln.Addr().String()
	got := make(chan int, 1)
	go func() {
		res, err := http.Get(base + "/")
		if err != nil {
			got <- 0
			return
		}
		res.Body.Close()
		got <- res.StatusCode
	}()
	time.Sleep(100 * time.Millisecond) // the request is in flight
	cancel()
	if code := <-got; code != 200 {
		t.Fatalf("request in flight at shutdown: %d", code)
	}
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Fatal("still accepting after shutdown")
	}
}
