package i18n

import (
	"testing"

	"revela/core/money"
)

func TestFrenchFirst(t *testing.T) {
	for tag, want := range map[string]string{"fr-FR": "fr", "fr": "fr", "": "fr", "FR-be": "fr", "en-US": "en", "de": "en"} {
		if got := For(tag).Lang; got != want {
			t.Errorf("For(%q) = %s, want %s", tag, got, want)
		}
	}
	fr := For("fr")
	if got := fr.Play(money.Euros(1)); got != "JOUEZ 1\u202f€" {
		t.Errorf("Play = %q", got)
	}
	if got := fr.YouWin(1250); got != "Vous gagnez 12,50\u202f€" {
		t.Errorf("YouWin = %q", got)
	}
	if got := fr.Jackpot(3); got != "dont 0,03\u202f€ pour le SUPER JACKPOT" {
		t.Errorf("Jackpot = %q", got)
	}
	if got := fr.StatusDone(7, money.Euros(1000)); got != "Partie n° 7 terminée : vous gagnez 1\u202f000\u202f€." {
		t.Errorf("StatusDone = %q", got)
	}
}
