// Package load drives sales through the HTTP API, at a fixed rate (open
// loop: latency counts from when each request was due, so a slow server
// cannot hide its queue) or as fast as a number of workers can (closed
// loop), and reports sales per second and latency percentiles.
//
// It runs on the server's cores, so its own work a sale is kept small: it
// writes each request on a keep-alive connection of its own and reads the
// answer with http.ReadResponse, with no http.Client (whose transport
// hands every request between goroutines: about 70 µs of CPU a sale
// against 36 µs here, docs/scale.md).
package load

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
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
	host    string     // host:port of cfg.Base
	idle    chan *conn // connections between two requests
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
	u, err := url.Parse(cfg.Base)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return Result{}, fmt.Errorf("load: base %q: want http://HOST:PORT", cfg.Base)
	}
	r := &run{cfg: cfg, host: u.Host, idle: make(chan *conn, 1024), errs: map[int]int{},
		prefix: fmt.Sprintf("L%x-", time.Now().UnixNano())}
	defer r.closeIdle()
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
	status, body, err := r.post(ctx, "/api/v1/players", "", "{}", true)
	var out struct{ Token string }
	if err == nil {
		err = json.Unmarshal(body, &out)
	}
	if err != nil || status != http.StatusCreated {
		return "", fmt.Errorf("creating a player: status %d %v", status, err)
	}
	return out.Token, nil
}

// conn is one keep-alive connection to the server.
type conn struct {
	net.Conn
	br *bufio.Reader
}

// timeout bounds one request and its answer.
const timeout = 10 * time.Second

// post sends body to path (with a bearer token when not empty) on an idle
// connection, or a new one, and reads the answer: its status, and its body
// when keep is true (else it is read and dropped). A connection is used
// again unless the answer closes it or an error came.
func (r *run) post(ctx context.Context, path, token, body string, keep bool) (int, []byte, error) {
	var c *conn
	select {
	case c = <-r.idle:
	default:
		var d net.Dialer
		nc, err := d.DialContext(ctx, "tcp", r.host)
		if err != nil {
			return 0, nil, err
		}
		c = &conn{Conn: nc, br: bufio.NewReader(nc)}
	}
	req := make([]byte, 0, 256+len(body))
	req = append(req, "POST "...)
	req = append(req, path...)
	req = append(req, " HTTP/1.1\r\nHost: "...)
	req = append(req, r.host...)
	if token != "" {
		req = append(req, "\r\nAuthorization: Bearer "...)
		req = append(req, token...)
	}
	req = append(req, "\r\nContent-Type: application/json\r\nContent-Length: "...)
	req = strconv.AppendInt(req, int64(len(body)), 10)
	req = append(req, "\r\n\r\n"...)
	req = append(req, body...)
	c.SetDeadline(time.Now().Add(timeout))
	status, out, err := func() (int, []byte, error) {
		if _, err := c.Write(req); err != nil {
			return 0, nil, err
		}
		res, err := http.ReadResponse(c.br, nil)
		if err != nil {
			return 0, nil, err
		}
		defer res.Body.Close()
		var out []byte
		if keep {
			out, err = io.ReadAll(res.Body)
		} else {
			_, err = io.Copy(io.Discard, res.Body)
		}
		if err == nil && res.Close {
			err = errClosed
		}
		return res.StatusCode, out, err
	}()
	if err != nil {
		c.Close()
		if errors.Is(err, errClosed) {
			err = nil
		}
		return status, out, err
	}
	select {
	case r.idle <- c:
	default:
		c.Close()
	}
	return status, out, nil
}

// errClosed is an answer after which the server closes the connection.
var errClosed = errors.New("connection closed by the answer")

// closeIdle closes the idle connections at the end of a run.
func (r *run) closeIdle() {
	for {
		select {
		case c := <-r.idle:
			c.Close()
		default:
			return
		}
	}
}

// buy sends one sale due at due and records it; a player whose money
// ran out (402) is replaced by a new one.
func (r *run) buy(due time.Time) {
	b := r.players[r.next.Add(1)%uint64(len(r.players))]
	b.mu.Lock()
	token := b.token
	b.mu.Unlock()
	body := fmt.Sprintf(`{"game":%q,"stake":%q,"request_id":"%s%d"}`, r.cfg.Game, r.cfg.Stake, r.prefix, r.seq.Add(1))
	status, _, err := r.post(context.Background(), "/api/v1/tickets", token, body, false)
	if err != nil {
		status = 0
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
