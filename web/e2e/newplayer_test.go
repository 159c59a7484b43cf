package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

var balanceRE = regexp.MustCompile(`"balance":"[0-9.]*"`)

const statusWords = `document.getElementById("revela-status").textContent`

// TestWayOutOfErrors opens the two addresses a new player may mistype:
// an unknown game and a ticket that is not theirs. Each says why, in the
// project's words (« Partie », never « ticket »); its button goes to
// the lobby and clears the address's query but the theme, so that a
// reload opens the lobby, not the same error again.
func TestWayOutOfErrors(t *testing.T) {
	tb := parallelPage(t)
	for _, c := range []struct{ q, words, after string }{
		{"/?game=nope&stake=1&auto=1", "Ce jeu n'existe pas. Rien n'a été acheté.", ""},
		{"/?theme=winter&ticket=99999", "Cette partie n'existe pas ou n'est pas la vôtre.", "?theme=winter"},
	} {
		tb.nav(c.q)
		tb.wait(state + ` === "error"`)
		if got := tb.eval(statusWords); got != c.words {
			t.Errorf("%s says %q, want %q", c.q, got, c.words)
		}
		tb.press("retry", state+` === "lobby"`)
		if got := tb.eval(`location.search`); got != c.after {
			t.Errorf("%s: after the way out, the address's query is %q, want %q", c.q, got, c.after)
		}
		tb.reload()
		tb.wait(state + ` === "lobby"`)
	}
}

// TestTooPoorSaidAtOnce shows a balance of 0.50 € in the lobby, CROSSINGO
// at 1 € chosen: JOUEZ is off and the lobby says why at once, before any
// sale was refused (the status region, what a screen reader says, holds
// the words drawn above the buttons).
func TestTooPoorSaidAtOnce(t *testing.T) {
	t.Parallel()
	b := theBrowser(t)
	px := newPoorProxy(t, shared(t).base())
	px.set(true, 0)
	tb := openPageAt(t, b, px.srv.URL, 1, 1)
	tb.nav("/")
	tb.wait(state + ` === "lobby"`)
	want := "Accueil : choisissez un jeu. Solde insuffisant pour cette mise."
	tb.wait(statusWords + ` === ` + strconv.Quote(want))
}

// TestSessionEndedSaid: when the browser's session has ended (here by a
// logout through the API) the page makes a new player, and the lobby says
// so above its buttons and in its status region; the next load, the same
// player, says nothing more.
func TestSessionEndedSaid(t *testing.T) {
	tb := parallelPage(t)
	tb.nav("/")
	tb.wait(state + ` === "lobby"`)
	first := tb.eval(`localStorage.getItem("revela.player") || ""`)
	if len(first) != 32 {
		t.Fatalf("the player remembered: %q", first)
	}
	if got := tb.eval(`fetch("/api/v1/logout", {method: "POST", headers: {"Content-Type": "application/json"}, body: "{}"}).then((r) => String(r.status))`); got != "204" {
		t.Fatalf("logout: %s", got)
	}
	tb.reload()
	tb.wait(state + ` === "lobby"`)
	want := "Accueil : choisissez un jeu. Votre session précédente a pris fin : voici un nouveau compte."
	tb.wait(statusWords + ` === ` + strconv.Quote(want))
	if second := tb.eval(`localStorage.getItem("revela.player") || ""`); len(second) != 32 || second == first {
		t.Fatalf("the new player remembered: %q (the first %q)", second, first)
	}
	tb.reload()
	tb.wait(state + ` === "lobby"`)
	tb.frames(2)
	if got := tb.eval(statusWords); got != "Accueil : choisissez un jeu." {
		t.Fatalf("the next load says %q", got)
	}
}

// TestNewPlayerShots shoots the screens a new player meets outside the
// games, at 320×568, 390×844 and 1280×800, in French and English:
// REVELA_SCREENSHOTS=DIR go test ./web/e2e -run NewPlayerShots -v. The
// history is shot while its first page is held (loading), then with
// four units, one not seen to its end; the lobby with a balance below
// the price; the two error screens; SUDOKU's preview (its « Lancer »).
func TestNewPlayerShots(t *testing.T) {
	dir := os.Getenv("REVELA_SCREENSHOTS")
	if dir == "" {
		t.Skip("REVELA_SCREENSHOTS=DIR makes the screenshots")
	}
	px := newPoorProxy(t, shared(t).base())
	for _, lang := range []string{"fr-FR", "en-US"} {
		ctx, cancel := browser(needBrowser(t), 390, 844, lang)
		if err := chromedp.Do(ctx); err != nil {
			t.Fatal(err)
		}
		tb := openPageAt(t, ctx, px.srv.URL, 1, 1)
		tb.nav("/")
		tb.wait(state + ` === "lobby"`)
		seen := func(id int64) {
			tb.eval(`fetch("/api/v1/tickets/` + strconv.FormatInt(id, 10) + `/seen", {method: "POST", credentials: "same-origin",
				headers: {"Content-Type": "application/json"}, body: "{}"}).then(r => String(r.status))`)
		}
		var first int64
		for i := range 4 {
			id := tb.eval(fmt.Sprintf(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
				headers: {"Content-Type": "application/json"},
				body: JSON.stringify({game: "diamond-river", stake: "3", request_id: "np-%d-" + Math.random().toString(36).slice(2)})}).then(r => r.text())`, i))
			var sold struct{ ID int64 }
			if err := json.Unmarshal([]byte(id), &sold); err != nil || sold.ID == 0 {
				t.Fatalf("sale %d: %s (%v)", i, id, err)
			}
			if i == 0 {
				first = sold.ID
			} else {
				seen(sold.ID)
			}
		}
		// each size in turn, shot by take
		sizes := func(take func(shot func(what string))) {
			for _, sz := range [][2]int{{320, 568}, {390, 844}, {1280, 800}} {
				tb.size(sz[0], sz[1])
				take(func(what string) {
					tb.frames(90) // the screen drawn at its new size, its fades done
					name := fmt.Sprintf("np-%s-%dx%d-%s", what, sz[0], sz[1], lang[:2])
					tb.shot(name)
					t.Log(filepath.Join(dir, name+".png"))
				})
			}
		}
		sizes(func(shot func(string)) {
			px.set(false, 6*time.Second)
			tb.nav("/?view=history")
			shot("hist-loading")
			px.set(false, 0)
			// the held page has arrived (its resource timing entry is made then)
			tb.wait(`performance.getEntriesByType("resource").some(e => e.name.includes("/api/v1/tickets?limit="))`)
			shot("hist")
		})
		seen(first) // the lobby would reopen it
		sizes(func(shot func(string)) {
			px.set(true, 0)
			tb.nav("/")
			tb.wait(state + ` === "lobby"`)
			shot("poor")
			px.set(false, 0)
			for _, q := range []string{"game=nope&stake=1&auto=1", "ticket=99999"} {
				tb.nav("/?" + q)
				tb.wait(state + ` === "error"`)
				shot("error-" + q[:4])
			}
			tb.nav("/preview?game=sudoku&stake=2&prize=0&seed=1")
			tb.wait(state + ` === "playing"`)
			shot("preview")
		})
		cancel()
	}
}

// TestOfflineComesBack: JOUEZ pressed with the browser offline ends on the
// error screen, which says the server does not answer, keeps the balance
// in view and offers the lobby beside « Réessayer »; once the browser is
// back online it sends the pending purchase again by itself, under the
// same request id, and the unit is played: sold once (issue 29).
func TestOfflineComesBack(t *testing.T) {
	p := parallelPage(t)
	p.nav("/")
	p.wait(state + ` === "lobby"`)
	if _, err := chromedp.Call(p.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	// the requests fail (the rule) and navigator.onLine says so (the state)
	offline := func(off bool) {
		rule := network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{
			{Offline: off, DownloadThroughput: -1, UploadThroughput: -1}}}
		if _, err := chromedp.Call(p.ctx, network.EmulateNetworkConditionsByRule, rule); err != nil {
			t.Fatal(err)
		}
		state := network.OverrideNetworkStateParams{Offline: off, DownloadThroughput: -1, UploadThroughput: -1}
		if _, err := chromedp.Call(p.ctx, network.OverrideNetworkState, state); err != nil {
			t.Fatal(err)
		}
	}
	offline(true)
	p.press("play", state+` === "error"`)
	if got := p.eval(statusWords); got != "Le serveur ne répond pas. Vérifiez votre connexion." {
		t.Errorf("offline, the page says %q", got)
	}
	if p.eval(`String(window.revela.balance)`) != "100" {
		t.Errorf("the balance shown: %s", p.eval(`String(window.revela.balance)`))
	}
	p.shot("offline-error")
	offline(false)
	p.wait(`(` + state + ` === "playing" || ` + state + ` === "done") && window.revela.ticket > 0`)
	p.press("auto", state+` === "done"`)
	p.settled()
	p.sold(1)
}

// TestGameLinkReopensUnseen: a ?game= link opened while a paid unit is
// still unseen (bought, here through the API, never shown) reopens that
// unit instead of buying another, as the lobby does; only once it has
// been shown does a link buy (issue 29).
func TestGameLinkReopensUnseen(t *testing.T) {
	p := parallelPage(t)
	p.nav("/")
	p.wait(state + ` === "lobby"`)
	id := p.eval(`fetch("/api/v1/tickets", {method: "POST", credentials: "same-origin",
		headers: {"Content-Type": "application/json"},
		body: JSON.stringify({game: "sudoku", stake: "1", request_id: "unseen-1"})}).then(r => r.json()).then(t => String(t.id))`)
	p.nav("/?game=crossingo&stake=1&auto=1")
	p.wait(`(` + state + ` === "playing" || ` + state + ` === "done") && window.revela.ticket > 0`)
	if got := p.eval(`String(window.revela.ticket)`); got != id {
		t.Fatalf("the link opened ticket %s, want the unseen unit %s", got, id)
	}
	p.press("auto", state+` === "done"`)
	p.settled()
	p.sold(1)
}
