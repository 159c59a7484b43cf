package web_test

import (
	"strings"
	"testing"

	"revela/core/money"
)

// TestSaleBoundariesHTTP: a balance exactly equal to the price buys; one
// cent short is 402 and changes nothing; once the money has run out, a
// replay of the request id returns the original ticket (200, not 402);
// the same request id with only the stake changed is 409.
func TestSaleBoundariesHTTP(t *testing.T) {
	e := newEnv(t, envOptions{demo: money.Euros(2)})
	var token string
	var first ticket
	for i := 0; ; i++ {
		if i == 50 {
			t.Fatal("50 first units in a row won")
		}
		token, _ = e.newPlayer()
		code, tk := e.buy(token, "sudoku", "2", "all-in")
		if code != 201 || tk.Stake != money.Euros(2) || tk.Balance == nil || *tk.Balance != tk.Prize {
			t.Fatalf("buying at a balance equal to the price: %d %+v", code, tk)
		}
		if tk.Prize == 0 {
			first = tk
			break
		}
	}
	if b := e.balance(token); b != 0 {
		t.Fatalf("balance %s € after spending it all", b)
	}
	code, b := e.call("POST", "/api/v1/tickets", token, buyBody("sudoku", "0.50", newRequestID()))
	if code != 402 || decode[apiErr](t, b).Error.Code != "insufficient_funds" {
		t.Fatalf("a sale at 0 €: %d %s", code, b)
	}
	code, again := e.buy(token, "sudoku", "2", "all-in")
	if code != 200 || again.ID != first.ID || again.Position != first.Position || again.Balance == nil || *again.Balance != 0 {
		t.Fatalf("the replay after the money ran out: %d %+v; want 200 and ticket %d", code, again, first.ID)
	}
	for _, stake := range []string{"1", "0.50"} {
		code, b := e.call("POST", "/api/v1/tickets", token, buyBody("sudoku", stake, "all-in"))
		if code != 409 || decode[apiErr](t, b).Error.Code != "request_conflict" {
			t.Fatalf("the request id again at %s €: %d %s", stake, code, b)
		}
	}

	short := newEnv(t, envOptions{demo: money.MustParse("1.99")})
	token, _ = short.newPlayer()
	code, b = short.call("POST", "/api/v1/tickets", token, buyBody("sudoku", "2", "short"))
	if code != 402 || decode[apiErr](t, b).Error.Code != "insufficient_funds" {
		t.Fatalf("one cent short: %d %s", code, b)
	}
	if bal := short.balance(token); bal != money.MustParse("1.99") {
		t.Fatalf("balance %s € after a refused sale", bal)
	}
	code, b = short.call("GET", "/api/v1/tickets", token, "")
	if code != 200 || strings.TrimSpace(string(b)) != `{"tickets":[],"next_before":null}` {
		t.Fatalf("history after a refused sale: %d %s", code, b)
	}
	e.check()
	short.check()
}
