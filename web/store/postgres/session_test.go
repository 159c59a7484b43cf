package postgres_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"revela/core/money"
	"revela/web"
	"revela/web/internal/webtest"
	"revela/web/store/postgres"
)

// testServer is a server process of a test: the HTTP API on its own
// store.
type testServer struct {
	srv *httptest.Server
	st  *postgres.Store
}

// server starts a server process on url (players get 100 €), closed when
// the test ends.
func server(t *testing.T, url string) *testServer {
	t.Helper()
	tables := webtest.SmallTables(20)
	st := open(t, url, postgres.Options{Tables: tables})
	s, err := web.New(web.Config{Store: st, Demo: true, DemoBalance: money.Euros(100), Tables: tables, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return &testServer{srv: srv, st: st}
}

// send sends one request with a Bearer token ("" for none) and returns
// the status and body.
func send(t *testing.T, srv *httptest.Server, method, path, token, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), method, srv.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestLogoutOtherProcess: two server processes on one database; a
// session that process B has just used (and cached) is ended through
// process A: B refuses its very next sale (the sale's statement checks the
// session), debiting nothing.
func TestLogoutOtherProcess(t *testing.T) {
	url := schema(t)
	ts := []*testServer{server(t, url), server(t, url)}
	a, b := ts[0].srv, ts[1].srv
	code, body := send(t, a, "POST", "/api/v1/players", "", "{}")
	if code != 201 {
		t.Fatalf("new player: %d %s", code, body)
	}
	_, rest, _ := strings.Cut(body, `"token":"`)
	token, _, _ := strings.Cut(rest, `"`)
	buy := func(id string) (int, string) {
		return send(t, b, "POST", "/api/v1/tickets", token, `{"game":"crossingo","stake":"1.00","request_id":"`+id+`"}`)
	}
	if code, body := buy("r1"); code != 201 {
		t.Fatalf("a sale on B: %d %s", code, body)
	}
	if code, body := send(t, a, "POST", "/api/v1/logout", token, "{}"); code != 204 {
		t.Fatalf("logout on A: %d %s", code, body)
	}
	if code, body := buy("r2"); code != 401 {
		t.Fatalf("a sale on B right after a logout on A: %d %s", code, body)
	}
	if code, body := buy("r1"); code != 401 {
		t.Fatalf("a replay on B after the logout: %d %s", code, body)
	}
}
