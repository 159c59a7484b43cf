package screens

import (
	"maps"
	"reflect"
	"strings"
	"testing"

	"revela/core/money"
	"revela/render/api"
)

// TestTestGameEndToEnd: the test game is bought from the lobby, played
// two steps, resumed after a "reload" at its third step, finished, then
// recalled from the history, by the code the client runs for every game.
func TestTestGameEndToEnd(t *testing.T) {
	reg := testRegistry()
	srv := &server{balance: money.Euros(100)}
	client := &api.Client{Do: srv.do}
	store := memStorage{}
	pr := Progress{S: store}

	// the lobby: tiles from GET /games, the test game chosen, 2 € picked
	list, err := client.Games()
	if err != nil {
		t.Fatal(err)
	}
	l := reg.NewLobby(list)
	var states []State
	for _, tile := range l.Tiles {
		states = append(states, tile.State)
	}
	if want := []State{Playable, Unavailable, Soon}; !reflect.DeepEqual(states, want) || l.Chosen != 0 {
		t.Fatalf("tiles %v chosen %d; want %v chosen 0", states, l.Chosen, want)
	}
	if !l.SetStake(money.Euros(2)) {
		t.Fatal("the 2 € stake is not offered")
	}
	game, st, ok := l.Choice()
	if !ok || game != testID || st.Stake != 200 || st.SuperJackpotPart != 6 {
		t.Fatalf("Choice = %s %+v %v", game, st, ok)
	}

	// bought and played two steps
	tk, err := client.Buy(game, st.Stake, "r1")
	if err != nil {
		t.Fatal(err)
	}
	u := reg.Open(tk, Bought, false, pr)
	if u.Err != nil || !u.TL.Waiting() || u.Board.tl != u.TL {
		t.Fatalf("Open: %v, waiting %v", u.Err, u.TL != nil && u.TL.Waiting())
	}
	for range 2 {
		if !u.TL.Go() {
			t.Fatal("GO did nothing")
		}
		u.TL.Update()
		if end, step := u.Settle(pr); end || step != u.TL.Steps() {
			t.Fatalf("Settle = %v, step %d after %d steps of three", end, step, u.TL.Steps())
		}
	}
	if got := stored(store); !reflect.DeepEqual(got, []string{"revela.progress.1=2"}) {
		t.Fatalf("storage %v; want the ticket's two steps", got)
	}

	// a reload: the newest unit is unfinished, so the client resumes it
	page, err := client.Tickets(1, 0)
	if err != nil {
		t.Fatal(err)
	}
	start := reg.Start(Params{}, page.Tickets, nil)
	if start.To != ToUnit || start.Showing != Resumed || start.Ticket.ID != tk.ID || start.Auto {
		t.Fatalf("Start = %+v; want ticket %d resumed", start, tk.ID)
	}
	u = reg.Open(start.Ticket, start.Showing, start.Auto, pr)
	if u.Err != nil || u.TL.Steps() != 2 || !u.TL.Waiting() {
		t.Fatalf("resumed: %v at step %d", u.Err, u.TL.Steps())
	}
	u.TL.Go()
	ends := 0
	for range 5 {
		u.TL.Update()
		if end, _ := u.Settle(pr); end {
			ends++
		}
	}
	if ends != 1 || !u.TL.Ended() || u.TL.Prize() != money.Euros(10) {
		t.Fatalf("ended %d times, prize %s; want once, 10 €", ends, u.TL.Prize())
	}
	if got := stored(store); !reflect.DeepEqual(got, []string{"revela.progress.1=done"}) || !pr.Finished(1) {
		t.Fatalf("storage after the end %v; want the unit finished, to acknowledge", got)
	}
	pr.Clear(1)
	if !u.MarkSeen() || u.MarkSeen() {
		t.Fatal("the end of a resumed unit is told to the server once")
	}
	if err := client.Seen(u.Ticket.ID); err != nil {
		t.Fatal(err)
	}

	// the history: the unit is seen, so it opens as a recall, which plays
	// by itself and remembers nothing
	page, err = client.Tickets(20, 0)
	if err != nil {
		t.Fatal(err)
	}
	mode, ok := reg.Opens(page.Tickets[0])
	if !ok || mode != Recalled {
		t.Fatalf("Opens = %v, %v; want a recall", mode, ok)
	}
	u = reg.Open(page.Tickets[0], mode, true, pr)
	for i := 0; i < 10; i++ {
		if end, _ := u.Settle(pr); end {
			break
		}
		u.TL.Update()
	}
	if !u.TL.Ended() || u.TL.Prize() != tk.Prize || len(store) != 0 || u.MarkSeen() {
		t.Fatalf("recall: ended %v, prize %s, storage %v", u.TL.Ended(), u.TL.Prize(), stored(store))
	}
}

func TestCheckRefuses(t *testing.T) {
	reg := testRegistry()
	srv := &server{}
	client := &api.Client{Do: srv.do}
	tk, err := client.Buy(testID, money.Euros(1), "r1")
	if err != nil {
		t.Fatal(err)
	}
	bad := func(f func(*api.Ticket)) api.Ticket {
		c := tk
		f(&c)
		return c
	}
	for _, c := range []struct {
		name string
		t    api.Ticket
		want string
	}{
		{"no screen", bad(func(t *api.Ticket) { t.Game = "unscreened" }), `game "unscreened" is not playable in this client`},
		{"ticket prize", bad(func(t *api.Ticket) { t.Prize = money.Euros(1000) }), "disagree"},
		{"script prize", bad(func(t *api.Ticket) {
			t.Script = []byte(strings.Replace(string(t.Script), `"prize":"5"`, `"prize":"6"`, 1))
		}), "T-2"},
		{"unknown field", bad(func(t *api.Ticket) { t.Script = []byte(`{"game":"test-game","x":1}`) }), "unknown field"},
	} {
		u := reg.Open(c.t, Bought, false, Progress{})
		if u.Err == nil || !strings.Contains(u.Err.Error(), c.want) || u.TL != nil {
			t.Errorf("%s: Err = %v; want %q", c.name, u.Err, c.want)
		}
	}
	if _, ok := reg.Opens(bad(func(t *api.Ticket) { t.Game = "unscreened" })); ok {
		t.Error("a ticket of a game without a screen opens from the history")
	}
}

func TestStart(t *testing.T) {
	reg := testRegistry()
	seen := api.Ticket{ID: 7, Game: testID, Seen: true}
	unseen := api.Ticket{ID: 8, Game: testID}
	other := api.Ticket{ID: 9, Game: "unscreened"}
	for _, c := range []struct {
		name   string
		p      Params
		unseen []api.Ticket
		opened *api.Ticket
		want   Start
	}{
		{"lobby", Params{}, nil, nil, Start{To: ToLobby}},
		{"only seen", Params{}, []api.Ticket{seen}, nil, Start{To: ToLobby}},
		{"unfinished", Params{}, []api.Ticket{unseen}, nil, Start{To: ToUnit, Ticket: unseen, Showing: Resumed}},
		{"oldest with a screen", Params{}, []api.Ticket{other, unseen, {ID: 10, Game: testID}}, nil, Start{To: ToUnit, Ticket: unseen, Showing: Resumed}},
		{"unfinished without screen", Params{}, []api.Ticket{other}, nil, Start{To: ToLobby}},
		{"opened seen", Params{Ticket: 7}, []api.Ticket{unseen}, &seen, Start{To: ToUnit, Ticket: seen, Showing: Recalled, Auto: true}},
		{"opened unfinished", Params{Ticket: 8, Auto: true}, nil, &unseen, Start{To: ToUnit, Ticket: unseen, Showing: Resumed, Auto: true}},
		{"history", Params{View: "history"}, []api.Ticket{unseen}, nil, Start{To: ToHistory}},
		{"block", Params{View: "block", Block: "7"}, []api.Ticket{unseen}, nil, Start{To: ToBlock, Block: "7"}},
		{"buy", Params{Game: testID, Stake: "0.50"}, nil, nil, Start{To: ToBuy, Game: testID, Stake: 50}},
		{"buy, a unit unseen", Params{Game: testID, Stake: "0.50"}, []api.Ticket{other, unseen}, nil, Start{To: ToUnit, Ticket: unseen, Showing: Resumed}},
		{"buy, a unit unseen without screen", Params{Game: testID, Stake: "0.50"}, []api.Ticket{other}, nil, Start{To: ToBuy, Game: testID, Stake: 50}},
		{"buy, negative stake", Params{Game: testID, Stake: "-1"}, nil, nil, Start{To: ToBadStake, Game: testID}},
		{"buy, stake not a number", Params{Game: testID, Stake: "abc"}, nil, nil, Start{To: ToBadStake, Game: testID}},
		{"buy, no stake", Params{Game: testID}, nil, nil, Start{To: ToBadStake, Game: testID}},
	} {
		if got := reg.Start(c.p, c.unseen, c.opened); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Start = %+v; want %+v", c.name, got, c.want)
		}
	}
}

func TestOffered(t *testing.T) {
	gs := []api.Game{{ID: "a", Stakes: []api.Stake{{Stake: 100}, {Stake: 200}}}, {ID: "b"}}
	for _, c := range []struct {
		game  string
		stake money.Cents
		want  bool
	}{
		{"a", 100, true}, {"a", 200, true}, {"a", 500, false}, {"b", 500, true}, {"c", 100, true},
	} {
		if got := Offered(gs, c.game, c.stake); got != c.want {
			t.Errorf("Offered(%s, %d) = %v", c.game, c.stake, got)
		}
	}
}

func TestLobby(t *testing.T) {
	reg := testRegistry()
	// nothing listed: the registered games, at 1 €
	l := reg.NewLobby(nil)
	if len(l.Tiles) != 1 || l.Tiles[0].Game.Name != "TEST" || l.Chosen != 0 || l.Stake != 100 {
		t.Fatalf("empty list: %+v", l)
	}
	if _, st, ok := l.Choice(); !ok || st.Stake != 100 {
		t.Fatalf("empty list: Choice %+v %v", st, ok)
	}
	// nothing playable here: no choice
	l = reg.NewLobby(offered[1:])
	if l.Chosen != -1 || l.Choose(0) || l.Choose(1) || l.Choose(5) {
		t.Fatalf("no playable game: chosen %d", l.Chosen)
	}
	if _, _, ok := l.Choice(); ok {
		t.Fatal("a choice without a playable game")
	}
	// the first stake until another is picked; a stake not offered is refused
	l = reg.NewLobby(offered)
	if l.Stake != 50 || l.SetStake(300) || l.Stake != 50 {
		t.Fatalf("stake %s", l.Stake)
	}
	if got := len(l.Stakes()); got != 3 {
		t.Fatalf("%d stakes; want 3", got)
	}
}

func TestRegistry(t *testing.T) {
	reg := testRegistry()
	if _, ok := reg.Lookup(testID); !ok {
		t.Fatal("the test game is not registered")
	}
	if _, ok := reg.Lookup("unscreened"); ok {
		t.Fatal("a game registered in no test")
	}
	if got := reg.IDs(); !reflect.DeepEqual(got, []string{testID}) {
		t.Fatalf("IDs = %v", got)
	}
	for name, s := range map[string]Screen[testBoard]{"twice": testScreen(), "no core": {Open: testScreen().Open}, "no open": {Core: testGame}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", name)
				}
			}()
			reg.Register(s)
		}()
	}
}

func TestProgress(t *testing.T) {
	m := memStorage{}
	p := Progress{S: m}
	if p.Load(3) != 0 {
		t.Fatal("progress of a ticket never saved")
	}
	p.Save(3, 4)
	if m["revela.progress.3"] != "4" || p.Load(3) != 4 {
		t.Fatalf("saved: %v", m)
	}
	for _, bad := range []string{"-1", "x", "", "2.5"} {
		m["revela.progress.3"] = bad
		if got := p.Load(3); got != 0 {
			t.Errorf("Load of %q = %d; want 0", bad, got)
		}
	}
	if p.Finished(3) {
		t.Fatal("a unit in play read as finished")
	}
	p.Finish(3)
	if m["revela.progress.3"] != "done" || !p.Finished(3) || p.Finished(4) || p.Load(3) != 0 {
		t.Fatalf("finished: %v", m)
	}
	p.Clear(3)
	if len(m) != 0 || p.Finished(3) {
		t.Fatalf("cleared: %v", m)
	}
	var none Progress // storage unavailable: nothing remembered, nothing fails
	none.Save(3, 2)
	none.Finish(3)
	none.Clear(3)
	none.Forget(nil)
	if none.Load(3) != 0 || none.Finished(3) {
		t.Fatal("the zero Progress remembered something")
	}
}

// TestForgetAcknowledged: on a load, an ended unit the server no longer
// lists as unseen (its acknowledgement landed as the page went away) is
// forgotten; one still listed, one in play and other keys are kept.
func TestForgetAcknowledged(t *testing.T) {
	m := memStorage{
		"revela.progress.7":  "done", // acknowledged, the key left behind
		"revela.progress.8":  "done", // still unseen: acknowledged by this load
		"revela.progress.9":  "3",    // in play
		"revela.progress.x":  "done",
		"revela.purchase":    "r1",
		"revela.progress.10": "done", // acknowledged too
	}
	Progress{S: m}.Forget([]int64{8, 9})
	want := memStorage{
		"revela.progress.8": "done",
		"revela.progress.9": "3",
		"revela.progress.x": "done",
		"revela.purchase":   "r1",
	}
	if !maps.Equal(m, want) {
		t.Fatalf("after Forget: %v; want %v", m, want)
	}
}

func TestResumeAtTheLargerStep(t *testing.T) {
	reg := testRegistry()
	client := &api.Client{Do: (&server{balance: money.Euros(100)}).do}
	tk, err := client.Buy(testID, money.Euros(1), "r1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ local, server, want int }{
		{0, 0, 0}, {2, 0, 2}, {0, 2, 2}, {1, 2, 2}, {2, 1, 2},
	} {
		m := memStorage{}
		pr := Progress{S: m}
		if c.local > 0 {
			pr.Save(tk.ID, c.local)
		}
		tk.Step = c.server
		if u := reg.Open(tk, Resumed, false, pr); u.Err != nil || u.TL.Steps() != c.want {
			t.Errorf("local %d, server %d: resumed at %d (%v); want %d", c.local, c.server, u.TL.Steps(), u.Err, c.want)
		}
		if u := reg.Open(tk, Bought, false, pr); u.TL.Steps() != 0 {
			t.Errorf("local %d, server %d: a unit just bought starts at %d", c.local, c.server, u.TL.Steps())
		}
	}
}
