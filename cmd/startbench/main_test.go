package main

import "testing"

// TestPairs: four loads of each page, worked by hand: the client faster
// in the first pair only; the ratios 0.5, 1.5, 1 and 2, whose middle half
// runs from 1 to 1.5.
func TestPairs(t *testing.T) {
	got := pairs("the client", []float64{10, 30, 20, 40}, []float64{20, 20, 20, 20})
	want := "the client faster in 1 of 4 pairs, the pairs' ratios 1.00 to 1.50 × in their middle half"
	if got != want {
		t.Errorf("pairs = %q; want %q", got, want)
	}
	if got := pairs("the client", nil, nil); got != "no pairs" {
		t.Errorf("pairs of no loads = %q; want \"no pairs\"", got)
	}
}
