package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestSudoku plays SUDOKU in Chromium: a unit under AUTO
// (/?game=sudoku&stake=1&auto=1) whose prize on the page is the ticket's
// and the history's, and a unit resumed after a reload at the throw
// reached (Lancer twice, a reload: the same ticket after 2 throws, one
// ticket sold). With REVELA_SUDOKU_SHOTS=DIR it also shoots the screen
// mid-game and at the end in both themes at 390×844, 1280×800 and the
// phones' sizes (REVELA_SUDOKU_SHOTS_ONLY=default-390x844,winter-1280x800
// keeps those), and with REVELA_SUDOKU_VALIDATE=1 logs the median
// validation time of 20 units.
func TestSudoku(t *testing.T) {
	base, bctx := productInBrowser(t)
	if err := chromedp.Do(bctx); err != nil { // the browser, shared by the tabs
		t.Fatal(err)
	}

	open := func(t *testing.T, q string) *tab { // a new player's tab at /?q
		tb := newTab(t, bctx, base)
		tb.nav("/?" + q)
		return tb
	}
	t.Run("auto", func(t *testing.T) {
		tb := open(t, "game=sudoku&stake=1&auto=1")
		tb.poll(state + ` === "done"`)
		ticket := tb.eval(`String(window.revela.ticket)`)
		prize := tb.eval(`String(window.revela.prize)`)
		if got := tb.eval(`document.getElementById("revela-status").dataset.prize`); got != prize {
			t.Errorf("#revela-status shows prize %s; window.revela %s", got, prize)
		}
		var tk struct {
			Game  string `json:"game"`
			Stake string `json:"stake"`
			Prize string `json:"prize"`
		}
		raw := tb.evalAwait(`fetch("/api/v1/tickets/` + ticket + `").then(r => r.text())`)
		if err := json.Unmarshal([]byte(raw), &tk); err != nil {
			t.Fatalf("ticket %s: %v", raw, err)
		}
		if tk.Game != "sudoku" || !sameAmount(tk.Stake, "1") || !sameAmount(tk.Prize, prize) {
			t.Errorf("the page shows prize %s; the ticket says %s", prize, raw)
		}
		var page struct {
			Tickets []struct {
				ID    int64  `json:"id"`
				Prize string `json:"prize"`
			} `json:"tickets"`
		}
		raw = tb.evalAwait(`fetch("/api/v1/tickets?limit=20").then(r => r.text())`)
		if err := json.Unmarshal([]byte(raw), &page); err != nil || len(page.Tickets) != 1 ||
			strconv.FormatInt(page.Tickets[0].ID, 10) != ticket || !sameAmount(page.Tickets[0].Prize, prize) {
			t.Errorf("history %s (%v); want ticket %s with prize %s", raw, err, ticket, prize)
		}
	})

	t.Run("resume after a reload", func(t *testing.T) {
		tb := open(t, "game=sudoku&stake=0.50")
		throwTwice(tb)
		before := tb.eval(`window.revela.ticket + " after " + window.revela.clicks`)
		tb.reload()
		tb.poll(state + ` === "playing" && window.revela.waiting === true`)
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
		sudokuShots(t, base, dir)
	}
}

// throwTwice presses Lancer twice, each time once the play waits for it.
func throwTwice(tb *tab) {
	tb.t.Helper()
	for n := 1; n <= 2; n++ {
		tb.poll(`window.revela.waiting === true`)
		tb.eval(`window.revela.go(), ""`)
		tb.poll(`window.revela.waiting === true && window.revela.clicks === ` + strconv.Itoa(n))
	}
}

// sudokuShots shoots SUDOKU mid-game (after two throws) and at the end of
// a unit (a winning one among three, when there is one), in both themes
// and at each size, into dir, checking there that the board, the
// controls and the end panel stay on the screen and apart; then plays 20
// units under AUTO and logs the median time the client took to validate
// a script.
func sudokuShots(t *testing.T, base, dir string) {
	path := chromium(t)
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
				ctx, cancel := browser(t, path, sz[0], sz[1], "fr-FR")
				defer cancel()
				ctx, cancel = context.WithTimeout(ctx, 15*time.Minute)
				defer cancel()
				f := newFaults(t, base)
				tb := &tab{t: t, ctx: ctx, base: f.srv.URL, f: f, shown: map[int64]int{}}
				if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(sz[0]), int64(sz[1]))); err != nil {
					t.Fatal(err)
				}
				shot := func(what string) {
					png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
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
				lay := &page{t: t, ctx: ctx}
				lay.apart([]string{"board", "go", "auto"})
				shot("mid")
				tb.poll(`(window.revela.waiting && window.revela.go(), ` + state + ` === "done")`)
				for n := 0; n < 3 && tb.eval(`String(window.revela.prize)`) == "0"; n++ {
					prev := tb.eval(`String(window.revela.ticket)`)
					tb.nav(q + "&auto=1")
					tb.poll(state + ` === "done" && String(window.revela.ticket) !== "` + prev + `"`)
				}
				tb.poll(`window.revela.layout.ended === true`)
				time.Sleep(1500 * time.Millisecond) // the result counted up
				lay.apart([]string{"board", "result", "home", "history", "again"})
				shot("end")
			})
		}
	}
	if os.Getenv("REVELA_SUDOKU_VALIDATE") == "" {
		return
	}
	t.Run("validation time", func(t *testing.T) {
		ctx, cancel := browser(t, path, 390, 844, "fr-FR")
		defer cancel()
		f := newFaults(t, base)
		tb := &tab{t: t, ctx: ctx, base: f.srv.URL, f: f, shown: map[int64]int{}}
		var ms []float64
		prev := "0"
		for len(ms) < 20 {
			tb.nav("/?game=sudoku&stake=2&auto=1")
			tb.poll(state + ` === "done" && String(window.revela.ticket) !== "` + prev + `"`)
			prev = tb.eval(`String(window.revela.ticket)`)
			v, err := strconv.ParseFloat(tb.eval(`String(window.revela.validateMs)`), 64)
			if err != nil {
				t.Fatal(err)
			}
			ms = append(ms, v)
		}
		t.Logf("validation of a SUDOKU script in the browser: median %.3f ms of 20 units (min %.3f, max %.3f)", median(ms), slices.Min(ms), slices.Max(ms))
	})
}
