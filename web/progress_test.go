package web_test

import (
	"testing"

	"revela/web/wire"
)

// TestProgress: POST /tickets/{id}/progress keeps the highest step
// reached (a lower or equal step changes nothing and answers 200 with the
// stored one); the ticket and the history show it; another player's or an
// unknown ticket is 404 alike; bad bodies change nothing.
func TestProgress(t *testing.T) {
	e := newEnv(t, envOptions{})
	token, _ := e.newPlayer()
	other, _ := e.newPlayer()
	_, tk := e.buy(token, "crossingo", "1", newRequestID())
	_, foreign := e.buy(other, "crossingo", "1", newRequestID())
	path := "/api/v1/tickets/" + itoa(tk.ID) + "/progress"
	if tk.Step != 0 {
		t.Fatalf("a new ticket at step %d", tk.Step)
	}
	for _, c := range []struct {
		body string
		want int
	}{
		{`{"step":0}`, 0},
		{`{"step":5}`, 5},
		{`{"step":5}`, 5}, // the same again
		{`{"step":3}`, 5}, // lower: nothing changes
		{` {"step" : 12} `, 12},
		{`{"step":1000}`, 1000},
		{`{"step":999}`, 1000},
	} {
		code, b := e.call("POST", path, token, c.body)
		if code != 200 || decode[wire.Step](t, b).Step != c.want {
			t.Fatalf("%s: %d %s, want 200 step %d", c.body, code, b, c.want)
		}
	}
	code, b := e.call("GET", "/api/v1/tickets/"+itoa(tk.ID), token, "")
	if got := decode[ticket](t, b); code != 200 || got.Step != 1000 {
		t.Fatalf("the ticket: %d %s", code, b)
	}
	code, b = e.call("GET", "/api/v1/tickets", token, "")
	if page := decode[struct {
		Tickets    []ticket `json:"tickets"`
		NextBefore *int64   `json:"next_before"`
	}](t, b); code != 200 || len(page.Tickets) != 1 || page.Tickets[0].Step != 1000 {
		t.Fatalf("the history: %d %s", code, b)
	}

	_, tk2 := e.buy(token, "crossingo", "1", newRequestID())
	path2 := "/api/v1/tickets/" + itoa(tk2.ID) + "/progress"
	for _, c := range []struct {
		name, path, token, body string
		status                  int
		code                    string
	}{
		{"over 1000", path2, token, `{"step":1001}`, 400, "bad_request"},
		{"negative", path2, token, `{"step":-1}`, 400, "bad_request"},
		{"fraction", path2, token, `{"step":1.0}`, 400, "bad_request"},
		{"exponent", path2, token, `{"step":1e2}`, 400, "bad_request"},
		{"leading zero", path2, token, `{"step":05}`, 400, "bad_request"},
		{"string", path2, token, `{"step":"5"}`, 400, "bad_request"},
		{"null", path2, token, `{"step":null}`, 400, "bad_request"},
		{"huge", path2, token, `{"step":99999999999999999999}`, 400, "bad_request"},
		{"missing", path2, token, `{}`, 400, "bad_request"},
		{"empty body", path2, token, ``, 400, "bad_request"},
		{"twice", path2, token, `{"step":1,"step":2}`, 400, "bad_request"},
		{"unknown field", path2, token, `{"step":1,"seen":true}`, 400, "bad_request"},
		{"other case", path2, token, `{"Step":1}`, 400, "bad_request"},
		{"not an object", path2, token, `[1]`, 400, "bad_request"},
		{"trailing data", path2, token, `{"step":1}{}`, 400, "bad_request"},
		{"another player's ticket", "/api/v1/tickets/" + itoa(foreign.ID) + "/progress", token, `{"step":1}`, 404, "not_found"},
		{"unknown ticket", "/api/v1/tickets/999999/progress", token, `{"step":1}`, 404, "not_found"},
		{"id with a leading zero", "/api/v1/tickets/0" + itoa(tk2.ID) + "/progress", token, `{"step":1}`, 404, "not_found"},
		{"no session", path2, "", `{"step":1}`, 401, "unauthorized"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, b := e.call("POST", c.path, c.token, c.body)
			if code != c.status || errCode(t, b) != c.code {
				t.Fatalf("%d %s, want %d %s", code, b, c.status, c.code)
			}
		})
	}
	// Refused like every call that changes state.
	if res, b := e.send("POST", path2, token, `{"step":1}`, "Content-Type", "text/plain"); res.StatusCode != 415 {
		t.Fatalf("text/plain: %d %s", res.StatusCode, b)
	}
	if res, b := e.send("POST", path2, token, `{"step":1}`, "Content-Type", jsonType, "Origin", "http://evil.example"); res.StatusCode != 403 {
		t.Fatalf("another origin: %d %s", res.StatusCode, b)
	}
	if res, b := e.send("GET", path2, token, ""); res.StatusCode != 405 || res.Header.Get("Allow") != "POST" {
		t.Fatalf("GET: %d %s", res.StatusCode, b)
	}
	for _, c := range []struct{ token, id string }{{token, itoa(tk2.ID)}, {other, itoa(foreign.ID)}} {
		code, b := e.call("GET", "/api/v1/tickets/"+c.id, c.token, "")
		if got := decode[ticket](t, b); code != 200 || got.Step != 0 {
			t.Fatalf("after the refused calls: %d %s", code, b)
		}
	}
	e.check()
}

// TestUnseen: GET /tickets/unseen lists the player's tickets not yet
// seen, across games, oldest first, at most 100, in the history's shape;
// never another player's.
func TestUnseen(t *testing.T) {
	e := newEnv(t, envOptions{demo: 1000_00})
	token, _ := e.newPlayer()
	other, _ := e.newPlayer()
	unseen := func(token string) []ticket {
		t.Helper()
		code, b := e.call("GET", "/api/v1/tickets/unseen", token, "")
		if code != 200 {
			t.Fatalf("%d %s", code, b)
		}
		return decode[struct {
			Tickets []ticket `json:"tickets"`
		}](t, b).Tickets
	}
	if got := unseen(token); got == nil || len(got) != 0 {
		t.Fatalf("no tickets: %v", got)
	}
	var ids []int64
	for i, g := range []struct{ game, stake string }{{"crossingo", "1"}, {"sudoku", "2"}, {"crossingo", "1"}, {"sudoku", "1"}, {"crossingo", "1"}} {
		_, tk := e.buy(token, g.game, g.stake, newRequestID())
		ids = append(ids, tk.ID)
		if i == 1 || i == 4 {
			if code, b := e.call("POST", "/api/v1/tickets/"+itoa(tk.ID)+"/seen", token, ""); code != 204 {
				t.Fatalf("seen: %d %s", code, b)
			}
		}
		e.buy(other, "crossingo", "1", newRequestID())
	}
	got := unseen(token)
	want := []int64{ids[0], ids[2], ids[3]}
	if len(got) != len(want) {
		t.Fatalf("%d unseen tickets, want %d: %+v", len(got), len(want), got)
	}
	for i, tk := range got {
		if tk.ID != want[i] || tk.Seen || tk.Script == nil {
			t.Fatalf("unseen %d: %+v, want id %d", i, tk, want[i])
		}
	}
	if got[2].Game != "sudoku" || got[0].Game != "crossingo" {
		t.Fatalf("games %s, %s", got[0].Game, got[2].Game)
	}
	// At most 100, the oldest.
	for range 100 {
		e.buy(token, "crossingo", "1", newRequestID())
	}
	got = unseen(token)
	if len(got) != 100 || got[0].ID != ids[0] || got[1].ID != ids[2] || got[2].ID != ids[3] {
		t.Fatalf("%d unseen, first %d %d %d", len(got), got[0].ID, got[1].ID, got[2].ID)
	}
	for i := 1; i < len(got); i++ {
		if got[i].ID <= got[i-1].ID {
			t.Fatalf("not oldest first at %d: %d after %d", i, got[i].ID, got[i-1].ID)
		}
	}
	if got := unseen(other); len(got) != 5 {
		t.Fatalf("the other player's: %d", len(got))
	}
	if code, _ := e.call("GET", "/api/v1/tickets/unseen", "", ""); code != 401 {
		t.Fatalf("no session: %d", code)
	}
}
