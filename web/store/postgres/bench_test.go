package postgres_test

import (
	"fmt"
	"testing"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/postgres/pgtest"
	"revela/web/store/storetest"
)

// BenchmarkSell sells CROSSINGO 1 € units straight through the store (no
// HTTP), from 64 concurrent callers spread over 1 or 3 stores on one
// schema (as 3 processes), with the real block and composer and durable
// commits (synchronous_commit=on): sales/s, and sales per group commit.
//
//	go test ./web/store/postgres -run '^$' -bench Sell -benchtime 20000x
func BenchmarkSell(b *testing.B) {
	for _, procs := range []int{1, 3} {
		b.Run(fmt.Sprint(procs, "procs"), func(b *testing.B) {
			t, _ := lots.Find("crossingo", money.Euros(1))
			url := pgtest.Schema(b)
			var sts []*postgres.Store
			for range procs {
				sts = append(sts, open(b, url, postgres.Options{Tables: lots.Find, Prepare: []*lots.Table{t}, Lease: 256}))
			}
			ss := make([]store.Store, len(sts))
			for i, st := range sts {
				ss[i] = st
			}
			storetest.SellParallel(b, ss, t)
			var groups, sales int64
			for _, st := range sts {
				groups, sales = groups+st.Stats().Groups, sales+st.Stats().Sales
			}
			b.ReportMetric(float64(sales)/float64(groups), "sales/commit")
		})
	}
}
