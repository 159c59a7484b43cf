package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"runtime/pprof"
	"sync"
	"syscall"
	"time"

	"revela/assets/themes"
	"revela/assets/themes/check"
	"revela/core/games"
	"revela/core/lots"
	"revela/web"
	"revela/web/static"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/sqlite"
)

func runServe(args []string, stdout io.Writer) error {
	fs := newFlags("serve")
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	db := fs.String("db", "revela.db", "SQLite database file (created with its directory when missing), or a PostgreSQL URL postgres://... shared by several processes")
	demo := fs.Bool("demo", false, "give each new player 100 € of play money")
	sync := fs.String("sync", "FULL", "SQLite synchronous setting: FULL (each answered sale is on disk) or NORMAL")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	secure := fs.Bool("secure-cookie", false, "the server is behind HTTPS: Secure session cookie, HSTS")
	origin := fs.String("origin", "", "the server's own origin as browsers send it (https://host), trusted by the cross-site check; default: an Origin whose host is the request's Host")
	maxAge := fs.Duration("session-max-age", 30*24*time.Hour, "a session token ends this long after it was issued (and the cookie's Max-Age); a session in use renews its token")
	idle := fs.Duration("session-idle", 7*24*time.Hour, "a session unused for longer ends")
	playerRate := fs.Float64("player-rate", 1, "new players per second per client address (0: no limit)")
	playerBurst := fs.Int("player-burst", 30, "new players a client address may create at once")
	saleRate := fs.Float64("sale-rate", 10, "sales per second per player (0: no limit)")
	saleBurst := fs.Int("sale-burst", 20, "sales a player may make at once")
	addrRate := fs.Float64("address-sale-rate", 30, "sales per second of all the players of one client address (0: no limit)")
	addrBurst := fs.Int("address-sale-burst", 60, "sales the players of one client address may make at once")
	cooling := fs.Duration("limits-cooling", 48*time.Hour, "how long a player's raise or removal of a limit waits before it takes effect (at least 1s)")
	tz := fs.String("tz", "Europe/Paris", "the time zone of the limits' days, ISO weeks and months")
	sessionMinutes := fs.Int("session-minutes", 0, "the reality check of a player who set none, every so many minutes (0: none; at most 1440)")
	logLevel := fs.String("log-level", "info", "the log's least level: debug (a line per request), info (requests refused, failed or slower than 1 s, and the server's events), warn or error")
	themesDir := fs.String("themes", "", "serve the theme folders of this directory at /themes/, read again on every page load (docs/studio.md)")
	if err := parse(fs, args); err != nil {
		return err
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		return usagef("--log-level %q: want debug, info, warn or error", *logLevel)
	}
	if *themesDir != "" {
		if st, err := os.Stat(*themesDir); err != nil || !st.IsDir() {
			return usagef("--themes %s: not a directory", *themesDir)
		}
	}
	// the themes' art at /themes/, bundled and --themes DIR's (docs/studio.md)
	page := static.Themes(themes.BundledFS(), *themesDir, check.Vet, static.Handler())
	limits, err := serveLimits(*playerRate, *playerBurst, *saleRate, *saleBurst, *addrRate, *addrBurst)
	if err != nil {
		return err
	}
	if *maxAge < time.Second || *idle < time.Second {
		return usagef("--session-max-age and --session-idle must be at least 1s")
	}
	zone, err := time.LoadLocation(*tz)
	if err != nil {
		return usagef("--tz %s: %v", *tz, err)
	}
	if *cooling < time.Second {
		return usagef("--limits-cooling must be at least 1s")
	}
	if *sessionMinutes < 0 || *sessionMinutes > store.MaxSessionMinutes {
		return usagef("--session-minutes %d: want 0 to %d", *sessionMinutes, store.MaxSessionMinutes)
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	pg := isPostgres(*db)
	if *sync != "FULL" && *sync != "NORMAL" {
		return usagef("--sync %q: want FULL or NORMAL", *sync)
	}
	// Listen first: a bad or busy address fails at once, before a
	// database file is created or a block built. Until the store is open
	// the port answers 503 starting (web.Gate).
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return usageError{err}
	}
	defer ln.Close()
	if os.Getenv("GOGC") == "" {
		// Memory is plentiful and the garbage is short-lived: collect less
		// often (measured: fewer CPU cycles per sale).
		debug.SetGCPercent(400)
	}
	// The request log goes through a buffer written out every 100 ms
	// (and at exit) rather than one write to stderr per line: that write
	// was a system call per request.
	logw := newFlushWriter(os.Stderr, 100*time.Millisecond)
	defer logw.Close()
	log := slog.New(slog.NewTextHandler(logw, &slog.HandlerOptions{Level: level}))
	slog.SetDefault(log)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	gate := &web.Gate{}
	sctx, stopServing := context.WithCancel(ctx)
	defer stopServing()
	served := make(chan error, 1)
	go func() { served <- gate.Serve(sctx, ln, 10*time.Second, log) }()
	fail := func(err error) error {
		stopServing()
		<-served
		return err
	}

	var prepare []*lots.Table
	for _, t := range lots.Tables() {
		if games.Playable(t.Game) {
			prepare = append(prepare, t)
		}
	}
	start := time.Now()
	st, err := openStore(ctx, *db, pg, prepare, *sync, log)
	if errors.Is(err, sqlite.ErrInUse) {
		return fail(usageError{err})
	}
	if err != nil {
		return fail(err)
	}
	defer st.Close()
	shown := *db
	if pg {
		shown = "postgres" // the URL may hold a password
	}
	log.Info("store open", "db", shown, "sync", *sync, "tables_ready", len(prepare), "ms", time.Since(start).Milliseconds())

	srv, err := web.New(web.Config{Store: st, Static: page, Demo: *demo, Logger: log,
		SecureCookie: *secure, Origin: *origin, SessionMaxAge: *maxAge, SessionIdle: *idle, Limits: limits,
		Responsible: web.Responsible{Zone: zone, Cooling: *cooling, SessionMinutes: *sessionMinutes}})
	if err != nil {
		return fail(err)
	}
	gate.Open(srv)
	fmt.Fprintf(stdout, "revela: serving on http://%s (db %s, demo %v)\n", ln.Addr(), shown, *demo)
	err = <-served
	if cerr := st.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	log.Info("stopped")
	return err
}

// openStore opens the PostgreSQL store when pg (db is its URL; several
// processes may share it; durability is the server's synchronous_commit),
// else the SQLite file db with its synchronous setting.
func openStore(ctx context.Context, db string, pg bool, prepare []*lots.Table, sync string, log *slog.Logger) (store.Store, error) {
	if pg {
		return postgres.Open(ctx, db, postgres.Options{Prepare: prepare, Logger: log})
	}
	return sqlite.Open(ctx, db, sqlite.Options{Prepare: prepare, Synchronous: sync, Logger: log})
}

// flushWriter buffers what is written to w and writes it out every
// period, when its buffer is full, and at Close. Lines may reach w up to
// one period late, and are lost if the process is killed meanwhile.
type flushWriter struct {
	mu   sync.Mutex
	b    *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

func newFlushWriter(w io.Writer, period time.Duration) *flushWriter {
	f := &flushWriter{b: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(f.done)
		t := time.NewTicker(period)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				f.mu.Lock()
				f.b.Flush()
				f.mu.Unlock()
			case <-f.stop:
				return
			}
		}
	}()
	return f
}

func (f *flushWriter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.b.Write(p)
}

// Close stops the periodic flush and writes out what is buffered; later
// writes go out when the buffer fills (never, in practice: Close is the
// last thing serve does).
func (f *flushWriter) Close() error {
	close(f.stop)
	<-f.done
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.b.Flush()
}
