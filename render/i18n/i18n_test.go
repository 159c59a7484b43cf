package i18n

import (
	"testing"
	"time"

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
	if got := fr.Jackpot(3); got != "dont 0,03\u202f€ pour le SUPER\u00a0JACKPOT" {
		t.Errorf("Jackpot = %q", got)
	}
	if got := fr.StatusDone(7, money.Euros(1000)); got != "Partie terminée : vous gagnez 1\u202f000\u202f€." {
		t.Errorf("StatusDone = %q", got)
	}
}

// TestMoney: English amounts have a decimal point and the euro sign
// first, French ones a decimal comma and the sign after.
func TestMoney(t *testing.T) {
	en, fr := For("en-GB"), For("fr-FR")
	for c, want := range map[money.Cents]string{
		50: "€0.50", 100: "€1", 1250: "€12.50", 305: "€3.05", 1000000: "€10,000", 150000000: "€1,500,000", -250: "-€2.50", 0: "€0",
	} {
		if got := en.Money(c); got != want {
			t.Errorf("en.Money(%d) = %q, want %q", c, got, want)
		}
	}
	for c, want := range map[money.Cents]string{50: "0,50\u202f€", 1000000: "10\u202f000\u202f€"} {
		if got := fr.Money(c); got != want {
			t.Errorf("fr.Money(%d) = %q, want %q", c, got, want)
		}
	}
	for got, want := range map[string]string{
		en.Play(50):          "PLAY €0.50",
		en.YouWin(1250):      "You win €12.50",
		en.Won(600):          "Won €6",
		en.Jackpot(9):        "incl. €0.09 for the SUPER\u00a0JACKPOT",
		en.StatusDone(7, 50): "Game over: you win €0.50.",
		fr.StatusDone(7, 0):  "Partie terminée : pas de gain.",
	} {
		if got != want {
			t.Errorf("%q, want %q", got, want)
		}
	}
}

// TestPlayed: a unit is named by its date and time, never by its id.
func TestPlayed(t *testing.T) {
	at := time.Date(2026, 12, 1, 1, 39, 0, 0, time.UTC)
	if got := For("fr").Played(at); got != "Partie du 01/12/2026 à 01:39" {
		t.Errorf("fr: %q", got)
	}
	if got := For("en").Played(at); got != "Game of 1 Dec 2026, 01:39" {
		t.Errorf("en: %q", got)
	}
	if got := at.Format(For("fr").When) + " | " + at.Format(For("en").When); got != "01/12/2026 01:39 | 1 Dec 2026, 01:39" {
		t.Errorf("When: %q", got)
	}
}

func TestBare(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"5\u202f000\u202f€", "5\u202f000"},
		{"0,50\u202f€", "0,50"},
		{"€5,000", "5,000"},
		{"€0.50", "0.50"},
	} {
		if got := Bare(c.in); got != c.want {
			t.Errorf("Bare(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestExplained: the parts of a prize said, in each language.
func TestExplained(t *testing.T) {
	said := []string{"Ligne 2, 2\u202f€", "Bonus, 1\u202f€"}
	if got := For("fr").Explained(said); got != "Votre gain : Ligne 2, 2\u202f€ ; Bonus, 1\u202f€." {
		t.Errorf("fr: %q", got)
	}
	if got := For("en").Explained([]string{"Line 2, €2"}); got != "Your prize: Line 2, €2." {
		t.Errorf("en: %q", got)
	}
}

// A count in each language (Counter, the throws left): French singular
// for 0 and 1, English for 1 only; a game's word in French or English
// (Pick, Tongue), English for any other language.
func TestCounterPick(t *testing.T) {
	fr, en := For("fr").ThrowsLeft, For("en").ThrowsLeft
	for _, c := range []struct{ got, want string }{
		{fr(0), "0 lancer restant"}, {fr(1), "1 lancer restant"}, {fr(2), "2 lancers restants"},
		{en(0), "0 throws left"}, {en(1), "1 throw left"}, {en(12), "12 throws left"},
		{For("fr").Counter("bloc", "blocs")(3), "3 blocs"}, {For("en").Counter("block", "blocks")(1), "1 block"},
		{For("fr-FR").Pick("Roue", "Wheel"), "Roue"}, {For("de").Pick("Roue", "Wheel"), "Wheel"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	if For("fr").Tongue() != 0 || For("en-GB").Tongue() != 1 {
		t.Error("Tongue: French 0, English 1")
	}
}

// A block's units sold, with French's singular for none and one and its
// narrow no-break spaces, English's commas (issue 28).
func TestSoldOf(t *testing.T) {
	fr, en := For("fr"), For("en")
	for _, c := range []struct {
		w    *Words
		sold int64
		want string
	}{
		{fr, 0, "0 vendue sur 1\u202f500\u202f000"},
		{fr, 1, "1 vendue sur 1\u202f500\u202f000"},
		{fr, 12345, "12\u202f345 vendues sur 1\u202f500\u202f000"},
		{en, 1, "1 sold of 1,500,000"},
		{en, 12345, "12,345 sold of 1,500,000"},
	} {
		if got := c.w.SoldOf(c.sold, 1_500_000); got != c.want {
			t.Errorf("%s SoldOf(%d) = %q, want %q", c.w.Lang, c.sold, got, c.want)
		}
	}
}
