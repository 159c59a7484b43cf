package screens

import (
	"time"

	"revela/render/api"
	"revela/render/i18n"
)

// Row is what the history screen says of one unit: at the left the
// game's name and, under it, the stake and when it was bought (a
// player's own words, never the ticket's id); at the right the result
// and, while the unit was not seen to its end, « non terminée ».
type Row struct {
	Game       string `json:"game"`       // the game's name
	Result     string `json:"result"`     // « Gagné 10 € », « Perdu »
	When       string `json:"when"`       // « 3 € · 01/12/2026 21:40 »
	Unfinished string `json:"unfinished"` // « non terminée », "" once seen
}

// Words is what a screen reader says of the row: its parts in order,
// separated by commas (« NAME, Gagné 10 €, 1 € · 01/12/2026 21:40 »).
func (r Row) Words() string {
	s := r.Game + ", " + r.Result + ", " + r.When
	if r.Unfinished != "" {
		s += ", " + r.Unfinished
	}
	return s
}

// RowOf is ticket t's row, its game named name, its time written in loc
// (the browser's time zone).
func RowOf(w *i18n.Words, name string, t api.Ticket, loc *time.Location) Row {
	r := Row{Game: name, Result: w.NoWin, When: w.Money(t.Stake) + " · " + t.CreatedAt.In(loc).Format(w.When)}
	if t.Prize > 0 {
		r.Result = w.Won(t.Prize)
	}
	if !t.Seen {
		// the result is in the history even when the animation was never
		// seen (docs/rules/README.md: "stake debited first, result kept")
		r.Unfinished = w.Unfinished
	}
	return r
}
