package web_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"revela/core/money"
	"revela/web"
	"revela/web/store"
	"revela/web/store/sqlite"
)

// failing is a store whose Sell and PlayerByToken can be made to fail
// (or panic) with a chosen error; otherwise it is the SQLite store.
type failing struct {
	store.Store
	mu     sync.Mutex
	sell   func() error
	player func() error
}

func (f *failing) set(sell, player func() error) {
	f.mu.Lock()
	f.sell, f.player = sell, player
	f.mu.Unlock()
}

func (f *failing) Sell(ctx context.Context, s store.Sale) (store.Ticket, bool, error) {
	f.mu.Lock()
	fn := f.sell
	f.mu.Unlock()
	if fn != nil {
		if err := fn(); err != nil {
			return store.Ticket{}, false, err
		}
	}
	return f.Store.Sell(ctx, s)
}

func (f *failing) PlayerByToken(ctx context.Context, h [32]byte) (store.Player, error) {
	f.mu.Lock()
	fn := f.player
	f.mu.Unlock()
	if fn != nil {
		if err := fn(); err != nil {
			return store.Player{}, err
		}
	}
	return f.Store.PlayerByToken(ctx, h)
}

// newFailingEnv is newEnv with the store wrapped in failing.
func newFailingEnv(t *testing.T) (*env, *failing) {
	var f *failing
	e := newEnv(t, envOptions{wrap: func(st *sqlite.Store) store.Store {
		f = &failing{Store: st}
		return f
	}})
	return e, f
}

// TestErrorMapping: every store failure the docs (docs/server.md) give a
// code reaches its status and code, the cause never shows, and nothing is
// debited; a panic in a handler is a 500 internal and the server goes on.
func TestErrorMapping(t *testing.T) {
	e, f := newFailingEnv(t)
	token, _ := e.newPlayer()
	cases := []struct {
		name   string
		err    error
		status int
		code   string
		msg    string
	}{
		{"closed", store.ErrClosed, 503, "unavailable", "the server is shutting down"},
		{"closed, wrapped", fmt.Errorf("selling: %w", store.ErrClosed), 503, "unavailable", "shutting down"},
		{"compose failed", &store.ComposeError{Game: "crossingo", Block: 3, Position: 7, Err: errors.New("C-5")}, 500, "compose_failed", "nothing was debited"},
		{"cancelled", context.Canceled, 503, "unavailable", "the request was cancelled"},
		{"deadline", fmt.Errorf("sale: %w", context.DeadlineExceeded), 503, "unavailable", "the request was cancelled"},
		{"database error", errors.New("disk I/O error on /secret/path"), 500, "internal", "internal error"},
		{"insufficient funds", store.ErrInsufficientFunds, 402, "insufficient_funds", "lower than the stake"},
		{"request conflict", store.ErrRequestConflict, 409, "request_conflict", "another game or stake"},
		{"not found", store.ErrNotFound, 404, "not_found", "no such ticket"},
		{"limit reached", &store.LimitError{Limit: store.LossWeek, Left: 250, Renews: mustTime("2026-03-15T23:00:00Z")},
			409, "limit_reached", "the loss_week limit over: 2.50 € left until 2026-03-15T23:00:00Z"},
		{"excluded", fmt.Errorf("sale: %w", &store.ExcludedError{Until: mustTime("2026-05-10T08:00:00Z")}),
			403, "excluded", "self-exclusion, until 2026-05-10T08:00:00Z"},
	}
	for _, c := range cases {
		f.set(func() error { return c.err }, nil)
		code, b := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1", newRequestID()))
		got := decode[apiErr](t, b)
		if code != c.status || got.Error.Code != c.code || !strings.Contains(got.Error.Message, c.msg) {
			t.Errorf("%s: %d %s; want %d %s saying %q", c.name, code, b, c.status, c.code, c.msg)
		}
		if strings.Contains(string(b), "secret") || strings.Contains(string(b), "C-5") {
			t.Errorf("%s: the answer shows the cause: %s", c.name, b)
		}
	}
	f.set(nil, nil)
	if bal := e.balance(token); bal != money.Euros(100) {
		t.Fatalf("balance %s € after failed sales; want 100 €", bal)
	}

	// A panic in the sale: 500 internal as JSON, and the next request is
	// served.
	f.set(func() error { panic("composer crash") }, nil)
	code, b := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1", newRequestID()))
	if got := decode[apiErr](t, b); code != 500 || got.Error.Code != "internal" || got.Error.Message != "internal error" {
		t.Fatalf("after a panic: %d %s", code, b)
	}
	// http.ErrAbortHandler is passed on: the connection is dropped.
	f.set(func() error { panic(http.ErrAbortHandler) }, nil)
	req, _ := http.NewRequest("POST", e.srv.URL+"/api/v1/tickets", strings.NewReader(buyBody("crossingo", "1", newRequestID())))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	if res, err := e.srv.Client().Do(req); err == nil {
		res.Body.Close()
		t.Fatalf("a handler aborted with http.ErrAbortHandler answered %d", res.StatusCode)
	}
	f.set(nil, nil)
	if _, tk := e.buy(token, "crossingo", "1", newRequestID()); tk.Stake != money.Euros(1) {
		t.Fatalf("the sale after the panics: %+v", tk)
	}

	// A store failure while reading the session: 500 internal, or 503
	// when cancelled.
	fresh, _ := e.newPlayer() // not yet in the session cache
	f.set(nil, func() error { return errors.New("database is locked") })
	code, b = e.call("GET", "/api/v1/me", fresh, "")
	if got := decode[apiErr](t, b); code != 500 || got.Error.Code != "internal" {
		t.Fatalf("GET /me with the store failing: %d %s", code, b)
	}
	f.set(nil, func() error { return store.ErrClosed })
	code, b = e.call("GET", "/api/v1/me", fresh, "")
	if got := decode[apiErr](t, b); code != 503 || got.Error.Code != "unavailable" {
		t.Fatalf("GET /me with the store closed: %d %s", code, b)
	}
	f.set(nil, nil)
}

// TestAuthorizationHeader: only "Bearer" (any case) with 64 lowercase hex
// digits is a session; any other scheme is refused even when a valid
// session cookie comes with it, and a token one character off the
// alphabet or the length is malformed, not looked up.
func TestAuthorizationHeader(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	get := func(auth string, cookie bool) (int, string) {
		t.Helper()
		var h []string
		if auth != "" {
			h = append(h, "Authorization", auth)
		}
		if cookie {
			h = append(h, "Cookie", web.SessionCookie+"="+token)
		}
		res, b := e.send("GET", "/api/v1/me", "", "", h...)
		return res.StatusCode, string(b)
	}
	const malformed, unknown = "no valid session", "unknown session"
	for _, ok := range []string{"Bearer " + token, "bearer " + token, "BEARER " + token, "Bearer   " + token + "  "} {
		if code, b := get(ok, false); code != 200 {
			t.Errorf("Authorization %q: %d %s", ok, code, b)
		}
	}
	if code, _ := get("", true); code != 200 {
		t.Errorf("cookie alone: %d", code)
	}
	upper := strings.ToUpper(token[:1]) + token[1:]
	if upper == token {
		upper = "A" + token[1:]
	}
	cases := []struct {
		auth   string
		cookie bool
		says   string
	}{
		{"Basic " + token, false, malformed},
		{"Basic " + token, true, malformed}, // the header decides, the cookie is not read
		{"Token " + token, false, malformed},
		{token, false, malformed},
		{"Bearer", false, malformed},
		{"Bearer " + token[:63], false, malformed},
		{"Bearer " + token + "0", false, malformed},
		{"Bearer " + strings.Repeat("g", 64), false, malformed},
		{"Bearer " + strings.Repeat("z", 64), false, malformed},
		{"Bearer " + strings.Repeat("F", 64), false, malformed},
		{"Bearer " + upper, false, malformed},
		// One character just outside each bound of 0-9 and a-f.
		{"Bearer " + "/" + token[1:], false, malformed},
		{"Bearer " + token[:63] + ":", false, malformed},
		{"Bearer " + token[:10] + "`" + token[11:], false, malformed},
		{"Bearer " + token[:20] + "g" + token[21:], false, malformed},
		// Well formed, but no one's.
		{"Bearer " + strings.Repeat("0", 64), false, unknown},
		{"Bearer " + strings.Repeat("9", 64), false, unknown},
		{"Bearer " + strings.Repeat("a", 64), false, unknown},
		{"Bearer " + strings.Repeat("f", 64), false, unknown},
	}
	for _, c := range cases {
		code, b := get(c.auth, c.cookie)
		if code != 401 || !strings.Contains(b, c.says) || !strings.Contains(b, `"unauthorized"`) {
			t.Errorf("Authorization %q (cookie %v): %d %s; want 401 saying %q", c.auth, c.cookie, code, b, c.says)
		}
	}
}
