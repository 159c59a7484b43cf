package storetest

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"revela/core/money"
	"revela/web/store"
)

// Damage is one way of breaking a store's invariants behind its back: SQL
// run on its database, and words that the error (of that SQL, or of
// Check after it) must hold.
type Damage = struct{ Name, SQL, Want string } // an alias, so that a table of cases is written unkeyed

// Damaged opens a new, empty store and a function that runs SQL on its
// database, both closed when t ends.
type Damaged func(t *testing.T) (store.Store, func(sql string) error)

// FindsDamage runs each case in parallel on a store of its own: two
// players holding 100 € each, 15 units of the suite's 1 € table sold to
// the first and Check holding; then the case's SQL, after which Check
// must fail naming it (or the database refuses the SQL itself, as it
// refuses a unit sold twice).
func FindsDamage(t *testing.T, open Damaged, cases []Damage) {
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			st, exec := open(t)
			tab := Table(t, "crossingo", money.Euros(1))
			p := newPlayer(t, st, money.Euros(100))
			newPlayer(t, st, money.Euros(100))
			for i := range 15 {
				if _, _, err := st.Sell(ctx, store.Sale{Player: p.Key, RequestID: fmt.Sprint(i), Table: tab}); err != nil {
					t.Fatal(err)
				}
			}
			check(t, st)
			err := exec(c.SQL)
			if err == nil {
				err = st.Check(ctx)
			}
			t.Logf("found: %v", err)
			if err == nil || !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("Check after %q: %v", c.SQL, err)
			}
		})
	}
}
