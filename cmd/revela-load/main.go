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
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"os/signal"
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
	flag.Parse()
	host, _, err := net.SplitHostPort(*addr)
	if ip := net.ParseIP(host); err != nil || (host != "localhost" && (ip == nil || !ip.IsLoopback())) {
		fmt.Fprintf(os.Stderr, "revela-load: %s is not a loopback address\n", *addr)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
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
	fmt.Printf("%s, %s: %s\n", *addr, mode, res)
}
