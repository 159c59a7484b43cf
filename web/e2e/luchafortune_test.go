package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	lucha "revela/core/luchafortune"
	"revela/core/money"
	"revela/web/wire"
)

// luchaHistory reads the player's tickets from the API, with the page's
// cookie, newest first.
func luchaHistory(p *page) []wire.Ticket {
	p.t.Helper()
	raw := p.eval(`fetch("/api/v1/tickets?limit=50", {credentials: "same-origin"}).then(r => r.text())`)
	var h wire.Page
	if err := json.Unmarshal([]byte(raw), &h); err != nil {
		p.t.Fatalf("history %s: %v", raw, err)
	}
	return h.Tickets
}

// luchaEnd waits for the end of the unit and returns its ticket and
// prize as the page's status says them.
func luchaEnd(p *page) (int64, string) {
	p.t.Helper()
	p.wait(state + ` == "done"`)
	var id int64
	fmt.Sscan(p.eval(`document.getElementById("revela-status").dataset.ticket`), &id)
	return id, p.eval(`document.getElementById("revela-status").dataset.prize`)
}

// TestLuchaFortune plays a LUCHA FORTUNE unit with AUTO
// (/?game=lucha-fortune&stake=1&auto=1) and checks the prize the page
// shows against the ticket the API sold and the history; then plays a
// unit by GO at 844×390, reloads after the second throw and checks that
// the unit resumes at throw 2 without a second sale, and plays it to its
// end. The board and the shared parts stay apart (window.revela.layout).
func TestLuchaFortune(t *testing.T) {
	p := parallelPage(t)
	p.nav("/?game=lucha-fortune&stake=1&auto=1")
	p.wait(`window.revela && window.revela.phase == "throw"`)
	id, prize := luchaEnd(p)
	p.wait(`window.revela.layout && window.revela.layout.ended`)
	p.apart([]string{"board", "result", "home", "history", "again"})
	check := func(id int64, prize string) {
		t.Helper()
		found := false
		for _, tk := range luchaHistory(p) {
			if tk.ID == id {
				found = true
				if tk.Game != "lucha-fortune" || !sameAmount(tk.Prize.String(), prize) {
					t.Errorf("ticket %d: the page shows a prize of %s, the server sold %+v", id, prize, tk)
				}
			}
		}
		if !found {
			t.Errorf("ticket %d is not in the history", id)
		}
	}
	check(id, prize)

	// by GO, on a phone on its side: two throws, a reload, the unit
	// resumes at the third
	p.size(844, 390)
	p.nav("/?game=lucha-fortune&stake=1")
	p.wait(`window.revela.layout && window.revela.layout.scene == "unit" && window.revela.waiting === true && window.revela.clicks === 0`)
	p.apart([]string{"board", "go", "auto"})
	sold := len(luchaHistory(p))
	for i := 1; i <= 2; i++ {
		p.wait(`window.revela.waiting === true`)
		p.eval(`window.revela.go(), ""`)
		p.wait(fmt.Sprintf(`window.revela.clicks === %d`, i))
	}
	var mid int64
	fmt.Sscan(p.eval(`String(window.revela.ticket)`), &mid)
	p.reload()
	p.wait(`document.getElementById("revela-status").dataset.state == "playing" && window.revela.waiting === true`)
	if got := p.eval(`String(window.revela.clicks) + " " + window.revela.ticket`); got != fmt.Sprintf("2 %d", mid) {
		t.Fatalf("after the reload: throws released and ticket %q, want 2 and %d", got, mid)
	}
	if n := len(luchaHistory(p)); n != sold {
		t.Fatalf("the reload sold a ticket: %d tickets, %d before", n, sold)
	}
	p.wait(`(window.revela.waiting && window.revela.go(), ` + state + ` == "done")`)
	id, prize = luchaEnd(p)
	if id != mid {
		t.Fatalf("the unit ended is ticket %d, the one resumed %d", id, mid)
	}
	check(id, prize)
}

// TestRulesScreenLuchaFortune opens /?view=rules&game=lucha-fortune at
// every stake of the game (1 €, art. 2) and checks what the rules screen
// shows against the figures of docs/rules/lucha-fortune.md, typed here:
// that they are illustrative (the règlement's table is missing from its
// text), the paytable of L-2, the lot table with the chance of each prize
// (one unit in 1,500,000 / lots, worked by hand), the chance of any prize
// (1,500,000 / 483,571 = 3.10) and the payout ratio (977,000 € /
// (1,500,000 × 0.97 €) = 67.15 %).
func TestRulesScreenLuchaFortune(t *testing.T) {
	p := parallelPage(t)
	const n = "\u202f" // the narrow no-break space of French numbers
	e := func(s string) string { return strings.ReplaceAll(s, " ", n) + n + "€" }
	type lot = rulesLot
	type table = rulesTable
	var in rulesShown
	for _, stake := range []string{"1"} { // the game's only stake (art. 2)
		p.nav("/?view=rules&game=lucha-fortune&stake=" + stake)
		p.wait(`window.revela.state == "rules" && window.revela.rules && window.revela.rules.game == "lucha-fortune"`)
		if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela.rules)`)), &in); err != nil {
			t.Fatal(err)
		}
		if in.Stake != stake || in.Block != 1_500_000 {
			t.Errorf("rules at %q, block %d; want %s €, 1,500,000", in.Stake, in.Block, stake)
		}
		wantLots := []lot{
			{1, "15000", 1, "1 sur 1" + n + "500" + n + "000"},
			{2, "1000", 10, "1 sur 150" + n + "000"},
			{3, "200", 60, "1 sur 25" + n + "000"},
			{4, "40", 1_500, "1 sur 1" + n + "000"},
			{5, "10", 12_000, "1 sur 125"},
			{6, "5", 40_000, "1 sur 37,5"},
			{7, "2", 130_000, "1 sur 11,54"}, // 11.538
			{8, "1", 300_000, "1 sur 5"},
		}
		if !reflect.DeepEqual(in.Lots, wantLots) {
			t.Errorf("lot table\n got %+v\nwant %+v", in.Lots, wantLots)
		}
		if in.Chance != "1 sur 3,1" || in.Payout != "67,15"+n+"%" {
			t.Errorf("any prize %q, payout ratio %q; want 1 sur 3,1 and 67,15 %%", in.Chance, in.Payout)
		}
		if len(in.Sentences) == 0 || !strings.Contains(in.Sentences[0], "illustratifs") {
			t.Errorf("the page does not say the figures are illustrative: %q", in.Sentences)
		}
		wantTables := []table{
			{"3 catcheurs alignés", [][2]string{
				{"Catcheur n°1", e("1")}, {"Catcheur n°2", e("2")}, {"Catcheur n°3", e("3")}, {"Catcheur n°4", e("5")},
				{"Catcheur n°5", e("10")}, {"Catcheur n°6", e("20")}, {"Catcheur n°7", e("40")}, {"Catcheur n°8", e("200")}}},
			{"Pièces d'or", [][2]string{{"Pièce d'or", e("1") + " · " + e("2") + " · " + e("5") + " · " + e("10")}}},
			{"Bannière (4 identiques)", [][2]string{{"4 poivrons", e("2")}, {"4 piments", e("5")}, {"4 chips tortilla", e("10")},
				{"4 avocats", e("40")}, {"4 coupes dorées", e("15 000")}}},
			{"Symboles", [][2]string{{"+1 · +2", "un ou deux lancers de plus"}, {"K.O", "vide sa colonne"}}},
		}
		if !reflect.DeepEqual(in.Tables, wantTables) {
			t.Errorf("paytable\n got %q\nwant %q", in.Tables, wantTables)
		}
		if words := p.eval(`document.getElementById("revela-status").textContent`); !strings.Contains(words, "67,15") || !strings.Contains(words, "illustratifs") {
			t.Errorf("the status region says %q", words)
		}
	}
}

// TestLuchaFortuneValidateMs measures (REVELA_FIGURES=1; a measure, not
// a check) the script's check when a unit opens in the browser
// (window.revela.validateMs: decode, the engine's replay, the timeline
// opened) over 20 units bought and recalled one by one, and logs their
// median.
func TestLuchaFortuneValidateMs(t *testing.T) {
	if os.Getenv("REVELA_FIGURES") == "" {
		t.Skip("REVELA_FIGURES=1 measures")
	}
	p := newPage(t)
	p.nav("/")
	p.wait(`window.revela && window.revela.state == "lobby"`)
	// 20 units bought at once (ids, newest last), then each opened
	raw := p.eval(`(async () => {
		const ids = [];
		for (let i = 0; i < 20; i++) {
			const r = await fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
				headers: {"Content-Type": "application/json"},
				body: JSON.stringify({game: "lucha-fortune", stake: "1", request_id: "ms-" + i + "-" + Math.random().toString(36).slice(2)})});
			ids.push((await r.json()).id);
		}
		return JSON.stringify(ids);
	})()`)
	var ids []int64
	if err := json.Unmarshal([]byte(raw), &ids); err != nil || len(ids) != 20 {
		t.Fatalf("sales: %s", raw)
	}
	ms := make([]float64, len(ids))
	for i, id := range ids {
		sid := strconv.FormatInt(id, 10)
		// (a page that fails to start on a loaded machine is opened again)
		for try := 0; try < 3; try++ {
			p.nav("/?ticket=" + sid)
			p.wait(`window.revela && (window.revela.state == "error" || window.revela.ticket === ` + sid + ` && window.revela.validateMs !== undefined)`)
			if p.eval(`String(window.revela.ticket)`) == sid {
				break
			}
			t.Logf("ticket %s: the page says %s; again", sid, p.eval(`document.getElementById("revela-status").textContent`))
		}
		v, err := strconv.ParseFloat(p.eval(`String(window.revela.validateMs)`), 64)
		if err != nil {
			t.Fatal(err)
		}
		ms[i] = v
	}
	t.Logf("script validated in %v ms; median of %d: %.2f ms", ms, len(ms), median(ms))
}

// TestLuchaFortuneScreens shoots LUCHA FORTUNE's screen for the team to
// look at: REVELA_SCREENSHOTS=DIR go test ./web/e2e -run LuchaFortuneScreens.
// A composed unit of 40 € with a cascade (a line paid after symbols
// fell, L-4) is handed to the client as its next sale through the proxy
// of TestScreenshots: the start, the first throw by GO as it lands and
// after, then AUTO, each throw with a cascade while it plays, the end with
// the prize explained; then the rules screen. REVELA_SCREENSHOTS_ONLY=
// winter-390,320x568 keeps the configurations whose name holds one of
// these texts; REVELA_BASE=URL uses a server already running.
func TestLuchaFortuneScreens(t *testing.T) {
	configs := []shotConfig{{"default", 390, 844, ""}, {"default", 1280, 800, ""}, {"winter", 390, 844, ""}, {"winter", 1280, 800, ""},
		{"default", 375, 667, ""}, {"default", 412, 780, ""}, {"default", 320, 568, ""}, {"default", 844, 390, ""}}
	shootEach(t, "lucha", configs, func(t *testing.T, sh *shooter, cf shotConfig) {
		sh.nav("")
		sh.state("lobby")
		var tr lucha.Transcript
		sh.px.sell(luchaComposed(sh, money.Euros(40), &tr))
		cascade := map[int]bool{} // the throws with a line in a cascade
		for _, e := range tr {
			cascade[int(e.Throw)] = cascade[int(e.Throw)] || e.Kind == lucha.EvLine && e.Step > 1
		}
		sh.nav("&game=lucha-fortune&stake=1")
		sh.state("playing")
		sh.wait(`window.revela.waiting === true`)
		sh.shot("start", 500*time.Millisecond)
		// the first throw by GO, shot as its symbols land and after;
		// then AUTO to the end (a loaded machine draws a few frames a
		// second: up to 20 minutes)
		sh.eval(`window.revela.go(), ""`)
		sh.wait(`window.revela.clicks > 0`)
		sh.shot("throw1-a", 900*time.Millisecond)
		sh.shot("throw1-b", 1500*time.Millisecond)
		sh.eval(`window.revela.press("auto"), ""`)
		for seen := map[int]bool{}; ; {
			st := sh.eval(`document.getElementById("revela-status").dataset.state + " " + window.revela.clicks`)
			if strings.HasPrefix(st, "done") {
				break
			}
			var n int
			fmt.Sscan(strings.TrimPrefix(st, "playing "), &n)
			if n > 0 && cascade[n-1] && !seen[n] { // a throw with a cascade: shot while it plays
				seen[n] = true
				sh.shot(fmt.Sprintf("throw%d-cascade", n), 1500*time.Millisecond)
			}
			// the next throw, or the end
			sh.wait(fmt.Sprintf(`window.revela.clicks > %d || `+state+` == "done"`, n))
		}
		sh.wait(`window.revela.layout && window.revela.layout.ended`)
		sh.shot("end", 3*time.Second)
		sh.nav("&view=rules&game=lucha-fortune")
		sh.state("rules")
		sh.shot("rules", 1500*time.Millisecond)
	})
}

// luchaComposed buys a LUCHA FORTUNE unit from the page (for its ticket
// and the player's balance), marks it seen and returns it with the
// script replaced by a composed one of prize: the first of seeds 1 to
// 500 whose transcript pays a line in a cascade (a resolution step after
// the first) and has at least two parts, the balance as if the sale had
// paid it; *trOut is its transcript.
func luchaComposed(sh *shooter, prize money.Cents, trOut *lucha.Transcript) []byte {
	sh.t.Helper()
	tk := sh.sellAs("lucha-fortune", "1", prize)
	sc, tr, ok := firstComposed(sh.t, 500, func(seed uint64) (*lucha.Script, error) {
		return lucha.Compose(money.Euros(1), prize, rand.New(rand.NewPCG(seed, 18)))
	}, lucha.Check, func(_ *lucha.Script, tr lucha.Transcript) bool {
		cascade, paid := false, 0
		for _, e := range tr {
			cascade = cascade || (e.Kind == lucha.EvLine && e.Step > 1)
			if e.Kind == lucha.EvLine || e.Kind == lucha.EvCoin || e.Kind == lucha.EvBanner {
				paid++
			}
		}
		return cascade && paid >= 2
	})
	if !ok {
		sh.t.Fatalf("no composed unit of %s € with a cascade", prize)
	}
	*trOut = tr
	tk["script"], tk["prize"] = sc, prize.String()
	out, err := json.Marshal(tk)
	if err != nil {
		sh.t.Fatal(err)
	}
	return out
}
