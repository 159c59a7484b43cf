package screens

import (
	"testing"
	"time"

	"revela/core/money"
	"revela/render/api"
	"revela/render/i18n"
)

// TestRowOf: the history's words for a unit won, one lost and one not
// seen yet, in French at Paris' time (UTC+1 in December) and in English.
func TestRowOf(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Skip("no time zone database:", err)
	}
	at := time.Date(2026, 12, 1, 20, 40, 0, 0, time.UTC)
	fr, en := i18n.For("fr"), i18n.For("en")
	for _, c := range []struct {
		w    *i18n.Words
		t    api.Ticket
		want Row
	}{
		{fr, api.Ticket{Stake: money.Euros(3), Prize: money.Euros(10), Seen: true, CreatedAt: at},
			Row{"TEST", "Gagné 10\u202f€", "3\u202f€ · 01/12/2026 21:40", ""}},
		{fr, api.Ticket{Stake: 50, Seen: true, CreatedAt: at},
			Row{"TEST", "Perdu", "0,50\u202f€ · 01/12/2026 21:40", ""}},
		{fr, api.Ticket{Stake: money.Euros(1), Prize: 250, CreatedAt: at},
			Row{"TEST", "Gagné 2,50\u202f€", "1\u202f€ · 01/12/2026 21:40", "non terminée"}},
		{en, api.Ticket{Stake: money.Euros(3), Prize: money.Euros(10), Seen: true, CreatedAt: at},
			Row{"TEST", "Won €10", "€3 · 1 Dec 2026, 21:40", ""}},
	} {
		if got := RowOf(c.w, "TEST", c.t, paris); got != c.want {
			t.Errorf("RowOf(%s, %+v) = %+v, want %+v", c.w.Lang, c.t, got, c.want)
		}
	}
}

// A row is said to a screen reader as its parts in order, the mark of a
// unit not finished last.
func TestRowWords(t *testing.T) {
	r := Row{"SUDOKU", "Gagné 2,50\u202f€", "1\u202f€ · 01/12/2026 21:40", "non terminée"}
	if got, want := r.Words(), "SUDOKU, Gagné 2,50\u202f€, 1\u202f€ · 01/12/2026 21:40, non terminée"; got != want {
		t.Errorf("Words = %q, want %q", got, want)
	}
	r.Unfinished = ""
	if got, want := r.Words(), "SUDOKU, Gagné 2,50\u202f€, 1\u202f€ · 01/12/2026 21:40"; got != want {
		t.Errorf("Words = %q, want %q", got, want)
	}
}
