package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"revela/core/money"
)

// partsGames are the five games, each at a stake it sells (the
// règlements' art. 2).
var partsGames = []struct{ game, stake string }{
	{"crossingo", "1"},
	{"diamond-river", "3"},
	{"eldorado", "1"},
	{"sudoku", "1"},
	{"lucha-fortune", "1"},
}

// soldTicket is a sale's answer (POST /api/v1/tickets), as the API
// writes it.
type soldTicket struct {
	ID      int64  `json:"id"`
	Game    string `json:"game"`
	Prize   string `json:"prize"`
	Balance string `json:"balance"` // right after the sale: price debited, prize credited
}

// TestPartsAddUp plays, for every game, a winning unit the server sold
// and checks its end as the player meets it: window.revela.parts (how
// the prize was made) add up to the prize sold, each part is said on the
// page (the ARIA status, after the result), and the header's balance
// (window.revela.balance) leaves the prize out until the reveal ends,
// then shows the server's balance.
func TestPartsAddUp(t *testing.T) {
	base, ctx := productInBrowser(t)
	p := &page{t: t, ctx: ctx}
	// the lobby first: the session, a demo player and its cookie
	p.do(chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/"))
	p.wait(statusIs("lobby"))
	for _, g := range partsGames {
		t.Run(g.game, func(t *testing.T) {
			start := time.Now()
			winningEnd(&page{t: t, ctx: ctx}, base, g.game, g.stake)
			t.Logf("%s: %v", g.game, time.Since(start).Round(100*time.Millisecond))
		})
	}
}

// statusIs is the condition that the page's status element is in state.
func statusIs(state string) string {
	return `document.getElementById("revela-status").dataset.state == "` + state + `"`
}

// winningEnd buys units of game at stake through the API with the page's
// cookie until one wins (a real sale: the server's own draw, the losers
// marked seen), opens it (/?ticket=ID: the unit resumed from its start,
// as after a reload), reads the header's balance while it waits for GO,
// plays it with AUTO and checks its end.
func winningEnd(p *page, base, game, stake string) {
	t := p.t
	t.Helper()
	var tk soldTicket
	for i := 0; tk.ID == 0 || tk.Prize == "0"; i++ {
		if i == 40 { // a unit wins once in 2 to 4 (the lot tables): 40 losers in a row is a broken draw
			t.Fatalf("40 %s units sold, none wins", game)
		}
		if tk.ID != 0 {
			p.eval(fmt.Sprintf(`fetch("/api/v1/tickets/%d/seen", {method: "POST", credentials: "same-origin",
				headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`, tk.ID))
		}
		raw := p.eval(fmt.Sprintf(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
			headers: {"Content-Type": "application/json"},
			body: JSON.stringify({game: %q, stake: %q, request_id: "parts-" + Math.random().toString(36).slice(2)})}).then(r => r.text())`, game, stake))
		tk = soldTicket{}
		if err := json.Unmarshal([]byte(raw), &tk); err != nil || tk.ID == 0 || tk.Game != game {
			t.Fatalf("the sale of %s at %s €: %s (%v)", game, stake, raw, err)
		}
	}
	prize, balance := money.MustParse(tk.Prize), money.MustParse(tk.Balance)

	p.do(chromedp.Navigate(fmt.Sprintf("%s/?ticket=%d", base, tk.ID)))
	p.wait(statusIs("playing") + ` && window.revela.waiting === true && window.revela.balance != null`)
	if got := p.eval(`window.revela.balance`); !sameAmount(got, (balance - prize).String()) {
		t.Errorf("ticket %d (prize %s €): the header shows a balance of %s € before the reveal; want %s € (the server's %s € less the prize)",
			tk.ID, prize, got, balance-prize, balance)
	}
	p.eval(`window.revela.press("auto"), ""`)
	p.wait(statusIs("done"))

	var end struct {
		Ticket  int64  `json:"ticket"`
		Prize   string `json:"prize"`
		Balance string `json:"balance"`
		Words   string `json:"words"`
		Parts   []struct {
			Label  string `json:"label"`
			Amount string `json:"amount"`
		} `json:"parts"`
	}
	raw := p.eval(`(() => { const e = document.getElementById("revela-status");
		return JSON.stringify({ticket: Number(e.dataset.ticket), prize: e.dataset.prize, balance: window.revela.balance,
			words: e.textContent, parts: window.revela.parts}); })()`)
	if err := json.Unmarshal([]byte(raw), &end); err != nil {
		t.Fatalf("the end: %s (%v)", raw, err)
	}
	if end.Ticket != tk.ID || !sameAmount(end.Prize, tk.Prize) {
		t.Fatalf("the page ends ticket %d with a prize of %s €; the server sold ticket %d with %s €", end.Ticket, end.Prize, tk.ID, tk.Prize)
	}
	if len(end.Parts) == 0 {
		t.Fatalf("ticket %d wins %s € and window.revela.parts explains nothing: %s", tk.ID, prize, raw)
	}
	var sum money.Cents
	for _, pt := range end.Parts {
		a, err := money.Parse(pt.Amount)
		if err != nil || a <= 0 || pt.Label == "" {
			t.Errorf("part %+v: an amount above 0 € and a label, please (%v)", pt, err)
		}
		sum += a
		if said := pt.Label + ", " + a.French(); !strings.Contains(end.Words, said) {
			t.Errorf("the page's words %q do not say the part %q", end.Words, said)
		}
	}
	if sum != prize {
		t.Errorf("ticket %d: the parts add up to %s €, the server sold a prize of %s € (%s)", tk.ID, sum, prize, raw)
	}
	if !strings.Contains(end.Words, "vous gagnez "+prize.French()) {
		t.Errorf("the page's words %q do not say the prize of %s", end.Words, prize.French())
	}
	if !sameAmount(end.Balance, tk.Balance) {
		t.Errorf("the header shows a balance of %s € after the reveal; the server says %s €", end.Balance, tk.Balance)
	}
}
