// Package site starts the real server for the tests that sell the
// test-only sixth game outside web's own tests (render/screens, the
// browser's lobby in web/e2e): web.New over a fresh SQLite file with the
// lot tables themselves, so that SCRATCH's block is its 10 units.
package site

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"

	"revela/core/games"
	"revela/core/lots"
	"revela/internal/sixth"
	"revela/web"
	"revela/web/store/sqlite"
)

// register adds SCRATCH to the games the server sells, once in a test
// binary: the sixth game's registration line of the tests that use Start.
var register sync.Once

// Start serves the API (and static, nil for none) with play money on,
// until the test ends, selling the five games and SCRATCH.
func Start(t testing.TB, static http.Handler) *httptest.Server {
	t.Helper()
	register.Do(func() { games.Register(sixth.Game) })
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "revela.db"), sqlite.Options{Tables: lots.Find, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	s, err := web.New(web.Config{Store: st, Demo: true, Tables: lots.Find, Logger: quiet, Static: static})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return srv
}
