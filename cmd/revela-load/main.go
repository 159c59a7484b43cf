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
// --raw-pg URL does the same on PostgreSQL (load.RawPG: the same rows,
// inserted as pgbench would, in the URL's schema); several revela-load
// at once measure as many writers side by side.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"time"

	"revela/web/load"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "server address (loopback only)")
	rate := flag.Int("rate", 1000, "sales per second; 0: as fast as possible")
	duration := flag.Duration("duration", 10*time.Second, "how long to send")
	workers := flag.Int("workers", 64, "concurrent buyers when --rate 0")
	players := flag.Int("players", 64, "players to spread the sales over")
	game := flag.String("game", "crossingo", "game")
	stake := flag.String("stake", "1", "stake")
	raw := flag.String("raw", "", "first measure SQLite's raw ceiling in this folder (the server's disk) and print the server's share of it")
	rawPG := flag.String("raw-pg", "", "first measure PostgreSQL's raw ceiling at this URL (its search_path's schema) and print the server's share of it")
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
	res, err := load.Run(ctx, load.Config{
		Base: "http://" + *addr, Game: *game, Stake: *stake,
		Rate: *rate, Workers: *workers, Duration: *duration, Players: *players,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "revela-load:", err)
		os.Exit(1)
	}
	mode := fmt.Sprintf("fixed rate %d/s", *rate)
	if *rate == 0 {
		mode = fmt.Sprintf("closed loop, %d workers", *workers)
	}
	fmt.Printf("%s, %s: %s (load average %s)\n", *addr, mode, res, loadavg())
	if ceiling.Sales > 0 {
		fmt.Printf("the server: %.0f %% of %s's raw ceiling in batches of 64\n", 100*res.SalesPerSecond()/ceiling.SalesPerSecond(), ceiling.Base)
	}
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
