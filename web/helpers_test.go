package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"revela/core/lots"
	"revela/core/money"
	"revela/web"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
	"revela/web/wire"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// env is a server on a fresh SQLite file with small blocks.
type env struct {
	t    *testing.T
	srv  *httptest.Server
	st   *sqlite.Store
	path string
}

type envOptions struct {
	blockSize int         // 0: 100
	noDemo    bool        // players start at 0 €
	demo      money.Cents // play money of new players; 0: 100 €
	tables    func(string, money.Cents) (*lots.Table, error)
	config    func(*web.Config)               // changes the server's configuration
	clock     *clock                          // the server's clock (Config.Now); time.Now when nil
	limits    web.Limits                      // the server's abuse limits; none when zero
	wrap      func(*sqlite.Store) store.Store // the store the server sees; the SQLite store when nil
}

func newEnv(t testing.TB, o envOptions) *env {
	if o.blockSize == 0 {
		o.blockSize = 100
	}
	if o.tables == nil {
		o.tables = webtest.SmallTables(o.blockSize)
	}
	path := filepath.Join(t.TempDir(), "revela.db")
	st, err := sqlite.Open(context.Background(), path, sqlite.Options{Tables: o.tables, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	var seen store.Store = st
	if o.wrap != nil {
		seen = o.wrap(st)
	}
	cfg := web.Config{Store: seen, Demo: !o.noDemo, DemoBalance: o.demo, Tables: o.tables, Logger: quiet, Limits: o.limits}
	if o.clock != nil {
		cfg.Now = o.clock.now
	}
	if o.config != nil {
		o.config(&cfg)
	}
	s, err := web.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	t.Cleanup(func() {
		srv.Close()
		st.Close()
	})
	tt, _ := t.(*testing.T)
	return &env{t: tt, srv: srv, st: st, path: path}
}

// call sends one request (token "" for none) and returns the status and
// body.
func call(t testing.TB, c *http.Client, base, method, path, token, body string) (int, []byte) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, base+path, r)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if body != "" || method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, b
}

func (e *env) call(method, path, token, body string) (int, []byte) {
	e.t.Helper()
	return call(e.t, e.srv.Client(), e.srv.URL, method, path, token, body)
}

// The answers are decoded strictly into the API's wire types (web/wire,
// the client's too): the contract has one definition, and these tests hold
// the server to it.
type (
	player  = wire.Player
	ticket  = wire.Ticket
	apiErr  = wire.Error
	history = wire.Page
)

// decode decodes strictly: the answer must have exactly the contract's
// fields.
func decode[T any](t testing.TB, b []byte) T {
	t.Helper()
	var v T
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("decoding %s: %v", b, err)
	}
	return v
}

func (e *env) newPlayer() (string, player) {
	e.t.Helper()
	code, b := e.call("POST", "/api/v1/players", "", "{}")
	if code != http.StatusCreated {
		e.t.Fatalf("POST /players: %d %s", code, b)
	}
	out := decode[wire.PlayerAnswer](e.t, b)
	return out.Token, out.Player
}

// newPlayers creates n players and returns their tokens.
func (e *env) newPlayers(n int) []string {
	e.t.Helper()
	tokens := make([]string, n)
	for i := range tokens {
		tokens[i], _ = e.newPlayer()
	}
	return tokens
}

func (e *env) balance(token string) money.Cents {
	e.t.Helper()
	code, b := e.call("GET", "/api/v1/me", token, "")
	if code != 200 {
		e.t.Fatalf("GET /me: %d %s", code, b)
	}
	return decode[wire.PlayerAnswer](e.t, b).Player.Balance
}

var reqSeq atomic.Int64

func newRequestID() string { return fmt.Sprintf("r%d", reqSeq.Add(1)) }

func buyBody(game, stake, requestID string) string {
	return fmt.Sprintf(`{"game":%q,"stake":%q,"request_id":%q}`, game, stake, requestID)
}

// buy buys one unit and fails the test unless it is sold (201) or
// replayed (200).
func (e *env) buy(token, game, stake, requestID string) (int, ticket) {
	e.t.Helper()
	code, b := e.call("POST", "/api/v1/tickets", token, buyBody(game, stake, requestID))
	if code != 201 && code != 200 {
		e.t.Fatalf("buy: %d %s", code, b)
	}
	return code, decode[ticket](e.t, b)
}

// buyMany buys n units of CROSSINGO at 1 €, request ids prefix0,
// prefix1..., and returns their tickets in the order sold.
func (e *env) buyMany(token string, n int, prefix string) []ticket {
	e.t.Helper()
	sold := make([]ticket, n)
	for i := range sold {
		_, sold[i] = e.buy(token, "crossingo", "1", prefix+strconv.Itoa(i))
	}
	return sold
}

func (e *env) check() {
	e.t.Helper()
	if err := e.st.Check(context.Background()); err != nil {
		e.t.Fatalf("store check: %v", err)
	}
}
