package postgres_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// TestStore runs the store suite on PostgreSQL, each test in a schema of
// its own.
func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T, opt storetest.Options) store.Store {
		return open(t, pgtest.Schema(t), postgres.Options{Tables: opt.Tables, Compose: opt.Compose})
	})
}

func open(t testing.TB, url string, opt postgres.Options) *postgres.Store {
	t.Helper()
	if opt.Lease == 0 {
		opt.Lease = 8
	}
	opt.Logger = quiet
	st, err := postgres.Open(context.Background(), url, opt)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}
