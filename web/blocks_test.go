package web_test

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	mrand "math/rand/v2"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"revela/core/block"
	"revela/core/money"
	"revela/core/proof"
	"revela/web"
	"revela/web/internal/webtest"
	"revela/web/store/sqlite"
	"revela/web/wire"
)

// docSalt is the salt of the unit at pos from the block's secret, as
// docs/blocks.md writes it (not core/block's code): the 16-byte chunk
// pos mod 1024 of the ChaCha8 stream keyed by SHA-256("salt" ‖ secret ‖
// pos/1024 u32).
func docSalt(secret []byte, pos int) (key [32]byte, salt [16]byte) {
	key = sha256.Sum256(binary.BigEndian.AppendUint32(append([]byte("salt"), secret...), uint32(pos/1024)))
	c := mrand.NewChaCha8(key)
	for range pos%1024 + 1 {
		c.Read(salt[:])
	}
	return key, salt
}

// TestBlockLife (issue 28) follows a block of 10 units through its life
// on the API: every answer before it closes is kept (the series' list,
// the block, its units refused with 404 not_closed, each sale, the
// ticket, the unseen tickets, the history, a refused sale); each sale's
// proof leads to the published root (proof.Check on the wire forms); the
// sale of the tenth unit closes it, and its secret and units are then
// published and give its root and its secret hash. None of the answers
// kept before the close holds the secret, a key of its salt streams, or
// the salt of a unit not sold yet when the answer was given. The
// commitment is the same before the first sale, after the sales and
// after a restart.
func TestBlockLife(t *testing.T) {
	const size = 10
	e := newEnv(t, envOptions{blockSize: size})
	tok, _ := e.newPlayer()
	type answer struct {
		body []byte
		sold int // units of the block sold when it was given
	}
	var answers []answer
	keep := func(sold int, code int, want int, b []byte) []byte {
		t.Helper()
		if code != want {
			t.Fatalf("status %d, want %d: %s", code, want, b)
		}
		answers = append(answers, answer{b, sold})
		return b
	}
	get := func(sold int, path string, want int) []byte {
		t.Helper()
		code, b := e.call("GET", path, tok, "")
		return keep(sold, code, want, b)
	}
	list := decode[wire.Blocks](t, get(0, "/api/v1/blocks?game=crossingo&stake=1", 200))
	if len(list.Blocks) != 0 {
		t.Fatalf("blocks before any sale: %+v", list)
	}
	// The first sale opens block 1 and stores block 2 ready, published.
	code, b := e.call("POST", "/api/v1/tickets", tok, buyBody("crossingo", "1", newRequestID()))
	first := decode[ticket](t, keep(0, code, 201, b))
	var next wire.Block
	for range 1000 {
		list = decode[wire.Blocks](t, get(0, "/api/v1/blocks?game=crossingo&stake=1", 200))
		if len(list.Blocks) == 2 {
			next = list.Blocks[0]
			break
		}
	}
	tab, _ := webtest.SmallTables(size)("crossingo", money.Euros(1))
	digest := tab.Digest()
	if next.ID != "2" || list.Blocks[1].ID != first.Block || next.State != "ready" || list.Blocks[1].State != "open" ||
		next.Sold != 0 || next.Secret != "" || next.ClosedAt != nil ||
		next.Size != size || next.Version != "crossingo/1" || next.Table != hex.EncodeToString(digest[:]) || len(next.Root) != 64 {
		t.Fatalf("the series: %+v; want block 2 published unsold beside block %s", list.Blocks, first.Block)
	}
	if e := decode[apiErr](t, get(0, "/api/v1/blocks/2/units", 404)); e.Error.Code != "not_closed" {
		t.Fatalf("units of the ready block: %+v", e)
	}
	// Block 1 has 9 units left; then block 2's ten are sold.
	for range size - 1 {
		e.buy(tok, "crossingo", "1", newRequestID())
	}
	var sold []ticket
	for i := range size {
		path := "/api/v1/blocks/2"
		before := decode[wire.Block](t, get(i, path, 200))
		if before.Sold != i || before.Root != next.Root || before.SecretHash != next.SecretHash || before.Secret != "" ||
			before.State != map[bool]string{true: "ready", false: "open"}[i == 0] {
			t.Fatalf("block 2 after %d sales: %+v; before its first: %+v", i, before, next)
		}
		code, b := e.call("POST", "/api/v1/tickets", tok, buyBody("crossingo", "1", newRequestID()))
		tk := decode[ticket](t, keep(i+1, code, 201, b))
		sold = append(sold, tk)
		if tk.Block != "2" || tk.Proof == nil || tk.Proof.Position != tk.Position || tk.Proof.PrizeCents != int64(tk.Prize) {
			t.Fatalf("sale %d of block 2: %+v", i, tk)
		}
		if err := proof.Check(before, *tk.Proof); err != nil {
			t.Fatalf("sale %d: %v", i, err)
		}
		again := decode[ticket](t, get(i+1, "/api/v1/tickets/"+itoa(tk.ID), 200))
		if again.Proof == nil || proof.Check(before, *again.Proof) != nil {
			t.Fatalf("GET ticket %d: proof %+v", tk.ID, again.Proof)
		}
		if i < size-1 {
			get(i+1, "/api/v1/tickets/unseen", 200)
			get(i+1, "/api/v1/tickets?limit=100", 200)
			get(i+1, "/api/v1/blocks?game=crossingo&stake=1", 200)
			code, b := e.call("POST", "/api/v1/tickets", tok, buyBody("crossingo", "7", newRequestID()))
			keep(i+1, code, 400, b)
		}
	}
	closed := decode[wire.Block](t, get(size, "/api/v1/blocks/2", 200))
	secret, err := hex.DecodeString(closed.Secret)
	if err != nil || len(secret) != 32 || closed.ClosedAt == nil || closed.Sold != size || closed.State != "closed" {
		t.Fatalf("block 2 sold out: %+v", closed)
	}
	if h := sha256.Sum256(secret); hex.EncodeToString(h[:]) != next.SecretHash {
		t.Fatalf("the published secret hashes to %x; the secret hash published before the first sale is %s", h, next.SecretHash)
	}
	code, units := e.call("GET", "/api/v1/blocks/2/units", "", "")
	if code != 200 || len(units) != size {
		t.Fatalf("units of the closed block: %d, %d bytes", code, len(units))
	}
	b2, err := block.Restore(tab, [32]byte(secret), units)
	if err != nil || hex.EncodeToString(b2.Root[:]) != next.Root {
		t.Fatalf("the published units and secret give %x (%v); the root published is %s", b2.Root, err, next.Root)
	}
	// What must not leave the store before the close.
	for _, a := range answers[:len(answers)-1] { // the last is the closed block
		body := string(a.body)
		if strings.Contains(body, closed.Secret) {
			t.Fatalf("an answer before the close holds the secret: %s", body)
		}
		for pos := range size {
			key, salt := docSalt(secret, pos)
			if strings.Contains(body, hex.EncodeToString(key[:])) {
				t.Fatalf("an answer holds the salt stream's key: %s", body)
			}
			if pos >= a.sold && strings.Contains(body, hex.EncodeToString(salt[:])) {
				t.Fatalf("an answer given when %d units were sold holds the salt of unit %d: %s", a.sold, pos, body)
			}
		}
	}
	for _, tk := range sold {
		if _, salt := docSalt(secret, int(tk.Position)); tk.Proof.Salt != hex.EncodeToString(salt[:]) {
			t.Fatalf("ticket %d: salt %s; the secret gives %x", tk.ID, tk.Proof.Salt, salt)
		}
	}
	// After a restart, block 2 publishes the same.
	e.srv.Close()
	e.st.Close()
	st, err := sqlite.Open(context.Background(), e.path, sqlite.Options{Tables: webtest.SmallTables(size), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c, err := st.Commitment(context.Background(), 2)
	if err != nil || hex.EncodeToString(c.Root[:]) != next.Root || hex.EncodeToString(c.Hash[:]) != next.SecretHash ||
		c.Table != digest || c.OpenedAt.UTC().Unix() != next.OpenedAt.Unix() || c.Secret == nil || c.Sold != size {
		t.Fatalf("block 2 after a restart: %+v, %v; before its first sale %+v", c, err, next)
	}
}

// TestBlocksRefused: a block id that is not a positive integer is 400
// bad_request, an unknown one 404 not_found (its units too); the list
// wants a game and a decimal stake (400) of a table sold (404).
func TestBlocksRefused(t *testing.T) {
	e := newEnv(t, envOptions{})
	for _, c := range []struct {
		path string
		code int
		err  string
	}{
		{"/api/v1/blocks/x", 400, "bad_request"},
		{"/api/v1/blocks/0", 400, "bad_request"},
		{"/api/v1/blocks/-1", 400, "bad_request"},
		{"/api/v1/blocks/99", 404, "not_found"},
		{"/api/v1/blocks/99/units", 404, "not_found"},
		{"/api/v1/blocks/x/units", 400, "bad_request"},
		{"/api/v1/blocks", 400, "bad_request"},
		{"/api/v1/blocks?game=crossingo", 400, "bad_request"},
		{"/api/v1/blocks?game=crossingo&stake=one", 400, "bad_request"},
		{"/api/v1/blocks?game=crossingo&stake=7", 404, "not_found"},
		{"/api/v1/blocks?game=nope&stake=1", 404, "not_found"},
		{"/api/v1/blocks?game=crossingo&stake=1&limit=101", 400, "bad_request"},
		{"/api/v1/blocks?game=crossingo&stake=1&limit=0", 400, "bad_request"},
		{"/api/v1/blocks?game=crossingo&stake=1&before=x", 400, "bad_request"},
	} {
		code, b := e.call("GET", c.path, "", "")
		if code != c.code || decode[apiErr](t, b).Error.Code != c.err {
			t.Errorf("GET %s: %d %s; want %d %s", c.path, code, b, c.code, c.err)
		}
	}
	if code, b := e.call("GET", "/api/v1/blocks?game=crossingo&stake=1&limit=1&before=5", "", ""); code != 200 || string(b) != `{"blocks":[]}`+"\n" {
		t.Fatalf("an empty series: %d %s", code, b)
	}
}

// TestStoredProofCompleted: in a block of 600 units a ticket stores its
// proof without the siblings above its group of 256 (290 bytes at most);
// GET /tickets/{id}, the unseen tickets and the history complete it from
// the block's kept tree level, and it checks against the published
// block, as the sale's answer did; so after a restart, and after a
// restart with the kept level gone (the block's row restored to rebuild
// it).
func TestStoredProofCompleted(t *testing.T) {
	const size = 600
	e := newEnv(t, envOptions{blockSize: size})
	tok, _ := e.newPlayer()
	var sold []ticket
	for range 3 {
		_, tk := e.buy(tok, "crossingo", "1", newRequestID())
		sold = append(sold, tk)
	}
	b := decode[wire.Block](t, func() []byte { _, b := e.call("GET", "/api/v1/blocks/1", "", ""); return b }())
	checkAll := func(srv string, when string) {
		t.Helper()
		for _, tk := range sold {
			if tk.Proof == nil || len(tk.Proof.Path) != 10 || proof.Check(b, *tk.Proof) != nil {
				t.Fatalf("%s: the sale's proof %+v", when, tk.Proof)
			}
			code, body := call(t, e.srv.Client(), srv, "GET", "/api/v1/tickets/"+itoa(tk.ID), tok, "")
			got := decode[ticket](t, body)
			if code != 200 || got.Proof == nil || proof.Check(b, *got.Proof) != nil || !slices.Equal(got.Proof.Path, tk.Proof.Path) {
				t.Fatalf("%s: GET ticket %d: %d, proof %+v; sold with %+v", when, tk.ID, code, got.Proof, tk.Proof)
			}
		}
		for _, path := range []string{"/api/v1/tickets/unseen", "/api/v1/tickets?limit=10"} {
			_, body := call(t, e.srv.Client(), srv, "GET", path, tok, "")
			for _, got := range decode[history](t, body).Tickets {
				if got.Proof == nil || proof.Check(b, *got.Proof) != nil {
					t.Fatalf("%s: %s: ticket %d's proof %+v", when, path, got.ID, got.Proof)
				}
			}
		}
	}
	checkAll(e.srv.URL, "served")
	var stored []byte
	db, err := sql.Open("sqlite", "file:"+e.path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.QueryRow(`SELECT proof FROM tickets WHERE id = ?`, sold[0].ID).Scan(&stored); err != nil || len(stored) > 290 {
		t.Fatalf("the stored proof: %d bytes, %v; want at most 290", len(stored), err)
	}
	for _, when := range []string{"after a restart", "after a restart without the kept level"} {
		e.srv.Close()
		e.st.Close()
		if strings.Contains(when, "without") {
			if _, err := db.Exec(`UPDATE blocks SET tree_level = NULL`); err != nil {
				t.Fatal(err)
			}
		}
		st, err := sqlite.Open(context.Background(), e.path, sqlite.Options{Tables: webtest.SmallTables(size), Logger: quiet})
		if err != nil {
			t.Fatal(err)
		}
		s, err := web.New(web.Config{Store: st, Tables: webtest.SmallTables(size), Logger: quiet})
		if err != nil {
			t.Fatal(err)
		}
		e.srv, e.st = httptest.NewServer(s), st
		checkAll(e.srv.URL, when)
	}
	e.srv.Close()
	e.st.Close()
}
