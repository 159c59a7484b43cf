// Package web is the thin server: the HTTP API of docs/design.md under
// /api/v1, on a store.Store, with JSON errors, capped bodies, one log line
// per request and /healthz. The page at "/" is a handler given in Config.
package web

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
)

// Config is what a Server needs. Store is required.
type Config struct {
	Store store.Store
	// Static serves everything outside /api/ and /healthz (the page and
	// the WebAssembly client); a 404 when nil.
	Static http.Handler
	// Demo gives each new player DemoBalance of play money.
	Demo        bool
	DemoBalance money.Cents // 100 € when 0
	// Tables finds a lot table; lots.Find when nil (tests pass small
	// tables, the same as their store's).
	Tables func(game string, stake money.Cents) (*lots.Table, error)
	// MaxBody caps request bodies, in bytes; 4 KiB when 0.
	MaxBody int64
	// SecureCookie adds Secure to the session cookie and HSTS to every
	// answer (the server is behind HTTPS).
	SecureCookie bool
	// Origin is the server's own origin as browsers send it
	// ("https://revela.example"), trusted by the cross-site check of the
	// calls that change state (behind a proxy that gives the server
	// another Host); when empty, an Origin passes when its host is the
	// request's Host.
	Origin string
	// SessionMaxAge ends a session this long after its creation, in use or
	// not, and is the session cookie's Max-Age; 30 days when 0.
	SessionMaxAge time.Duration
	// SessionIdle ends a session unused for longer; 7 days when 0.
	SessionIdle time.Duration
	// Limits are the abuse limits; the zero value limits nothing.
	Limits Limits
	// Responsible is the operator's side of the players' own limits and
	// self-exclusion (issue 32).
	Responsible Responsible
	// Now is the clock of sessions and limits; time.Now when nil.
	Now func() time.Time
	// Logger receives one line per request (at debug level when answered
	// under SlowRequest without an error, else at info level);
	// slog.Default() when nil.
	Logger *slog.Logger
}

// Server is the HTTP handler of the whole product.
type Server struct {
	cfg        Config
	log        *slog.Logger
	mux        *http.ServeMux
	sessions   sessions
	newPlayers *limiters[string] // per client address (clientKey)
	sales      *limiters[int64]  // per player key
	addrSales  *limiters[string] // per client address (clientKey)
	cop        *http.CrossOriginProtection
}

// HSTS is the Strict-Transport-Security of every answer with
// Config.SecureCookie: one year.
const HSTS = "max-age=31536000"

// Header values set on every answer (shared, never modified).
var (
	nosniff = []string{"nosniff"}
	hsts    = []string{HSTS}
)

// New returns the server of cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("web: no store")
	}
	if cfg.DemoBalance == 0 {
		cfg.DemoBalance = money.Euros(100)
	}
	if cfg.DemoBalance < 0 || cfg.DemoBalance > money.Max {
		return nil, fmt.Errorf("web: demo balance %s outside 0 to %s", cfg.DemoBalance, money.Max)
	}
	if cfg.SessionMaxAge <= 0 {
		cfg.SessionMaxAge = 30 * 24 * time.Hour
	}
	if cfg.SessionIdle <= 0 {
		cfg.SessionIdle = 7 * 24 * time.Hour
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if err := cfg.Responsible.defaults(); err != nil {
		return nil, err
	}
	if cfg.Limits.MaxKeys <= 0 {
		cfg.Limits.MaxKeys = 100_000
	}
	if cfg.Tables == nil {
		cfg.Tables = lots.Find
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = 4 << 10
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	cop := http.NewCrossOriginProtection()
	if cfg.Origin != "" {
		if err := cop.AddTrustedOrigin(cfg.Origin); err != nil {
			return nil, fmt.Errorf("web: origin: %w", err)
		}
	}
	l := cfg.Limits
	s := &Server{cfg: cfg, log: cfg.Logger, mux: http.NewServeMux(), cop: cop,
		newPlayers: newLimiters[string](l.Players, l.PlayerBurst, l.MaxKeys),
		sales:      newLimiters[int64](l.Sales, l.SaleBurst, l.MaxKeys),
		addrSales:  newLimiters[string](l.AddressSales, l.AddressSaleBurst, l.MaxKeys),
	}
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	api := func(pattern string, methods map[string]http.HandlerFunc) {
		s.mux.Handle(pattern, byMethod(methods))
	}
	// Every POST changes state: guard (cross-site, Content-Type) first.
	api("/api/v1/players", map[string]http.HandlerFunc{"POST": s.guard(s.createPlayer)})
	api("/api/v1/logout", map[string]http.HandlerFunc{"POST": s.guard(s.logout)})
	api("/api/v1/me", map[string]http.HandlerFunc{"GET": s.fresh(s.me)})
	api("/api/v1/me/limits", map[string]http.HandlerFunc{"GET": s.auth(s.limits), "PUT": s.guard(s.auth(s.setLimits))})
	api("/api/v1/me/exclusion", map[string]http.HandlerFunc{"POST": s.guard(s.auth(s.exclude))})
	api("/api/v1/games", map[string]http.HandlerFunc{"GET": s.games})
	api("/api/v1/tickets", map[string]http.HandlerFunc{"GET": s.auth(s.tickets), "POST": s.guard(s.auth(s.buy))})
	api("/api/v1/tickets/unseen", map[string]http.HandlerFunc{"GET": s.auth(s.unseen)})
	api("/api/v1/tickets/{id}", map[string]http.HandlerFunc{"GET": s.auth(s.ticket)})
	api("/api/v1/tickets/{id}/seen", map[string]http.HandlerFunc{"POST": s.guard(s.auth(s.seen))})
	api("/api/v1/tickets/{id}/progress", map[string]http.HandlerFunc{"POST": s.guard(s.auth(s.progress))})
	api("/api/v1/blocks", map[string]http.HandlerFunc{"GET": s.blocks})
	api("/api/v1/blocks/{id}", map[string]http.HandlerFunc{"GET": s.block})
	api("/api/v1/blocks/{id}/units", map[string]http.HandlerFunc{"GET": s.units})
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "not_found", "no such API call: "+r.Method+" "+r.URL.Path)
	})
	s.mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("ok"))
	})
	static := s.cfg.Static
	if static == nil {
		static = http.NotFoundHandler()
	}
	s.mux.Handle("/", static)
}

// SlowRequest is the time from which a request answered without an error
// is logged at info level: the others are at debug level, since a line
// per sale at info level took the server's time under load (issue 31).
const SlowRequest = time.Second

// ServeHTTP serves one request, capping its body and logging it. Every
// answer carries X-Content-Type-Options: nosniff, and HSTS with
// SecureCookie.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	h := w.Header()
	h["X-Content-Type-Options"] = nosniff
	if s.cfg.SecureCookie {
		h["Strict-Transport-Security"] = hsts
	}
	sw := &statusWriter{ResponseWriter: w}
	if r.Body != nil {
		r.Body = http.MaxBytesReader(sw, r.Body, s.cfg.MaxBody)
	}
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic", "method", r.Method, "path", r.URL.Path, "panic", v)
			if sw.status == 0 {
				writeError(sw, http.StatusInternalServerError, "internal", "internal error")
			}
		}
		code, dur := sw.code(), time.Since(start)
		level := slog.LevelDebug
		if code >= 400 || dur >= SlowRequest {
			level = slog.LevelInfo
		}
		s.log.LogAttrs(r.Context(), level, "request",
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.Int("status", code),
			slog.Int64("bytes", sw.bytes),
			slog.Duration("dur", dur),
			slog.String("remote", r.RemoteAddr),
		)
	}()
	s.mux.ServeHTTP(sw, r)
}

// HTTPServer returns an http.Server for s on addr with read, write and
// idle timeouts.
func (s *Server) HTTPServer(addr string) *http.Server { return httpServer(addr, s, s.log) }

func httpServer(addr string, h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}

// Serve serves s on ln until ctx ends, then shuts down gracefully:
// it stops accepting, lets the requests in flight finish (up to grace)
// and returns. The store is left open: the caller closes it after.
func (s *Server) Serve(ctx context.Context, ln net.Listener, grace time.Duration) error {
	return serve(ctx, ln, s, grace, s.log)
}

func serve(ctx context.Context, ln net.Listener, h http.Handler, grace time.Duration, log *slog.Logger) error {
	srv := httpServer(ln.Addr().String(), h, log)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down", "grace", grace)
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}

// Gate is the handler of a server that is starting: until Open gives it
// its Server, /healthz answers 503 "starting" (text) and every other
// request 503 starting (JSON, Retry-After: 1), so that a load balancer
// or a client never takes the open port for a ready server.
type Gate struct {
	s atomic.Pointer[Server]
}

// Open hands every later request to s.
func (g *Gate) Open(s *Server) { g.s.Store(s) }

// ServeHTTP serves one request: by the Server once open.
func (g *Gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s := g.s.Load(); s != nil {
		s.ServeHTTP(w, r)
		return
	}
	h := w.Header()
	h["X-Content-Type-Options"] = nosniff
	h.Set("Retry-After", "1")
	if r.URL.Path == "/healthz" {
		h.Set("Content-Type", "text/plain; charset=utf-8")
		h.Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte("starting"))
		return
	}
	if !strings.HasPrefix(r.URL.Path, "/api/") && (r.Method == http.MethodGet || r.Method == http.MethodHead) {
		// A player's browser: a page that says so and reloads itself.
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write(startingPage)
		return
	}
	writeError(w, http.StatusServiceUnavailable, "starting", "the server is starting: retry in a moment")
}

// startingPage is what a browser gets while the server starts (the first
// start builds a block of each game and stake: seconds): it reloads
// itself every second until the product answers.
var startingPage = []byte(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="1"><title>Revela</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#1b1035;color:#fff;font:18px system-ui,sans-serif;text-align:center}p{margin:.4em}small{color:#d9ccff}</style>
</head><body><main><p><b>Revela démarre…</b></p><p><small>Revela is starting…</small></p></main></body></html>
`)

// Serve serves g on ln until ctx ends, as (*Server).Serve.
func (g *Gate) Serve(ctx context.Context, ln net.Listener, grace time.Duration, log *slog.Logger) error {
	return serve(ctx, ln, g, grace, log)
}

// statusWriter remembers the status and size of a response.
type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

func (w *statusWriter) code() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}

// Unwrap lets http.ResponseController reach the connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
