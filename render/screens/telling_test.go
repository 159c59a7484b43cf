package screens

import "testing"

// The highest rank wins, the first of a tie, nothing under rank 1.
func TestMostTelling(t *testing.T) {
	rank := func(s string) (string, int) { return s, len(s) }
	for _, c := range []struct {
		es   []string
		want string
	}{
		{nil, ""}, {[]string{""}, ""}, {[]string{"a", "ccc", "bb"}, "ccc"}, {[]string{"bb", "cc", "a"}, "bb"},
	} {
		if got := MostTelling(c.es, rank); got != c.want {
			t.Errorf("MostTelling(%q) = %q, want %q", c.es, got, c.want)
		}
	}
}

// TestHeard: two events a resume applied before the first tick are
// silent; then the three applied over the next two ticks sound once
// each, and a tick that applied none sounds nothing.
func TestHeard(t *testing.T) {
	var h Heard
	for _, c := range []struct{ next, from, to int }{{2, 2, 2}, {4, 2, 4}, {4, 4, 4}, {5, 4, 5}} {
		if from, to := h.Since(c.next); from != c.from || to != c.to {
			t.Fatalf("Since(%d) = %d, %d; want %d, %d", c.next, from, to, c.from, c.to)
		}
	}
}
