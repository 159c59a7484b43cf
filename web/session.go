package web

import (
	"context"
	"crypto/sha256"
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
// used more than Config.SessionIdle ago or created more than
// Config.SessionMaxAge ago. A session is recorded as used
// (Store.TouchSession) at most once per touch period, so that use costs a
// write once an hour at most, not once a request. Players are cached
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
	if idle > s.cfg.SessionIdle || now.Sub(e.p.CreatedAt) > s.cfg.SessionMaxAge {
		s.sessions.drop(hash)
		return store.Player{}, errExpired
	}
	if idle >= s.touchEvery() {
		err := s.cfg.Store.TouchSession(ctx, hash, now)
		if errors.Is(err, store.ErrNotFound) {
			s.sessions.drop(hash)
			return store.Player{}, errNoSession
		}
		if err != nil {
			return store.Player{}, err
		}
		e.p.LastSeen, changed = now, true
	}
	if changed {
		s.sessions.put(hash, e)
	}
	return e.p, nil
}

// sessionRecheck is how long a cached session is trusted before it is
// read from the store again.
const sessionRecheck = time.Minute

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
			ctx := context.WithValue(r.Context(), ctxKey{}, p)
			h(w, r.WithContext(context.WithValue(ctx, ctxSession{}, sha256.Sum256([]byte(token)))))
		}
	}
}

// saleSession is the session of an authenticated request as a sale
// checks it in its own statement: live, created within
// Config.SessionMaxAge and used within Config.SessionIdle of now.
func (s *Server) saleSession(r *http.Request) *store.Session {
	now := s.cfg.Now()
	return &store.Session{Hash: r.Context().Value(ctxSession{}).([32]byte),
		Born: now.Add(-s.cfg.SessionMaxAge), Seen: now.Add(-s.cfg.SessionIdle)}
}

// logout: POST /api/v1/logout, body {} or empty. It ends the request's
// session in the store (no token reaches its player any more) and clears
// the cookie; 204 whether or not there was a session.
func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if err := readJSON(r, true); err != nil {
		s.fail(w, r, err)
		return
	}
	if token := sessionToken(r); token != "" {
		hash := sha256.Sum256([]byte(token))
		if err := s.cfg.Store.EndSession(r.Context(), hash); err != nil {
			s.fail(w, r, err)
			return
		}
		s.sessions.drop(hash)
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
