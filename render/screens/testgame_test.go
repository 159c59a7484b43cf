package screens

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"revela/core"
	"revela/core/money"
	"revela/render/api"
	"revela/render/i18n"
	"revela/render/kit"
	"revela/render/kit/anim"
)

// The test game exists only in these tests: a trivial core.Game whose
// script lists what each GO step adds to the prize, a timeline that
// releases one step per GO, and a board that remembers its timeline. It
// is bought, played, resumed and recalled through the same registry,
// lobby, resume and history code as every game.

const testID = "test-game"

// testScript embeds its envelope as every game's script does, through an
// alias (core/crossingo's Header): its fields are the script's own on the
// wire, and Envelope returns it.
type testScript struct {
	header
	Steps []money.Cents `json:"steps"`
}

type header = core.Envelope

func (s *testScript) Envelope() core.Envelope { return s.header }

// Validate: the steps add up to the declared prize.
func (s *testScript) Validate() (money.Cents, error) {
	var sum money.Cents
	for _, st := range s.Steps {
		if st < 0 {
			return 0, errors.New("T-1: a step takes money away")
		}
		sum += st
	}
	if sum != s.Prize {
		return 0, fmt.Errorf("T-2: the steps give %s, the script declares %s", sum, s.Prize)
	}
	return sum, nil
}

// testGame is the test game's rules core: what the client uses of it.
var testGame = &core.Game{ID: testID, Version: "test/1", Compose: testCompose, Decode: testDecode, Class: core.PrizeClass}

// testCompose splits prize over three steps: half, nothing, the rest.
func testCompose(stake, prize money.Cents, _ core.Variant, _ *rand.Rand) (core.Script, error) {
	return &testScript{header: header{Game: testID, Stake: stake, Prize: prize, Version: "test/1"},
		Steps: []money.Cents{prize / 2, 0, prize - prize/2}}, nil
}

func testDecode(data []byte) (core.Script, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	var s testScript
	if err := d.Decode(&s); err != nil {
		return nil, err
	}
	return &s, nil
}

// testTL releases one step per GO (one per tick under AUTO) and ends
// after the last.
type testTL struct {
	steps    []money.Cents
	released int
	now      int
	auto     bool
	ended    bool
	end      anim.Span
}

func (t *testTL) Update() {
	t.now++
	if t.auto && t.released < len(t.steps) {
		t.released++
	}
	if t.released == len(t.steps) && !t.ended {
		t.ended, t.end = true, anim.At(t.now, 10)
	}
}

func (t *testTL) Go() bool {
	if !t.Waiting() {
		return false
	}
	t.released++
	return true
}

func (t *testTL) SetAuto() { t.auto = true }

func (t *testTL) FastForward(k int) bool {
	if t.released != 0 || k <= 0 {
		return false
	}
	t.released = min(k, len(t.steps))
	return true
}

func (t *testTL) Steps() int     { return t.released }
func (t *testTL) Waiting() bool  { return !t.ended && !t.auto && t.released < len(t.steps) }
func (t *testTL) Auto() bool     { return t.auto }
func (t *testTL) Ended() bool    { return t.ended }
func (t *testTL) Now() int       { return t.now }
func (t *testTL) End() anim.Span { return t.end }
func (t *testTL) Phase() string  { return "step" }
func (t *testTL) Sound() string  { return "" }

// Parts: the test game explains nothing (the end shows the prize alone).
func (t *testTL) Parts(*i18n.Words) []kit.Part { return nil }

func (t *testTL) Prize() money.Cents {
	var sum money.Cents
	for _, s := range t.steps {
		sum += s
	}
	return sum
}

type testBoard struct{ tl *testTL }

func testScreen() Screen[testBoard] {
	return Screen[testBoard]{
		Core: testGame,
		Name: "TEST",
		Open: func(s core.Script) (Timeline, testBoard, error) {
			if _, err := s.Validate(); err != nil {
				return nil, testBoard{}, err
			}
			tl := &testTL{steps: s.(*testScript).Steps}
			return tl, testBoard{tl}, nil
		},
	}
}

func testRegistry() *Registry[testBoard] {
	var r Registry[testBoard]
	r.Register(testScreen())
	return &r
}

// memStorage is localStorage in memory.
type memStorage map[string]string

func (m memStorage) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m memStorage) Set(k, v string)             { m[k] = v }
func (m memStorage) Remove(k string)             { delete(m, k) }
func (m memStorage) Keys() []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// server is the API in memory: it offers the test game at three stakes
// (the 2 € one with a SUPER JACKPOT part), UNSCREENED as sold (this client
// has no screen for it) and COMING as not sold yet; a sale's prize is
// five times its stake.
type server struct {
	tickets []api.Ticket
	balance money.Cents
}

func stake(s, sj string) api.Stake {
	st, p := money.MustParse(s), money.MustParse(sj)
	return api.Stake{Stake: st, GamePart: st - p, SuperJackpotPart: p}
}

var offered = []api.Game{
	{ID: testID, Name: "TEST", Playable: true, Version: "test/1",
		Stakes: []api.Stake{stake("0.50", "0"), stake("1", "0"), stake("2", "0.06")}},
	{ID: "unscreened", Name: "UNSCREENED", Playable: true, Stakes: []api.Stake{stake("1", "0")}},
	{ID: "coming", Name: "COMING", Playable: false, Stakes: []api.Stake{stake("1", "0")}},
}

func (s *server) do(method, path string, body []byte) (int, []byte, error) {
	reply := func(status int, v any) (int, []byte, error) {
		b, err := json.Marshal(v)
		return status, b, err
	}
	path = strings.TrimPrefix(path, "/api/v1")
	switch {
	case method == "GET" && path == "/games":
		return reply(200, map[string]any{"games": offered})
	case method == "POST" && path == "/tickets":
		var in struct {
			Game  string      `json:"game"`
			Stake money.Cents `json:"stake"`
		}
		if err := json.Unmarshal(body, &in); err != nil {
			return 0, nil, err
		}
		if in.Game != testID {
			return reply(409, map[string]any{"error": map[string]string{"code": "not_playable", "message": in.Game}})
		}
		prize := 5 * in.Stake
		sc, _ := testGame.Compose(in.Stake, prize, core.Plain, nil)
		raw, _ := json.Marshal(sc)
		s.balance += prize - in.Stake
		bal := s.balance
		t := api.Ticket{ID: int64(len(s.tickets) + 1), Game: in.Game, Stake: in.Stake, Prize: prize,
			Script: raw, CreatedAt: time.Unix(0, 0), Balance: &bal}
		s.tickets = append(s.tickets, t)
		return reply(201, t)
	case method == "GET" && strings.HasPrefix(path, "/tickets?"):
		page := api.Page{Tickets: []api.Ticket{}}
		for i := len(s.tickets) - 1; i >= 0; i-- {
			page.Tickets = append(page.Tickets, s.tickets[i])
		}
		return reply(200, page)
	case method == "POST" && strings.HasSuffix(path, "/seen"):
		id, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(path, "/tickets/"), "/seen"))
		s.tickets[id-1].Seen = true
		return 204, nil, nil
	}
	return 404, []byte(`{"error":{"code":"not_found","message":"` + path + `"}}`), nil
}

// stored lists the keys in storage, sorted.
func stored(m memStorage) []string {
	var keys []string
	for k, v := range m {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	return keys
}
