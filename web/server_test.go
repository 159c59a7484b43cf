package web_test

import (
	"context"
	"net"
	"net/http"
	"testing"
	"time"

	"revela/web"
)

// TestGracefulShutdown: when its context ends, Serve stops accepting,
// lets the request in flight finish and returns.
func TestGracefulShutdown(t *testing.T) {
	e := newEnv(t, envOptions{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(300 * time.Millisecond)
		w.Write([]byte("page"))
	})
	s, err := web.New(web.Config{Store: e.st, Static: slow, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln, 5*time.Second) }()
	base := "http://" + ln.Addr().String()
	got := make(chan int, 1)
	go func() {
		res, err := http.Get(base + "/")
		if err != nil {
			got <- 0
			return
		}
		res.Body.Close()
		got <- res.StatusCode
	}()
	time.Sleep(100 * time.Millisecond) // the request is in flight
	cancel()
	if code := <-got; code != 200 {
		t.Fatalf("request in flight at shutdown: %d", code)
	}
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Fatal("still accepting after shutdown")
	}
}
