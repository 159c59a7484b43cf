package sqlite_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
	"revela/web/store/sqlite"
)

// BenchmarkSell sells Crossingo units straight through the store (no
// HTTP), from 64 concurrent callers, on a fresh file with
// synchronous=FULL, the real block and the real composer: the cost of the
// writer goroutine and its commits alone.
//
//	go test ./web/store/sqlite -run '^$' -bench Sell -benchtime 40000x
func BenchmarkSell(b *testing.B) {
	t, _ := lots.Find("crossingo", money.Euros(1))
	st, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"),
		sqlite.Options{Prepare: []*lots.Table{t}, Logger: quiet})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	var seq atomic.Int64
	b.SetParallelism(32)
	b.ResetTimer()
	start, st0 := time.Now(), st.Stats()
	b.RunParallel(func(pb *testing.PB) {
		n := seq.Add(1)
		p, err := st.CreatePlayer(context.Background(), sha256.Sum256([]byte(fmt.Sprint("bench", n))), money.Euros(1_000_000), true)
		if err != nil {
			b.Error(err)
			return
		}
		for pb.Next() {
			id := fmt.Sprintf("b%d", seq.Add(1))
			if _, _, err := st.Sell(context.Background(), store.Sale{Player: p.Key, RequestID: id, Table: t}); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "sales/s")
	st1 := st.Stats()
	b.ReportMetric(float64(st1.Writes-st0.Writes)/float64(st1.Groups-st0.Groups), "writes/commit")
}
