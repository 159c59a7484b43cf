package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestServePostgresUnreachable: a --db postgres:// URL selects the
// PostgreSQL store; a server that does not answer fails the start.
func TestServePostgresUnreachable(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"serve", "--addr", "127.0.0.1:0", "--db", "postgres://u@127.0.0.1:1/revela?connect_timeout=2"}, &out, &errb)
	if code == 0 || !strings.Contains(errb.String(), "postgres") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}

func TestServeBadFlags(t *testing.T) {
	for _, c := range []argsWant{
		{[]string{"--player-rate", "-1"}, "--player-rate -1"},
		{[]string{"--sale-rate", "-0.5"}, "--sale-rate -0.5"},
		{[]string{"--sale-rate", "NaN"}, "--sale-rate NaN"},
		{[]string{"--player-burst", "0"}, "--player-burst 0"},
		{[]string{"--sale-burst", "-3"}, "--sale-burst -3"},
		{[]string{"--address-sale-rate", "-1"}, "--address-sale-rate -1"},
		{[]string{"--address-sale-burst", "0"}, "--address-sale-burst 0"},
		{[]string{"--session-idle", "0s"}, "--session-idle"},
		{[]string{"--session-max-age", "500ms"}, "--session-max-age"},
		{[]string{"--secure-cookie=maybe"}, "secure-cookie"},
		{[]string{"--tz", "Mars/Olympus"}, "--tz Mars/Olympus"},
		{[]string{"--limits-cooling", "0s"}, "--limits-cooling"},
		{[]string{"--session-minutes", "1441"}, "--session-minutes 1441"},
	} {
		code, _, errOut := runArgs(t, append([]string{"serve", "--addr", "127.0.0.1:0"}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut)
		}
	}
}

func TestServeLimits(t *testing.T) {
	l, err := serveLimits(1, 30, 0, 20, 30, 60)
	if err != nil || l.Players != 1 || l.PlayerBurst != 30 || l.Sales != 0 || l.SaleBurst != 20 || l.AddressSales != 30 || l.AddressSaleBurst != 60 {
		t.Fatalf("%+v %v", l, err)
	}
}
