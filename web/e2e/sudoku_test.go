package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"revela/core/money"
	"revela/web/wire"
)

// TestSudoku plays SUDOKU in Chromium: a unit under AUTO
// (/?game=sudoku&stake=1&auto=1) whose prize on the page is the ticket's
// and the history's, and a unit resumed after a reload at the throw
// reached (Lancer twice, a reload: the same ticket after 2 throws, one
// ticket sold). With REVELA_SUDOKU_SHOTS=DIR it also shoots the screen
// mid-game and at the end in both themes at 390×844, 1280×800 and the
// phones' sizes (REVELA_SUDOKU_SHOTS_ONLY=default-390x844,winter-1280x800
// keeps those), and with REVELA_SUDOKU_VALIDATE=1 logs the median
// validation time of 20 units (with or without the shots).
func TestSudoku(t *testing.T) {
	t.Parallel()
	open := func(t *testing.T, q string) *page { // a new player's page at /?q
		p := newPage(t)
		p.nav("/?" + q)
		return p
	}
	t.Run("auto", func(t *testing.T) {
		tb := open(t, "game=sudoku&stake=1&auto=1")
		tb.wait(state + ` === "done"`)
		ticket := tb.eval(`String(window.revela.ticket)`)
		prize := tb.eval(`String(window.revela.prize)`)
		if got := tb.eval(`document.getElementById("revela-status").dataset.prize`); got != prize {
			t.Errorf("#revela-status shows prize %s; window.revela %s", got, prize)
		}
		var tk wire.Ticket
		raw := tb.eval(`fetch("/api/v1/tickets/` + ticket + `").then(r => r.text())`)
		if err := json.Unmarshal([]byte(raw), &tk); err != nil {
			t.Fatalf("ticket %s: %v", raw, err)
		}
		if tk.Game != "sudoku" || tk.Stake != money.Euros(1) || !sameAmount(tk.Prize.String(), prize) {
			t.Errorf("the page shows prize %s; the ticket says %s", prize, raw)
		}
		var page wire.Page
		raw = tb.eval(`fetch("/api/v1/tickets?limit=20").then(r => r.text())`)
		if err := json.Unmarshal([]byte(raw), &page); err != nil || len(page.Tickets) != 1 ||
			strconv.FormatInt(page.Tickets[0].ID, 10) != ticket || !sameAmount(page.Tickets[0].Prize.String(), prize) {
			t.Errorf("history %s (%v); want ticket %s with prize %s", raw, err, ticket, prize)
		}
	})

	t.Run("resume after a reload", func(t *testing.T) {
		tb := open(t, "game=sudoku&stake=0.50")
		throwTwice(tb)
		before := tb.eval(`window.revela.ticket + " after " + window.revela.clicks`)
		tb.reload()
		tb.wait(state + ` === "playing" && window.revela.waiting === true`)
		if after := tb.eval(`window.revela.ticket + " after " + window.revela.clicks`); after != before || !strings.HasSuffix(after, " after 2") {
			t.Fatalf("after the reload: ticket %s; before it %s (want 2 throws)", after, before)
		}
		if ph := tb.eval(`String(window.revela.phase)`); ph != "throw" && ph != "extra" {
			t.Errorf("phase %q after two throws; want throw or extra", ph)
		}
		tb.playToEnd(0)
		tb.soldOnce(1)
	})

	if dir := os.Getenv("REVELA_SUDOKU_SHOTS"); dir != "" {
		sudokuShots(t, shared(t).base(), dir)
	}
	if os.Getenv("REVELA_SUDOKU_VALIDATE") != "" {
		sudokuValidation(t, shared(t).base())
	}
}

// throwTwice presses Lancer twice, each time once the play waits for it.
func throwTwice(tb *page) {
	tb.t.Helper()
	for n := 1; n <= 2; n++ {
		tb.wait(`window.revela.waiting === true`)
		tb.eval(`window.revela.go(), ""`)
		tb.wait(`window.revela.waiting === true && window.revela.clicks === ` + strconv.Itoa(n))
	}
}

// sudokuShots shoots SUDOKU mid-game (after two throws) and at the end of
// a unit (a winning one among three, when there is one), in both themes
// and at each size, into dir, checking there that the board, the
// controls and the end panel stay on the screen and apart; then plays 20
// units under AUTO and logs the median time the client took to validate
// a script.
func sudokuShots(t *testing.T, base, dir string) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	sizes := [][2]int{{390, 844}, {1280, 800}, {844, 390}, {320, 568}, {375, 667}, {412, 780}}
	only := os.Getenv("REVELA_SUDOKU_SHOTS_ONLY")
	for _, theme := range []string{"default", "winter"} {
		for i, sz := range sizes {
			if theme == "winter" && i >= 2 {
				break
			}
			name := fmt.Sprintf("%s-%dx%d", theme, sz[0], sz[1])
			if only != "" && !slices.Contains(strings.Split(only, ","), name) {
				continue
			}
			t.Run("shots "+name, func(t *testing.T) {
				tb := openPageAt(t, ownBrowser(t, sz[0], sz[1], "fr-FR"), base, 1, 1)
				tb.size(sz[0], sz[1])
				shot := func(what string) {
					png, err := chromedp.Run(tb.ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join(dir, name+"-"+what+".png"), png, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				q := "/?theme=" + theme + "&game=sudoku&stake=1"
				tb.nav(q)
				throwTwice(tb)
				tb.apart([]string{"board", "go", "auto"})
				shot("mid")
				tb.wait(`(window.revela.waiting && window.revela.go(), ` + state + ` === "done")`)
				for n := 0; n < 3 && tb.eval(`String(window.revela.prize)`) == "0"; n++ {
					prev := tb.eval(`String(window.revela.ticket)`)
					tb.nav(q + "&auto=1")
					tb.wait(state + ` === "done" && String(window.revela.ticket) !== "` + prev + `"`)
				}
				tb.settled() // the result counted up
				tb.apart([]string{"board", "result", "home", "history", "again"})
				shot("end")
				tb.nav("/?theme=" + theme + "&view=rules&game=sudoku&stake=2") // the page with the most to say
				tb.wait(state + ` === "rules"`)
				tb.frames(48) // the rules screen faded in
				shot("rules")
			})
		}
	}
}

// TestRulesScreenSudoku opens /?view=rules&game=sudoku at each stake and
// checks what the rules screen shows against the SUDOKU règlement, the
// figures typed here: the lot table of art. 3.1 to 3.3 with the chance of
// each prize (one unit in 1,280,000 / lots, worked by hand), the chance
// of any prize (1,280,000 / 331,043 = 3.867), the payout ratio
// (450,000 € / (1,280,000 × 0.50 €) = 70.3125 %, the same at 1 € and 2 €),
// how the top lot is made as Gain × winning blocks (art. 3 last
// paragraph, S-5), and at 2 € only, the misprinted total of art. 3.3
// (1 800 000 000 €) named as such beside the rows' 1 800 000 €.
func TestRulesScreenSudoku(t *testing.T) {
	p := parallelPage(t)
	type lot = rulesLot
	type info = rulesShown
	const n = "\u202f" // the narrow no-break space of French numbers
	e := func(s string) string { return strings.ReplaceAll(s, " ", n) + n + "€" }
	counts := []int{1, 1, 1, 10, 20, 60, 100, 150, 400, 800, 1500, 2000, 4000, 5000, 8000, 10_000, 15_000, 34_000, 100_000, 150_000}
	chances := []string{ // 1,280,000 / count
		"1 280 000", "1 280 000", "1 280 000", "128 000", "64 000", "21 333", "12 800", "8 533", "3 200", "1 600",
		"853", "640", "320", "256", "160", "128", "85,33", "37,65", "12,8", "8,53"}
	for _, c := range []struct {
		stake   string
		amounts []string
		top     [2]string // the top lot and how it is made
		total   string    // the rows' total when the règlement misprints it
	}{
		{"0.50", []string{"4500", "1000", "750", "175", "125", "87.50", "62.50", "35", "25", "15", "12.50", "7.50", "6", "5", "4", "3", "2", "1.50", "1", "0.50"},
			[2]string{e("4 500"), e("4 500") + " × 1 · " + e("750") + " × 6 · " + e("500") + " × 9"}, ""},
		{"1", []string{"9000", "2000", "1500", "350", "250", "175", "125", "70", "50", "30", "25", "15", "12", "10", "8", "6", "4", "3", "2", "1"},
			[2]string{e("9 000"), e("9 000") + " × 1 · " + e("1 500") + " × 6 · " + e("1 000") + " × 9"}, ""},
		{"2", []string{"18000", "4000", "3000", "700", "500", "350", "250", "140", "100", "60", "50", "30", "24", "20", "16", "12", "8", "6", "4", "2"},
			[2]string{e("18 000"), e("18 000") + " × 1 · " + e("3 000") + " × 6 · " + e("2 000") + " × 9"}, e("1 800 000")},
	} {
		t.Run(c.stake, func(t *testing.T) {
			p.t = t
			p.nav("/?view=rules&game=sudoku&stake=" + c.stake)
			p.wait(`window.revela.state == "rules" && window.revela.rules && window.revela.rules.game == "sudoku" && window.revela.rules.stake == "` + c.stake + `"`)
			var in info
			if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela.rules)`)), &in); err != nil {
				t.Fatal(err)
			}
			var want []lot
			for i, a := range c.amounts {
				want = append(want, lot{i + 1, a, counts[i], "1 sur " + strings.ReplaceAll(chances[i], " ", n)})
			}
			if in.Block != 1_280_000 || !slices.Equal(in.Lots, want) {
				t.Errorf("lot table at %s €, block %d\n got %+v\nwant %+v", c.stake, in.Block, in.Lots, want)
			}
			if in.Chance != "1 sur 3,87" || in.Payout != "70,31"+n+"%" {
				t.Errorf("any prize %q, payout ratio %q", in.Chance, in.Payout)
			}
			if len(in.Tables) != 2 || len(in.Tables[1].Rows) != 20 || in.Tables[1].Rows[0] != c.top {
				t.Errorf("tables %+v", in.Tables)
			}
			misprint := ""
			for _, s := range in.Sentences {
				if strings.Contains(s, "total") {
					misprint = s
				}
			}
			if c.total == "" && misprint != "" || c.total != "" && !strings.Contains(misprint, "« "+e("1 800 000 000")+" »") ||
				c.total != "" && !strings.Contains(misprint, "totalisent "+c.total) {
				t.Errorf("at %s €, the sentence on the total: %q", c.stake, misprint)
			}
			if words := p.eval(`document.getElementById("revela-status").textContent`); !strings.Contains(words, "70,31") {
				t.Errorf("the status region says %q", words)
			}
		})
	}
}

// sudokuValidation loads /?game=sudoku&stake=2&auto=1 20 times and logs
// the median time the client took to decode and check the unit's script
// and open its play (window.revela.validateMs; the goal is at most 2 ms).
// Each load opens a new unit, or resumes the unit the previous load left
// playing (a resume checks its script the same way); it does not wait
// for the unit to end, which on a loaded machine takes minutes.
func sudokuValidation(t *testing.T, base string) {
	t.Run("validation time", func(t *testing.T) {
		tb := openPage(t, theBrowser(t), base)
		var ms []float64
		tickets := map[string]bool{}
		for len(ms) < 20 {
			tb.nav("/?game=sudoku&stake=2&auto=1")
			tb.wait(`typeof window.revela.validateMs === "number" && window.revela.ticket > 0`)
			v, err := strconv.ParseFloat(tb.eval(`String(window.revela.validateMs)`), 64)
			if err != nil {
				t.Fatal(err)
			}
			tk := tb.eval(`String(window.revela.ticket)`)
			tickets[tk] = true
			t.Logf("ticket %s: validated in %.3f ms", tk, v)
			ms = append(ms, v)
		}
		t.Logf("validation of a SUDOKU script in the browser: median %.3f ms of 20 (%d units; min %.3f, max %.3f)", median(ms), len(tickets), slices.Min(ms), slices.Max(ms))
	})
}
