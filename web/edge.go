package web

import (
	"mime"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// guard wraps a state-changing call (every POST of the API): a request
// from another site is refused with 403 cross_origin, then a body that is
// not declared application/json with 415 unsupported_media_type. Another
// site is what net/http's CrossOriginProtection refuses: a Sec-Fetch-Site
// other than same-origin or none (a token compared exactly, as the Fetch
// Metadata spec says), or, from a browser that sends none, an Origin
// whose host is not the request's Host; Config.Origin is trusted as
// written. A browser sends no cross-origin JSON request without CORS,
// which this server never grants, so a page of another site (another
// port of the same host included) cannot buy with, or replace, the
// player's session.
func (s *Server) guard(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.cop.Check(r); err != nil {
			writeError(w, http.StatusForbidden, "cross_origin", "requests from another site are refused")
			return
		}
		if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
			writeError(w, http.StatusUnsupportedMediaType, "unsupported_media_type", "the body must be sent as Content-Type: application/json")
			return
		}
		h(w, r)
	}
}

// Limits are the abuse limits: new players per client address and sales
// per player, each a token bucket (golang.org/x/time/rate) of a rate per
// second and a burst. A zero rate is no limit. Over a limit the call is
// answered 429 rate_limited with Retry-After and changes nothing.
type Limits struct {
	Players     rate.Limit // new players per second per client address
	PlayerBurst int
	Sales       rate.Limit // sales per second per player
	SaleBurst   int
	// AddressSales limits the sales per second of all the players of
	// one client address (clientKey), so that one address cannot sell
	// at Sales times as many players as it can create.
	AddressSales     rate.Limit
	AddressSaleBurst int
	// MaxKeys bounds the addresses (and the players) tracked at once;
	// 100,000 when 0. Beyond it the newcomers share one bucket until
	// idle ones are evicted.
	MaxKeys int
}

// limit takes one event of key from l: true when allowed; else it
// answers 429 with Retry-After (whole seconds, at least 1).
func limit[K comparable](s *Server, w http.ResponseWriter, l *limiters[K], key K) bool {
	d := l.take(key, s.cfg.Now())
	if d == 0 {
		return true
	}
	w.Header().Set("Retry-After", strconv.FormatInt(int64((d+time.Second-1)/time.Second), 10))
	writeError(w, http.StatusTooManyRequests, "rate_limited", "too many requests: retry later")
	return false
}

// clientKey is the key of the request's client address for the limits
// on new players and on an address's sales: the IP address, an IPv6 address's /64 (one host
// commonly holds a whole /64).
func clientKey(r *http.Request) string {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	a := ap.Addr().Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// limiters holds one rate.Limiter per key. Its map is bounded: an entry
// idle for as long as its bucket takes to fill again is evicted (it is
// then the same as a new one, so evicting it forgives nothing), swept
// at most once per sweepEvery and when the map is full; keys that find
// it still full share the overflow limiter.
type limiters[K comparable] struct {
	every rate.Limit
	burst int
	max   int
	idle  time.Duration

	mu        sync.Mutex
	m         map[K]*limiterEntry
	overflow  *rate.Limiter
	lastSweep time.Time
}

type limiterEntry struct {
	lim  *rate.Limiter
	last time.Time
}

const sweepEvery = time.Minute

// newLimiters returns the limiters of rate every and burst for up to
// maxKeys keys; nil (no limit) when every is 0.
func newLimiters[K comparable](every rate.Limit, burst, maxKeys int) *limiters[K] {
	if every == 0 {
		return nil
	}
	burst = max(burst, 1)
	return &limiters[K]{
		every: every, burst: burst, max: maxKeys,
		idle:     time.Duration(float64(burst) / float64(every) * float64(time.Second)),
		m:        map[K]*limiterEntry{},
		overflow: rate.NewLimiter(every, burst),
	}
}

// take takes one event of k at now: 0 when allowed, else how long until
// one would be (and nothing is taken).
func (l *limiters[K]) take(k K, now time.Time) time.Duration {
	if l == nil {
		return 0
	}
	l.mu.Lock()
	if now.Sub(l.lastSweep) >= sweepEvery {
		l.sweep(now)
	}
	e := l.m[k]
	if e == nil && len(l.m) >= l.max && now.Sub(l.lastSweep) >= time.Second {
		l.sweep(now)
	}
	lim := l.overflow
	switch {
	case e != nil:
		lim = e.lim
	case len(l.m) < l.max:
		e = &limiterEntry{lim: rate.NewLimiter(l.every, l.burst)}
		l.m[k] = e
		lim = e.lim
	}
	if e != nil {
		e.last = now
	}
	l.mu.Unlock()
	r := lim.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return d
	}
	return 0
}

// sweep evicts the idle entries (l.mu held).
func (l *limiters[K]) sweep(now time.Time) {
	l.lastSweep = now
	for k, e := range l.m {
		if now.Sub(e.last) >= l.idle {
			delete(l.m, k)
		}
	}
}

// len returns the number of keys tracked.
func (l *limiters[K]) len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.m)
}
