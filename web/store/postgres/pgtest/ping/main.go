// Command ping says whether the PostgreSQL store's tests ran: it prints
// whether a server answers at the tests' address (pgtest.BaseURL), for
// make test. It always exits 0: under CI=true the tests themselves fail
// when the server does not answer.
package main

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"revela/web/store/postgres/pgtest"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, pgtest.BaseURL())
	if err != nil {
		fmt.Printf("PostgreSQL store tests SKIPPED: no server answers (%v); start one or set REVELA_PG_URL\n", err)
		return
	}
	conn.Close(ctx)
	fmt.Println("PostgreSQL store tests ran (REVELA_PG_URL or the default address)")
}
