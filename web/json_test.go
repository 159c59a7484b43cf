package web

import (
	"encoding/json"
	"errors"
	"io"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"revela/core/block"
	"revela/web/store"
	"revela/web/wire"
)

// TestAppendTicket: the hand-written ticket JSON is byte for byte what
// encoding/json writes for the same wire.Ticket (its created_at in whole
// seconds, UTC), with its proof decoded (issue 28).
func TestAppendTicket(t *testing.T) {
	pr := block.Proof{Size: 5, Leaf: block.Leaf{Pos: 4, Rank: 3, Variant: 1, Amount: 1_000_005, Salt: [16]byte{0xab, 15: 0x01}},
		Path: [][32]byte{{0x10}, {31: 0xfe}}}
	enc, err := pr.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	wantProof := &wire.Proof{Position: 4, Rank: 3, Variant: 1, PrizeCents: 1_000_005, Salt: "ab000000000000000000000000000001",
		Path: []string{"10" + strings.Repeat("0", 62), strings.Repeat("0", 62) + "fe"}}
	for i, tk := range []store.Ticket{
		{ID: 1, Game: "crossingo", Stake: 100, Price: 100, Prize: 0, Block: 3, Position: 0,
			Script: json.RawMessage(`{"game":"crossingo","grid":[1,2]}`), CreatedAt: time.UnixMilli(1_700_000_000_123), Balance: 9900, SuperJackpotPart: 2, Participations: 1},
		{ID: 1 << 40, Game: `we<i>"rd\` + "\u00e9\x01", Stake: 250, Price: 250, Prize: 1_000_005, Block: 1 << 33, Position: 1_499_999,
			Script: json.RawMessage(`{}`), Seen: true, Step: 1000, CreatedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("x", 3600)), Balance: -5, SuperJackpotPart: 10, Participations: 7,
			Proof: enc},
		{ID: 2, Game: "g", Proof: []byte{1, 2, 3}}, // not a proof: written without one
	} {
		var p *wire.Proof
		if len(tk.Proof) > 3 {
			p = wantProof
		}
		want, err := json.Marshal(wire.Ticket{
			ID: tk.ID, Game: tk.Game, Stake: tk.Stake, Prize: tk.Prize,
			Block: strconv.FormatInt(tk.Block, 10), Position: int64(tk.Position), Script: tk.Script,
			Seen: tk.Seen, Step: tk.Step, CreatedAt: tk.CreatedAt.UTC().Truncate(time.Second), Balance: &tk.Balance,
			SuperJackpotPart: tk.SuperJackpotPart, Participations: tk.Participations, Proof: p,
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := appendTicket(nil, tk); string(got) != string(want) {
			t.Errorf("ticket %d:\n got %s\nwant %s", i, got, want)
		}
	}
}

// TestReadErrorsGeneric: a body that cannot be read is answered with a
// fixed message, never the error's text (it names both socket addresses).
func TestReadErrorsGeneric(t *testing.T) {
	for _, c := range []struct {
		err    error
		status int
		code   string
	}{
		{errors.New("read tcp 192.0.2.1:8080->192.0.2.2:51234: connection reset by peer"), 400, "bad_request"},
		{timeoutErr{}, 408, "request_timeout"},
	} {
		r := httptest.NewRequest("POST", "/api/v1/tickets", nil)
		r.Body = io.NopCloser(iotest.ErrReader(c.err))
		err := readJSON(r, false)
		var eb *errBody
		if !errors.As(err, &eb) || eb.status != c.status || eb.code != c.code || strings.Contains(eb.msg, "192.0.2") {
			t.Errorf("%v: %+v", c.err, err)
		}
	}
}

// timeoutErr is a net.Error that timed out.
type timeoutErr struct{}

func (timeoutErr) Error() string   { return "read tcp 192.0.2.1:8080->192.0.2.2:51234: i/o timeout" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }
