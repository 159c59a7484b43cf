//go:build !gremlins

package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"revela/core/lots"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/sqlite"
)

const restartEnv = "REVELA_RESTART_DB"

// TestRestartChild is the server process of TestRestartToSale: revela
// serve's API on the SQLite file at $REVELA_RESTART_DB with every
// playable series prepared (real tables and blocks), until killed.
func TestRestartChild(t *testing.T) {
	webtest.ServeDemo(t, restartEnv, func(path string, prepare []*lots.Table) (store.Store, error) {
		return sqlite.Open(context.Background(), path, sqlite.Options{Prepare: prepare, Logger: quiet})
	})
}

// TestRestartToSale: a server process with all nine series open (real
// blocks, the open one and the ready one of each stored) is killed with
// SIGKILL and started again, three times: the median time from the kill
// to the first sale answered 201 is under 1 s.
func TestRestartToSale(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 18 real blocks and restarts a server process")
	}
	webtest.RestartFast(t, "TestRestartChild", restartEnv+"="+filepath.Join(t.TempDir(), "restart.db"))
}
