package store

import (
	"testing"
	"time"
)

func paris(t *testing.T) *time.Location {
	t.Helper()
	z, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Fatal(err)
	}
	return z
}

func utc(s string) time.Time {
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return at
}

// TestPeriodsAt: each period's start and end worked by hand, in UTC, for
// instants in Europe/Paris (UTC+1 in winter, UTC+2 in summer; in 2026
// summer time starts on Sunday 29 March at 02:00 and ends on Sunday 25
// October at 03:00).
func TestPeriodsAt(t *testing.T) {
	z := paris(t)
	for _, tc := range []struct {
		name, at string
		p        Period
		start    string
		end      string
	}{
		// A day's last second, then the next day's first.
		{"day's last second", "2026-03-10T22:59:59Z", Day, "2026-03-09T23:00:00Z", "2026-03-10T23:00:00Z"},
		{"next day's first second", "2026-03-10T23:00:00Z", Day, "2026-03-10T23:00:00Z", "2026-03-11T23:00:00Z"},
		// Tuesday 10 March 2026: the week from Monday 9.
		{"week of a Tuesday", "2026-03-10T12:00:00Z", Week, "2026-03-08T23:00:00Z", "2026-03-15T23:00:00Z"},
		{"Sunday's last second", "2026-03-15T22:59:59Z", Week, "2026-03-08T23:00:00Z", "2026-03-15T23:00:00Z"},
		{"a new ISO week on Monday", "2026-03-15T23:00:00Z", Week, "2026-03-15T23:00:00Z", "2026-03-22T23:00:00Z"},
		// Thursday 1 January 2026 is in the ISO week of Monday 29 December 2025.
		{"ISO week across the year", "2026-01-01T10:00:00Z", Week, "2025-12-28T23:00:00Z", "2026-01-04T23:00:00Z"},
		// Months of 28, 29, 30 and 31 days.
		{"February 2026, 28 days", "2026-02-15T12:00:00Z", Month, "2026-01-31T23:00:00Z", "2026-02-28T23:00:00Z"},
		{"February 2028, 29 days", "2028-02-29T22:59:59Z", Month, "2028-01-31T23:00:00Z", "2028-02-29T23:00:00Z"},
		{"April 2026, 30 days", "2026-04-30T21:59:59Z", Month, "2026-03-31T22:00:00Z", "2026-04-30T22:00:00Z"},
		{"January 2026, 31 days", "2026-01-31T22:59:59Z", Month, "2025-12-31T23:00:00Z", "2026-01-31T23:00:00Z"},
		{"1 February's first second", "2026-01-31T23:00:00Z", Month, "2026-01-31T23:00:00Z", "2026-02-28T23:00:00Z"},
		// The changes of daylight saving time: days of 23 and 25 hours.
		{"29 March 2026, 23 hours", "2026-03-29T01:30:00Z", Day, "2026-03-28T23:00:00Z", "2026-03-29T22:00:00Z"},
		{"29 March's last second", "2026-03-29T21:59:59Z", Day, "2026-03-28T23:00:00Z", "2026-03-29T22:00:00Z"},
		{"25 October 2026, 25 hours", "2026-10-25T01:30:00Z", Day, "2026-10-24T22:00:00Z", "2026-10-25T23:00:00Z"},
		{"the week of 29 March, 167 hours", "2026-03-25T12:00:00Z", Week, "2026-03-22T23:00:00Z", "2026-03-29T22:00:00Z"},
		{"March 2026, 743 hours", "2026-03-31T21:59:59Z", Month, "2026-02-28T23:00:00Z", "2026-03-31T22:00:00Z"},
	} {
		ps := PeriodsAt(utc(tc.at), z)
		if got := ps.Start[tc.p].UTC().Format(time.RFC3339); got != tc.start {
			t.Errorf("%s: %s starts %s, want %s", tc.name, tc.p, got, tc.start)
		}
		if got := ps.End[tc.p].UTC().Format(time.RFC3339); got != tc.end {
			t.Errorf("%s: %s ends %s, want %s", tc.name, tc.p, got, tc.end)
		}
	}
}

// TestPeriodsAtUTC: without a zone, the periods are UTC's.
func TestPeriodsAtUTC(t *testing.T) {
	ps := PeriodsAt(utc("2026-03-29T01:30:00Z"), nil)
	want := [NumPeriods][2]string{
		{"2026-03-29T00:00:00Z", "2026-03-30T00:00:00Z"},
		{"2026-03-23T00:00:00Z", "2026-03-30T00:00:00Z"},
		{"2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"},
	}
	for p := range NumPeriods {
		if got := [2]string{ps.Start[p].Format(time.RFC3339), ps.End[p].Format(time.RFC3339)}; got != want[p] {
			t.Errorf("%s: %v, want %v", p, got, want[p])
		}
	}
}
