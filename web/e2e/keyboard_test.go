package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestKeyboardOnly plays from the lobby with the keyboard alone: Enter
// buys a unit (JOUER, the main button), Space and Enter press GO until
// the end, Enter again buys the next one (REJOUER), and at its end Tab
// moves the focus to Historique (Accueil, Historique, REJOUER) and Enter
// opens the history.
func TestKeyboardOnly(t *testing.T) {
	t.Parallel()
	p := newPage(t)
	p.nav("/")
	p.wait(`document.getElementById("revela-status").dataset.state == "lobby" && window.revela.layout && window.revela.layout.scene == "lobby"`)
	key := func(k string) { p.do(chromedp.KeyEvent(k)) }
	play := func(ticket string) string {
		p.wait(state + ` == "playing" && window.revela.ticket != ` + ticket)
		for i := 0; i < 20; i++ {
			p.wait(`window.revela.waiting === true || ` + state + ` == "done"`)
			if p.eval(state) == "done" {
				break
			}
			if i%2 == 0 {
				key(" ")
			} else {
				key(kb.Enter)
			}
			p.wait(`window.revela.waiting === false || ` + state + ` == "done"`)
		}
		p.wait(state + ` == "done" && window.revela.layout.ended`)
		p.settled() // the end panel in place
		return p.eval(`String(window.revela.ticket)`)
	}
	key(kb.Enter) // JOUER
	first := play("null")
	key(kb.Enter) // REJOUER
	second := play(first)
	if first == second {
		t.Fatalf("REJOUER did not start a new unit (ticket %s)", first)
	}
	key(kb.Tab) // Accueil
	key(kb.Tab) // Historique
	key(kb.Enter)
	p.wait(`document.getElementById("revela-status").textContent == "Historique"`)
	t.Logf("units %s and %s played, then the history, with the keyboard alone", first, second)
}
