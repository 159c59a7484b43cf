// Package web is the thin server: the HTTP API of docs/design.md under
// /api/v1, on a store.Store, with JSON errors, capped bodies, one log line
// per request and /healthz. The page at "/" is a handler given in Config.
package web

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
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
	// SecureCookie adds Secure to the session cookie (behind HTTPS).
	SecureCookie bool
	// Logger receives one line per request; slog.Default() when nil.
	Logger *slog.Logger
}

// Server is the HTTP handler of the whole product.
type Server struct {
	cfg      Config
	log      *slog.Logger
	mux      *http.ServeMux
	sessions sessions
}

// New returns the server of cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil {
		return nil, errors.New("web: no store")
	}
	if cfg.DemoBalance == 0 {
		cfg.DemoBalance = money.Euros(100)
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
	s := &Server{cfg: cfg, log: cfg.Logger, mux: http.NewServeMux()}
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	api := func(pattern string, methods map[string]http.HandlerFunc) {
		s.mux.Handle(pattern, byMethod(methods))
	}
	api("/api/v1/players", map[string]http.HandlerFunc{"POST": s.createPlayer})
	api("/api/v1/me", map[string]http.HandlerFunc{"GET": s.fresh(s.me)})
	api("/api/v1/games", map[string]http.HandlerFunc{"GET": s.games})
	api("/api/v1/tickets", map[string]http.HandlerFunc{"GET": s.auth(s.tickets), "POST": s.auth(s.buy)})
	api("/api/v1/tickets/{id}", map[string]http.HandlerFunc{"GET": s.auth(s.ticket)})
	api("/api/v1/tickets/{id}/seen", map[string]http.HandlerFunc{"POST": s.auth(s.seen)})
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

// ServeHTTP serves one request, capping its body and logging it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
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
		s.log.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.Int("status", sw.code()),
			slog.Int64("bytes", sw.bytes),
			slog.Duration("dur", time.Since(start)),
			slog.String("remote", r.RemoteAddr),
		)
	}()
	s.mux.ServeHTTP(sw, r)
}

// HTTPServer returns an http.Server for s on addr with read, write and
// idle timeouts.
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
}

// Serve serves s on ln until ctx ends, then shuts down gracefully:
// it stops accepting, lets the requests in flight finish (up to grace)
// and returns. The store is left open: the caller closes it after.
func (s *Server) Serve(ctx context.Context, ln net.Listener, grace time.Duration) error {
	srv := s.HTTPServer(ln.Addr().String())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.log.Info("shutting down", "grace", grace)
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := srv.Shutdown(sctx)
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
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
