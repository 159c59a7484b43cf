package web_test

import (
	"context"
	"flag"
	"path/filepath"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web"
	"revela/web/load"
	"revela/web/store/sqlite"

	"net/http/httptest"
)

var (
	loadRate     = flag.Int("load.rate", 0, "TestLoad: sales per second (0: closed loop)")
	loadDuration = flag.Duration("load.duration", 0, "TestLoad: how long; the test is skipped when 0")
	loadWorkers  = flag.Int("load.workers", 64, "TestLoad: buyers in the closed loop")
)

// TestLoad drives an in-process server (real listener, SQLite FULL, real
// Crossingo block and composer) with the load package:
//
//	go test ./web -run TestLoad -load.duration 10s -load.rate 1000
func TestLoad(t *testing.T) {
	if *loadDuration == 0 {
		t.Skip("set -load.duration to run")
	}
	tab, _ := lots.Find("crossingo", money.Euros(1))
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "load.db"),
		sqlite.Options{Prepare: []*lots.Table{tab}, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := web.New(web.Config{Store: st, Demo: true, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer srv.Close()
	res, err := load.Run(context.Background(), load.Config{Base: srv.URL, Rate: *loadRate, Workers: *loadWorkers, Duration: *loadDuration})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(res)
	if err := st.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	_ = time.Second
}
