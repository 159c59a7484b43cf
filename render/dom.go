//go:build js

package render

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"syscall/js"

	"revela/core/money"
	"revela/render/kit"
	"revela/render/screens"
)

// The page (web/static/public/index.html) holds the status region
// #revela-status and window.revela; the client keeps them in sync for
// automation and for screen readers.

// readParams reads the page's URL parameters.
func readParams() screens.Params {
	q := pageQuery()
	id, _ := strconv.ParseInt(q.Get("ticket"), 10, 64)
	return screens.Params{Theme: q.Get("theme"), Game: q.Get("game"), Stake: q.Get("stake"), Auto: q.Get("auto") == "1",
		Ticket: id, View: q.Get("view"), Block: q.Get("id")}
}

func browserLanguage() string {
	nav := js.Global().Get("navigator")
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return ""
}

// nowMs is performance.now().
func nowMs() float64 { return js.Global().Get("performance").Call("now").Float() }

func logf(s string) { js.Global().Get("console").Call("log", s) }

// online is navigator.onLine: false when the browser knows it is offline.
func online() bool {
	v := js.Global().Get("navigator").Get("onLine")
	return v.Type() != js.TypeBoolean || v.Bool()
}

// setStatus updates #revela-status and window.revela: the state
// (loading, lobby, history, rules, verifying, playing, done, proof, block,
// error), the ticket and prize once a result is shown (ticket 0: none),
// and the words a screen reader says.
func setStatus(state string, ticket int64, prize money.Cents, showPrize bool, words string) {
	doc := js.Global().Get("document")
	el := doc.Call("getElementById", "revela-status")
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		rv = js.Global().Get("Object").New()
		js.Global().Set("revela", rv)
	}
	rv.Set("state", state)
	if el.Truthy() {
		el.Get("dataset").Set("state", state)
		if el.Get("textContent").String() != words {
			el.Set("textContent", words)
		}
	}
	if ticket > 0 {
		rv.Set("ticket", float64(ticket))
		if el.Truthy() {
			el.Get("dataset").Set("ticket", strconv.FormatInt(ticket, 10))
		}
	} else {
		rv.Set("ticket", js.Null())
		if el.Truthy() {
			el.Get("dataset").Delete("ticket")
		}
	}
	if showPrize {
		rv.Set("prize", prize.String())
		if el.Truthy() {
			el.Get("dataset").Set("prize", prize.String())
		}
	} else {
		rv.Set("prize", js.Null())
		if el.Truthy() {
			el.Get("dataset").Delete("prize")
		}
	}
}

// header draws the header of every screen (kit.Header) and tells
// window.revela.balance the balance it shows, as a decimal string in
// euros ("97.50"), for automation: what the player reads at the top
// right, the prize left out until the reveal ends (docs/design.md).
func header(c *kit.Canvas, ic *kit.Icons, title string, balance money.Cents, demo bool, subs ...string) {
	kit.Header(c, ic, title, balance, demo, subs...)
	if !balanceTold || balance != toldBalance {
		balanceTold, toldBalance = true, balance
		// The decimal string itself, as its JSON would give: no
		// encoding/json in the first frame (its first use took 8 ms).
		if rv := js.Global().Get("revela"); rv.Type() == js.TypeObject {
			rv.Set("balance", balance.String())
		}
	}
}

// toldBalance is the balance window.revela.balance says (balanceTold:
// once it says one).
var (
	toldBalance money.Cents
	balanceTold bool
)

// Mark sets window.revela[name] to the time now, in milliseconds from
// the navigation: the start's marks (main, made, update; docs/client.md
// "Start").
func Mark(name string) { setMetric(name, nowMs()) }

// setMetric records a timing on window.revela (milliseconds).
func setMetric(name string, ms float64) {
	if rv := js.Global().Get("revela"); rv.Type() == js.TypeObject {
		rv.Set(name, ms)
	}
}

// sayFocus tells a screen reader the name of the control that took the
// keyboard focus (#revela-focus, an assertive live region) and automation
// window.revela.focus ("" when no control has it).
func sayFocus(name string) {
	if rv := js.Global().Get("revela"); rv.Type() == js.TypeObject {
		rv.Set("focus", name)
	}
	if el := js.Global().Get("document").Call("getElementById", "revela-focus"); el.Truthy() && name != "" {
		el.Set("textContent", name)
	}
}

// hideLoading fades the page's loading screen out once the first frame is
// drawn.
func hideLoading() {
	el := js.Global().Get("document").Call("getElementById", "revela-loading")
	if !el.Truthy() {
		return
	}
	el.Get("style").Set("opacity", "0")
	el.Get("style").Set("pointerEvents", "none")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		el.Call("remove")
		return nil
	}), 400)
}

// replaceQuery replaces the page's URL (history.replaceState, no
// navigation) with one whose query has key=id and no purchase
// parameters (game, stake, auto), the theme kept; id 0 removes key.
func replaceQuery(key string, id int64) {
	q := pageQuery()
	for _, k := range []string{"game", "stake", "auto", "ticket", key} {
		q.Del(k)
	}
	if id > 0 {
		q.Set(key, strconv.FormatInt(id, 10))
	}
	replaceURL(q)
}

// urlHasTicket reports whether the page's URL names a ticket.
func urlHasTicket() bool { return pageQuery().Get("ticket") != "" }

// pageQuery is the page's URL query (location.search), read alone: a
// whole URL's parse checks its host with net/netip, whose first use took
// the start some 15 ms.
func pageQuery() url.Values {
	q, _ := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	return q
}

// replaceURL makes q the page's query without navigating (the path and
// the fragment kept).
func replaceURL(q url.Values) {
	loc := js.Global().Get("location")
	u := loc.Get("pathname").String()
	if enc := q.Encode(); enc != "" {
		u += "?" + enc
	}
	js.Global().Get("history").Call("replaceState", nil, "", u+loc.Get("hash").String())
}

// visible is set when the page becomes visible again (another tab was
// shown): the lobby then reads the balance again.
var visible bool

// visibleAgain reports whether the page became visible since the last call.
func visibleAgain() bool {
	v := visible
	visible = false
	return v
}

// randomHex returns n random bytes as hex from crypto.getRandomValues
// (request ids).
func randomHex(n int) string {
	arr := js.Global().Get("Uint8Array").New(n)
	js.Global().Get("crypto").Call("getRandomValues", arr)
	b := make([]byte, n)
	js.CopyBytesToGo(b, arr)
	const digits = "0123456789abcdef"
	out := make([]byte, 2*n)
	for i, v := range b {
		out[2*i], out[2*i+1] = digits[v>>4], digits[v&15]
	}
	return string(out)
}

// hookGo is set by window.revela.go() (automation and tests): the next
// tick presses GO, as a tap on the button would.
var hookGo bool

// takeHookGo reports whether window.revela.go() was called since the
// last tick.
func takeHookGo() bool {
	h := hookGo
	hookGo = false
	return h
}

// hookPress is set by window.revela.press(name) (automation and tests):
// the next tick presses the button name ("play" JOUEZ, "again" REJOUER,
// "home" Accueil, "history" Historique, "retry" Réessayer, "rules" the header's "i", "back"
// the rules screen's Retour, "skip" ends the top prize's moment, "auto"
// AUTO; "limits" Limites, and on its screen "minus0" to "minus6",
// "plus0" to "plus6", "save", "daysminus" and "daysplus" (the
// self-exclusion's length) and "exclude", issue 32) if the scene shows
// it.
var hookPress string

// hookSpeed is window.revela.speed (automation and tests): how many ticks
// of a unit's play each tick runs, 1 to 16 (1 when unset or out of that
// range), so that a test that checks what a unit shows, not its pace, is
// not as long as the play.
func hookSpeed() int {
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		return 1
	}
	if v := rv.Get("speed"); v.Type() == js.TypeNumber {
		if n := v.Int(); n >= 1 && n <= 16 {
			return n
		}
	}
	return 1
}

// takeHookPress returns the button pressed by window.revela.press since
// the last tick, or "".
func takeHookPress() string {
	h := hookPress
	hookPress = ""
	return h
}

// installHooks adds window.revela.go(), which presses GO, and
// window.revela.press(name).
func installHooks() {
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		rv = js.Global().Get("Object").New()
		js.Global().Set("revela", rv)
	}
	rv.Set("go", js.FuncOf(func(js.Value, []js.Value) any {
		hookGo = true
		return nil
	}))
	rv.Set("press", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			hookPress = args[0].String()
		}
		return nil
	}))
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("visibilityState").String() == "visible" {
			visible = true
		}
		return nil
	}))
}

// setWaiting tells window.revela whether the play waits for GO, in which
// phase (the game's name for what GO releases), and how many steps are
// released, for automation.
func setWaiting(waiting bool, phase string, clicks int) {
	if rv := js.Global().Get("revela"); rv.Type() == js.TypeObject {
		rv.Set("waiting", waiting)
		rv.Set("phase", phase)
		rv.Set("clicks", clicks)
	}
}

// setJSON sets window.revela[key] to v as JSON makes it (what the rules
// screen shows, the parts of a prize), for automation.
func setJSON(key string, v any) {
	rv := js.Global().Get("revela")
	b, err := json.Marshal(v)
	if rv.Type() != js.TypeObject || err != nil {
		return
	}
	rv.Set(key, js.Global().Get("JSON").Call("parse", string(b)))
}
