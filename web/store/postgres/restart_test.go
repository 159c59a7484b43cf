//go:build !gremlins

package postgres_test

import (
	"context"
	"testing"

	"revela/core/lots"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
)

const restartEnv = "REVELA_RESTART_DB"

// TestRestartChild is the server process of TestRestartToSale: revela
// serve's API on the PostgreSQL store at $REVELA_RESTART_DB with every
// playable series prepared (real tables and blocks), until killed.
func TestRestartChild(t *testing.T) {
	webtest.ServeDemo(t, restartEnv, func(url string, prepare []*lots.Table) (store.Store, error) {
		return postgres.Open(context.Background(), url, postgres.Options{Prepare: prepare, Logger: quiet})
	})
}

// TestRestartToSale: a server process with all nine series open (real
// blocks, each with its open block leased and its ready one stored) is
// killed with SIGKILL and started again, three times: the median time
// from the kill to the first sale answered 201 is under 1 s (the open
// blocks' Merkle trees are not hashed again: block_checks).
func TestRestartToSale(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 18 real blocks and restarts a server process")
	}
	webtest.RestartFast(t, "TestRestartChild", restartEnv+"="+pgtest.Schema(t))
}
