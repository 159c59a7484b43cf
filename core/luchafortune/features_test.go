package luchafortune

import (
	"slices"
	"testing"
)

// TestFeatures reads what a player has seen before the last throw of a
// hand-made unit of 4 throws (5 €): throw 0, a line of character 1
// (1 €) in column 0 whose drops bring a "+1"; throw 1, a K.O whose column
// brings a 2 € coin; throw 2, three poivrons; throw 3 (the last), a 2 €
// coin. Before the last throw: 3 throws, 1 line, 1 coin, 1 K.O, a
// longest cascade of 1 step, 3 € won (class 3: more than 0, 1 and 2 €,
// not more than 5 €), 3 poivrons, 1 extra throw, a first gain at throw 0.
func TestFeatures(t *testing.T) {
	s := sc("5",
		th(t, "1 2 3 4 1  1 4 1 2 3  1 2 3 4 1", "0: 1 + 1"),
		th(t, "1 2 K 4 1  3 4 1 2 3  1 2 3 4 1", "2: 3 $2 3"),
		th(t, "P P 3 4 1  3 4 1 2 3  1 2 3 4 P"),
		th(t, "1 2 3 4 1  3 4 1 2 3  1 2 3 $2 1"))
	want := []int{3, 1, 1, 1, 1, 3, 3, 1, 0}
	if got := Features(s); !slices.Equal(got, want) {
		t.Fatalf("features %v; want %v", got, want)
	}
	// Nothing won before the last throw: no first gain (7).
	quiet := sc("1", th(t, F), th(t, F), th(t, "1 2 3 4 1  3 4 1 2 3  1 2 3 $1 1"))
	if got := Features(quiet); !slices.Equal(got, []int{2, 0, 0, 0, 0, 0, 0, 0, 7}) {
		t.Fatalf("quiet features %v", got)
	}
	// Caps: 7 coins before the last throw count 6; 45 € so far is the
	// top class (6). 45 + 5 = 50 € is no lot: the features of an
	// off-table prize are read all the same.
	rich := sc("50", th(t, "$10 $10 $10 $10 $1 3 $2 $2 2 3  1 2 3 4 1"), th(t, F), th(t, "1 2 3 4 1  3 4 1 2 3  1 2 3 $5 1"))
	if got := Features(rich); !slices.Equal(got, []int{2, 0, 6, 0, 0, 6, 0, 0, 0}) {
		t.Fatalf("rich features %v", got)
	}
	// A script that breaks a rule has none.
	if Features(sc("0", th(t, F))) != nil || Features(nil) != nil {
		t.Fatal("features of an invalid script")
	}
	// A wrong declared prize, even off the table, has none either.
	if Features(sc("51", th(t, "$10 $10 $10 $10 $1 3 $2 $2 2 3  1 2 3 4 1"), th(t, F), th(t, "1 2 3 4 1  3 4 1 2 3  1 2 3 $5 1"))) != nil {
		t.Fatal("features of a script whose prize is wrong")
	}
	if len(FeatureNames()) != len(want) {
		t.Fatal("feature names")
	}
}
