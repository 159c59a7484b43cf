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
