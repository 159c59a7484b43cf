package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"revela/core/lots"
	"revela/web/store/sqlite"
)

// BenchmarkReopen opens a store whose every series (the nine tables of
// the five games, real block sizes) has its open block and its ready one
// stored, as a restart does: the time until sales can start.
//
//	go test ./web/store/sqlite -run '^$' -bench Reopen -benchtime 5x
func BenchmarkReopen(b *testing.B) {
	path := filepath.Join(b.TempDir(), "reopen.db")
	opt := sqlite.Options{Prepare: lots.Tables(), Logger: quiet}
	st, err := sqlite.Open(context.Background(), path, opt) // builds 2 blocks per series
	if err != nil {
		b.Fatal(err)
	}
	st.Close()
	var total time.Duration
	for b.Loop() {
		start := time.Now()
		st, err := sqlite.Open(context.Background(), path, opt)
		if err != nil {
			b.Fatal(err)
		}
		total += time.Since(start)
		b.StopTimer()
		st.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/open")
	b.ReportMetric(float64(len(opt.Prepare)), "series")
}
