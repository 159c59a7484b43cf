package store

import (
	"time"
	_ "time/tzdata" // Europe/Paris loads on a machine without /usr/share/zoneinfo
)

// Period is one of the periods a player's limits count over (issue 32):
// the calendar day, the ISO week (Monday to Sunday) and the calendar
// month, in the operator's time zone.
type Period int

// The periods, in the order of Periods' arrays.
const (
	Day Period = iota
	Week
	Month
	NumPeriods
)

var periodNames = [NumPeriods]string{"day", "week", "month"}

// String is the period's name on the wire: "day", "week" or "month".
func (p Period) String() string { return periodNames[p] }

// Periods are the current day, ISO week and month at one instant, Now,
// each from its Start (included) to its End (excluded), as instants.
type Periods struct {
	Now        time.Time
	Start, End [NumPeriods]time.Time
}

// PeriodsAt returns the periods that hold now in zone (UTC when nil): a
// day from midnight to midnight (23 or 25 hours across a change of
// daylight saving time), an ISO week from Monday's midnight, a month from
// its first day's midnight.
func PeriodsAt(now time.Time, zone *time.Location) Periods {
	if zone == nil {
		zone = time.UTC
	}
	l := now.In(zone)
	y, m, d := l.Date()
	back := (int(l.Weekday()) + 6) % 7 // days since Monday
	return Periods{
		Now: now,
		Start: [NumPeriods]time.Time{
			time.Date(y, m, d, 0, 0, 0, 0, zone),
			time.Date(y, m, d-back, 0, 0, 0, 0, zone),
			time.Date(y, m, 1, 0, 0, 0, 0, zone),
		},
		End: [NumPeriods]time.Time{
			time.Date(y, m, d+1, 0, 0, 0, 0, zone),
			time.Date(y, m, d-back+7, 0, 0, 0, 0, zone),
			time.Date(y, m+1, 1, 0, 0, 0, 0, zone),
		},
	}
}
