package themes

import (
	"encoding/json"
	"fmt"
	"time"
)

// Auto is the theme name that asks the calendar (?theme=auto).
const Auto = "auto"

// Period is one line of the operator's calendar: from and to are
// "MM-DD", both days included; a period whose to comes before its from
// runs over the new year ("12-01" to "02-28").
type Period struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Theme string `json:"theme"`
}

// Calendar is the operator's calendar (calendar.json): the first period
// holding a date gives its theme, the default theme outside them all.
type Calendar struct {
	Comment string   `json:"comment,omitempty"`
	Periods []Period `json:"periods"`
}

// ParseCalendar reads a calendar.json, refusing unknown fields and days
// that are not "MM-DD".
func ParseCalendar(data []byte) (Calendar, error) {
	var c Calendar
	if err := json.Unmarshal(data, &c); err != nil {
		return c, fmt.Errorf("calendar: %w", err)
	}
	for i, p := range c.Periods {
		for _, d := range []string{p.From, p.To} {
			if _, err := time.Parse("01-02", d); err != nil {
				return c, fmt.Errorf("calendar: period %d: %q is not a day MM-DD", i+1, d)
			}
		}
		if p.Theme == "" {
			return c, fmt.Errorf("calendar: period %d names no theme", i+1)
		}
	}
	return c, nil
}

// calendar is the calendar in force: the bundled one unless SetCalendar
// gave another.
var calendar *Calendar

// SetCalendar puts c in force (revela serve --themes DIR with a
// calendar.json).
func SetCalendar(c Calendar) { calendar = &c }

// Bundled is the calendar embedded with the themes.
func Bundled() Calendar {
	data, _ := files.ReadFile("calendar.json")
	c, err := ParseCalendar(data)
	if err != nil {
		panic(err) // embedded, checked by the tests
	}
	return c
}

// Pick returns the theme of day t (its month and day), or Default.
func (c Calendar) Pick(t time.Time) string {
	d := t.Format("01-02")
	for _, p := range c.Periods {
		in := p.From <= d && d <= p.To
		if p.To < p.From { // over the new year
			in = d >= p.From || d <= p.To
		}
		if in {
			return p.Theme
		}
	}
	return Default
}

// Resolve returns the theme name asked for: name itself, or for "auto"
// the calendar's theme of day now.
func Resolve(name string, now time.Time) string {
	if name != Auto {
		return name
	}
	if calendar == nil {
		c := Bundled()
		calendar = &c
	}
	return calendar.Pick(now)
}
