//go:build linux

package cputime

import "testing"

// TestUsed: work done in the process shows in the CPU time it has used.
func TestUsed(t *testing.T) {
	before := Used()
	if before <= 0 {
		t.Fatalf("Used() = %v before any work", before)
	}
	x := uint64(1)
	for Used()-before <= 0 {
		for i := 0; i < 1e6; i++ {
			x = x*6364136223846793005 + 1442695040888963407
		}
	}
	if x == 0 {
		t.Log(x)
	}
}
