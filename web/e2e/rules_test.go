package e2e

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	cdpage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"revela/core/crossingo"
	"revela/core/lots"
	"revela/core/money"
)

// watchAudio is run in the page before its own scripts: it keeps the
// AudioContexts made in window.revelaAudio. (Headless Chromium logs
// nothing when a context is made before a gesture, it leaves it
// suspended; and chromedp's Poll counts as a user gesture, so
// navigator.userActivation cannot tell either: the count before the
// test's first tap can.)
const watchAudio = `(() => {
	const A = window.AudioContext;
	window.revelaAudio = [];
	if (!A) return;
	window.AudioContext = class extends A {
		constructor(...args) {
			super(...args);
			window.revelaAudio.push(this);
		}
	};
})()`

// TestRulesScreen opens /?view=rules&game=crossingo and checks what the
// rules screen shows against the CROSSINGO règlement: the ladders of art.
// 5 (decision C-2 and C-7 of docs/rules/crossingo.md), the lot table of
// art. 4 with the chance of each prize (one unit in 1,500,000 / lots,
// worked by hand here) and the payout ratio (1,003,950 € / (1,500,000 ×
// 0.97 €) = 69.00 %). Then "i" from the lobby, another game's lot
// table (SUDOKU 0.50 €; its own tables are TestRulesScreenSudoku's), and a tap (the first gesture, which
// turns the sound on): no audio context exists before it (the page's
// AudioContext constructor is watched from before the client loads),
// Ebitengine's one is made after it and runs; and no console message
// about the audio context.
func TestRulesScreen(t *testing.T) {
	p := parallelPage(t)
	if _, err := chromedp.Call(p.ctx, cdpage.AddScriptToEvaluateOnNewDocument, cdpage.AddScriptToEvaluateOnNewDocumentParams{Source: watchAudio}); err != nil {
		t.Fatal(err)
	}
	p.nav("/?view=rules&game=crossingo")
	p.wait(`window.revela.state == "rules" && window.revela.rules && window.revela.rules.game == "crossingo"`)

	type lot = rulesLot
	type info = rulesShown
	read := func() info {
		var in info
		if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela.rules)`)), &in); err != nil {
			t.Fatal(err)
		}
		return in
	}
	const n = "\u202f" // the narrow no-break space of French numbers
	in := read()
	wantLots := []lot{ // art. 4; 1,500,000 / count
		{1, "10000", 1, "1 sur 1" + n + "500" + n + "000"},
		{2, "1000", 15, "1 sur 100" + n + "000"},
		{3, "100", 25, "1 sur 60" + n + "000"},
		{4, "50", 850, "1 sur 1" + n + "765"}, // 1,764.7
		{5, "10", 21_000, "1 sur 71,43"},
		{6, "5", 43_000, "1 sur 34,88"},
		{7, "2", 129_475, "1 sur 11,59"},
		{8, "1", 250_000, "1 sur 6"},
	}
	if in.Game != "crossingo" || in.Stake != "1" || in.Block != 1_500_000 {
		t.Errorf("rules of %q at %q, block %d", in.Game, in.Stake, in.Block)
	}
	if !reflect.DeepEqual(in.Lots, wantLots) {
		t.Errorf("lot table\n got %+v\nwant %+v", in.Lots, wantLots)
	}
	// the hand-copied figures are the game's own: its lot table (what the
	// screen counts chances from) holds these rows, and the block's prizes
	// add up to the règlement's 1,003,950 €
	tb, err := lots.Find("crossingo", money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	var total money.Cents
	for i, l := range tb.Lots {
		if i >= len(wantLots) || l.Rank != wantLots[i].Rank || l.Amount.String() != wantLots[i].Amount || l.Count != wantLots[i].Count {
			t.Errorf("the lot table's row %d is %+v, the screen was checked against %+v", i, l, wantLots[min(i, len(wantLots)-1)])
		}
		total += l.Amount * money.Cents(l.Count)
	}
	if len(tb.Lots) != len(wantLots) || tb.BlockSize != in.Block || total != money.Euros(1_003_950) {
		t.Errorf("lot table: %d rows, block %d, prizes %s €", len(tb.Lots), tb.BlockSize, total)
	}
	if in.Chance != "1 sur 3,38" || in.Payout != "69,00"+n+"%" { // 1,500,000 / 444,366 = 3.376
		t.Errorf("any prize %q, payout ratio %q", in.Chance, in.Payout)
	}
	e := func(s string) string { return strings.ReplaceAll(s, " ", n) + n + "€" }
	wantRows := [][2]string{
		{"Lignes", strings.Join([]string{e("1"), e("2"), e("5"), e("10"), e("20"), e("50"), e("100"), e("500"), e("1 000"), e("5 000"), e("10 000")}, " · ")},
		{"Ligne ou colonne avec un numéro doré", "×2"},
		{"Montants révélés", strings.Join([]string{e("1"), e("2"), e("5"), e("10")}, " · ")},
		{"Échangeur", "déplace les numéros de sa colonne"},
		{"EXTRA (4 symboles identiques)", strings.Join([]string{e("1"), e("2"), e("5"), e("10"), e("50"), e("100"), e("1 000")}, " · ")},
	}
	if len(in.Tables) != 1 || !reflect.DeepEqual(in.Tables[0].Rows, wantRows) {
		t.Errorf("paytable %+v\nwant %q", in.Tables, wantRows)
	}
	// and the ladders written above are the game's parameters (art. 5,
	// decisions C-2 and C-7), in euros
	for _, l := range []struct {
		name string
		got  []money.Cents
		want []int64
	}{
		{"lines", crossingo.LineLadder(), []int64{1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000, 10000}},
		{"amounts", crossingo.DirectLadder(), []int64{1, 2, 5, 10}},
		{"EXTRA", crossingo.ExtraLadder(), []int64{1, 2, 5, 10, 50, 100, 1000}},
	} {
		want := make([]money.Cents, len(l.want))
		for i, e := range l.want {
			want[i] = money.Euros(e)
		}
		if !slices.Equal(l.got, want) {
			t.Errorf("the game's %s ladder is %v, the screen was checked against %v", l.name, l.got, want)
		}
	}
	words := p.eval(`document.getElementById("revela-status").textContent`)
	for _, w := range []string{"69,00", "1 sur 3,38", wantLots[0].Chance, wantLots[4].Chance, wantLots[7].Chance} {
		if !strings.Contains(words, w) {
			t.Errorf("the status region (what a screen reader says) lacks %q: %q", w, words)
		}
	}

	// a tap: the first gesture, after which the sound starts (never
	// before); Retour to the lobby
	if s := p.eval(`String(window.revela.sound) + " " + window.revelaAudio.length`); s != "undefined 0" {
		t.Errorf("the sound started before any gesture (sound, audio contexts): %s", s)
	}
	p.do(chromedp.MouseClickXY(195, 600))
	p.wait(`window.revela.sound === true`)
	// (Ebitengine makes the page's context on the tick after NewContext)
	p.wait(`window.revelaAudio.length > 0 && window.revelaAudio[0].state == "running"`)
	if n := p.eval(`String(window.revelaAudio.length)`); n != "1" {
		t.Errorf("%s audio contexts after the first gesture, want 1", n)
	}
	p.eval(`window.revela.press("back"), ""`)
	p.wait(`window.revela.state == "lobby"`)
	p.eval(`window.revela.rules = null, ""`)
	p.eval(`window.revela.press("rules"), ""`)
	p.wait(`window.revela.state == "rules" && window.revela.rules != null`)
	if g := read().Game; g == "" {
		t.Error(`"i" in the lobby opened no game's rules`)
	}

	// another game's lot table, at a stake given in the address (SUDOKU art. 3.1, 0.50 €)
	p.nav("/?view=rules&game=sudoku&stake=0.50")
	p.wait(`window.revela.state == "rules" && window.revela.rules && window.revela.rules.game == "sudoku"`)
	in = read()
	if len(in.Lots) != 20 || in.Lots[0] != (lot{1, "4500", 1, "1 sur 1" + n + "280" + n + "000"}) ||
		in.Lots[19] != (lot{20, "0.50", 150_000, "1 sur 8,53"}) { // 1,280,000 / 150,000 = 8.533
		t.Errorf("SUDOKU's rules: %+v", in)
	}
	p.frames(30) // what the last screen logs has come
	// (the first session's 401 is logged by the browser: not ours to judge here)
	for _, m := range p.consoleWhere(func(m string) bool {
		return strings.Contains(strings.ToLower(m), "audiocontext") || strings.HasPrefix(m, "exception")
	}) {
		t.Errorf("console: %s", m)
	}
}

// rulesLot, rulesTable and rulesShown are what window.revela.rules holds:
// what the rules screen shows (render/rules.go), read by each game's test
// of its rules screen.
type rulesLot struct {
	Rank   int    `json:"rank"`
	Amount string `json:"amount"`
	Count  int    `json:"count"`
	Chance string `json:"chance"`
}

type rulesTable struct {
	Title string      `json:"title"`
	Rows  [][2]string `json:"rows"`
}

type rulesShown struct {
	Game      string       `json:"game"`
	Stake     string       `json:"stake"`
	Sentences []string     `json:"sentences"`
	Tables    []rulesTable `json:"tables"`
	Lots      []rulesLot   `json:"lots"`
	Block     int          `json:"block"`
	Chance    string       `json:"chance"`
	Payout    string       `json:"payout"`
}
