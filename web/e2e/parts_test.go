package e2e

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/wire"
)

// partsGames are the five games, each at a stake it sells (the
// règlements' art. 2), with the name the history gives it.
var partsGames = []struct{ game, stake, name string }{
	{"crossingo", "1", "CROSSINGO"},
	{"diamond-river", "3", "DIAMOND RIVER"},
	{"eldorado", "0.50", "ELDORADO"}, // one unit in 6.6 wins: half a euro a loss
	{"sudoku", "1", "SUDOKU"},
	{"lucha-fortune", "1", "LUCHA FORTUNE"},
}

// TestPartsAddUp plays, for every game, a winning unit the server sold
// and checks its end as the player meets it: window.revela.parts (how
// the prize was made) add up to the prize sold, each part is said on the
// page (the ARIA status, after the result), the header's balance
// (window.revela.balance) leaves the prize out until the reveal ends,
// then shows the server's balance, and Historique's first row
// (window.revela.history) says the game, « Gagné » the prize, the stake,
// and no « non terminée ».
func TestPartsAddUp(t *testing.T) {
	t.Parallel()
	for _, g := range partsGames {
		t.Run(g.game, func(t *testing.T) {
			start := time.Now()
			winningEnd(newPage(t), g.game, g.stake, g.name) // a page of its own: its own player
			t.Logf("%s: %v", g.game, time.Since(start).Round(100*time.Millisecond))
		})
	}
}

// statusIs is the condition that the page's status element is in state.
func statusIs(state string) string {
	return `document.getElementById("revela-status").dataset.state == "` + state + `"`
}

// buyWin is a script for the page that makes a new player (its cookie)
// and buys units of game %q at stake %q until one wins, marking the
// losers seen, and answers the winning sale as the API wrote it (or the
// first answer that is no sale: a balance spent...). It waits as the
// server's 429 says (Retry-After: 10 sales a second after 20 at once).
const buyWin = `(async () => {
	const post = (path, body) => fetch(path, {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
	await post("/api/v1/players", {});
	for (let i = 0; ; i++) {
		const r = await post("/api/v1/tickets", {game: %[1]q, stake: %[2]q, request_id: "parts-" + i + "-" + Math.random().toString(36).slice(2)});
		if (r.status == 429) {
			await new Promise(ok => setTimeout(ok, 1000 * Number(r.headers.get("Retry-After") || 1)));
			continue;
		}
		const body = await r.text();
		if (r.status != 201 || JSON.parse(body).prize != "0") return body;
		await post("/api/v1/tickets/" + JSON.parse(body).id + "/seen", {});
	}
})()`

// winningEnd makes a new demo player (100 €) and buys units of game at
// stake through the API until one wins: a real sale, the server's own
// draw (one unit in 3.1 to 6.6 wins, the lot tables: ELDORADO's 60,440 lots
// in 400,000). It opens the winner (/?ticket=ID: the unit resumed from
// its start, as after a reload), reads the header's balance while the
// play waits for GO, plays it with AUTO and checks its end, then the
// history's row for it.
func winningEnd(p *page, game, stake, name string) {
	t := p.t
	p.nav("/api/v1/games") // the origin, without the client
	raw := p.eval(fmt.Sprintf(buyWin, game, stake))
	var tk wire.Ticket // a sale's answer; its balance right after the sale: stake debited, prize credited
	if err := json.Unmarshal([]byte(raw), &tk); err != nil || tk.ID == 0 || tk.Game != game || tk.Prize <= 0 || tk.Balance == nil {
		t.Fatalf("the sales of %s at %s €: %s (%v)", game, stake, raw, err)
	}
	prize, balance := tk.Prize, *tk.Balance

	p.nav(fmt.Sprintf("/?ticket=%d", tk.ID))
	p.wait(statusIs("playing") + ` && window.revela.waiting === true && window.revela.balance != null`)
	if got := p.eval(`window.revela.balance`); !sameAmount(got, (balance - prize).String()) {
		t.Errorf("ticket %d (prize %s €): the header shows a balance of %s € before the reveal; want %s € (the server's %s € less the prize)",
			tk.ID, prize, got, balance-prize, balance)
	}
	p.eval(`window.revela.press("auto"), ""`)
	// the end (p.wait's limit: a loaded machine runs SwiftShader at a few
	// frames a second)
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
	raw = p.eval(`(() => { const e = document.getElementById("revela-status");
		return JSON.stringify({ticket: Number(e.dataset.ticket), prize: e.dataset.prize, balance: window.revela.balance,
			words: e.textContent, parts: window.revela.parts}); })()`)
	if err := json.Unmarshal([]byte(raw), &end); err != nil {
		t.Fatalf("the end: %s (%v)", raw, err)
	}
	if end.Ticket != tk.ID || !sameAmount(end.Prize, tk.Prize.String()) {
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
	if !sameAmount(end.Balance, balance.String()) {
		t.Errorf("the header shows a balance of %s € after the reveal; the server says %s €", end.Balance, balance)
	}

	// Historique, from the end panel: the unit's row comes first
	if p.eval(`String(window.revela.tier)`) == "top" {
		p.eval(`window.revela.press("skip"), ""`) // the top prize's moment first
	}
	p.wait(`(window.revela.press("history"), Array.isArray(window.revela.history))`)
	var rows []struct{ Game, Result, When, Unfinished string }
	raw = p.eval(`JSON.stringify(window.revela.history)`)
	if err := json.Unmarshal([]byte(raw), &rows); err != nil || len(rows) == 0 {
		t.Fatalf("the history: %s (%v)", raw, err)
	}
	row, wantWhen := rows[0], money.MustParse(stake).French()+" · "
	if row.Game != name || row.Result != "Gagné "+prize.French() || !strings.HasPrefix(row.When, wantWhen) || row.Unfinished != "" {
		t.Errorf("the history's first row says %+v; want %s, « Gagné %s », « %s<date> » and nothing unfinished", row, name, prize.French(), wantWhen)
	}
}
