package load

import (
	"context"
	"os"
	"testing"
	"time"
)

// TestRaw: the raw ceiling commits whole batches for the time asked,
// leaves nothing in its folder, and refuses a batch under 1.
func TestRaw(t *testing.T) {
	dir := t.TempDir()
	r, err := Raw(context.Background(), dir, 4, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r.Sales < 4 || r.Sales%4 != 0 || r.Batch != 4 || r.Elapsed < 50*time.Millisecond {
		t.Errorf("%+v: want whole batches of 4 over at least 50ms", r)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left in its folder: %v", left)
	}
	if _, err := Raw(context.Background(), dir, 0, time.Millisecond); err == nil {
		t.Error("batch 0: no error")
	}
}
