package store_test

import (
	"fmt"
	"testing"

	"revela/web/store"
)

// TestGroups: seven values queued and the channel closed, in groups of at
// most 3: [1 2 3] [4 5 6] [7]; every value once, in order, and Groups
// returns once the channel is closed and read.
func TestGroups(t *testing.T) {
	ch := make(chan int, 7)
	for i := 1; i <= 7; i++ {
		ch <- i
	}
	close(ch)
	var got []string
	store.Groups(ch, 3, func(g []int) { got = append(got, fmt.Sprint(g)) })
	if fmt.Sprint(got) != "[[1 2 3] [4 5 6] [7]]" {
		t.Fatalf("groups %v; want [[1 2 3] [4 5 6] [7]]", got)
	}
}

// TestGroupsTakeWhatWaits: a value sent after a group has started waits
// for the next group: a group holds only what was queued when it formed.
func TestGroupsTakeWhatWaits(t *testing.T) {
	ch := make(chan int, 4)
	ch <- 1
	ch <- 2
	var got []string
	store.Groups(ch, 8, func(g []int) {
		got = append(got, fmt.Sprint(g))
		if g[0] == 1 {
			ch <- 3
			ch <- 4
			close(ch)
		}
	})
	if fmt.Sprint(got) != "[[1 2] [3 4]]" {
		t.Fatalf("groups %v; want [[1 2] [3 4]]", got)
	}
}
