package web

import (
	"net/http/httptest"
	"testing"
	"time"
)

// TestLimitersBounded: the map of limiters never holds more than its
// bound; newcomers beyond it share one bucket; an entry idle for as long
// as its bucket takes to fill (burst/rate: 4 s here) is evicted, and a
// busy one is kept with its tokens spent.
func TestLimitersBounded(t *testing.T) {
	l := newLimiters[string](0.5, 2, 3) // 2 events, then one per 2 s
	t0 := time.Unix(1_000_000, 0)
	for _, k := range []string{"a", "b", "c"} {
		if d := l.take(k, t0); d != 0 {
			t.Fatalf("%s: first event refused for %s", k, d)
		}
	}
	if n := l.len(); n != 3 {
		t.Fatalf("%d keys", n)
	}
	// The map is full: d and e share the overflow bucket (2 events).
	if l.take("d", t0) != 0 || l.take("e", t0) != 0 {
		t.Fatal("the overflow bucket refused its first two events")
	}
	if d := l.take("f", t0); d != 2*time.Second {
		t.Fatalf("third event of the overflow bucket: wait %s, want 2s", d)
	}
	if n := l.len(); n != 3 {
		t.Fatalf("%d keys past the bound", n)
	}
	// a stays busy; b and c go idle.
	if d := l.take("a", t0.Add(time.Second)); d != 0 {
		t.Fatalf("a's second event: %s", d)
	}
	if d := l.take("a", t0.Add(time.Second)); d != time.Second {
		t.Fatalf("a's third event: wait %s, want 1s", d)
	}
	t1 := t0.Add(4 * time.Second)
	if d := l.take("g", t1); d != 0 { // sweeps b and c, then g gets its own entry
		t.Fatalf("g after the sweep: %s", d)
	}
	if _, ok := l.m["b"]; ok {
		t.Fatal("idle entry b kept")
	}
	if _, ok := l.m["a"]; !ok {
		t.Fatal("busy entry a evicted")
	}
	if _, ok := l.m["g"]; !ok || l.len() != 2 {
		t.Fatalf("keys %v", l.m)
	}
	// A periodic sweep empties the map once all are idle.
	l.take("a", t1.Add(sweepEvery))
	if n := l.len(); n != 1 {
		t.Fatalf("%d keys after the periodic sweep, want a alone", n)
	}
	if newLimiters[int64](0, 5, 10) != nil {
		t.Fatal("rate 0 is no limit")
	}
	var off *limiters[int64]
	if off.take(1, t0) != 0 {
		t.Fatal("no limit refused")
	}
}

func TestClientKey(t *testing.T) {
	for _, c := range []struct{ remote, want string }{
		{"192.0.2.7:5000", "192.0.2.7"},
		{"[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"},
		{"[2001:db8:1:2:ffff::1]:443", "2001:db8:1:2::/64"},
		{"[::ffff:192.0.2.7]:80", "192.0.2.7"},
		{"pipe", "pipe"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		if got := clientKey(r); got != c.want {
			t.Errorf("%s: %s, want %s", c.remote, got, c.want)
		}
	}
}
