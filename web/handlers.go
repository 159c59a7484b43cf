package web

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"revela/core/games"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/store"
	"revela/web/wire"
)

func playerOf(p store.Player) wire.Player {
	return wire.Player{ID: p.ID, Balance: p.Balance, Demo: p.Demo}
}

// createPlayer: POST /api/v1/players, body {} or empty. With a valid
// session already present it answers 200 with that player, the session
// renewed when due (renew): a second POST (a cross-site form, a double
// click) never replaces a session; the token is echoed only to a Bearer
// caller, who sent it (or its renewal), never to a cookie session
// (HttpOnly: no script of the page reads it). New players are limited per
// client address.
func (s *Server) createPlayer(w http.ResponseWriter, r *http.Request) {
	if err := readJSON(r, true); err != nil {
		s.fail(w, r, err)
		return
	}
	if token := sessionToken(r); token != "" {
		p, err := s.lookup(r.Context(), token, true)
		if err == nil {
			token, _ = s.renew(w, r, token, p)
			if r.Header.Get("Authorization") == "" {
				// a cookie session: the cookie is HttpOnly, so its token is
				// never written where a script of the page could read it
				token = ""
			}
			writePlayer(w, http.StatusOK, p, token)
			return
		}
		if !errors.Is(err, errNoSession) && !errors.Is(err, errExpired) {
			s.fail(w, r, err)
			return
		}
	}
	if !limit(s, w, s.newPlayers, clientKey(r)) {
		return
	}
	token := newToken()
	balance := money.Cents(0)
	if s.cfg.Demo {
		balance = s.cfg.DemoBalance
	}
	p, err := s.cfg.Store.CreatePlayer(r.Context(), sha256.Sum256([]byte(token)), balance, s.cfg.Demo)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.setCookie(w, token, int(s.cfg.SessionMaxAge/time.Second))
	if r.Header.Get("Sec-Fetch-Site") != "" {
		// a browser's request (browsers send Sec-Fetch-Site, and a page's
		// script cannot take it off): its session is the HttpOnly cookie,
		// whose token no script of the page may read in the answer
		token = ""
	}
	writePlayer(w, http.StatusCreated, p, token)
}

func writePlayer(w http.ResponseWriter, status int, p store.Player, token string) {
	writeJSON(w, status, wire.PlayerAnswer{Player: playerOf(p), Token: token})
}

func player(r *http.Request) store.Player { return r.Context().Value(ctxKey{}).(store.Player) }

// me: GET /api/v1/me.
func (s *Server) me(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, wire.PlayerAnswer{Player: playerOf(player(r))})
}

// games: GET /api/v1/games.
func (s *Server) games(w http.ResponseWriter, r *http.Request) {
	out := wire.Games{Games: []wire.Game{}}
	for _, id := range lots.Games() {
		gj := wire.Game{ID: id, Playable: games.Playable(id), Stakes: []wire.Stake{}}
		if g, err := games.Lookup(id); err == nil {
			gj.Version = g.Version
		}
		for _, stake := range lots.Stakes(id) {
			t, err := s.cfg.Tables(id, stake)
			if err != nil {
				continue
			}
			gj.Name = t.Name
			gj.Stakes = append(gj.Stakes, wire.Stake{
				Stake: t.Stake, GamePart: t.GamePart,
				SuperJackpotPart: t.SuperJackpotPart, Participations: t.Participations,
			})
		}
		out.Games = append(out.Games, gj)
	}
	writeJSON(w, http.StatusOK, out)
}

// appendTicket appends the ticket's JSON (a wire.Ticket) to b, field by
// field (the hot path of a sale: no reflection, and the stored script is
// copied as it is instead of being compacted again), in wire.Ticket's
// order; json_test.go holds it byte for byte to encoding/json's.
func appendTicket(b []byte, t store.Ticket) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, t.ID, 10)
	b = append(b, `,"game":`...)
	b = appendString(b, t.Game)
	b = append(b, `,"stake":`...)
	b = appendCents(b, t.Stake)
	b = append(b, `,"prize":`...)
	b = appendCents(b, t.Prize)
	b = append(b, `,"block":"`...)
	b = strconv.AppendInt(b, t.Block, 10)
	b = append(b, `","position":`...)
	b = strconv.AppendInt(b, int64(t.Position), 10)
	b = append(b, `,"script":`...)
	if len(t.Script) == 0 {
		b = append(b, "null"...)
	} else {
		b = append(b, t.Script...)
	}
	b = append(b, `,"seen":`...)
	b = strconv.AppendBool(b, t.Seen)
	b = append(b, `,"step":`...)
	b = strconv.AppendInt(b, int64(t.Step), 10)
	b = append(b, `,"created_at":"`...)
	b = t.CreatedAt.UTC().AppendFormat(b, time.RFC3339)
	b = append(b, `","balance":`...)
	b = appendCents(b, t.Balance)
	b = append(b, `,"super_jackpot_part":`...)
	b = appendCents(b, t.SuperJackpotPart)
	b = append(b, `,"participations":`...)
	b = strconv.AppendInt(b, int64(t.Participations), 10)
	b = appendProof(b, t.Proof)
	return append(b, '}')
}

// buy: POST /api/v1/tickets {"game", "stake", "request_id"}. Sales are
// limited per player (Limits.Sales) and per client address
// (Limits.AddressSales).
func (s *Server) buy(w http.ResponseWriter, r *http.Request) {
	if !limit(s, w, s.sales, player(r).Key) || !limit(s, w, s.addrSales, clientKey(r)) {
		return
	}
	var body struct{ Game, Stake, RequestID *string }
	if err := readJSON(r, false, field{"game", &body.Game}, field{"stake", &body.Stake}, field{"request_id", &body.RequestID}); err != nil {
		s.fail(w, r, err)
		return
	}
	switch {
	case body.RequestID == nil:
		writeError(w, http.StatusBadRequest, "bad_request", "request_id is required")
		return
	case !validRequestID(*body.RequestID):
		writeError(w, http.StatusBadRequest, "bad_request", "request_id must be 1 to 64 characters among A-Z a-z 0-9 _ -")
		return
	case body.Game == nil:
		writeError(w, http.StatusBadRequest, "bad_request", "game is required")
		return
	case body.Stake == nil:
		writeError(w, http.StatusBadRequest, "bad_request", "stake is required")
		return
	}
	game := *body.Game
	if lots.Stakes(game) == nil {
		writeError(w, http.StatusNotFound, "unknown_game", "unknown game "+strconv.Quote(game))
		return
	}
	stake, err := money.Parse(*body.Stake)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", "stake: "+err.Error())
		return
	}
	t, err := s.cfg.Tables(game, stake)
	if errors.Is(err, lots.ErrStake) {
		writeError(w, http.StatusBadRequest, "stake_not_offered", err.Error())
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !games.Playable(game) {
		writeError(w, http.StatusConflict, "not_playable", game+" cannot be played yet: its rules core is not built")
		return
	}
	tk, replay, err := s.cfg.Store.Sell(r.Context(), store.Sale{Player: player(r).Key, RequestID: *body.RequestID, Table: t,
		Session: s.saleSession(r), Now: s.cfg.Now(), Zone: s.cfg.Responsible.Zone})
	if errors.Is(err, store.ErrNoSession) {
		s.sessions.drop(r.Context().Value(ctxSession{}).([32]byte))
		writeError(w, http.StatusUnauthorized, "unauthorized", "the session ended or expired: create a player with POST /api/v1/players")
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	status := http.StatusCreated
	if replay {
		status = http.StatusOK
		ts := []store.Ticket{tk} // the stored ticket: its proof completed
		s.complete(r, ts)
		tk = ts[0]
	}
	writeTicket(w, status, tk)
}

func validRequestID(id string) bool {
	if len(id) < 1 || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// tickets: GET /api/v1/tickets?limit=N&before=ID.
func (s *Server) tickets(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit := 20
	if v := q.Get("limit"); v != "" || q.Has("limit") {
		n, ok := parseID(v)
		if !ok || n > 100 {
			writeError(w, http.StatusBadRequest, "bad_request", "limit must be an integer from 1 to 100")
			return
		}
		limit = int(n)
	}
	var before int64
	if v := q.Get("before"); v != "" || q.Has("before") {
		n, ok := parseID(v)
		if !ok {
			writeError(w, http.StatusBadRequest, "bad_request", "before must be a positive ticket id")
			return
		}
		before = n
	}
	ts, err := s.cfg.Store.Tickets(r.Context(), player(r).Key, before, limit+1)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	next := int64(0)
	if len(ts) > limit {
		ts = ts[:limit]
		next = ts[limit-1].ID
	}
	s.complete(r, ts)
	b := appendTickets(make([]byte, 0, 1024*len(ts)+64), ts)
	b = append(b, `,"next_before":`...)
	if next == 0 {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, next, 10)
	}
	writeBody(w, http.StatusOK, append(b, '}'))
}

// appendTickets appends `{"tickets":[...]` (the object left open).
func appendTickets(b []byte, ts []store.Ticket) []byte {
	b = append(b, `{"tickets":[`...)
	for i, t := range ts {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendTicket(b, t)
	}
	return append(b, ']')
}

// unseen: GET /api/v1/tickets/unseen: the player's tickets not yet
// marked seen, across games, oldest first, at most wire.MaxUnseen.
func (s *Server) unseen(w http.ResponseWriter, r *http.Request) {
	ts, err := s.cfg.Store.Unseen(r.Context(), player(r).Key, wire.MaxUnseen)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.complete(r, ts)
	b := appendTickets(make([]byte, 0, 1024*len(ts)+64), ts)
	writeBody(w, http.StatusOK, append(b, '}'))
}

// parseID reads a ticket id in its one written form: decimal digits, no
// sign, no leading zero, at least 1 ("01", "+1", "1.0" are not ids).
func parseID(s string) (int64, bool) {
	if s == "" || s[0] == '0' {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	id, err := strconv.ParseInt(s, 10, 64)
	return id, err == nil
}

// ticketID reads the {id} of the path; false (and a 404 answered) when it
// is not a ticket id as parseID reads it: /api/v1/tickets/01 is no
// ticket's path.
func ticketID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, ok := parseID(r.PathValue("id"))
	if !ok {
		writeError(w, http.StatusNotFound, "not_found", "no such ticket")
		return 0, false
	}
	return id, true
}

// ticket: GET /api/v1/tickets/{id}.
func (s *Server) ticket(w http.ResponseWriter, r *http.Request) {
	id, ok := ticketID(w, r)
	if !ok {
		return
	}
	t, err := s.cfg.Store.Ticket(r.Context(), player(r).Key, id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	ts := []store.Ticket{t}
	s.complete(r, ts)
	writeTicket(w, http.StatusOK, ts[0])
}

// seen: POST /api/v1/tickets/{id}/seen, body {} or empty.
func (s *Server) seen(w http.ResponseWriter, r *http.Request) {
	id, ok := ticketID(w, r)
	if !ok {
		return
	}
	if err := readJSON(r, true); err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.cfg.Store.MarkSeen(r.Context(), player(r).Key, id); err != nil {
		s.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// progress: POST /api/v1/tickets/{id}/progress {"step": N}, N a JSON
// integer from 0 to store.MaxStep: the ticket keeps the highest step
// reached; 200 {"step": the stored step}.
func (s *Server) progress(w http.ResponseWriter, r *http.Request) {
	id, ok := ticketID(w, r)
	if !ok {
		return
	}
	var step *int64
	if err := readJSON(r, false, field{"step", &step}); err != nil {
		s.fail(w, r, err)
		return
	}
	if step == nil || *step > store.MaxStep {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("step must be an integer from 0 to %d", store.MaxStep))
		return
	}
	n, err := s.cfg.Store.SetStep(r.Context(), player(r).Key, id, int(*step))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, wire.Step{Step: n})
}

// fail answers an error from reading the body or from the store.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var (
		eb *errBody
		ce *store.ComposeError
		le *store.LimitError
		ee *store.ExcludedError
	)
	switch {
	case errors.As(err, &eb):
		writeError(w, eb.status, eb.code, eb.msg)
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", "no such ticket")
	case errors.Is(err, store.ErrInsufficientFunds):
		writeError(w, http.StatusPaymentRequired, "insufficient_funds", "the balance is lower than the stake")
	case errors.Is(err, store.ErrBalanceLimit):
		writeError(w, http.StatusConflict, "balance_limit", "the balance is too high for this sale: with the game's largest prize it could exceed "+money.Max.String()+" €")
	case errors.As(err, &le):
		left, renews := le.Left, le.Renews.UTC()
		writeJSON(w, http.StatusConflict, wire.Error{Error: wire.ErrorDetail{Code: "limit_reached",
			Message: fmt.Sprintf("this purchase would take the %s limit over: %s € left until %s", le.Limit, left, renews.Format(time.RFC3339)),
			Limit:   le.Limit.String(), Left: &left, RenewsAt: &renews}})
	case errors.As(err, &ee):
		until := ee.Until.UTC()
		writeJSON(w, http.StatusForbidden, wire.Error{Error: wire.ErrorDetail{Code: "excluded",
			Message: "purchases are refused during the self-exclusion, until " + until.Format(time.RFC3339), Until: &until}})
	case errors.Is(err, store.ErrBadLimit):
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
	case errors.Is(err, store.ErrRequestConflict):
		writeError(w, http.StatusConflict, "request_conflict", "this request_id was already used for another game or stake")
	case errors.Is(err, store.ErrClosed):
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the server is shutting down")
	case errors.Is(err, store.ErrUnavailable):
		s.log.Warn("the database is unavailable", "method", r.Method, "path", r.URL.Path, "err", err)
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the database is unavailable: try again with the same request_id")
	case errors.As(err, &ce):
		s.log.Error("a unit could not be composed: sales of its table are stopped", "err", err)
		writeError(w, http.StatusInternalServerError, "compose_failed", "the unit could not be composed; nothing was debited")
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the request was cancelled")
	default:
		s.log.Error("internal error", "method", r.Method, "path", r.URL.Path, "err", err)
		writeError(w, http.StatusInternalServerError, "internal", "internal error")
	}
}
