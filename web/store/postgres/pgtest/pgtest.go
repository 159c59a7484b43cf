// Package pgtest gives tests a PostgreSQL schema of their own, dropped
// after the test. The server is found at $REVELA_PG_URL, by default
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable; when none
// answers the test is skipped, saying so, unless CI=true, where it fails.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// DefaultURL is the server the tests use when REVELA_PG_URL is not set.
const DefaultURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// BaseURL returns the server's URL: $REVELA_PG_URL or DefaultURL.
func BaseURL() string {
	if u := os.Getenv("REVELA_PG_URL"); u != "" {
		return u
	}
	return DefaultURL
}

// Schema creates a new schema and returns the URL of the server with
// that schema as its search path. The schema is dropped, with all it
// holds, when the test ends.
func Schema(t testing.TB) string {
	t.Helper()
	base := BaseURL()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("PostgreSQL at %s: %v (CI=true: the PostgreSQL tests must run)", base, err)
		}
		t.Skipf("SKIPPED: no PostgreSQL at %s (%v); set REVELA_PG_URL to run the PostgreSQL tests", base, err)
	}
	defer conn.Close(ctx)
	var b [6]byte
	rand.Read(b[:])
	name := "revela_test_" + hex.EncodeToString(b[:])
	if _, err := conn.Exec(ctx, `CREATE SCHEMA `+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, base)
		if err != nil {
			t.Errorf("dropping schema %s: %v", name, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `DROP SCHEMA `+name+` CASCADE`); err != nil {
			t.Errorf("dropping schema %s: %v", name, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String()
}
