package web_test

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web"
	"revela/web/wire"
)

func TestCreatePlayerAndSession(t *testing.T) {
	e := newEnv(t, envOptions{})
	res, err := e.srv.Client().Post(e.srv.URL+"/api/v1/players", "application/json", nil) // empty body
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 201 {
		t.Fatalf("status %d", res.StatusCode)
	}
	var cookie *http.Cookie
	for _, c := range res.Cookies() {
		if c.Name == "revela_session" {
			cookie = c
		}
	}
	raw := res.Header.Get("Set-Cookie")
	if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteStrictMode || cookie.Path != "/" {
		t.Fatalf("cookie %q", raw)
	}
	if !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(cookie.Value) {
		t.Fatalf("token %q is not 64 hex digits", cookie.Value)
	}

	token, p := e.newPlayer()
	if p.Balance != money.Euros(100) || !p.Demo || p.ID == "" || len(token) != 64 {
		t.Fatalf("player %+v token %q", p, token)
	}
	// Bearer.
	if b := e.balance(token); b != money.Euros(100) {
		t.Fatalf("balance %s", b)
	}
	// Cookie.
	req, _ := http.NewRequest("GET", e.srv.URL+"/api/v1/me", nil)
	req.AddCookie(cookie)
	res2, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res2.Body.Close()
	if res2.StatusCode != 200 {
		t.Fatalf("GET /me with the cookie: %d", res2.StatusCode)
	}
	// Two players never share an id or a token.
	token2, p2 := e.newPlayer()
	if token2 == token || p2.ID == p.ID {
		t.Fatal("two players share an id or a token")
	}
}

// TestBrowserPlayerTokenInCookieOnly: a new player asked for by a browser
// (its request says Sec-Fetch-Site) gets its token in the HttpOnly cookie
// only, not in the answer, where the page's script could read it; a
// caller that is not a browser gets it in both (TestCreatePlayerAndSession).
func TestBrowserPlayerTokenInCookieOnly(t *testing.T) {
	e := newEnv(t, envOptions{})
	req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/players", strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	res, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	var cookie string
	for _, c := range res.Cookies() {
		if c.Name == "revela_session" && c.HttpOnly {
			cookie = c.Value
		}
	}
	if res.StatusCode != 201 || len(cookie) != 64 {
		t.Fatalf("%d, cookie %q: %s", res.StatusCode, cookie, body)
	}
	if strings.Contains(string(body), `"token"`) || strings.Contains(string(body), cookie) {
		t.Fatalf("the answer to a browser holds its token: %s", body)
	}
	if b := e.balance(cookie); b != money.Euros(100) {
		t.Fatalf("the cookie's token reaches a balance of %s", b)
	}
}

func TestGames(t *testing.T) {
	e := newEnv(t, envOptions{})
	code, b := e.call("GET", "/api/v1/games", "", "")
	if code != 200 {
		t.Fatalf("%d %s", code, b)
	}
	out := decode[wire.Games](t, b)
	// the five games of the règlements, then the one these tests register
	// (sixth_test.go)
	if len(out.Games) != 5+1 || len(out.Games) != len(lots.Games()) {
		t.Fatalf("%d games", len(out.Games))
	}
	for i, g := range out.Games {
		if g.ID != lots.Games()[i] || g.Name == "" || len(g.Stakes) != len(lots.Stakes(g.ID)) {
			t.Errorf("game %d: %+v", i, g)
		}
		if !g.Playable || g.Version != g.ID+"/1" {
			t.Errorf("%s: playable %v, version %q; every game's rules core is built", g.ID, g.Playable, g.Version)
		}
	}
	c := out.Games[0]
	want := wire.Stake{Stake: money.Euros(1), GamePart: money.MustParse("0.97"), SuperJackpotPart: money.MustParse("0.03"), Participations: 1}
	if c.ID != "crossingo" || c.Name != "CROSSINGO" || !c.Playable || c.Stakes[0] != want {
		t.Fatalf("crossingo: %+v", c)
	}
	if !strings.Contains(string(b), `"game_part":"0.97"`) {
		t.Fatalf("amounts are not decimal strings: %s", b)
	}
	// DIAMOND RIVER: 3 € = 2.91 € + 3 participations of 0.03 € (its règlement, art. 2).
	d := out.Games[1]
	want = wire.Stake{Stake: money.Euros(3), GamePart: money.MustParse("2.91"), SuperJackpotPart: money.MustParse("0.09"), Participations: 3}
	if d.ID != "diamond-river" || d.Stakes[0] != want {
		t.Fatalf("diamond-river: %+v", d)
	}
}

func TestBuy(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	code, tk := e.buy(token, "crossingo", "1", "first")
	if code != 201 {
		t.Fatalf("status %d", code)
	}
	if tk.Game != "crossingo" || tk.Stake != money.Euros(1) ||
		tk.SuperJackpotPart != money.MustParse("0.03") || tk.Participations != 1 || tk.Seen ||
		tk.Block == "" || tk.Position != 0 || tk.ID <= 0 {
		t.Fatalf("ticket %+v", tk)
	}
	if want := money.Euros(99) + tk.Prize; tk.Balance == nil || *tk.Balance != want || e.balance(token) != want {
		t.Fatalf("balance in ticket %v, /me %s, want %s", tk.Balance, e.balance(token), want)
	}
	if tk.CreatedAt.IsZero() || time.Since(tk.CreatedAt) > time.Minute {
		t.Fatalf("created_at %v", tk.CreatedAt)
	}
	if !strings.Contains(string(tk.Script), `"game":"crossingo"`) || !strings.Contains(string(tk.Script), `"prize":"`+tk.Prize.String()+`"`) {
		t.Fatalf("script %s", tk.Script)
	}
	// Sudoku has three prices, each its own block series.
	_, s2 := e.buy(token, "sudoku", "2", "sudoku-2")
	_, s05 := e.buy(token, "sudoku", "0.50", "sudoku-050")
	if s2.Stake != money.Euros(2) || s05.Stake != money.MustParse("0.50") || s2.Block == s05.Block || s2.Block == tk.Block {
		t.Fatalf("sudoku tickets %+v %+v", s2, s05)
	}
	if s2.SuperJackpotPart != 0 || s2.Participations != 0 {
		t.Fatalf("sudoku has no SUPER JACKPOT: %+v", s2)
	}
	e.check()
}

// TestBadInput sends every kind of bad request and checks its status and
// code, and that none of them changed anything.
func TestBadInput(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	other, _ := e.newPlayer()
	_, foreign := e.buy(other, "crossingo", "1", "theirs")
	poor := newEnv(t, envOptions{noDemo: true})
	poorToken, _ := poor.newPlayer()

	long := strings.Repeat("x", 65)
	big := `{"game":"crossingo","stake":"1","request_id":"` + strings.Repeat("a", 5000) + `"}`
	cases := []struct {
		name         string
		env          *env
		method, path string
		token, body  string
		status       int
		code         string
	}{
		{"unknown game", e, "POST", "/api/v1/tickets", token, buyBody("lotto", "1", "a1"), 404, "unknown_game"},
		{"stake not on offer", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "2", "a2"), 400, "stake_not_offered"},
		{"negative stake", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "-1", "a3"), 400, "bad_request"},
		{"stake with three decimals", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1.000", "a4"), 400, "bad_request"},
		{"stake not a number", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "one", "a5"), 400, "bad_request"},
		{"stake as a JSON number", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":1,"request_id":"a6"}`, 400, "bad_request"},
		{"stake with exponent", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1e0", "a6b"), 400, "bad_request"},
		{"empty stake", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "", "a6c"), 400, "bad_request"},
		{"missing stake", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","request_id":"a7"}`, 400, "bad_request"},
		{"missing game", e, "POST", "/api/v1/tickets", token, `{"stake":"1","request_id":"a8"}`, 400, "bad_request"},
		{"malformed JSON", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo",`, 400, "bad_request"},
		{"not an object", e, "POST", "/api/v1/tickets", token, `["crossingo"]`, 400, "bad_request"},
		{"two objects", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1", "a9") + "{}", 400, "bad_request"},
		{"empty body", e, "POST", "/api/v1/tickets", token, "", 400, "bad_request"},
		{"oversized body", e, "POST", "/api/v1/tickets", token, big, 413, "too_large"},
		{"unknown field", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"1","request_id":"a10","price":"0"}`, 400, "bad_request"},
		{"missing request_id", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"1"}`, 400, "bad_request"},
		{"empty request_id", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1", ""), 400, "bad_request"},
		{"request_id too long", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1", long), 400, "bad_request"},
		{"request_id with a space", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1", "a b"), 400, "bad_request"},
		{"balance too low", poor, "POST", "/api/v1/tickets", poorToken, buyBody("crossingo", "1", "a12"), 402, "insufficient_funds"},
		{"no session: buy", e, "POST", "/api/v1/tickets", "", buyBody("crossingo", "1", "a13"), 401, "unauthorized"},
		{"bad token: buy", e, "POST", "/api/v1/tickets", strings.Repeat("0", 64), buyBody("crossingo", "1", "a14"), 401, "unauthorized"},
		{"malformed token", e, "GET", "/api/v1/me", "not-a-token", "", 401, "unauthorized"},
		{"no session: me", e, "GET", "/api/v1/me", "", "", 401, "unauthorized"},
		{"no session: history", e, "GET", "/api/v1/tickets", "", "", 401, "unauthorized"},
		{"no session: ticket", e, "GET", "/api/v1/tickets/1", "", "", 401, "unauthorized"},
		{"no session: seen", e, "POST", "/api/v1/tickets/1/seen", "", "", 401, "unauthorized"},
		{"unknown ticket", e, "GET", "/api/v1/tickets/999999", token, "", 404, "not_found"},
		{"ticket id not a number", e, "GET", "/api/v1/tickets/abc", token, "", 404, "not_found"},
		{"foreign ticket", e, "GET", "/api/v1/tickets/" + itoa(foreign.ID), token, "", 404, "not_found"},
		{"seen: foreign ticket", e, "POST", "/api/v1/tickets/" + itoa(foreign.ID) + "/seen", token, "", 404, "not_found"},
		{"seen: unknown ticket", e, "POST", "/api/v1/tickets/999999/seen", token, "", 404, "not_found"},
		{"limit 0", e, "GET", "/api/v1/tickets?limit=0", token, "", 400, "bad_request"},
		{"limit 101", e, "GET", "/api/v1/tickets?limit=101", token, "", 400, "bad_request"},
		{"limit not a number", e, "GET", "/api/v1/tickets?limit=ten", token, "", 400, "bad_request"},
		{"before negative", e, "GET", "/api/v1/tickets?before=-3", token, "", 400, "bad_request"},
		{"before empty", e, "GET", "/api/v1/tickets?before=", token, "", 400, "bad_request"},
		{"players: unknown field", e, "POST", "/api/v1/players", "", `{"balance":"1000000"}`, 400, "bad_request"},
		{"players: malformed", e, "POST", "/api/v1/players", "", `{`, 400, "bad_request"},
		{"unknown API call", e, "GET", "/api/v1/nothing", token, "", 404, "not_found"},
		{"unknown API version", e, "GET", "/api/v2/games", "", "", 404, "not_found"},
		{"wrong method", e, "DELETE", "/api/v1/tickets", token, "", 405, "method_not_allowed"},
		// The body's keys are exactly the documented names, each once,
		// each a string (encoding/json alone would accept the first two).
		{"field name in another case", e, "POST", "/api/v1/tickets", token, `{"Game":"crossingo","stake":"1","request_id":"b1"}`, 400, "bad_request"},
		{"field name in capitals", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","STAKE":"1","request_id":"b2"}`, 400, "bad_request"},
		{"duplicate field", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"2","stake":"1","request_id":"b3"}`, 400, "bad_request"},
		{"duplicate request_id", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"1","request_id":"b4","request_id":"b4"}`, 400, "bad_request"},
		{"body is null", e, "POST", "/api/v1/tickets", token, `null`, 400, "bad_request"},
		{"body is a string", e, "POST", "/api/v1/tickets", token, `"crossingo"`, 400, "bad_request"},
		{"body is a number", e, "POST", "/api/v1/tickets", token, `12`, 400, "bad_request"},
		{"stake null", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":null,"request_id":"b5"}`, 400, "bad_request"},
		{"stake an object", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":{"eur":"1"},"request_id":"b6"}`, 400, "bad_request"},
		{"game an array", e, "POST", "/api/v1/tickets", token, `{"game":["crossingo"],"stake":"1","request_id":"b7"}`, 400, "bad_request"},
		{"request_id a bool", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"1","request_id":true}`, 400, "bad_request"},
		{"data after the object", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "1", "b8") + " x", 400, "bad_request"},
		{"unterminated object", e, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"1"`, 400, "bad_request"},
		{"stake with a leading zero", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "01", "b9"), 400, "bad_request"},
		{"stake 00.5", e, "POST", "/api/v1/tickets", token, buyBody("crossingo", "00.5", "b10"), 400, "bad_request"},
		{"players: field in another case", e, "POST", "/api/v1/players", "", `{"Balance":"1000000"}`, 400, "bad_request"},
		{"players: null", e, "POST", "/api/v1/players", "", `null`, 400, "bad_request"},
		{"players: array", e, "POST", "/api/v1/players", "", `[]`, 400, "bad_request"},
		// A ticket id has one written form: the owner's ticket is not
		// found under another.
		{"ticket id with a leading zero", e, "GET", "/api/v1/tickets/0" + itoa(foreign.ID), other, "", 404, "not_found"},
		{"ticket id with a plus", e, "GET", "/api/v1/tickets/+" + itoa(foreign.ID), other, "", 404, "not_found"},
		{"ticket id 0", e, "GET", "/api/v1/tickets/0", other, "", 404, "not_found"},
		{"ticket id negative", e, "GET", "/api/v1/tickets/-1", other, "", 404, "not_found"},
		{"ticket id too large", e, "GET", "/api/v1/tickets/99999999999999999999", other, "", 404, "not_found"},
		{"seen: ticket id with a leading zero", e, "POST", "/api/v1/tickets/00" + itoa(foreign.ID) + "/seen", other, "", 404, "not_found"},
		{"before with a leading zero", e, "GET", "/api/v1/tickets?before=01", token, "", 400, "bad_request"},
		{"before with a plus", e, "GET", "/api/v1/tickets?before=%2B5", token, "", 400, "bad_request"},
	}
	// The message of some answers, word for word: they name the field and
	// never a Go type.
	messages := map[string]string{
		"field name in another case":     `unknown field "Game"`,
		"field name in capitals":         `unknown field "STAKE"`,
		"duplicate field":                `duplicate field "stake"`,
		"duplicate request_id":           `duplicate field "request_id"`,
		"not an object":                  `body must be a JSON object`,
		"body is null":                   `body must be a JSON object`,
		"stake as a JSON number":         `field "stake" must be a string`,
		"stake null":                     `field "stake" must be a string`,
		"stake an object":                `field "stake" must be a string`,
		"game an array":                  `field "game" must be a string`,
		"request_id a bool":              `field "request_id" must be a string`,
		"unknown field":                  `unknown field "price"`,
		"players: unknown field":         `unknown field "balance"`,
		"players: field in another case": `unknown field "Balance"`,
		"players: null":                  `body must be a JSON object`,
		"two objects":                    `malformed JSON body: data after the object`,
		"unterminated object":            `malformed JSON body: unexpected EOF`,
	}
	before := e.balance(token)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, b := call(t, c.env.srv.Client(), c.env.srv.URL, c.method, c.path, c.token, c.body)
			if code != c.status {
				t.Fatalf("status %d, want %d: %s", code, c.status, b)
			}
			got := decode[apiErr](t, b)
			if got.Error.Code != c.code || got.Error.Message == "" {
				t.Fatalf("error %+v, want code %q", got.Error, c.code)
			}
			if m, ok := messages[c.name]; ok && got.Error.Message != m {
				t.Fatalf("message %q, want %q", got.Error.Message, m)
			}
			if strings.Contains(got.Error.Message, "Go value") || strings.Contains(got.Error.Message, "*string") {
				t.Fatalf("message shows Go internals: %q", got.Error.Message)
			}
		})
	}
	// Nothing changed: same balance, no ticket but the other player's.
	if b := e.balance(token); b != before {
		t.Fatalf("balance %s, was %s", b, before)
	}
	if b := poor.balance(poorToken); b != 0 {
		t.Fatalf("poor balance %s", b)
	}
	_, b := e.call("GET", "/api/v1/tickets", token, "")
	if h := decode[history](t, b); len(h.Tickets) != 0 {
		t.Fatalf("tickets after bad input: %d", len(h.Tickets))
	}
	e.check()
	poor.check()
}

func itoa(n int64) string { return money.Cents(n * 100).String() }

func TestHealthzAndStatic(t *testing.T) {
	e := newEnv(t, envOptions{})
	code, b := e.call("GET", "/healthz", "", "")
	if code != 200 || string(b) != "ok" {
		t.Fatalf("healthz: %d %q", code, b)
	}
	if code, _ := e.call("GET", "/", "", ""); code != 404 {
		t.Fatalf("/ without a static handler: %d", code)
	}
}

// TestRequestLogLevels: a request answered without an error (and under
// web.SlowRequest) is logged at debug level, one refused at info level,
// so that the log at info level writes no line per sale (issue 31).
func TestRequestLogLevels(t *testing.T) {
	for _, c := range []struct {
		level slog.Level
		want  []string // the paths logged, in order
	}{
		{slog.LevelInfo, []string{"path=/api/v1/nowhere status=404"}},
		{slog.LevelDebug, []string{"path=/healthz status=200", "path=/api/v1/nowhere status=404"}},
	} {
		var buf bytes.Buffer
		log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: c.level}))
		e := newEnv(t, envOptions{config: func(cfg *web.Config) { cfg.Logger = log }})
		e.call("GET", "/healthz", "", "")
		e.call("GET", "/api/v1/nowhere", "", "")
		lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
		if len(lines) != len(c.want) {
			t.Fatalf("at %v: %d lines, want %d:\n%s", c.level, len(lines), len(c.want), buf.String())
		}
		for i, w := range c.want {
			if !strings.Contains(lines[i], "msg=request") || !strings.Contains(lines[i], w) {
				t.Errorf("at %v, line %d: %q, want msg=request and %q", c.level, i+1, lines[i], w)
			}
		}
	}
}
