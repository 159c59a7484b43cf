package e2e

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os/exec"
	"strings"
	"testing"
	"time"

	"revela/core/lots"
	"revela/core/proof"
	"revela/render/kit"
	"revela/web/wire"
)

// The proof of every unit is checked by the client before it is played
// (issue 28): these tests buy real units from the server (whose proofs
// must pass), forge one in a proxy (refused, with the words that say so),
// and open the proof and the block's page from the end panel's seal.

// TestProofChecked buys a unit, sees its proof verified and its seal
// opened: the proof's page shows the server's block and root, its block's
// page the checks it passed; then a proxy alters the salt, the path, the
// prize or the position of the next sale's proof, and each unit is refused
// with a clear screen, its money the server's (the ticket is in the
// history).
func TestProofChecked(t *testing.T) {
	p := parallelPage(t)
	px := newProxy(t, shared(t).base())
	t.Cleanup(px.srv.Close)
	p.base = px.srv.URL
	p.nav("/?game=crossingo&stake=1&auto=1")
	p.wait(state + ` === "done" && window.revela.proof === "verified"`)
	p.settled()
	tk := p.ticket()
	if tk.Proof == nil || tk.Proof.Position != tk.Position || tk.Proof.PrizeCents != int64(tk.Prize) {
		t.Fatalf("the ticket's proof %+v (position %d, prize %s)", tk.Proof, tk.Position, tk.Prize)
	}
	b := p.block(tk.Block)
	if b.Root == "" || b.Size != 1_500_000 || b.Sold < 1 || b.Secret != "" {
		t.Fatalf("block %s as published: %+v", tk.Block, b)
	}
	if ms := p.eval(`String(window.revela.verifyMs)`); ms == "undefined" {
		t.Error("no verifyMs")
	} else {
		t.Logf("proof verified in %s ms (median of 20 runs of 10 checks)", ms)
	}
	p.wait(`window.revela.layout.seal && window.revela.layout.seal.w > 0`)
	p.press("proof", state+` === "proof" && window.revela.block !== undefined && window.revela.block !== null`)
	var info struct {
		ID     string `json:"id"`
		Size   int    `json:"size"`
		Sold   int    `json:"sold"`
		Proof  bool   `json:"proof"`
		Table  bool   `json:"table"`
		Closed bool   `json:"closed"`
		Secret bool   `json:"secret"`
	}
	if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela.block)`)), &info); err != nil {
		t.Fatal(err)
	}
	if info.ID != tk.Block || !info.Proof || !info.Table || info.Closed || info.Size != 1_500_000 {
		t.Errorf("the proof's page: %+v", info)
	}
	// what a player reads: the block, the unit's place, the root's first
	// 16 hex digits in groups of four
	words := p.eval(`document.getElementById("revela-status").textContent`)
	fp := b.Root[0:4] + " " + b.Root[4:8] + " " + b.Root[8:12] + " " + b.Root[12:16]
	for _, want := range []string{"Bloc : " + tk.Block, fmt.Sprintf("n° %d sur 1 500 000", tk.Position+1), "Racine : " + fp, "/api/v1/blocks/" + tk.Block} {
		if !strings.Contains(strings.ReplaceAll(words, "\u202f", " "), want) {
			t.Errorf("the proof's page says %q, without %q", words, want)
		}
	}
	p.press("block", state+` === "block" && window.revela.block && window.revela.block.proof === false`)
	words = p.eval(`document.getElementById("revela-status").textContent`)
	if !strings.Contains(words, "Table des lots : conforme au règlement") || !strings.Contains(words, "Secret : publié à la clôture du bloc") {
		t.Errorf("the block's page says %q", words)
	}
	// the same page from its address, nothing bought
	p.nav("/?view=block&id=" + tk.Block)
	p.wait(state + ` === "block" && window.revela.block && window.revela.block.id === "` + tk.Block + `" && window.revela.block.table`)
	p.nav("/?view=block&id=77777777")
	p.wait(state + ` === "block" && document.getElementById("revela-status").textContent === "Ce bloc n'existe pas."`)

	for _, forge := range []string{"salt", "position"} { // the four in Go: screens.TestVerifyRefuses
		px.forgeNext(forge)
		p.nav("/?game=crossingo&stake=1&auto=1")
		p.wait(state + ` === "error"`)
		got := p.eval(`document.getElementById("revela-status").textContent`)
		want := "La preuve de cette partie ne correspond pas à son bloc publié : elle n'est pas jouée. Son résultat est dans votre historique."
		if got != want || !strings.Contains(p.eval(`String(window.revela.proof)`), "proof was refused") {
			t.Errorf("a forged %s: the page says %q (proof %s)", forge, got, p.eval(`String(window.revela.proof)`))
		}
		// the unit refused is the server's: sold and in the history
		id := p.eval(`String(window.revela.ticket)`)
		if !strings.Contains(p.eval(`fetch("/api/v1/tickets?limit=5", {credentials: "same-origin"}).then(r => r.text())`), `"id":`+id+`,`) {
			t.Errorf("a forged %s: ticket %s not in the history", forge, id)
		}
		// seen, so that the next link buys rather than reopen it
		p.eval(`fetch("/api/v1/tickets/` + id + `/seen", {method: "POST", credentials: "same-origin",
			headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`)
	}
	// the last one, opened as the server sold it: proven and played
	p.nav("/?ticket=" + p.eval(`String(window.revela.ticket)`))
	p.wait(`window.revela.proof === "verified"`)
	p.shot("proof-refused")
}

// TestProofEveryGame buys one unit of each game and sees its proof pass
// in the client before it is played (then marks it seen unplayed, so
// that the next game's link buys rather than reopen it).
func TestProofEveryGame(t *testing.T) {
	p := parallelPage(t)
	for _, g := range [][2]string{{"crossingo", "1"}, {"diamond-river", "3"}, {"eldorado", "1"}, {"sudoku", "0.50"}, {"lucha-fortune", "1"}} {
		p.nav("/?game=" + g[0] + "&stake=" + g[1])
		p.wait(`window.revela.proof !== undefined && window.revela.ticket > 0`) // set before the unit is played
		if got := p.eval(`String(window.revela.proof)`); got != "verified" {
			t.Errorf("%s: proof %s", g[0], got)
		}
		tk := p.ticket()
		if tk.Game != g[0] || tk.Proof == nil {
			t.Errorf("%s: ticket %+v", g[0], tk)
		}
		p.eval(fmt.Sprintf(`fetch("/api/v1/tickets/%d/seen", {method: "POST", credentials: "same-origin",
			headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`, tk.ID))
	}
}

// ticket is the ticket the page shows, as the server has it.
func (p *page) ticket() wire.Ticket {
	p.t.Helper()
	raw := p.eval(`fetch("/api/v1/tickets/" + window.revela.ticket, {credentials: "same-origin"}).then(r => r.text())`)
	var tk wire.Ticket
	if err := json.Unmarshal([]byte(raw), &tk); err != nil {
		p.t.Fatalf("ticket: %s", raw)
	}
	return tk
}

// block is block id as the server publishes it.
func (p *page) block(id string) wire.Block {
	p.t.Helper()
	raw := p.eval(`fetch("/api/v1/blocks/` + id + `").then(r => r.text())`)
	var b wire.Block
	if err := json.Unmarshal([]byte(raw), &b); err != nil {
		p.t.Fatalf("block: %s", raw)
	}
	return b
}

// forgeNext has the proxy alter the proof of the next sale's answer:
// its salt, a sibling of its path, the prize of its leaf, or its position
// (the ticket's too).
func (px *proxy) forgeNext(what string) {
	px.mu.Lock()
	px.forge = what
	px.mu.Unlock()
}

// forged is a sale's answer with its proof altered as forgeNext said.
func forged(body []byte, what string) []byte {
	var tk map[string]any
	if json.Unmarshal(body, &tk) != nil {
		return body
	}
	pr, _ := tk["proof"].(map[string]any)
	if pr == nil {
		return body
	}
	switch what {
	case "salt":
		pr["salt"] = strings.Repeat("5a", 16)
	case "path":
		path, _ := pr["path"].([]any)
		path[0] = strings.Repeat("00", 32)
	case "prize":
		pr["prize_cents"] = 1000
	case "position":
		pr["position"], tk["position"] = pr["position"].(float64)+1, tk["position"].(float64)+1
	}
	out, _ := json.Marshal(tk)
	return out
}

// standIn is a ticket the proxy sells in place of the server (a unit
// bought before, or one with a composed script) given a proof of its own
// prize in a stand-in block, which the proxy publishes: the block has the
// real table's size and digest and a root over the unit's leaf and made-up
// siblings, so that the client's check passes as for a sold unit.
func (px *proxy) standIn(ticket []byte) []byte {
	var tk wire.Ticket
	if json.Unmarshal(ticket, &tk) != nil {
		return ticket
	}
	tab, err := lots.Find(tk.Game, tk.Stake)
	if err != nil {
		return ticket
	}
	rank := 0
	if l, ok := tab.Lot(tk.Prize); ok {
		rank = l.Rank
	}
	variant := 0
	if tk.Proof != nil {
		variant = tk.Proof.Variant
	}
	pr := wire.Proof{Position: tk.Position, Rank: rank, Variant: variant, PrizeCents: int64(tk.Prize), Salt: strings.Repeat("3c", 16)}
	leaf, _ := proof.Leaf(pr)
	h := sha256.Sum256(leaf[:])
	for i, n := tk.Position, int64(tab.BlockSize); n > 1; i, n = i/2, (n+1)/2 {
		if i%2 == 0 && i+1 == n {
			continue // carried up
		}
		sib := sha256.Sum256(fmt.Appendf(nil, "stand-in %d %d", i, n))
		pr.Path = append(pr.Path, hex.EncodeToString(sib[:]))
		if i%2 == 1 {
			h = proof.Node(sib, h)
		} else {
			h = proof.Node(h, sib)
		}
	}
	d := tab.Digest()
	px.mu.Lock()
	px.standIns++
	id := fmt.Sprint(900_000_000 + px.standIns)
	b := wire.Block{ID: id, Game: tk.Game, Stake: tk.Stake, Size: tab.BlockSize, Table: hex.EncodeToString(d[:]),
		Root: hex.EncodeToString(h[:]), SecretHash: strings.Repeat("00", 32), OpenedAt: time.Now().UTC().Truncate(time.Second), Sold: 1}
	px.blocks[id], _ = json.Marshal(b)
	px.mu.Unlock()
	var out map[string]any
	json.Unmarshal(ticket, &out)
	out["block"], out["proof"] = id, pr
	body, _ := json.Marshal(out)
	return body
}

// serveStandIn answers GET /api/v1/blocks/{id} of a stand-in block.
func (px *proxy) serveStandIn(w http.ResponseWriter, r *http.Request) bool {
	id, ok := strings.CutPrefix(r.URL.Path, "/api/v1/blocks/")
	px.mu.Lock()
	b, found := px.blocks[id]
	px.mu.Unlock()
	if !ok || !found || r.Method != "GET" {
		return false
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
	return true
}

// TestProofScreens shoots the seal on the end panel, the proof's page,
// the block's page and a refused unit at every size, for the team to look
// at (REVELA_SCREENSHOTS=DIR, as TestScreenshots).
func TestProofScreens(t *testing.T) {
	var configs []shotConfig
	for _, sz := range kit.Sizes {
		configs = append(configs, shotConfig{"default", sz[0], sz[1], "fr-FR"})
	}
	configs = append(configs, shotConfig{"winter", 390, 844, "en-US"})
	shootEach(t, "proof", configs, func(t *testing.T, sh *shooter, cf shotConfig) {
		sh.nav("&game=diamond-river&stake=3&auto=1")
		sh.wait(state + ` === "done" && window.revela.settled === true && window.revela.proof === "verified"`)
		sh.shot("seal", time.Second)
		sh.press("proof", state+` === "proof" && !!window.revela.block`)
		sh.shot("page", 300*time.Millisecond)
		sh.press("block", state+` === "block" && !!window.revela.block && !window.revela.block.proof`)
		sh.shot("block", 300*time.Millisecond)
		sh.px.forgeNext("salt")
		sh.nav("&game=crossingo&stake=1&auto=1")
		sh.state("error")
		sh.shot("refused", 300*time.Millisecond)
	})
}

// TestClosedBlockPage closes a block early with the operator's command
// while its server runs: its page then shows the published secret matching
// its hash and the published units counted against the table, and a unit
// sold from it is still proven when recalled.
func TestClosedBlockPage(t *testing.T) {
	needBrowser(t) // before the server: -short builds nothing
	s := newServer(t)
	p := openPage(t, theBrowser(t), s.base())
	p.nav("/?game=crossingo&stake=1&auto=1")
	p.settled()
	tk := p.ticket()
	out, err := exec.Command(built(t), "blocks", "close", "--db", s.db, "--game", "crossingo", "--stake", "1").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "block "+tk.Block+" of crossingo 1 € closed") {
		t.Fatalf("blocks close: %v\n%s", err, out)
	}
	p.nav("/?view=block&id=" + tk.Block)
	p.wait(state + ` === "block" && window.revela.block && window.revela.block.closed && window.revela.block.counts`)
	words := p.eval(`document.getElementById("revela-status").textContent`)
	for _, want := range []string{"Secret : publié, conforme à son empreinte.", "Lots comptés : conformes à la table.", "État : clos le ", "Parties : 1 vendue sur 1\u202f500\u202f000."} {
		if !strings.Contains(words, want) {
			t.Errorf("the closed block's page says %q, without %q", words, want)
		}
	}
	p.shot("closed-block")
	if b := p.block(tk.Block); b.Secret == "" || b.ClosedAt == nil || b.Sold != 1 {
		t.Errorf("the closed block as published: %+v", b)
	}
	p.nav(fmt.Sprintf("/?ticket=%d", tk.ID))
	p.wait(state + ` === "done" && window.revela.proof === "verified"`)
}
