package wire_test

import (
	"encoding/json"
	"go/build"
	"strings"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/wire"
)

// TestImports: the package, and what it imports of the module, import no
// network, database or server code, so that the WebAssembly client can
// import it (the js build included).
func TestImports(t *testing.T) {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH = "js", "wasm"
	seen := map[string]bool{}
	var walk func(path string)
	walk = func(path string) {
		if seen[path] {
			return
		}
		seen[path] = true
		p, err := ctx.Import(path, ".", 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range p.Imports {
			switch {
			case strings.HasPrefix(imp, "net"), strings.HasPrefix(imp, "database/"), strings.HasPrefix(imp, "revela/web/store"),
				imp == "revela/web", strings.HasPrefix(imp, "os/exec"):
				t.Errorf("%s imports %s", path, imp)
			case strings.HasPrefix(imp, "revela/"):
				walk(imp)
			}
		}
	}
	walk("revela/web/wire")
}

// TestTicketJSON: a ticket is written with the API's field names and its
// amounts as decimal strings (docs/server.md), and read back the same.
func TestTicketJSON(t *testing.T) {
	bal := money.MustParse("99.50")
	tk := wire.Ticket{ID: 7, Game: "g", Stake: money.Euros(1), Prize: money.MustParse("0.50"), Block: "3", Position: 12,
		Script: json.RawMessage(`{"a":1}`), Step: 2, CreatedAt: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Balance: &bal,
		SuperJackpotPart: money.MustParse("0.03"), Participations: 1}
	b, err := json.Marshal(tk)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"id":7,"game":"g","stake":"1","prize":"0.50","block":"3","position":12,"script":{"a":1},"seen":false,"step":2,` +
		`"created_at":"2026-01-02T03:04:05Z","balance":"99.50","super_jackpot_part":"0.03","participations":1}`
	if string(b) != want {
		t.Fatalf("got  %s\nwant %s", b, want)
	}
	var back wire.Ticket
	if err := json.Unmarshal(b, &back); err != nil || back.Stake != 100 || back.Prize != 50 || *back.Balance != 9950 || back.SuperJackpotPart != 3 {
		t.Fatalf("read back %+v, %v", back, err)
	}
}
