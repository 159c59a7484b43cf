package store_test

import (
	"encoding/json"
	"strings"
	"testing"

	"revela/core"
	"revela/core/block"
	"revela/core/crossingo"
	"revela/core/money"
	"revela/web/internal/webtest"
	"revela/web/store"
)

// TestComposeRefusesFaultyScripts: each fault of a composer is refused by
// the last check before selling, with no script returned, for a winning
// and a losing unit; without a fault the same units compose.
func TestComposeRefusesFaultyScripts(t *testing.T) {
	tab, err := webtest.SmallTables(20)("crossingo", money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	b := block.FromSeed(tab, 5)
	win, lose := -1, -1
	for pos := range b.Units {
		if b.Prize(pos) > 0 && win < 0 {
			win = pos
		}
		if b.Prize(pos) == 0 && lose < 0 {
			lose = pos
		}
	}
	for _, pos := range []int{win, lose} {
		data, err := store.ComposeWith(webtest.Faulty(crossingo.Game, ""), b, pos)
		if err != nil {
			t.Fatalf("unit %d without a fault: %v", pos, err)
		}
		var env core.Envelope
		if err := json.Unmarshal(data, &env); err != nil || env.Prize != b.Prize(pos) || env.Game != "crossingo" {
			t.Fatalf("unit %d: envelope %+v, %v", pos, env, err)
		}
		for fault, says := range webtest.Faults {
			data, err := store.ComposeWith(webtest.Faulty(crossingo.Game, fault), b, pos)
			if err == nil || data != nil || !strings.Contains(err.Error(), says) {
				t.Errorf("unit %d, %s: ComposeWith = %d bytes, %v; want an error saying %q", pos, fault, len(data), err, says)
			}
		}
	}
	// Compose finds the rules core in the registry; an unknown game fails.
	if data, err := store.Compose(b, win); err != nil || len(data) == 0 {
		t.Fatalf("Compose: %v", err)
	}
	other := *tab
	other.Game = "bingo"
	if _, err := store.Compose(&block.Block{Table: &other, Units: b.Units, Secret: b.Secret}, win); err == nil {
		t.Fatal("Compose of an unknown game succeeded")
	}
}
