package e2e

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestLimitsScreen opens « Limites de jeu » from the lobby, sets a stake
// limit of 1 000 € a week and a reality check every 120 minutes with −
// (saved at once: lowered), then removes the weekly limit with +
// (pending, 48 h, as the server says); then, a daily limit of 0.50 €
// set, a purchase of a 1 € unit is refused and the lobby says so where
// JOUEZ is, naming the limit and what it leaves, and nothing is sold.
// With REVELA_SCREENSHOTS=DIR it shoots the screen, the refusal and the
// history's totals at 320×568, 390×844 and 1280×800.
func TestLimitsScreen(t *testing.T) {
	t.Parallel()
	shots := os.Getenv("REVELA_SCREENSHOTS") != ""
	scale := 0.5
	if shots {
		scale = 1 // to be looked at
	}
	tb := openPageAt(t, theBrowser(t), shared(t).base(), playSpeed, scale)
	tb.nav("/")
	tb.wait(state + ` === "lobby"`)
	tb.press("limits", state+` === "limits"`)
	tb.wait(`!!(window.revela.limits && window.revela.limits.limits)`)
	step := func(name string, i, want int) {
		t.Helper()
		// pressed only while the draft is not there yet: one press a frame
		tb.wait(fmt.Sprintf(`window.revela.limits.draft[%d] === %d || (window.revela.press(%q), false)`, i, want, name+fmt.Sprint(i)))
	}
	step("minus", 1, 100000)
	step("minus", 6, 120)
	tb.press("save", `window.revela.limits.message === "Limites enregistrées."`)
	if got := tb.eval(`JSON.stringify([window.revela.limits.limits.limits.stake_week, window.revela.limits.limits.limits.session_minutes, window.revela.limits.limits.reality_check_minutes])`); got != `["1000",120,120]` {
		t.Fatalf("saved: %s", got)
	}
	step("plus", 1, -1)
	tb.press("save", `window.revela.limits.message.includes("48 h")`)
	if got := tb.eval(`JSON.stringify([window.revela.limits.limits.limits.stake_week, window.revela.limits.limits.pending.map(p => p.limit + " " + p.removed)])`); got != `["1000",["stake_week true"]]` {
		t.Fatalf("a removal pending: %s", got)
	}
	sizes := [][2]int{{320, 568}, {390, 844}, {1280, 800}}
	if shots {
		for _, sz := range sizes {
			tb.size(sz[0], sz[1])
			tb.frames(3)
			tb.shot(fmt.Sprintf("limits-%dx%d", sz[0], sz[1]))
		}
		tb.size(390, 844)
	}

	put := `fetch("/api/v1/me/limits", {method: "PUT", credentials: "same-origin", headers: {"Content-Type": "application/json"}, body: '{"stake_day": "0.50"}'}).then(r => String(r.status))`
	if got := tb.eval(put); got != "200" {
		t.Fatalf("PUT /me/limits: %s", got)
	}
	tb.nav("/?game=crossingo&stake=1&auto=1")
	tb.wait(state + ` === "lobby" && ` + statusWords + `.includes("Limite de mise du jour atteinte")`)
	if got := tb.eval(statusWords); !strings.Contains(got, "Limite de mise du jour atteinte : reste 0,50\u202f€ jusqu'au ") {
		t.Fatalf("the lobby says %q", got)
	}
	if got := tb.eval(`fetch("/api/v1/tickets", {credentials: "same-origin"}).then(r => r.json()).then(h => String(h.tickets.length))`); got != "0" {
		t.Fatalf("%s tickets sold over the limit", got)
	}
	if shots {
		for _, sz := range sizes {
			tb.size(sz[0], sz[1])
			tb.frames(3)
			tb.shot(fmt.Sprintf("limits-refused-%dx%d", sz[0], sz[1]))
		}
		// the history's band: the totals of the day, the week and the month
		tb.press("history", state+` === "history"`)
		for _, sz := range sizes {
			tb.size(sz[0], sz[1])
			tb.frames(3)
			tb.shot(fmt.Sprintf("limits-history-%dx%d", sz[0], sz[1]))
		}
	}
}

// TestSelfExclusionLength chooses a self-exclusion of 30 days on
// « Limites de jeu » (+ once from 7: the button then reads « M'exclure 30
// jours »), presses it twice, and checks that the server excluded the
// player for 30 days of 24 hours from the press, and what the screen says.
func TestSelfExclusionLength(t *testing.T) {
	t.Parallel()
	tb := openPageAt(t, theBrowser(t), shared(t).base(), playSpeed, 0.5)
	tb.nav("/")
	tb.wait(state + ` === "lobby"`)
	tb.press("limits", state+` === "limits"`)
	tb.wait(`!!(window.revela.limits && window.revela.limits.limits)`)
	if got := tb.eval(`String(window.revela.limits.days)`); got != "7" {
		t.Fatalf("the length first offered: %s days; want 7", got)
	}
	// scrolled to the end, where the length and the button are (a control
	// out of the list is not pressed), then one press a frame at most:
	// pressed only while the length is not there yet
	tb.eval(`document.querySelector("canvas").dispatchEvent(new WheelEvent("wheel", {deltaY: 3000, clientX: 200, clientY: 400, bubbles: true})), ""`)
	tb.wait(`window.revela.limits.days === 30 || (window.revela.press("daysplus"), false)`)
	tb.eval(`window.revela.press("exclude"), ""`) // the first press asks to confirm
	tb.frames(2)
	start := time.Now()
	tb.press("exclude", `!!window.revela.limits.limits.excluded_until`)
	until, err := time.Parse(time.RFC3339, tb.eval(`window.revela.limits.limits.excluded_until`))
	if err != nil {
		t.Fatal(err)
	}
	if d := until.Sub(start); d < 30*24*time.Hour-time.Minute || d > 30*24*time.Hour+time.Minute {
		t.Fatalf("excluded until %v: %v from the press; want 30 days", until, d)
	}
	if got := tb.eval(`window.revela.limits.message`); !strings.HasPrefix(got, "Exclu du jeu jusqu'au ") {
		t.Fatalf("the screen says %q", got)
	}
}
