package e2e

import (
	"net/http"
	"testing"

	"revela/internal/sixth/site"
	"revela/web/static"
)

// TestSixthInLobby: a server in this process (site.Start, serving the
// embedded client; the shared server of the other tests is cmd/revela's,
// which does not link SCRATCH) sells the five games and SCRATCH; the
// browser's lobby lists six cards (window.revela.layout card0 to
// card5), SCRATCH's last and « indisponible », as the client built from
// cmd/client has no screen for it (docs/adding-a-game.md, 5). The lobby
// is shot at 390×844 (sixth-lobby-390x844.png). It needs the client
// embedded when the test was built (make wasm first); without it the
// test is skipped.
func TestSixthInLobby(t *testing.T) {
	b := theBrowser(t)
	srv := site.Start(t, static.Handler())
	if res, err := http.Get(srv.URL + "/revela.wasm"); err != nil || res.StatusCode != 200 {
		t.Skipf("no client embedded (make wasm before building the test): %v", err)
	} else {
		res.Body.Close()
	}
	p := openPageAt(t, b, srv.URL, 1, 1)
	p.nav("/")
	p.wait(`window.revela && window.revela.lobbyReady > 0 && window.revela.layout && window.revela.layout.scene == "lobby" && ` + state + ` == "lobby"`)
	if got := p.eval(`String(!!window.revela.layout.card5) + " " + String(!!window.revela.layout.card6)`); got != "true false" {
		t.Errorf("the lobby's cards 6 and 7 exist: %s; want six cards", got)
	}
	p.frames(3)
	p.shot("sixth-lobby-390x844")
}
