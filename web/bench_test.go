package web_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"revela/core/money"
	"revela/web"
	"revela/web/store/storetest"
)

// BenchmarkSaleHTTP buys Crossingo units through the HTTP API of a real
// listener on a fresh SQLite file (synchronous=FULL, the production
// setting), with the real 1.5-million-unit block and the real composer,
// from 64 concurrent buyers. It reports durable sales per second.
//
//	go test ./web -run '^$' -bench SaleHTTP -benchtime 20000x
func BenchmarkSaleHTTP(b *testing.B) {
	st, _ := storetest.BenchSQLite(b)
	s, err := web.New(web.Config{Store: st, Demo: true, DemoBalance: money.Euros(1_000_000), Logger: quiet})
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	var seq atomic.Int64
	b.SetParallelism(32) // 64 buyers on 2 cores
	b.ResetTimer()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		code, body := call(b, client, srv.URL, "POST", "/api/v1/players", "", "{}")
		if code != 201 {
			b.Fatalf("%d %s", code, body)
		}
		token := decode[struct {
			Player player `json:"player"`
			Token  string `json:"token"`
		}](b, body).Token
		for pb.Next() {
			id := fmt.Sprintf("b%d", seq.Add(1))
			req, _ := http.NewRequest("POST", srv.URL+"/api/v1/tickets", strings.NewReader(buyBody("crossingo", "1", id)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+token)
			res, err := client.Do(req)
			if err != nil {
				b.Fatal(err)
			}
			var buf [4096]byte
			for {
				if _, err := res.Body.Read(buf[:]); err != nil {
					break
				}
			}
			res.Body.Close()
			if res.StatusCode != 201 {
				b.Fatalf("status %d", res.StatusCode)
			}
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "sales/s")
}
