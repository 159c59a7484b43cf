package postgres_test

import (
	"testing"

	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/storetest"
)

// TestLimitProcesses: 50 purchases at once against a stake limit of 20 €
// a day, through three stores on one database as three processes, each
// sale on the next one: exactly 20 sold, 30 refused by the limit, none
// over it (the check and the counters are in each sale's own statement,
// on the player's row).
func TestLimitProcesses(t *testing.T) {
	url := schema(t)
	opt := postgres.Options{Lease: 4, Logger: quiet}
	procs := []store.Store{open(t, url, opt), open(t, url, opt), open(t, url, opt)}
	storetest.ConcurrentAtLimit(t, func(i int) store.Store { return procs[i%len(procs)] })
	checkStore(t, procs[0])
}
