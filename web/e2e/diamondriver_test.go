package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	rules "revela/core/diamondriver"
	"revela/core/money"
	"revela/web/wire"
)

// TestDiamondRiver plays DIAMOND RIVER in Chromium (issue 14): a unit
// bought from /?game=diamond-river&stake=3&auto=1 plays to its end, and
// the prize #revela-status says is the ticket's from the API and the
// history's; then a unit whose LANCEZ was pressed twice resumes after a
// reload at its third throw, one ticket sold.
func TestDiamondRiver(t *testing.T) {
	p := parallelPage(t)
	done := `document.getElementById("revela-status").dataset.state == "done"`

	p.nav("/?game=diamond-river&stake=3&auto=1")
	p.wait(done)
	id := p.eval(`document.getElementById("revela-status").dataset.ticket`)
	shown := p.eval(`document.getElementById("revela-status").dataset.prize`)
	tk := p.eval(`fetch("/api/v1/tickets/` + id + `", {credentials: "same-origin"}).then(r => r.text())`)
	var ticket wire.Ticket
	if err := json.Unmarshal([]byte(tk), &ticket); err != nil {
		t.Fatalf("ticket %s: %s: %v", id, tk, err)
	}
	if ticket.Game != rules.ID || shown != ticket.Prize.String() {
		t.Fatalf("ticket %s: the screen says %s €, the API %s € (%s)", id, shown, ticket.Prize, tk)
	}
	hist := p.eval(`fetch("/api/v1/tickets?limit=5", {credentials: "same-origin"}).then(r => r.text())`)
	var page wire.Page
	if err := json.Unmarshal([]byte(hist), &page); err != nil || len(page.Tickets) != 1 ||
		fmt.Sprint(page.Tickets[0].ID) != id || page.Tickets[0].Prize != ticket.Prize {
		t.Fatalf("history: %s (%v)", hist, err)
	}
	if _, err := chromedp.Run(p.ctx, chromedp.Poll[bool](`fetch("/api/v1/tickets/`+id+`", {credentials: "same-origin"}).then(r => r.json()).then(t => t.seen === true)`,
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("ticket %s is not marked seen on the server: %v", id, err)
	}
	t.Logf("ticket %s played on AUTO: %s €, as the API and the history say", id, shown)

	// LANCEZ twice, a reload: the unit resumes at its third throw
	p.nav("/?game=diamond-river&stake=3")
	p.wait(`window.revela.waiting === true && window.revela.phase == "throw" && window.revela.clicks === 0`)
	for i := 1; i <= 2; i++ {
		p.eval(`window.revela.go(), ""`)
		p.wait(fmt.Sprintf(`window.revela.waiting === true && window.revela.clicks === %d`, i))
	}
	second := p.eval(`document.getElementById("revela-status").dataset.ticket`)
	p.reload()
	p.wait(`window.revela.waiting === true && window.revela.phase == "throw" && window.revela.clicks === 2`)
	if again := p.eval(`document.getElementById("revela-status").dataset.ticket`); again != second {
		t.Fatalf("after the reload ticket %s is shown, not %s", again, second)
	}
	hist = p.eval(`fetch("/api/v1/tickets?limit=5", {credentials: "same-origin"}).then(r => r.text())`)
	if err := json.Unmarshal([]byte(hist), &page); err != nil || len(page.Tickets) != 2 {
		t.Fatalf("two tickets sold in all, the history says %s (%v)", hist, err)
	}
	p.eval(`window.revela.press("auto"), ""`)
	p.wait(done)
	t.Logf("ticket %s resumed at its third throw after a reload, one ticket sold", second)
}

// TestDiamondRiverScreens shoots DIAMOND RIVER's screen for the team to
// look at: REVELA_SCREENSHOTS=DIR go test ./web/e2e -run DiamondRiverScreens.
// Composed units (a win with triples and golden gems, the wheel on its
// 30,000 € segment) are handed to the client as its next sale through
// the proxy of TestScreenshots; each size and theme is shot at the start,
// while the grid fills, mid-game, on the wheel and at the end.
// REVELA_SCREENSHOTS_ONLY=winter-390 keeps the configurations whose name
// holds that text (or one of several separated by |).
func TestDiamondRiverScreens(t *testing.T) {
	configs := []shotConfig{{"default", 390, 844, ""}, {"default", 1280, 800, ""}, {"winter", 390, 844, ""}, {"winter", 1280, 800, ""},
		{"default", 320, 568, ""}, {"default", 844, 390, ""}, {"default", 375, 667, ""}, {"default", 412, 780, ""}, {"default", 390, 664, ""}}
	rng := rand.New(rand.NewPCG(14, 2026))
	shootEach(t, "diamond", configs, func(t *testing.T, sh *shooter, cf shotConfig) {
		sh.nav("")
		sh.state("lobby")
		sh.shot("lobby", time.Second)
		// a win: compose units of 100 € until one shows triples and golden gems
		tr := sh.sellComposed(rng, money.Euros(100), func(s *rules.Script, tr rules.Transcript) bool {
			var triples, golden int
			for _, e := range tr {
				triples += btoi(e.Kind == rules.EvTriple)
				golden += btoi(e.Kind == rules.EvGolden)
			}
			return s.Wheel == nil && triples >= 1 && golden >= 2
		})
		wins := map[int]bool{} // the throws with a triple
		for _, e := range tr {
			wins[int(e.Step)] = wins[int(e.Step)] || e.Kind == rules.EvTriple
		}
		sh.nav("&game=diamond-river&stake=3")
		sh.state("playing")
		sh.wait(`window.revela.waiting === true`)
		sh.shot("start", 500*time.Millisecond)
		for i := 0; ; i++ {
			sh.eval(`window.revela.go(), ""`)
			sh.wait(fmt.Sprintf(`window.revela.clicks > %d`, i)) // the press taken (waiting is still true until then)
			switch {
			case i == 0:
				sh.shot("filling", 400*time.Millisecond)
			case wins[i]: // the triple outlined, its amount flying
				for j := 0; j < 4; j++ {
					sh.shot(fmt.Sprintf("throw%d-win%d", i+1, j), 600*time.Millisecond)
				}
			}
			sh.wait(`window.revela.waiting === true || document.getElementById("revela-status").dataset.state == "done"`)
			if sh.eval(`document.getElementById("revela-status").dataset.state`) == "done" {
				break
			}
			sh.shot(fmt.Sprintf("throw%d", i+1), 300*time.Millisecond)
		}
		sh.wait(endPanel) // the end panel with the prize explained
		sh.shot("end", 500*time.Millisecond)
		// the wheel, on its 30,000 € segment
		sh.sellComposed(rng, money.Euros(30000), func(s *rules.Script, _ rules.Transcript) bool { return s.Wheel != nil })
		// REJOUER, taken once the end panel has arrived
		sh.wait(`(window.revela.press("again"), document.getElementById("revela-status").dataset.state != "done")`)
		sh.state("playing")
		sh.wait(`window.revela.waiting === true`)
		sh.eval(`window.revela.press("auto"), ""`)
		sh.wait(`window.revela.phase == "wheel"`)
		sh.shot("wheel-open", 1200*time.Millisecond)
		sh.shot("wheel-spin", 1000*time.Millisecond)
		sh.state("done")
		sh.wait(endPanel)
		sh.shot("wheel-end", 500*time.Millisecond)
	})
}

// endPanel holds once the end panel is shown and answers (its buttons
// laid out), whatever the frame rate of a loaded machine.
const endPanel = `!!window.revela.layout && window.revela.layout.ended === true`

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sellComposed buys a unit (for its ticket's id and the player's
// balance), then has the proxy hand the client, as its next sale, that
// ticket with a composed script of prize instead (the first of up to
// 2,000 for which keep holds), and returns its transcript.
func (s *shooter) sellComposed(rng *rand.Rand, prize money.Cents, keep func(*rules.Script, rules.Transcript) bool) rules.Transcript {
	s.t.Helper()
	tk := s.sellAs("diamond-river", "3", prize)
	sc, tr, ok := firstComposed(s.t, 2000, func(uint64) (*rules.Script, error) {
		return rules.Compose(money.Euros(3), prize, rng)
	}, rules.Check, keep)
	if !ok {
		s.t.Fatalf("no composed unit of %s € as wanted", prize)
	}
	b, _ := json.Marshal(sc)
	tk["script"], tk["prize"] = json.RawMessage(b), prize.String()
	out, _ := json.Marshal(tk)
	s.px.sell(out)
	return tr
}

// TestRulesScreenDiamondRiver opens /?view=rules&game=diamond-river at
// every stake of the game (3 €, art. 2) and checks what the rules screen
// shows against the DIAMOND RIVER règlement, typed here: the paytable of
// art. 5.4 and 5.6, the wheel's 20 segments (D-6 of
// docs/rules/diamond-river.md), the lot table of art. 4 with the chance
// of each prize (one unit in 1,500,000 / lots, worked by hand) and the
// payout ratio (3,273,751 € / (1,500,000 × 2.91 €) = 75.00 %).
func TestRulesScreenDiamondRiver(t *testing.T) {
	p := parallelPage(t)
	const n = "\u202f" // the narrow no-break space of French numbers
	e := func(s string) string { return strings.ReplaceAll(s, " ", n) + n + "€" }
	wantLots := [][4]string{ // art. 4: rank, amount, lots, 1,500,000 / lots
		{"1", "30000", "1", "1 sur 1" + n + "500" + n + "000"},
		{"2", "1000", "3", "1 sur 500" + n + "000"},
		{"3", "100", "500", "1 sur 3" + n + "000"},
		{"4", "50", "8000", "1 sur 188"},    // 187.5, rounded from 100 on
		{"5", "20", "44050", "1 sur 34,05"}, // 34.052
		{"6", "10", "20000", "1 sur 75"},    // 75
		{"7", "6", "195000", "1 sur 7,69"},  // 7.692
		{"8", "3", "179917", "1 sur 8,34"},  // 8.337
	}
	wantPays := [][2]string{ // art. 5.4, 5.6
		{"3 pierres rouges", e("1 000")}, {"3 pierres violettes", e("100")}, {"3 pierres bleues", e("20")},
		{"3 pierres orange", e("10")}, {"3 pierres vertes", e("6")}, {"3 pierres roses", e("3")},
		{"3 pierres dorées collectées", e("50")},
	}
	wantWheel := [][2]string{ // D-6: 20 segments
		{e("30 000"), "1 segment"}, {e("1 000"), "1 segment"}, {e("100"), "1 segment"}, {e("50"), "1 segment"},
		{e("20"), "2 segments"}, {e("10"), "3 segments"}, {e("6"), "5 segments"}, {e("3"), "6 segments"},
	}
	for _, stake := range []string{"3"} { // art. 2: the one stake
		p.nav("/?view=rules&game=diamond-river&stake=" + stake)
		p.wait(`window.revela.state == "rules" && window.revela.rules && window.revela.rules.game == "diamond-river"`)
		// what the screen shows (window.revela.rules; its tables and lots
		// keep the Go names of their fields), read in three parts
		const r = `window.revela.rules`
		if got := p.eval(`[` + r + `.game, ` + r + `.stake, ` + r + `.block, ` + r + `.chance, ` + r + `.payout].join("|")`); got !=
			"diamond-river|"+stake+"|1500000|1 sur 3,35|75,00"+n+"%" { // any prize: 1,500,000 / 447,471 = 3.352
			t.Errorf("game, stake, block, chance of any prize, payout ratio: %q", got)
		}
		var lots [][4]string
		var tables [][][2]string
		json.Unmarshal([]byte(p.eval(`JSON.stringify(`+r+`.lots.map((l) => [String(l.Rank), l.Amount, String(l.Count), l.Chance]))`)), &lots)
		json.Unmarshal([]byte(p.eval(`JSON.stringify(`+r+`.tables.map((t) => t.Rows))`)), &tables)
		if !reflect.DeepEqual(lots, wantLots) {
			t.Errorf("lot table\n got %q\nwant %q", lots, wantLots)
		}
		wantSymbols := [][2]string{{"Pierre magique", "remplace une pierre d'une suite de 3"}, {"+1", "un lancer de plus"}, {"Roue", "une roue après le dernier lancer"}}
		if !reflect.DeepEqual(tables, [][][2]string{wantPays, wantWheel, wantSymbols}) {
			t.Errorf("tables %q\nwant %q, %q and %q", tables, wantPays, wantWheel, wantSymbols)
		}
		if got := p.eval(r + `.tables.map((t) => t.Title).join("|")`); got != "Gains|Roue (20 segments)|Symboles" {
			t.Errorf("table titles %q", got)
		}
		if words := p.eval(`document.getElementById("revela-status").textContent`); !strings.Contains(words, "75,00") {
			t.Errorf("the status region says %q", words)
		}
	}
}

// TestStudioDiamondRiver: the designers' studio offers DIAMOND RIVER's
// wins by the wheel or by triples (issue 15; form=roue|triples). Its
// catalog and its form list give both for 50 €; a preview of 50 € by
// the wheel reaches the wheel's step (GO at its centre) and ends at
// 50 €; one by triples never shows the wheel and ends at 50 € too.
func TestStudioDiamondRiver(t *testing.T) {
	p := parallelPage(t)
	p.size(1280, 800) // the studio beside the game
	const st = `document.getElementById("revela-status").dataset`
	p.nav("/preview?game=diamond-river&stake=3&prize=50&form=roue&seed=5&speed=4")
	p.wait(`!!window.revela.studio && window.revela.studio.prize === "50" && window.revela.waiting === true`)
	var cat []struct {
		ID     string `json:"id"`
		Stakes []struct {
			Stake string              `json:"stake"`
			Forms map[string][]string `json:"forms"`
		} `json:"stakes"`
	}
	if err := json.Unmarshal([]byte(p.eval(`window.revela.studio.catalog`)), &cat); err != nil {
		t.Fatal(err)
	}
	var forms []string
	for _, g := range cat {
		if g.ID == "diamond-river" && len(g.Stakes) == 1 && g.Stakes[0].Stake == "3" {
			forms = g.Stakes[0].Forms["50"]
		}
	}
	if !reflect.DeepEqual(forms, []string{"roue", "triples"}) {
		t.Errorf("the studio's forms of 50 €: %v", forms)
	}
	// the page's form list, filled from the catalog once the game is chosen
	p.wait(`!document.getElementById("studio").hidden`)
	got := p.eval(`(() => { const el = document.getElementById("st-form").elements;
		el.game.value = "diamond-river"; el.game.dispatchEvent(new Event("change"));
		el.prize.value = "50"; el.prize.dispatchEvent(new Event("change"));
		return [...el.form.options].map((o) => o.value).join("|") + " " + document.getElementById("st-form-l").hidden; })()`)
	if got != "|roue|triples false" {
		t.Errorf("the form list for 50 €: %q", got)
	}
	// play to the end step by step, noting the phases seen
	phases := func() string {
		seen := ""
		for i := 0; i < 20; i++ {
			p.wait(`window.revela.waiting === true || ` + st + `.state === "done"`)
			if p.eval(st+`.state`) == "done" {
				return seen
			}
			seen += p.eval(`window.revela.phase`) + " "
			p.eval(`window.revela.go(), ""`)
			p.wait(fmt.Sprintf(`window.revela.studio.steps > %d || %s.state === "done"`, i, st))
		}
		t.Fatal("more than 20 steps")
		return ""
	}
	seen := phases()
	if !strings.HasSuffix(seen, "wheel ") || p.eval(st+`.prize`) != "50" {
		t.Errorf("50 € by the wheel: phases %q, prize %s €", seen, p.eval(st+`.prize`))
	}
	p.eval(`window.revela.studio.open("game=diamond-river&stake=3&prize=50&form=triples&seed=5&speed=4"), ""`)
	p.wait(`window.revela.studio.prize === "50" && window.revela.studio.steps === 0 && window.revela.waiting === true`)
	seen = phases()
	if strings.Contains(seen, "wheel") || seen == "" || p.eval(st+`.prize`) != "50" {
		t.Errorf("50 € by triples: phases %q, prize %s €", seen, p.eval(st+`.prize`))
	}
	t.Logf("by the wheel and by triples, 50 € each; the triples' steps: %s", seen)
}

// TestDiamondRiverValidateMs is a measure, not a check (REVELA_FIGURES=1):
// the time the client takes to check a DIAMOND RIVER script when a unit
// opens (window.revela.validateMs), median of 20 units bought and seen,
// then recalled one by one.
func TestDiamondRiverValidateMs(t *testing.T) {
	if os.Getenv("REVELA_FIGURES") == "" {
		t.Skip("REVELA_FIGURES=1 measures")
	}
	// REVELA_BASE: a server already running, else the shared one
	base := os.Getenv("REVELA_BASE")
	if base == "" {
		base = shared(t).base()
	}
	p := openPage(t, theBrowser(t), base)
	p.nav("/")
	p.wait(`document.getElementById("revela-status").dataset.state == "lobby"`)
	var ms []float64
	for i := 0; i < 20; i++ {
		id := p.eval(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
			headers: {"Content-Type": "application/json"},
			body: JSON.stringify({game: "diamond-river", stake: "3", request_id: "figure-` + fmt.Sprint(i) + `"})}).then(r => r.json()).then(t => String(t.id))`)
		p.eval(`fetch("/api/v1/tickets/` + id + `/seen", {method: "POST", credentials: "same-origin",
			headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`)
		p.nav("/?ticket=" + id)
		p.wait(`String(window.revela.ticket) === "` + id + `" && window.revela.validateMs !== undefined`)
		var v float64
		fmt.Sscan(p.eval(`String(window.revela.validateMs)`), &v)
		ms = append(ms, v)
		t.Logf("unit %d (ticket %s): %.2f ms", i+1, id, v)
	}
	t.Logf("DIAMOND RIVER script validated in the browser in %v ms; median of %d: %.2f ms", ms, len(ms), median(ms))
}
