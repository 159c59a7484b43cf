package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestServePostgresNotBuilt(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"serve", "--db", "postgres://u@localhost/revela"}, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "PostgreSQL store is not built yet") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}
