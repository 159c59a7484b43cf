package web

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strings"
	"sync"
	"time"

	"revela/web/store"
)

// SessionCookie is the name of the session cookie.
const SessionCookie = "revela_session"

// Errors of lookup, both answered 401.
var (
	errNoSession = errors.New("no valid session")
	errExpired   = errors.New("the session expired")
)

type (
	ctxKey     struct{}
	ctxSession struct{}
)

// sessionToken returns the request's session token, from the
// Authorization: Bearer header or else the session cookie; "" when none
// is well formed.
func sessionToken(r *http.Request) string {
	token := ""
	if a := r.Header.Get("Authorization"); a != "" {
		scheme, rest, _ := strings.Cut(a, " ")
		if strings.EqualFold(scheme, "Bearer") {
			token = strings.TrimSpace(rest)
		}
	} else if c, err := r.Cookie(SessionCookie); err == nil {
		token = c.Value
	}
	if !validToken(token) {
		return ""
	}
	return token
}

// lookup returns the player of a well-formed session token: errNoSession
// when the store has no such live session, errExpired when it was last
// used more than Config.SessionIdle ago or the token was issued more than
// Config.SessionMaxAge ago. A session is recorded as used
// (Store.TouchSession) at most once per touch period, so that use costs a
// write once an hour at most, not once a request, and at a renewed
// token's first use (Player.Fresh). Players are cached
// (their key and id never change) for at most sessionRecheck, so that a
// session ended by another process is refused within that time by the
// reads, and at once by a sale (its statement checks the session:
// saleSession); fresh reads the store (and so the balance) now.
func (s *Server) lookup(ctx context.Context, token string, fresh bool) (store.Player, error) {
	hash := sha256.Sum256([]byte(token))
	now := s.cfg.Now()
	e, ok := s.sessions.get(hash)
	changed := !ok || fresh || now.Sub(e.read) >= sessionRecheck
	if changed {
		p, err := s.cfg.Store.PlayerByToken(ctx, hash)
		if errors.Is(err, store.ErrNotFound) {
			s.sessions.drop(hash)
			return store.Player{}, errNoSession
		}
		if err != nil {
			return store.Player{}, err
		}
		e = session{p: p, read: now}
	}
	idle := now.Sub(e.p.LastSeen)
	if idle > s.cfg.SessionIdle || now.Sub(e.p.Issued) > s.cfg.SessionMaxAge {
		s.sessions.drop(hash)
		return store.Player{}, errExpired
	}
	if idle >= s.touchEvery() || e.p.Fresh && e.p.Replaced.IsZero() { // a renewed token's first use closes the way back
		err := s.cfg.Store.TouchSession(ctx, hash, now)
		if errors.Is(err, store.ErrNotFound) {
			s.sessions.drop(hash)
			return store.Player{}, errNoSession
		}
		if err != nil {
			return store.Player{}, err
		}
		e.p.LastSeen, changed = now, true
		if e.p.Replaced.IsZero() {
			e.p.Fresh = false
		}
	}
	if changed {
		s.sessions.put(hash, e)
	}
	return e.p, nil
}

// sessionRecheck is how long a cached session is trusted before it is
// read from the store again.
const sessionRecheck = time.Minute

// TokenHeader carries a session's new token in the answer to a request
// made with an Authorization header (renew); a cookie session gets it as
// its cookie.
const TokenHeader = "Revela-Token"

// renewSettle is how long after a renewal the token it replaced renews
// again: longer than a request may take (the server's write timeout), so
// that a request in flight with the old token does not drop the new one
// that its answer delivered; past it, the old token's use means that the
// answer carrying the new one was lost.
const renewSettle = 2 * time.Minute

// renew gives the request's session a new token when the one it was made
// with is renewAfter old, or was replaced more than renewSettle ago by a
// token never used since (the answer carrying it was lost), so that a
// session in use never reaches its end: the new token is set as the
// cookie, or, for a request with an Authorization header, sent in
// TokenHeader. It returns the token the request goes on with and its hash:
// the request's own when no renewal is due, or when the store refused it
// (another request renewed the session first; the old token stays valid
// until its own age ends). The session is read from the store first, not
// from the cache, and the player's cached sessions are dropped after a
// renewal (a lost replacement is no longer valid).
func (s *Server) renew(w http.ResponseWriter, r *http.Request, token string, p store.Player) (string, [32]byte) {
	hash := sha256.Sum256([]byte(token))
	now := s.cfg.Now()
	due := func(p store.Player) bool {
		if !p.Replaced.IsZero() {
			return p.Fresh && now.Sub(p.Replaced) >= renewSettle
		}
		return now.Sub(p.Issued) >= s.renewAfter()
	}
	if !due(p) {
		return token, hash
	}
	s.sessions.drop(hash) // the next lookup caches what the store says now
	p, err := s.cfg.Store.PlayerByToken(r.Context(), hash)
	if err != nil || !due(p) {
		return token, hash
	}
	fresh := newToken()
	freshHash := sha256.Sum256([]byte(fresh))
	if err := s.cfg.Store.RenewSession(r.Context(), hash, freshHash, now, now.Add(-renewSettle)); err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			s.log.Warn("session not renewed", "err", err)
		}
		return token, hash
	}
	s.sessions.dropPlayer(p.Key)
	if r.Header.Get("Authorization") != "" {
		w.Header().Set(TokenHeader, fresh)
	} else {
		s.setCookie(w, fresh, int(s.cfg.SessionMaxAge/time.Second))
	}
	return fresh, freshHash
}

// renewAfter is the age of a token at which its session renews: half
// Config.SessionMaxAge, or less when the idle time allows a longer pause,
// so that a session used at least once every Config.SessionIdle never
// ends (a use at most SessionIdle after the last one finds the token
// within its age, and renews it once it is SessionMaxAge − SessionIdle
// old); with SessionIdle at SessionMaxAge or over, half.
func (s *Server) renewAfter() time.Duration {
	half, left := s.cfg.SessionMaxAge/2, s.cfg.SessionMaxAge-s.cfg.SessionIdle
	if left <= 0 || left > half {
		return half
	}
	return left
}

// newToken returns a new session token: 32 random bytes in hex.
func newToken() string {
	var raw [32]byte
	rand.Read(raw[:])
	return hex.EncodeToString(raw[:])
}

// touchEvery is how often a session in use is recorded as used: a tenth
// of the idle time, at most an hour.
func (s *Server) touchEvery() time.Duration { return min(s.cfg.SessionIdle/10, time.Hour) }

// auth wraps h so that it runs only with a valid session (sessionToken,
// lookup); the player is in the request's context. The balance in the
// context may be up to sessionRecheck old: handlers that show it use
// fresh.
func (s *Server) auth(h http.HandlerFunc) http.HandlerFunc { return s.authWith(h, false) }

// fresh is auth reading the player (and so the balance) from the store.
func (s *Server) fresh(h http.HandlerFunc) http.HandlerFunc { return s.authWith(h, true) }

func (s *Server) authWith(h http.HandlerFunc, fresh bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		token := sessionToken(r)
		if token == "" {
			writeError(w, http.StatusUnauthorized, "unauthorized", "no valid session: create a player with POST /api/v1/players")
			return
		}
		p, err := s.lookup(r.Context(), token, fresh)
		switch {
		case errors.Is(err, errNoSession):
			writeError(w, http.StatusUnauthorized, "unauthorized", "unknown session")
		case errors.Is(err, errExpired):
			writeError(w, http.StatusUnauthorized, "unauthorized", "the session expired: create a player with POST /api/v1/players")
		case err != nil:
			s.fail(w, r, err)
		default:
			_, hash := s.renew(w, r, token, p)
			ctx := context.WithValue(r.Context(), ctxKey{}, p)
			h(w, r.WithContext(context.WithValue(ctx, ctxSession{}, hash)))
		}
	}
}

// saleSession is the session of an authenticated request as a sale
// checks it in its own statement: live, its token issued within
// Config.SessionMaxAge and the session used within Config.SessionIdle of
// now.
func (s *Server) saleSession(r *http.Request) *store.Session {
	now := s.cfg.Now()
	return &store.Session{Hash: r.Context().Value(ctxSession{}).([32]byte),
		Born: now.Add(-s.cfg.SessionMaxAge), Seen: now.Add(-s.cfg.SessionIdle)}
}

// logout: POST /api/v1/logout, body {} or empty. It ends the request's
// session in the store, through either of its tokens (no token reaches
// its player any more), and clears the cookie; 204 whether or not there
// was a session. A token that no longer opens the session (expired,
// ended, unknown) ends nothing.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if err := readJSON(r, true); err != nil {
		s.fail(w, r, err)
		return
	}
	if token := sessionToken(r); token != "" {
		p, err := s.lookup(r.Context(), token, true)
		switch {
		case errors.Is(err, errNoSession) || errors.Is(err, errExpired):
		case err != nil:
			s.fail(w, r, err)
			return
		default:
			if err := s.cfg.Store.EndSession(r.Context(), sha256.Sum256([]byte(token))); err != nil {
				s.fail(w, r, err)
				return
			}
			s.sessions.dropPlayer(p.Key)
		}
	}
	s.setCookie(w, "", -1)
	w.WriteHeader(http.StatusNoContent)
}

// setCookie sets the session cookie to token for maxAge seconds (-1:
// cleared). Secure when Config.SecureCookie.
func (s *Server) setCookie(w http.ResponseWriter, token string, maxAge int) {
	http.SetCookie(w, &http.Cookie{
		Name: SessionCookie, Value: token, Path: "/", MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.cfg.SecureCookie,
	})
}

// session is a cached session: its player and when it was read.
type session struct {
	p    store.Player
	read time.Time
}

// sessions caches the sessions of token hashes. It forgets them all when
// full: a miss costs one read.
type sessions struct {
	mu sync.RWMutex
	m  map[[32]byte]session
}

const maxSessions = 100_000

func (c *sessions) get(h [32]byte) (session, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.m[h]
	return e, ok
}

func (c *sessions) put(h [32]byte, e session) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxSessions {
		c.m = map[[32]byte]session{}
	}
	c.m[h] = e
}

func (c *sessions) drop(h [32]byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, h)
}

// dropPlayer drops every cached session of the player of key (both
// tokens of a renewed session), going through the cache: a logout or a
// renewal is rare.
func (c *sessions) dropPlayer(key int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for h, e := range c.m {
		if e.p.Key == key {
			delete(c.m, h)
		}
	}
}

func validToken(t string) bool {
	if len(t) != 64 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
