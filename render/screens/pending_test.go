package screens

import (
	"errors"
	"testing"
	"time"

	"revela/render/api"
)

func TestPendingRetriesUnderOneID(t *testing.T) {
	m := memStorage{}
	p := &Pending{S: m}
	if _, ok := p.Current(); ok {
		t.Fatal("a purchase in flight before any press")
	}
	if _, ok := p.Begin("test-game", 200, "id-1"); !ok {
		t.Fatal("the first press did not begin a purchase")
	}
	if got, ok := p.Begin("test-game", 500, "id-2"); ok || got.RequestID != "id-1" || got.Stake != 200 {
		t.Fatalf("second press while pending = %+v, %v; want the first one kept", got, ok)
	}
	if m[PendingKey] != `{"game":"test-game","stake":"2","request_id":"id-1"}` {
		t.Fatalf("stored %q", m[PendingKey])
	}
	fails := []struct {
		err  error
		wait time.Duration
	}{
		{&api.Error{Message: "fetch failed"}, 500 * time.Millisecond},
		{&api.Error{Status: 502}, time.Second},
		{&api.Error{Status: 503, Code: "unavailable"}, 2 * time.Second},
		{errors.New("timeout"), 4 * time.Second},
		{&api.Error{Status: 500}, 8 * time.Second},
		{&api.Error{Status: 500}, 8 * time.Second},
	}
	for i, f := range fails {
		retry, wait := p.Answered("id-1", f.err)
		if !retry || wait != f.wait {
			t.Fatalf("failure %d (%v): retry %v after %v; want true after %v", i, f.err, retry, wait, f.wait)
		}
		if got, ok := p.Current(); !ok || got.RequestID != "id-1" {
			t.Fatalf("failure %d: in flight %+v, %v; want id-1", i, got, ok)
		}
	}
	// a reload: a new Pending on the same storage resumes the same id
	q := &Pending{S: m}
	if got, ok := q.Current(); !ok || got != (Purchase{"test-game", 200, "id-1"}) {
		t.Fatalf("after a reload %+v, %v", got, ok)
	}
	if _, ok := q.Begin("test-game", 100, "id-3"); ok {
		t.Fatal("a press after a reload began a second purchase while one is pending")
	}
	if retry, _ := q.Answered("id-9", nil); retry {
		t.Fatal("an answer to another id retried")
	}
	if _, ok := q.Current(); !ok {
		t.Fatal("an answer to another id ended the purchase")
	}
	if retry, _ := q.Answered("id-1", nil); retry {
		t.Fatal("a ticket retried")
	}
	if _, ok := q.Current(); ok {
		t.Fatal("the purchase still in flight after its ticket")
	}
	if _, ok := m[PendingKey]; ok {
		t.Fatal("the purchase still stored after its ticket")
	}
	if got, ok := q.Begin("test-game", 100, "id-4"); !ok || got.RequestID != "id-4" {
		t.Fatalf("the next press = %+v, %v", got, ok)
	}
}

func TestPendingClearedOn4xx(t *testing.T) {
	for _, status := range []int{400, 402, 404, 409} {
		m := memStorage{}
		p := &Pending{S: m}
		p.Begin("test-game", 100, "a")
		if retry, _ := p.Answered("a", &api.Error{Status: status}); retry {
			t.Errorf("%d retried", status)
		}
		if _, ok := p.Current(); ok || len(m) != 0 {
			t.Errorf("%d: still pending (storage %v)", status, m)
		}
	}
}

func TestPendingBadStorage(t *testing.T) {
	for _, v := range []string{"", "{", `{"game":"test-game","stake":"0","request_id":"a"}`, `{"game":"","stake":"1","request_id":"a"}`, `{"game":"test-game","stake":"1"}`, `{"game":"test-game","stake":"x","request_id":"a"}`} {
		m := memStorage{PendingKey: v}
		if got, ok := (&Pending{S: m}).Current(); ok {
			t.Errorf("%q read as %+v", v, got)
		}
		if _, ok := m[PendingKey]; ok {
			t.Errorf("%q left in storage", v)
		}
	}
	var p Pending // no storage: kept in memory only
	p.Begin("test-game", 100, "a")
	if got, ok := p.Current(); !ok || got.RequestID != "a" {
		t.Fatalf("in memory %+v, %v", got, ok)
	}
}

func TestBackoff(t *testing.T) {
	want := []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 8 * time.Second}
	for i, w := range want {
		if got := Backoff(i + 1); got != w {
			t.Errorf("Backoff(%d) = %v, want %v", i+1, got, w)
		}
	}
	if got := Backoff(1000); got != 8*time.Second {
		t.Errorf("Backoff(1000) = %v", got)
	}
}
