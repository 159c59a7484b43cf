//go:build !js

package screens_test

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/cookiejar"
	"reflect"
	"strconv"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/money"
	"revela/internal/sixth/site"
	"revela/render/api"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/layout"
	"revela/render/screens"
)

// serve starts the server selling SCRATCH (site.Start, the game's
// registration line for the server; its block is its 10 units) and
// returns the client's API over HTTP, with its session cookie as a
// browser keeps it. (The server is not built for js: nor is this file.)
func serve(t *testing.T) *api.Client {
	srv := site.Start(t, nil)
	hc := srv.Client()
	var err error
	if hc.Jar, err = cookiejar.New(nil); err != nil {
		t.Fatal(err)
	}
	return &api.Client{Do: func(method, path string, body []byte) (int, []byte, error) {
		req, err := http.NewRequest(method, srv.URL+path, bytes.NewReader(body))
		if err != nil {
			return 0, nil, err
		}
		req.Header.Set("Content-Type", "application/json")
		res, err := hc.Do(req)
		if err != nil {
			return 0, nil, err
		}
		b, err := io.ReadAll(res.Body)
		return res.StatusCode, b, errors.Join(err, res.Body.Close())
	}}
}

// TestSixthPlayed: the lobby offers SCRATCH among the server's six games
// (the five others unavailable: no screen in this registry) at 1 €; its
// whole block of 10 units is bought and each unit played as the unit
// screen plays it: waiting for GO with the box covered, one GO scratching
// it, the progress told to the server, the end with the prize explained
// (5 €, 2 € and 1 € once, seven losses: 98 € of 100 left) and seen. The
// history lists the ten and recalls each to its prize with no GO; a unit
// left after its scratch resumes scratched after a reload.
func TestSixthPlayed(t *testing.T) {
	c, reg := serve(t), sixthRegistry()
	if _, _, err := c.Session(); err != nil {
		t.Fatal(err)
	}
	gs, err := c.Games()
	if err != nil {
		t.Fatal(err)
	}
	l := reg.NewLobby(gs)
	offered := make([]bool, len(l.Tiles))
	for i, tile := range l.Tiles {
		offered[i] = tile.State == screens.Playable
		if want := i == 5; offered[i] != want || i < 5 && tile.State != screens.Unavailable {
			t.Errorf("tile %d %s: state %d", i, tile.Game.ID, tile.State)
		}
	}
	game, st, ok := l.Choice()
	if len(l.Tiles) != 6 || l.Chosen != 5 || !ok || game != "scratch" || st.Stake != 100 || len(l.Stakes()) != 1 {
		t.Fatalf("lobby: %d tiles, chosen %d: %q at %s €", len(l.Tiles), l.Chosen, game, st.Stake)
	}
	ll := layout.NewLobby(kit.View{W: 390, H: 844, K: 1}, offered, l.Chosen, len(l.Stakes()), false)
	if len(ll.Cards) != 6 || len(ll.Chips) != 1 || ll.Cards[5].Emblem.W == 0 {
		t.Errorf("the lobby's layout: %d cards, %d chips, chosen %+v", len(ll.Cards), len(ll.Chips), ll.Cards[5])
	}

	fr, pr := i18n.For("fr"), screens.Progress{S: storage{}}
	sc, _ := reg.Lookup("scratch")
	tab, _ := lots.Find("scratch", 100)
	prizes := map[money.Cents]int{}
	for i := range 10 {
		tk, err := c.Buy(game, st.Stake, "u"+strconv.Itoa(i))
		if err != nil {
			t.Fatal(err)
		}
		u := reg.Open(tk, screens.Bought, false, pr)
		if u.Err != nil || !u.TL.Waiting() || u.TL.Phase() != "scratch" || u.Board.Shown || u.TL.Steps() != 0 {
			t.Fatalf("ticket %d opened: %v, waiting %v, phase %s", tk.ID, u.Err, u.TL.Waiting(), u.TL.Phase())
		}
		if !u.TL.Go() || u.TL.Go() || !u.Board.Shown || u.Board.Amount != tk.Prize {
			t.Fatalf("ticket %d: GO did not scratch the box to %s €: %+v", tk.ID, tk.Prize, u.Board)
		}
		if ended, step := u.Settle(pr); ended || step != 1 {
			t.Fatalf("ticket %d after GO: ended %v, step %d", tk.ID, ended, step)
		}
		if got, err := c.Progress(tk.ID, 1); err != nil || got != 1 {
			t.Fatalf("progress of %d: %d, %v", tk.ID, got, err)
		}
		for range 10_000 {
			u.TL.Update()
			if ended, _ := u.Settle(pr); ended {
				break
			}
		}
		var sum money.Cents
		parts := u.TL.Parts(fr)
		for _, p := range parts {
			sum += p.Amount
		}
		if !u.TL.Ended() || u.TL.Phase() != "over" || u.TL.Prize() != tk.Prize || sum != tk.Prize || (tk.Prize == 0) != (parts == nil) {
			t.Fatalf("ticket %d at the end: ended %v, prize %s €, parts %+v; want %s €", tk.ID, u.TL.Ended(), u.TL.Prize(), parts, tk.Prize)
		}
		if tk.Prize == 500 && (parts[0].Label != "Case grattée" || sc.Tiers.Of(tab, 100, 500) != kit.TierTop) {
			t.Errorf("the 5 € unit: parts %+v, tier %v", parts, sc.Tiers.Of(tab, 100, 500))
		}
		if !u.MarkSeen() || c.Seen(tk.ID) != nil || !pr.Finished(tk.ID) {
			t.Fatalf("ticket %d not seen", tk.ID)
		}
		prizes[tk.Prize]++
	}
	if want := map[money.Cents]int{500: 1, 200: 1, 100: 1, 0: 7}; !reflect.DeepEqual(prizes, want) {
		t.Errorf("the block played %v; want %v", prizes, want)
	}
	if p, err := c.Me(); err != nil || p.Balance != money.Euros(98) {
		t.Errorf("balance %s €, %v; want 98 €", p.Balance, err)
	}

	page, err := c.Tickets(20, 0)
	if err != nil || len(page.Tickets) != 10 {
		t.Fatalf("history: %d tickets, %v", len(page.Tickets), err)
	}
	for _, tk := range page.Tickets {
		row := screens.RowOf(fr, sc.Name, tk, time.UTC)
		want := map[money.Cents]string{0: "Perdu", 100: "Gagné 1\u202f€", 200: "Gagné 2\u202f€", 500: "Gagné 5\u202f€"}[tk.Prize]
		if row.Game != "SCRATCH" || row.Result != want || row.Unfinished != "" {
			t.Errorf("history row of %d: %+v; want %q", tk.ID, row, want)
		}
		mode, ok := reg.Opens(tk)
		u := reg.Open(tk, mode, false, pr)
		if !ok || mode != screens.Recalled || u.Err != nil || !u.TL.Auto() {
			t.Fatalf("recall of %d: %v %v %v", tk.ID, mode, ok, u.Err)
		}
		for i := 0; i < 10_000 && !u.TL.Ended(); i++ {
			u.TL.Update()
			if _, step := u.Settle(pr); step != -1 {
				t.Fatalf("the recall of %d told step %d", tk.ID, step)
			}
		}
		if !u.TL.Ended() || u.TL.Prize() != tk.Prize || u.Board.Amount != tk.Prize || u.MarkSeen() {
			t.Errorf("recall of %d ended %v at %s €; sold %s €", tk.ID, u.TL.Ended(), u.TL.Prize(), tk.Prize)
		}
	}

	// a unit of the next block, left after its scratch, resumes scratched
	// and ended on another device (the step the server has)
	tk, err := c.Buy(game, st.Stake, "u10")
	if err != nil {
		t.Fatal(err)
	}
	u := reg.Open(tk, screens.Bought, false, pr)
	u.TL.Go()
	if _, step := u.Settle(pr); step != 1 {
		t.Fatalf("step %d after GO", step)
	}
	if _, err := c.Progress(tk.ID, 1); err != nil {
		t.Fatal(err)
	}
	back, err := c.Ticket(tk.ID)
	if err != nil {
		t.Fatal(err)
	}
	mode, _ := reg.Opens(back)
	r := reg.Open(back, mode, false, screens.Progress{S: storage{}})
	if mode != screens.Resumed || back.Step != 1 || r.Err != nil || r.TL.Steps() != 1 || !r.Board.Shown || !r.TL.Ended() || r.TL.Prize() != tk.Prize {
		t.Fatalf("resumed: mode %v, server step %d, steps %d, box shown %v, ended %v", mode, back.Step, r.TL.Steps(), r.Board.Shown, r.TL.Ended())
	}
}
