// Command revela-load drives sales through a running server's HTTP API
// (revela serve --demo) and prints sales per second and latency
// percentiles:
//
//	revela-load [--addr 127.0.0.1:8080] [--rate 1000] [--duration 10s] [--workers 64] [--players 64]
//
// With --rate 0 it buys as fast as --workers concurrent buyers can (closed
// loop); with a rate it sends that many sales per second whatever the
// answers (open loop) and measures each latency from when the sale was
// due. Only loopback addresses are accepted.
//
// With --raw DIR (DIR: a folder on the server's disk, e.g. its database's)
// it first measures SQLite's own ceiling there, with no server
// (load.Raw: the store's settings, a balance update and a 1 KB ticket row
// per sale, one per transaction and in batches of 64), then the server,
// and prints the server's sales per second as a share of the batch
// ceiling: the ratio taken in one run, the load average beside each figure.
// It also measures what SQLite alone writes of the sale's own rows
// (load.RawSales: the store's schema and statements, 64 a transaction)
// and prints the server's share of that too.
// --raw-pg URL does the same on PostgreSQL (load.RawPG: the same rows,
// inserted as pgbench would, in the URL's schema); several revela-load
// at once measure as many writers side by side.
//
// With --floor it also loads, before the server and in the same way, a
// server that does no work (load.Floor, in a process of its own: this
// program started again), and prints its sales per second beside the
// server's: what HTTP and the load program alone allow on these cores.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"time"

	"revela/web/load"
)

// floorEnv, set, makes this program the floor server (load.Floor) on a
// loopback port it prints, for --floor.
const floorEnv = "REVELA_LOAD_FLOOR"

func main() {
	if os.Getenv(floorEnv) != "" {
		serveFloor()
		return
	}
	addr := flag.String("addr", "127.0.0.1:8080", "server address (loopback only)")
	rate := flag.Int("rate", 1000, "sales per second; 0: as fast as possible")
	duration := flag.Duration("duration", 10*time.Second, "how long to send")
	workers := flag.Int("workers", 64, "concurrent buyers when --rate 0")
	players := flag.Int("players", 64, "players to spread the sales over")
	game := flag.String("game", "crossingo", "game")
	stake := flag.String("stake", "1", "stake")
	raw := flag.String("raw", "", "first measure SQLite's raw ceiling in this folder (the server's disk), and what it writes of a sale's own rows, and print the server's share of each")
	rawPG := flag.String("raw-pg", "", "first measure PostgreSQL's raw ceiling at this URL (its search_path's schema) and print the server's share of it")
	floor := flag.Bool("floor", false, "first load a server that does no work (load.Floor, a process of its own) the same way, and print its figures beside the server's")
	flag.Parse()
	host, _, err := net.SplitHostPort(*addr)
	if ip := net.ParseIP(host); err != nil || (host != "localhost" && (ip == nil || !ip.IsLoopback())) {
		fmt.Fprintf(os.Stderr, "revela-load: %s is not a loopback address\n", *addr)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var ceiling load.RawResult
	if *raw != "" || *rawPG != "" {
		for _, batch := range []int{1, 64} {
			var r load.RawResult
			var err error
			if *raw != "" {
				r, err = load.Raw(ctx, *raw, batch, *duration)
			} else {
				r, err = load.RawPG(ctx, *rawPG, batch, 1, *duration)
			}
			if err != nil {
				fmt.Fprintln(os.Stderr, "revela-load:", err)
				os.Exit(1)
			}
			fmt.Printf("%s (load average %s)\n", r, loadavg())
			ceiling = r
		}
	}
	var own load.RawResult
	if *raw != "" {
		r, err := load.RawSales(ctx, *raw, 64, *duration)
		if err != nil {
			fmt.Fprintln(os.Stderr, "revela-load:", err)
			os.Exit(1)
		}
		fmt.Printf("%s (load average %s)\n", r, loadavg())
		own = r
	}
	mode := fmt.Sprintf("fixed rate %d/s", *rate)
	if *rate == 0 {
		mode = fmt.Sprintf("closed loop, %d workers", *workers)
	}
	drive := func(addr string) (load.Result, error) {
		return load.Run(ctx, load.Config{
			Base: "http://" + addr, Game: *game, Stake: *stake,
			Rate: *rate, Workers: *workers, Duration: *duration, Players: *players,
		})
	}
	var bottom load.Result
	if *floor {
		faddr, stop, err := startFloor()
		if err == nil {
			bottom, err = drive(faddr)
			stop()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "revela-load: the floor:", err)
			os.Exit(1)
		}
		fmt.Printf("a server that does no work (the floor), %s: %s (load average %s)\n", mode, bottom, loadavg())
	}
	res, err := drive(*addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "revela-load:", err)
		os.Exit(1)
	}
	fmt.Printf("%s, %s: %s (load average %s)\n", *addr, mode, res, loadavg())
	if ceiling.Sales > 0 {
		fmt.Printf("the server: %.0f %% of %s's raw ceiling in batches of 64\n", 100*res.SalesPerSecond()/ceiling.SalesPerSecond(), ceiling.Base)
		if own.Sales > 0 {
			fmt.Printf("the server: %.0f %% of what SQLite writes of the sale's own rows in batches of 64 (those rows: %.0f %% of the raw ceiling)\n",
				100*res.SalesPerSecond()/own.SalesPerSecond(), 100*own.SalesPerSecond()/ceiling.SalesPerSecond())
		}
		if *floor {
			fmt.Printf("the floor: %.0f %% of it\n", 100*bottom.SalesPerSecond()/ceiling.SalesPerSecond())
		}
	}
	if *floor && bottom.Sold > 0 {
		fmt.Printf("the server: %.0f %% of the floor\n", 100*res.SalesPerSecond()/bottom.SalesPerSecond())
	}
}

// startFloor starts this program again as the floor server and returns
// its address and a function that stops it.
func startFloor() (string, func(), error) {
	self, err := os.Executable()
	if err != nil {
		return "", nil, err
	}
	cmd := exec.Command(self)
	cmd.Env = append(os.Environ(), floorEnv+"=1")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() { cmd.Process.Kill(); cmd.Wait() }
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		stop()
		return "", nil, fmt.Errorf("it did not say its address: %v", err)
	}
	return strings.TrimSpace(line), stop, nil
}

// serveFloor serves load.Floor on a loopback port and prints its address.
func serveFloor() {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "revela-load: the floor:", err)
		os.Exit(1)
	}
	fmt.Println(ln.Addr())
	fmt.Fprintln(os.Stderr, http.Serve(ln, load.Floor(load.FloorAnswer)))
	os.Exit(1)
}

// loadavg is the machine's load average over 1, 5 and 15 minutes
// (/proc/loadavg), or "unknown".
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "unknown"
}
