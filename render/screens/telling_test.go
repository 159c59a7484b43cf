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
