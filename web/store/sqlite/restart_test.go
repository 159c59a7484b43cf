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

// TestRestartToSale: a server process on a SQLite file with all nine
// series open (real blocks, the open one and the ready one of each
// stored) is killed with SIGKILL and started again, three times: the
// median time from the kill to the first sale answered 201 is under 1 s.
func TestRestartToSale(t *testing.T) {
	webtest.RestartTest(t, func() string { return filepath.Join(t.TempDir(), "restart.db") }, func(path string, prepare []*lots.Table) (store.Store, error) {
		return sqlite.Open(context.Background(), path, sqlite.Options{Prepare: prepare, Logger: quiet})
	})
}
