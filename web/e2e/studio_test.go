package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"revela/assets/themes"
	"revela/assets/themes/check"
	"revela/core"
	"revela/core/crossingo"
	"revela/core/money"
	"revela/web/static"

	// the games whose theme sections the check knows, as in cmd/revela
	_ "revela/render/crossingo"
	_ "revela/render/diamondriver"
	_ "revela/render/eldorado"
	_ "revela/render/luchafortune"
	_ "revela/render/sudoku"
)

// TestStudioPreview plays chosen CROSSINGO outcomes in the designers'
// studio (/preview, docs/studio.md) in every bundled theme, switches the
// theme in the middle of a unit and keeps its step, and shows that the
// studio never calls the server: no API request passes the proxy in
// front of it, and a player's balance and tickets read before and after
// are the same. A script given to the page plays exactly; one tampered
// with is refused. A theme folder served as revela serve --themes serves
// it, edited on disk, shows on the next reload. With
// REVELA_SCREENSHOTS=DIR it saves what it saw.
func TestStudioPreview(t *testing.T) {
	t.Parallel()
	b := theBrowser(t)
	base := shared(t).base()
	var calls atomic.Int64
	u, _ := url.Parse(base)
	rp := httputil.NewSingleHostReverseProxy(u)
	// a theme folder a designer edits (spring's, renamed atelier), served
	// as revela serve --themes DIR serves it
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "atelier", "crossingo"), 0o755)
	spring, err := os.ReadFile(filepath.Join(repoRoot(t), "assets", "themes", "spring", "theme.json"))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(bg string) {
		s := strings.Replace(string(spring), `"background": "#123d2a"`, `"background": "`+bg+`"`, 1)
		s = strings.Replace(s, `"name": "spring"`, `"name": "atelier"`, 1)
		if err := os.WriteFile(filepath.Join(dir, "atelier", "theme.json"), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	edit("#102030")
	served := static.Themes(themes.BundledFS(), dir, check.Vet, rp)
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/api/") {
			calls.Add(1)
		}
		served.ServeHTTP(w, r)
	}))
	t.Cleanup(proxy.Close)

	// a player on the server, read before and after, directly
	jar, _ := cookiejar.New(nil)
	hc := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	call := func(method, path, body string) string {
		req, _ := http.NewRequest(method, base+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", base)
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 300 {
			t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
		return string(b)
	}
	call("POST", "/api/v1/players", "{}")
	// one unit sold before: the count must stay 1
	call("POST", "/api/v1/tickets", `{"game":"crossingo","stake":"1","request_id":"studio-before"}`)
	before := call("GET", "/api/v1/me", "") + call("GET", "/api/v1/tickets", "")

	p := openPage(t, b, proxy.URL)
	shots := os.Getenv("REVELA_SCREENSHOTS") != ""
	shot := func(name string) {
		if shots {
			p.shot("studio-" + name)
		}
	}
	const st = `document.getElementById("revela-status").dataset`
	// the address, played with AUTO at ×4 to its end
	p.nav("/preview?game=crossingo&stake=1&prize=10000&theme=winter&seed=7&auto=1&speed=4")
	p.wait(st + `.state === "done" && ` + st + `.prize === "10000"`)
	p.wait(`window.revela.studio.settled === true`) // the result arrived
	shot("winter-10000")
	// a chosen prize in each bundled theme, without reloading: composed,
	// checked, then played at once to its end
	prizes := []string{"50", "0", "1000", "2", "10", "100"}
	for i, th := range themes.Names() {
		prize := prizes[i%len(prizes)]
		p.eval(fmt.Sprintf(`window.revela.studio.open("game=crossingo&stake=1&prize=%s&theme=%s&seed=%d"), ""`, prize, th, i))
		p.wait(fmt.Sprintf(`window.revela.studio.applied === %q && window.revela.studio.prize === %q && %s.state === "playing"`, th, prize, st))
		p.eval(`window.revela.studio.end(), ""`)
		p.wait(st + `.state === "done"`)
		if got := p.eval(st + `.prize`); got != prize {
			t.Errorf("%s: the preview ended with %s €, want %s €", th, got, prize)
		}
		if shots {
			p.wait(`window.revela.studio.settled === true`) // the result arrived
			shot(th + "-" + prize)
		}
	}
	// GO twice, pause, switch the theme: the same step, still playing
	p.eval(`window.revela.studio.open("game=crossingo&stake=1&prize=100&theme=default&seed=3"), ""`)
	for i := 1; i <= 2; i++ {
		p.wait(`window.revela.waiting === true`)
		p.eval(`window.revela.go(), ""`)
		p.wait(fmt.Sprintf(`window.revela.studio.steps === %d`, i))
	}
	p.eval(`window.revela.studio.pause(), ""`)
	p.wait(`window.revela.studio.paused === true`)
	shot("switch-before")
	p.eval(`window.revela.studio.theme("winter"), ""`)
	p.wait(`window.revela.studio.applied === "winter"`)
	if got := p.eval(`String(window.revela.studio.steps) + " " + ` + st + `.state + " " + location.search.includes("theme=winter")`); got != "2 playing true" {
		t.Errorf("after the switch: %q, want step 2, playing, theme=winter in the URL", got)
	}
	shot("switch-after")
	// the controls answer again: another theme, another speed
	p.eval(`window.revela.studio.theme("autumn"), window.revela.studio.speed("0.5"), ""`)
	p.wait(`window.revela.studio.applied === "autumn" && window.revela.studio.rate === 0.5 && window.revela.studio.steps === 2`)
	// the panel follows what the page's script set (issue 29)
	if got := p.eval(`document.getElementById("st-speed").value + " " + document.getElementById("st-form").elements.theme.value`); got != "0.5 autumn" {
		t.Errorf("the panel after speed(0.5) and theme(autumn): %q", got)
	}
	// AUTO pressed through the page's API, as in play (issue 29)
	p.eval(`window.revela.press("auto"), ""`)
	p.wait(`window.revela.studio.auto === true`)
	p.eval(`window.revela.studio.end(), ""`)
	p.wait(st + `.state === "done" && ` + st + `.prize === "100"`)

	// a script given to the page (dropped, or by ?script=URL) plays
	// exactly; one whose declared prize was changed fails the check
	// (docs/rules 0.1) and nothing plays
	sc, err := crossingo.Game.Compose(100, 500, core.Plain, rand.New(rand.NewPCG(11, 12)))
	if err != nil {
		t.Fatal(err)
	}
	script, _ := json.Marshal(sc)
	p.eval(fmt.Sprintf(`window.revela.studio.script(%q), ""`, script))
	p.wait(`window.revela.studio.prize === "5" && window.revela.studio.steps === 0`)
	p.eval(`window.revela.studio.end(), ""`)
	p.wait(st + `.state === "done" && ` + st + `.prize === "5"`)
	tampered := strings.Replace(string(script), `"prize":"5"`, `"prize":"10000"`, 1)
	if tampered == string(script) {
		t.Fatalf("no prize in %s", script)
	}
	// the script panel shows the script played; an edit that breaks a
	// rule gets the validator's words at once and the play stays, one
	// that passes is played (issue 29)
	if got := p.eval(`JSON.stringify(JSON.parse(document.getElementById("st-script").value))`); got != string(script) {
		t.Errorf("the script panel holds %q, want %q", got, script)
	}
	type_ := func(text string) {
		p.eval(fmt.Sprintf(`(() => { const e = document.getElementById("st-script"); e.value = %q; e.dispatchEvent(new Event("input")); return "" })()`, text))
	}
	type_(tampered)
	p.wait(`document.getElementById("st-verdict").className === "bad"`)
	if got := p.eval(`document.getElementById("st-verdict").textContent + " | " + window.revela.studio.prize + " " + ` + st + `.state`); !strings.HasPrefix(got, "✗ ") || !strings.HasSuffix(got, " | 5 done") {
		t.Errorf("after an edit breaking a rule: %q, want the validator's words and the play of 5 € left as it was", got)
	}
	sc10, err := crossingo.Game.Compose(100, 1000, core.Plain, rand.New(rand.NewPCG(11, 13)))
	if err != nil {
		t.Fatal(err)
	}
	script10, _ := json.Marshal(sc10)
	type_(string(script10))
	p.wait(`document.getElementById("st-verdict").className === "good" && window.revela.studio.prize === "10"`)
	shot("script-edited")
	p.eval(fmt.Sprintf(`window.revela.studio.script(%q), ""`, tampered))
	p.wait(st + `.state === "error" && window.revela.studio.error !== ""`)

	// the theme folder edited on disk shows on reload, with no rebuild
	p.eval(`window.revela.studio.open("game=crossingo&stake=1&prize=0&theme=atelier&seed=1"), ""`)
	p.wait(`window.revela.studio.applied === "atelier"`)
	if got := p.eval(`window.revela.studio.background`); got != "#102030" {
		t.Errorf("atelier from the folder: background %s, want #102030", got)
	}
	edit("#301020")
	p.reload()
	p.wait(`!!window.revela.studio && window.revela.studio.applied === "atelier"`)
	if got := p.eval(`window.revela.studio.background`); got != "#301020" {
		t.Errorf("atelier after the edit and a reload: background %s, want #301020", got)
	}
	shot("atelier-edited")

	// a broken theme.json (a colour that is not one, a key the palette
	// does not hold) is not served, and the page says so with the
	// check's words, each fault by its path (issue 29: it fell back to
	// the default theme without a word)
	os.MkdirAll(filepath.Join(dir, "brise"), 0o755)
	broken := strings.Replace(strings.Replace(string(spring), `"name": "spring"`, `"name": "brise"`, 1),
		`"cell": "#fffaf0"`, `"cell": "#fffaf", "extra_key": "#000000"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "brise", "theme.json"), []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	p.nav("/preview?game=crossingo&stake=1&prize=0&seed=1&theme=brise")
	p.wait(`!!window.revela.studio && window.revela.studio.applied === "default" && !document.getElementById("theme-faults").hidden`)
	want := `brise/theme.json: palette.cell: colour "#fffaf": want #rrggbb|brise/theme.json: palette.extra_key: unknown key`
	if got := p.eval(`window.revela.themeFaults.brise.join("|")`); got != want {
		t.Errorf("the faults of brise: %q, want %q", got, want)
	}
	if got := p.eval(`document.getElementById("theme-faults").textContent`); !strings.Contains(got, "« brise » refusé : 2 fautes") || !strings.Contains(got, "palette.extra_key: unknown key") {
		t.Errorf("the page says %q", got)
	}
	shot("theme-refused")

	if n := calls.Load(); n != 0 {
		t.Errorf("the studio made %d API calls", n)
	}
	if after := call("GET", "/api/v1/me", "") + call("GET", "/api/v1/tickets", ""); after != before {
		t.Errorf("the server changed:\nbefore %s\nafter  %s", before, after)
	}
}

// TestStudioArt: a theme folder's PNG art, served as revela serve --themes
// DIR serves it, is fetched and drawn by the client in place of the drawn
// default (docs/studio.md, Theme folders): its background, a flat magenta,
// is read back from the screen; its CROSSINGO section's mark.png
// (crossingo/mark.png), not a PNG, is left out without a word on the
// screen, and the unit plays to its end with the drawn mark. The bundled autumn's art (assets/themes/autumn) is drawn too.
// With REVELA_SCREENSHOTS=DIR it saves what it saw.
func TestStudioArt(t *testing.T) {
	t.Parallel()
	b := theBrowser(t)
	u, _ := url.Parse(shared(t).base())
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "atelier", "crossingo"), 0o755)
	spring, err := os.ReadFile(filepath.Join(repoRoot(t), "assets", "themes", "spring", "theme.json"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, "atelier", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("theme.json", []byte(strings.Replace(string(spring), `"name": "spring"`, `"name": "atelier"`, 1)))
	flat := func(w, h int, c color.RGBA) []byte {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		for i := 0; i < len(img.Pix); i += 4 {
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
		}
		var b bytes.Buffer
		png.Encode(&b, img)
		return b.Bytes()
	}
	magenta := color.RGBA{0xff, 0x00, 0xff, 0xff}
	write("background.png", flat(390, 844, magenta))
	write("crossingo/gold.png", flat(64, 64, color.RGBA{0x00, 0xc0, 0x40, 0xff}))
	write("crossingo/mark.png", []byte("\x89PNG\r\n\x1a\n but not an image"))
	// served unchecked (nil: a server before issue 29's check), so that
	// the client's own fallback for a broken file is seen
	served := static.Themes(themes.BundledFS(), dir, nil, httputil.NewSingleHostReverseProxy(u))
	proxy := httptest.NewServer(served)
	t.Cleanup(proxy.Close)

	p := openPageAt(t, b, proxy.URL, playSpeed, 1) // its pixels read
	const st = `document.getElementById("revela-status").dataset`
	art := func(key string) string { return `(window.revela.art || {})[` + "`" + key + "`" + `]` }
	p.nav("/preview?game=crossingo&stake=1&prize=10&theme=atelier&seed=2")
	p.wait(`!!window.revela.studio && window.revela.studio.applied === "atelier"`)
	p.wait(art("atelier/background.png") + ` === "loaded" && ` + art("atelier/crossingo/gold.png") + ` === "loaded" && ` + art("atelier/crossingo/mark.png") + ` === "failed"`)
	p.eval(`document.getElementById("studio").hidden = true, ""`)
	p.frames(2) // a frame drawn with the art loaded, and shown
	shot := p.shot("studio-art-atelier")
	// the backdrop between the gains and the grid, and between the grid
	// and the words above GO, is the art's magenta (a petal may fall on
	// one of the points)
	hits := 0
	pts := []image.Point{{10, 160}, {100, 160}, {290, 160}, {10, 690}, {195, 690}, {380, 690}}
	for _, pt := range pts {
		r, g, b, _ := shot.At(pt.X, pt.Y).RGBA()
		if r>>8 > 0xe0 && g>>8 < 0x30 && b>>8 > 0xe0 {
			hits++
		}
	}
	if hits < len(pts)-1 {
		t.Errorf("the backdrop is not the folder's background.png: %d of %d points magenta", hits, len(pts))
	}
	// the broken mark.png falls back silently: the unit plays to its end
	p.eval(`window.revela.studio.end(), ""`)
	p.wait(st + `.state === "done" && ` + st + `.prize === "10" && window.revela.studio.error === ""`)

	// the bundled autumn's art, from the server the product runs
	p.eval(`window.revela.studio.open("game=crossingo&stake=1&prize=10000&theme=autumn&seed=7"), ""`)
	p.wait(`window.revela.studio.applied === "autumn" && ` + art("autumn/background.png") + ` === "loaded" && ` +
		art("autumn/crossingo/extra.png") + ` === "loaded" && ` + art("autumn/particle.png") + ` === "loaded"`)
	p.eval(`window.revela.studio.end(), ""`)
	p.wait(st + `.state === "done" && ` + st + `.prize === "10000" && window.revela.studio.settled === true`)
	p.shot("studio-art-autumn-10000")
}

// TestStudioTopPrize previews each game's top prize: the end is the
// player's, its tier "top" with the full-screen moment, then the prize
// explained part by part, the parts adding up to it (issue 29: a 30,000 €
// preview looked like a 10 € one).
func TestStudioTopPrize(t *testing.T) {
	p := parallelPage(t)
	for _, c := range []struct{ game, stake, prize string }{
		{"crossingo", "1", "10000"}, {"diamond-river", "3", "30000"}, {"eldorado", "0.50", "3500"},
		{"sudoku", "0.50", "4500"}, {"lucha-fortune", "1", "15000"},
	} {
		p.nav("/preview?game=" + c.game + "&stake=" + c.stake + "&prize=" + c.prize + "&seed=3&auto=1&speed=4")
		p.wait(state + ` === "done" && window.revela.tier === "top" && Array.isArray(window.revela.parts)`)
		var parts []struct {
			Label  string `json:"label"`
			Amount string `json:"amount"`
		}
		if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela.parts)`)), &parts); err != nil || len(parts) == 0 {
			t.Errorf("%s %s €: parts %v, %v", c.game, c.prize, parts, err)
			continue
		}
		var sum money.Cents
		for _, pt := range parts {
			a, err := money.Parse(pt.Amount)
			if err != nil || pt.Label == "" {
				t.Errorf("%s: part %+v", c.game, pt)
			}
			sum += a
		}
		if want, _ := money.Parse(c.prize); sum != want {
			t.Errorf("%s: the parts %+v add up to %s, not %s €", c.game, parts, sum, c.prize)
		}
	}
}
