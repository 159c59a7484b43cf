//go:build !gremlins

package postgres_test

import (
	"context"
	"testing"

	"revela/core/lots"
	"revela/web/internal/webtest"
	"revela/web/store"
	"revela/web/store/postgres"
)

// TestRestartToSale: a server process on a schema of its own with all
// nine series open (real blocks, each with its open block leased and its
// ready one stored) is killed with SIGKILL and started again, three
// times: the median time from the kill to the first sale answered 201 is
// under 1 s (the open blocks' Merkle trees are not hashed again:
// block_checks).
func TestRestartToSale(t *testing.T) {
	webtest.RestartTest(t, func() string { return schema(t) }, func(url string, prepare []*lots.Table) (store.Store, error) {
		return postgres.Open(context.Background(), url, postgres.Options{Prepare: prepare, Logger: quiet})
	})
}
