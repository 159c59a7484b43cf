// Package load drives sales through the HTTP API, at a fixed rate (open
// loop: latency counts from when each request was due, so a slow server
// cannot hide its queue) or as fast as a number of workers can (closed
// loop), and reports sales per second and latency percentiles.
package load

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Config is one load run.
type Config struct {
	Base        string        // server URL, e.g. http://127.0.0.1:8080
	Game, Stake string        // what to buy; crossingo and 1 when empty
	Rate        int           // sales per second; 0: as fast as Workers go
	Workers     int           // closed loop: concurrent buyers (64 when 0)
	Duration    time.Duration // how long to send
	Players     int           // players to spread sales over (64 when 0)
	Client      *http.Client  // nil: a client with keep-alive for Workers
}

// Result is what a run measured.
type Result struct {
	Sent, Sold    int
	Errors        map[int]int // status (0: transport error) -> count
	Elapsed       time.Duration
	P50, P90, P99 time.Duration
	Max           time.Duration
}

// SalesPerSecond is the sales answered 201 per second of the run.
func (r Result) SalesPerSecond() float64 { return float64(r.Sold) / r.Elapsed.Seconds() }

func (r Result) String() string {
	return fmt.Sprintf("sent %d, sold %d in %.2fs: %.0f sales/s; latency p50 %s p90 %s p99 %s max %s; errors %v",
		r.Sent, r.Sold, r.Elapsed.Seconds(), r.SalesPerSecond(),
		r.P50.Round(10*time.Microsecond), r.P90.Round(10*time.Microsecond), r.P99.Round(10*time.Microsecond), r.Max.Round(10*time.Microsecond), r.Errors)
}

// run is the state of one run.
type run struct {
	cfg     Config
	c       *http.Client
	players []*buyer
	next    atomic.Uint64
	seq     atomic.Uint64
	prefix  string

	mu   sync.Mutex
	lat  []time.Duration
	errs map[int]int
	sold int
	sent int
}

type buyer struct {
	mu    sync.Mutex
	token string
}

// Run runs cfg until its duration has passed or ctx ends.
func Run(ctx context.Context, cfg Config) (Result, error) {
	if cfg.Game == "" {
		cfg.Game, cfg.Stake = "crossingo", "1"
	}
	if cfg.Workers <= 0 {
		cfg.Workers = 64
	}
	if cfg.Players <= 0 {
		cfg.Players = 64
	}
	r := &run{cfg: cfg, c: cfg.Client, errs: map[int]int{}, prefix: fmt.Sprintf("L%x-", time.Now().UnixNano())}
	if r.c == nil {
		r.c = &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
			MaxIdleConns: 1024, MaxIdleConnsPerHost: 1024, IdleConnTimeout: time.Minute,
		}}
	}
	for range cfg.Players {
		tok, err := r.newPlayer(ctx)
		if err != nil {
			return Result{}, err
		}
		r.players = append(r.players, &buyer{token: tok})
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	start := time.Now()
	var wg sync.WaitGroup
	if cfg.Rate > 0 {
		interval := time.Second / time.Duration(cfg.Rate)
		for i := 0; ; i++ {
			due := start.Add(time.Duration(i) * interval)
			if d := time.Until(due); d > 0 {
				select {
				case <-ctx.Done():
				case <-time.After(d):
				}
			}
			if ctx.Err() != nil {
				break
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				r.buy(due)
			}()
		}
	} else {
		for range cfg.Workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for ctx.Err() == nil {
					r.buy(time.Now())
				}
			}()
		}
	}
	wg.Wait()
	res := Result{Sent: r.sent, Sold: r.sold, Errors: r.errs, Elapsed: time.Since(start)}
	slices.Sort(r.lat)
	if n := len(r.lat); n > 0 {
		q := func(p float64) time.Duration { return r.lat[min(n-1, int(p*float64(n)))] }
		res.P50, res.P90, res.P99, res.Max = q(0.50), q(0.90), q(0.99), r.lat[n-1]
	}
	return res, nil
}

func (r *run) newPlayer(ctx context.Context) (string, error) {
	req, _ := http.NewRequestWithContext(ctx, "POST", r.cfg.Base+"/api/v1/players", strings.NewReader("{}"))
	req.Header.Set("Content-Type", "application/json")
	res, err := r.c.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 201 {
		return "", fmt.Errorf("creating a player: status %d %v", res.StatusCode, err)
	}
	return out.Token, nil
}

// buy sends one sale due at due and records it; a player whose money
// ran out (402) is replaced by a new one.
func (r *run) buy(due time.Time) {
	b := r.players[r.next.Add(1)%uint64(len(r.players))]
	b.mu.Lock()
	token := b.token
	b.mu.Unlock()
	body := fmt.Sprintf(`{"game":%q,"stake":%q,"request_id":"%s%d"}`, r.cfg.Game, r.cfg.Stake, r.prefix, r.seq.Add(1))
	req, _ := http.NewRequest("POST", r.cfg.Base+"/api/v1/tickets", strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := r.c.Do(req)
	status := 0
	if err == nil {
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		status = res.StatusCode
	}
	lat := time.Since(due)
	r.mu.Lock()
	r.sent++
	if status == http.StatusCreated {
		r.sold++
		r.lat = append(r.lat, lat)
	} else {
		r.errs[status]++
	}
	r.mu.Unlock()
	if status == http.StatusPaymentRequired {
		if tok, err := r.newPlayer(context.Background()); err == nil {
			b.mu.Lock()
			if b.token == token {
				b.token = tok
			}
			b.mu.Unlock()
		}
	}
}
