package storetest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
	"revela/web/store/sqlite"
)

// SellParallel is the body of both stores' BenchmarkSell: 64 callers
// (32 per GOMAXPROCS on the reference machine of 2 cores), each a player
// with 1,000,000 € spread over sts in turn, sell b.N units of table t
// straight through the store (no HTTP); it reports sales/s (wall time).
func SellParallel(b *testing.B, sts []store.Store, t *lots.Table) {
	var n atomic.Int64
	b.SetParallelism(32)
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		st := sts[int(n.Add(1))%len(sts)]
		p, err := st.CreatePlayer(context.Background(), Token(), money.Euros(1_000_000), true)
		if err != nil {
			b.Error(err)
			return
		}
		for pb.Next() {
			id := fmt.Sprintf("b%d", n.Add(1))
			if _, _, err := st.Sell(context.Background(), store.Sale{Player: p.Key, RequestID: id, Table: t}); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "sales/s")
}

// BenchSQLite opens a SQLite store on a fresh file of tb's temporary
// folder in the production setup (synchronous=FULL, the real block
// builder and composer), the series of the real 1 € CROSSINGO table that
// the benchmarks sell made ready at Open, its events dropped; it is
// closed when tb ends. It returns the store and that table. Failing to
// open fails tb.
func BenchSQLite(tb testing.TB) (*sqlite.Store, *lots.Table) {
	tb.Helper()
	table, err := lots.Find("crossingo", money.Euros(1))
	if err != nil {
		tb.Fatal(err)
	}
	return Opened(tb, func() (*sqlite.Store, error) {
		return sqlite.Open(context.Background(), filepath.Join(tb.TempDir(), "bench.db"),
			sqlite.Options{Prepare: []*lots.Table{table}, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	}), table
}
