package screens

// MostTelling is the sound of the events one tick applied: the name
// that rank gives the highest rank among es (rank > 0), "" for none; a
// tie keeps the first. A game's board plays it (render/kit/sound): a
// line over the marks that completed it, say (docs/adding-a-game.md,
// "Sound").
func MostTelling[E any](es []E, rank func(E) (string, int)) string {
	best, top := "", 0
	for _, e := range es {
		if name, r := rank(e); r > top {
			best, top = name, r
		}
	}
	return best
}

// Heard is what a timeline has given its sound of its play's events
// (Timeline.Sound): each event applied since the last tick sounds once,
// and those a resume fast-forwarded before the first tick stay silent.
type Heard struct {
	n       int
	started bool
}

// Since returns the events to sound now, es[from:to], given next, the
// index of the next event the play applies (Clock.Next).
func (h *Heard) Since(next int) (from, to int) {
	if !h.started {
		h.started, h.n = true, next
	}
	from, h.n = h.n, max(h.n, next)
	return from, h.n
}
