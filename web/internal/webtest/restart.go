package webtest

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"revela/core/games"
	"revela/core/lots"
	"revela/web"
	"revela/web/store"
)

// RestartToSale measures restart-to-first-sale n times: it kills the
// server process c with SIGKILL, starts another with start and sends a
// sale of one unit (body gives its JSON for try i) with token every
// 10 ms until one is answered 201. It returns the times from the kill to
// that 201, and the process left running. A try answered anything but
// 201 or 503 (or a refused connection) fails the test, as does a restart
// without a sale within limit.
func RestartToSale(t testing.TB, c *Child, start func() *Child, token string, body func(i int) string, n int, limit time.Duration) ([]time.Duration, *Child) {
	t.Helper()
	client := &http.Client{Timeout: 5 * time.Second}
	var out []time.Duration
	for i := range n {
		c.Kill()
		t0 := time.Now()
		c = start()
		for {
			req, _ := http.NewRequest("POST", c.Base+"/api/v1/tickets", strings.NewReader(body(i)))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+token)
			res, err := client.Do(req)
			code := 0
			if err == nil {
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				code = res.StatusCode
			}
			if code == 201 {
				break
			}
			if code != 0 && code != 503 {
				t.Fatalf("restart %d: a sale answered %d", i, code)
			}
			if time.Since(t0) > limit {
				t.Fatalf("restart %d: no sale within %v", i, limit)
			}
			time.Sleep(10 * time.Millisecond)
		}
		out = append(out, time.Since(t0))
	}
	return out, c
}

// ServeDemo is the side of a server process of RestartFast: revela
// serve's API in demo mode on the store that open opens with every
// playable series prepared (Playable), served until the process is
// killed; the test is skipped unless env (a variable's name) is set, its
// value given to open.
func ServeDemo(t *testing.T, env string, open func(v string, prepare []*lots.Table) (store.Store, error)) {
	ServeStore(t, env, web.Config{Demo: true}, func(v string) (store.Store, error) { return open(v, Playable()) })
}

// ServeStore is the side of a child server process (StartChild) that
// serves cfg's API on a store: unless the variable env is set (then the
// test is skipped: it is the server process of another test), open opens
// the store of env's value (a file, a database URL), which becomes
// cfg.Store, and the API is served, with a quiet log unless cfg has one,
// until the process is killed.
func ServeStore(t *testing.T, env string, cfg web.Config, open func(v string) (store.Store, error)) {
	v := os.Getenv(env)
	if v == "" {
		t.Skip("a server process of another test")
	}
	st, err := open(v)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store = st
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s, err := web.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	Serve(t, s)
}

// RestartFast is the test that restart-to-first-sale is under 1 s: the
// server process that test (a test's name) of this binary runs with env
// is started (its first start builds its blocks), given a player, then
// killed with SIGKILL and started again three times, one sale of the
// CROSSINGO 1 € table sent every 10 ms after each start; the median time
// from the kill to the 201 must be under 1 s (restartLimit on a loaded
// machine). The times and the load
// average are logged.
func RestartFast(t *testing.T, test, env string) {
	start := func() *Child { return StartChild(t, test, env) }
	c := start()
	token := NewPlayer(t, c.Base)
	times, c := RestartToSale(t, c, start, token, func(i int) string {
		return fmt.Sprintf(`{"game":"crossingo","stake":"1.00","request_id":"restart-%d"}`, i)
	}, 3, 30*time.Second)
	defer c.Kill()
	m := Median(times)
	t.Logf("restart to first sale, nine series open: %v, median %v (load average %s)", times, m, LoadAverage())
	if limit := restartLimit(); m > limit {
		t.Fatalf("median restart to first sale %v, over %v", m, limit)
	}
}

// restartLimit is 1 s on a machine whose load average is at most one per
// core, and as many seconds as the load per core above that: a busy
// machine starts a process slower, while the slow path this guards
// against (every block's Merkle root recomputed) takes 10 s or more.
func restartLimit() time.Duration {
	load, err := strconv.ParseFloat(LoadAverage(), 64)
	if perCore := load / float64(runtime.NumCPU()); err == nil && perCore > 1 {
		return time.Duration(perCore * float64(time.Second))
	}
	return time.Second
}

// restartEnv names the variable that makes a run of a restart test its
// server process (RestartTest): the database to open.
const restartEnv = "REVELA_RESTART_DB"

// RestartTest is a store's TestRestartToSale (skipped by -short): the
// test runs itself again as its server process (ServeDemo on the
// database db gives, opened by open, every playable series prepared) and
// holds restart-to-first-sale under 1 s (RestartFast). db is called in
// the test, not in its server process.
func RestartTest(t *testing.T, db func() string, open func(db string, prepare []*lots.Table) (store.Store, error)) {
	if os.Getenv(restartEnv) != "" {
		ServeDemo(t, restartEnv, open)
		return
	}
	if testing.Short() {
		t.Skip("builds 18 real blocks and restarts a server process")
	}
	RestartFast(t, t.Name(), restartEnv+"="+db())
}

// Median returns the median of ds (the higher middle one of an even
// count).
func Median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// LoadAverage returns the machine's 1-minute load average as Linux
// shows it in /proc/loadavg ("?" elsewhere).
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	return f[0]
}

// Playable returns the real lot tables of the playable games, as revela
// serve prepares them (the nine series).
func Playable() []*lots.Table {
	var out []*lots.Table
	for _, t := range lots.Tables() {
		if games.Playable(t.Game) {
			out = append(out, t)
		}
	}
	return out
}

// NewPlayer creates a player on the server at base (POST
// /api/v1/players) and returns its token.
func NewPlayer(t testing.TB, base string) string {
	t.Helper()
	res, err := http.Post(base+"/api/v1/players", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != 201 {
		t.Fatalf("new player: %d %v", res.StatusCode, err)
	}
	return out.Token
}
