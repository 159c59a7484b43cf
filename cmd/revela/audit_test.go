package main

import (
	"strings"
	"testing"
)

// TestAuditRealism runs the realism audit of CROSSINGO on a small sample
// (2,000 units per class; the classes 300,000 natural draws reach, 0 to
// 10 €, against natural play, 50 € and 100 € against the reference, the
// two rarest not measured at this size): it passes, and its report names
// the classes and the reference's method. At 2,000 units a feature's TV
// between two samples of one law is about 0.01-0.03, more against a
// reference of effective size 600 (docs/realism.md, "Sampling noise"), so
// one of the 119 figures passes 0.05 by chance for some seeds (1 and 3:
// 0.055 and 0.054); the audit's default is 10,000 units.
func TestAuditRealism(t *testing.T) {
	if testing.Short() {
		t.Skip("the audit takes a few seconds")
	}
	code, out, errOut := runArgs(t, "audit", "realism", "--game", "crossingo", "--units", "2000", "--seed", "2", "--draws", "300000")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	for _, want := range []string{
		"realism audit: crossingo at 1 €, 2000 units per class, seed 2, 300000 natural draws, 1200000 reference draws\n",
		"prize class (€)" + strings.Repeat(" ", 11) + "       0        1        2        5       10       50      100 \n",
		"AUC", "TV lines one short@4", "TV EXTRA shown@4", "TV prize made by",
		"class 50 against the reference (", "importance sampling: natural play with a line amount of 10,000 € 20 times as often",
		"class 10000 not measured: ", "\nPASS\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
}

func TestAuditUsage(t *testing.T) {
	for _, args := range [][]string{
		{"audit"},
		{"audit", "fairness", "--game", "crossingo"},
		{"audit", "realism"},
		{"audit", "realism", "--game", "bingo"},
		{"audit", "realism", "--game", "crossingo", "--units", "19"},
		{"audit", "realism", "--game", "crossingo", "--seed", "-1"},
		{"audit", "realism", "--game", "crossingo", "extra"},
		{"audit", "realism", "--game", "crossingo", "--draws", "-5"},
		{"audit", "block", "--block", "1"},
		{"audit", "block", "--url", "http://x", "--db", "x.db", "--block", "1"},
		{"audit", "block", "--url", "http://x"},
		{"audit", "block", "--url", "http://x", "--block", "-2"},
	} {
		if code, _, errOut := runArgs(t, args...); code != 2 || !strings.HasPrefix(errOut, "revela audit: ") {
			t.Errorf("%v: exit %d, %q; want 2 and a usage line", args, code, errOut)
		}
	}
	if code, out, _ := runArgs(t, "help"); code != 0 || !strings.Contains(out, "revela audit realism --game G [--stake S] [--units N] [--seed S] [--draws D] [--ref-draws R]\n") {
		t.Errorf("help: %d %q", code, out)
	}
}
