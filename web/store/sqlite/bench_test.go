package sqlite_test

import (
	"testing"

	"revela/web/store"
	"revela/web/store/storetest"
)

// BenchmarkSell sells Crossingo units straight through the store (no
// HTTP), from 64 concurrent callers, on a fresh file with
// synchronous=FULL, the real block and the real composer: the cost of the
// writer goroutine and its commits alone.
//
//	go test ./web/store/sqlite -run '^$' -bench Sell -benchtime 40000x
func BenchmarkSell(b *testing.B) {
	st, t := storetest.BenchSQLite(b)
	st0 := st.Stats()
	storetest.SellParallel(b, []store.Store{st}, t)
	st1 := st.Stats()
	b.ReportMetric(float64(st1.Writes-st0.Writes)/float64(st1.Groups-st0.Groups), "writes/commit")
}
