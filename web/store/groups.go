package store

// Groups reads ch until it is closed and calls run with each group of
// the values waiting in it: the first one read, then those already
// queued, at most max in all (max ≥ 1). It is the loop of a group commit
// (the SQLite store's writer, the PostgreSQL store's committers): the
// group is as large as the values that queued while the last one ran.
// run must not keep the slice, which is reused.
func Groups[T any](ch <-chan T, max int, run func([]T)) {
	group := make([]T, 0, max)
	for first := range ch {
		group = append(group[:0], first)
	fill:
		for len(group) < max {
			select {
			case v, ok := <-ch:
				if !ok {
					break fill
				}
				group = append(group, v)
			default:
				break fill
			}
		}
		run(group)
	}
}
