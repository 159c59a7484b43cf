package screens

import (
	"encoding/json"
	"sync"
	"time"

	"revela/core/money"
	"revela/render/api"
)

// PendingKey is the storage key of the purchase in flight: a JSON
// Purchase, kept until the server answers it with a ticket or a definite
// refusal, so that a reload retries it under the same request id.
const PendingKey = "revela.purchase"

// Purchase is one press of JOUEZ or REJOUER: the game, the stake (cents)
// and the request id that makes its retries safe (the server sells at most
// one ticket per request id, docs/server.md).
type Purchase struct {
	Game      string      `json:"game"`
	Stake     money.Cents `json:"stake"`
	RequestID string      `json:"request_id"`
}

// Pending is the one purchase in flight, shared by the lobby, REJOUER and
// a purchase from the page's URL. It is created by a press, kept (in
// memory and in S) across network errors, 5xx answers, timeouts and
// reloads, retried under the same request id, and cleared only when the
// server answers with a ticket or a 4xx. The zero Pending keeps nothing
// across reloads. It is safe for concurrent use.
type Pending struct {
	S Storage

	mu       sync.Mutex
	cur      *Purchase
	loaded   bool
	attempts int // failed attempts of cur since it began or was resumed
}

// load reads the purchase left by an earlier page, once.
func (p *Pending) load() {
	if p.loaded {
		return
	}
	p.loaded = true
	if p.S == nil {
		return
	}
	v, ok := p.S.Get(PendingKey)
	if !ok {
		return
	}
	var pu Purchase
	if json.Unmarshal([]byte(v), &pu) != nil || pu.Game == "" || pu.Stake <= 0 || pu.RequestID == "" {
		p.S.Remove(PendingKey)
		return
	}
	p.cur = &pu
}

// Current returns the purchase in flight, if any (one left by an earlier
// page included).
func (p *Pending) Current() (Purchase, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.load()
	if p.cur == nil {
		return Purchase{}, false
	}
	return *p.cur, true
}

// Begin starts the purchase of game at stake under the request id id,
// and reports true; when a purchase is already in flight it changes
// nothing and reports false (a second press does nothing).
func (p *Pending) Begin(game string, stake money.Cents, id string) (Purchase, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.load()
	if p.cur != nil {
		return *p.cur, false
	}
	p.cur = &Purchase{Game: game, Stake: stake, RequestID: id}
	p.attempts = 0
	if p.S != nil {
		b, _ := json.Marshal(p.cur)
		p.S.Set(PendingKey, string(b))
	}
	return *p.cur, true
}

// Answered records the answer to an attempt of the purchase with request
// id: a ticket (err nil) or a 4xx ends it; a network error, a 5xx or a
// timeout keeps it, and retry says to try again after wait. An answer to
// another request id than the one in flight changes nothing.
func (p *Pending) Answered(id string, err error) (retry bool, wait time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cur == nil || p.cur.RequestID != id {
		return false, 0
	}
	if err == nil || Definite(err) {
		p.cur = nil
		if p.S != nil {
			p.S.Remove(PendingKey)
		}
		return false, 0
	}
	p.attempts++
	return true, Backoff(p.attempts)
}

// Definite reports whether err is the server's definite refusal (a 4xx:
// balance too low, stake not on offer, ...): retrying it cannot sell.
func Definite(err error) bool {
	s := api.Status(err)
	return s >= 400 && s < 500
}

// Backoff is the wait before retry n (n >= 1) of a call that failed:
// 500 ms doubled at each retry, at most 8 s.
func Backoff(n int) time.Duration {
	d := 500 * time.Millisecond
	for i := 1; i < n && d < 8*time.Second; i++ {
		d *= 2
	}
	return min(d, 8*time.Second)
}
