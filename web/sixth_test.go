package web_test

import (
	"bytes"
	"maps"
	"testing"

	"revela/core/games"
	"revela/core/lots"
	"revela/core/money"
	"revela/internal/sixth"
	"revela/web/wire"
)

// SCRATCH, the game for tests only (internal/sixth), is registered here as
// a sixth game is, by this one line and no edit to a shared file (issue
// 26): every test of the server sees six games.
func init() { games.Register(sixth.Game) }

// TestSixthSold: the server lists the sixth game and sells its whole
// block of 10 units at 1 € from its own lot table: one ticket of 5 €, one
// of 2 €, one of 1 € and seven losing ones, 8 € in all, so that a
// player's 100 € of play money ends at 98 €; each script validates to its
// ticket's prize, the history lists the ten units and the game recall
// returns each as it was sold.
func TestSixthSold(t *testing.T) {
	e := newEnv(t, envOptions{tables: lots.Find})
	code, b := e.call("GET", "/api/v1/games", "", "")
	if code != 200 {
		t.Fatalf("GET /games: %d %s", code, b)
	}
	gs := decode[wire.Games](t, b).Games
	want := wire.Game{ID: "scratch", Name: "SCRATCH", Playable: true, Version: "scratch/1",
		Stakes: []wire.Stake{{Stake: money.Euros(1), GamePart: money.Euros(1)}}}
	if g := gs[len(gs)-1]; len(gs) != 6 || g.ID != want.ID || g.Name != want.Name || !g.Playable ||
		g.Version != want.Version || len(g.Stakes) != 1 || g.Stakes[0] != want.Stakes[0] {
		t.Fatalf("the games' last of %d: %+v; want %+v", len(gs), gs[len(gs)-1], want)
	}

	token, _ := e.newPlayer()
	prizes := map[string]int{}
	sold := map[int64]ticket{}
	positions := map[int64]bool{}
	block := ""
	for range 10 {
		_, tk := e.buy(token, "scratch", "1", newRequestID())
		s, err := sixth.Decode(tk.Script)
		if err != nil {
			t.Fatal(err)
		}
		p, err := s.Validate()
		if err != nil || p != tk.Prize || s.Box != tk.Prize || tk.Game != "scratch" || tk.Stake != 100 || block != "" && tk.Block != block {
			t.Fatalf("ticket %+v: script %s validates to %s €, %v (the block %s)", tk, tk.Script, p, err, block)
		}
		prizes[tk.Prize.String()]++
		sold[tk.ID], positions[tk.Position], block = tk, true, tk.Block
	}
	if want := map[string]int{"5": 1, "2": 1, "1": 1, "0": 7}; !maps.Equal(prizes, want) || len(positions) != 10 {
		t.Errorf("the block sold %v at %d positions; want %v at 10", prizes, len(positions), want)
	}
	if got := e.balance(token); got != money.Euros(98) {
		t.Errorf("balance %s €; want 98 € (100 − 10 + 8)", got)
	}

	code, b = e.call("GET", "/api/v1/tickets", token, "")
	if code != 200 {
		t.Fatalf("GET /tickets: %d %s", code, b)
	}
	page := decode[history](t, b)
	if len(page.Tickets) != 10 || page.NextBefore != nil {
		t.Fatalf("the history lists %d tickets (next %v); want the 10 sold", len(page.Tickets), page.NextBefore)
	}
	for _, h := range page.Tickets {
		tk, ok := sold[h.ID]
		if !ok || h.Game != "scratch" || h.Prize != tk.Prize || !bytes.Equal(h.Script, tk.Script) {
			t.Errorf("history: %+v; sold %+v", h, tk)
		}
		path := "/api/v1/tickets/" + itoa(h.ID)
		if code, b := e.call("POST", path+"/seen", token, ""); code != 204 {
			t.Fatalf("POST %s/seen: %d %s", path, code, b)
		}
		code, b := e.call("GET", path, token, "")
		if code != 200 {
			t.Fatalf("GET %s: %d %s", path, code, b)
		}
		r := decode[ticket](t, b)
		if r.ID != h.ID || r.Prize != tk.Prize || r.Position != tk.Position || !r.Seen || !bytes.Equal(r.Script, tk.Script) {
			t.Errorf("recall of %d: %+v; sold %+v", h.ID, r, tk)
		}
	}
	e.check()
}
