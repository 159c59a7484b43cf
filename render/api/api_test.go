package api

import (
	"encoding/json"
	"testing"

	"revela/core/money"
)

type fake struct {
	calls  []string
	bodies []string
	answer func(method, path string) (int, string)
}

func (f *fake) do(method, path string, body []byte) (int, []byte, error) {
	f.calls = append(f.calls, method+" "+path)
	f.bodies = append(f.bodies, string(body))
	s, b := f.answer(method, path)
	return s, []byte(b), nil
}

func TestSessionCreatesPlayerOn401(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) {
		if p == "/api/v1/me" {
			return 401, `{"error":{"code":"unauthorized","message":"no session"}}`
		}
		return 201, `{"player":{"id":"p1","balance":"100","demo":true},"token":"t"}`
	}}
	c := &Client{Do: f.do}
	p, created, err := c.Session()
	if err != nil || !created || p.ID != "p1" || p.Balance != money.Euros(100) || !p.Demo {
		t.Fatalf("Session = %+v, %v, %v", p, created, err)
	}
	if len(f.calls) != 2 || f.calls[1] != "POST /api/v1/players" || f.bodies[1] != "{}" {
		t.Fatalf("calls %v bodies %q", f.calls, f.bodies)
	}
}

// TestSessionFound: a live session is the player of GET /me, not made
// now; a failure of POST /players is no player made.
func TestSessionFound(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) {
		return 200, `{"player":{"id":"p2","balance":"7.50","demo":true}}`
	}}
	p, created, err := (&Client{Do: f.do}).Session()
	if err != nil || created || p.ID != "p2" || p.Balance != money.MustParse("7.50") || len(f.calls) != 1 {
		t.Fatalf("Session = %+v, %v, %v; calls %v", p, created, err, f.calls)
	}
	f = &fake{answer: func(m, p string) (int, string) {
		if p == "/api/v1/me" {
			return 401, `{"error":{"code":"unauthorized","message":"no session"}}`
		}
		return 429, `{"error":{"code":"rate_limited","message":"slow down"}}`
	}}
	if _, created, err := (&Client{Do: f.do}).Session(); err == nil || created {
		t.Fatalf("a player refused: created %v, %v", created, err)
	}
}

func TestBuyAndErrors(t *testing.T) {
	ticket := `{"id":123,"game":"crossingo","stake":"1","prize":"12.50","block":"b","position":4711,
		"script":{"game":"crossingo"},"seen":false,"created_at":"2026-01-02T03:04:05Z","balance":"104"}`
	funds := false
	f := &fake{answer: func(m, p string) (int, string) {
		if funds {
			return 402, `{"error":{"code":"insufficient_funds","message":"balance too low"}}`
		}
		return 201, ticket
	}}
	c := &Client{Do: f.do}
	tk, err := c.Buy("crossingo", money.Euros(1), "abc")
	if err != nil || tk.ID != 123 || tk.Prize != 1250 || tk.Balance == nil || *tk.Balance != 10400 {
		t.Fatalf("Buy = %+v, %v", tk, err)
	}
	var sent map[string]string
	if err := json.Unmarshal([]byte(f.bodies[0]), &sent); err != nil || sent["stake"] != "1" || sent["request_id"] != "abc" || sent["game"] != "crossingo" {
		t.Fatalf("sent %s", f.bodies[0])
	}
	if string(tk.Script) != `{"game":"crossingo"}` {
		t.Fatalf("script %s", tk.Script)
	}
	funds = true
	_, err = c.Buy("crossingo", money.Euros(1), "abd")
	if Code(err) != "insufficient_funds" || Status(err) != 402 {
		t.Fatalf("err %v", err)
	}
}

func TestTicketsPaging(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) {
		return 200, `{"tickets":[{"id":9,"prize":"0","seen":true},{"id":8,"prize":"5","seen":false}],"next_before":8}`
	}}
	c := &Client{Do: f.do}
	pg, err := c.Tickets(20, 10)
	if err != nil || len(pg.Tickets) != 2 || pg.NextBefore == nil || *pg.NextBefore != 8 || pg.Tickets[1].Seen {
		t.Fatalf("page %+v %v", pg, err)
	}
	if f.calls[0] != "GET /api/v1/tickets?limit=20&before=10" {
		t.Fatalf("call %s", f.calls[0])
	}
	if _, err := c.Tickets(20, 0); err != nil || f.calls[1] != "GET /api/v1/tickets?limit=20" {
		t.Fatalf("call %s", f.calls[1])
	}
}

func TestSeen(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) { return 204, "" }}
	c := &Client{Do: f.do}
	if err := c.Seen(42); err != nil || f.calls[0] != "POST /api/v1/tickets/42/seen" {
		t.Fatalf("%v %v", err, f.calls)
	}
}

func TestBuyReplayAnswers200(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) { return 200, `{"id":7,"game":"crossingo","stake":"1"}` }}
	c := &Client{Do: f.do}
	if tk, err := c.Buy("crossingo", money.Euros(1), "abc"); err != nil || tk.ID != 7 {
		t.Fatalf("the replay of a request id: %+v, %v", tk, err)
	}
	f.answer = func(m, p string) (int, string) { return 200, `{"player":{"id":"p1"}}` }
	if _, err := c.CreatePlayer(); err != nil {
		t.Fatalf("CreatePlayer on 200: %v", err)
	}
	f.answer = func(m, p string) (int, string) { return 201, `{}` }
	if _, err := c.Ticket(7); Status(err) != 201 {
		t.Fatalf("GET a ticket answered 201: %v", err)
	}
}

func TestUnseenAndProgress(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) {
		if p == "/api/v1/tickets/unseen" {
			return 200, `{"tickets":[{"id":3,"step":2},{"id":5}]}`
		}
		return 200, `{"step":4}`
	}}
	c := &Client{Do: f.do}
	ts, err := c.Unseen()
	if err != nil || len(ts) != 2 || ts[0].ID != 3 || ts[0].Step != 2 || ts[1].ID != 5 {
		t.Fatalf("Unseen = %+v, %v", ts, err)
	}
	n, err := c.Progress(3, 3)
	if err != nil || n != 4 || f.calls[1] != "POST /api/v1/tickets/3/progress" || f.bodies[1] != `{"step":3}` {
		t.Fatalf("Progress = %d, %v; sent %s %s", n, err, f.calls[1], f.bodies[1])
	}
}

// A block's commitment is read once and kept; Block reads it again, and
// a block the server does not know is a 404 Error (issue 28).
func TestCommitmentReadOnce(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) {
		if p == "/api/v1/blocks/18446744073709551615" {
			return 200, `{"id":"18446744073709551615","game":"crossingo","stake":"1","size":3,"root":"ab","sold":2}`
		}
		return 404, `{"error":{"code":"not_found","message":"no such block"}}`
	}}
	c := &Client{Do: f.do}
	for range 2 {
		b, err := c.Commitment("18446744073709551615")
		if err != nil || b.ID != "18446744073709551615" || b.Size != 3 || b.Root != "ab" || b.Sold != 2 || b.Stake != money.Euros(1) {
			t.Fatalf("Commitment = %+v, %v", b, err)
		}
	}
	if len(f.calls) != 1 {
		t.Fatalf("calls %v, want one GET", f.calls)
	}
	if _, err := c.Block("18446744073709551615"); err != nil || len(f.calls) != 2 {
		t.Fatalf("Block: %v, calls %v", err, f.calls)
	}
	if _, err := c.Commitment("7"); Status(err) != 404 || Code(err) != "not_found" {
		t.Fatalf("Commitment of an unknown block: %v", err)
	}
	if _, err := c.Commitment("7"); Status(err) != 404 || len(f.calls) != 4 {
		t.Fatalf("an error is not kept: %v, calls %v", err, f.calls)
	}
}

// A closed block's units come as they are, bytes; an open one's are a 404
// not_closed Error.
func TestUnits(t *testing.T) {
	f := &fake{answer: func(m, p string) (int, string) {
		if p == "/api/v1/blocks/3/units" {
			return 200, "\x00\x82\x01"
		}
		return 404, `{"error":{"code":"not_closed","message":"open"}}`
	}}
	c := &Client{Do: f.do}
	if u, err := c.Units("3"); err != nil || string(u) != "\x00\x82\x01" {
		t.Fatalf("Units = %q, %v", u, err)
	}
	if _, err := c.Units("4"); Status(err) != 404 || Code(err) != "not_closed" {
		t.Fatalf("Units of an open block: %v", err)
	}
}
