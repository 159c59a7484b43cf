package screens

// PlayerKey is the storage key of the id of the player this browser last
// played as.
const PlayerKey = "revela.player"

// SessionEnded records id as the browser's player and reports whether the
// browser played before as another player whose session has ended: the
// server made this player now (created), and the one remembered differs.
// The lobby then says so, so that a player does not take the new demo
// account for the old one (a session ends unused for --session-idle, or
// by a logout). Without storage it reports false.
func SessionEnded(s Storage, id string, created bool) bool {
	prev, ok := s.Get(PlayerKey)
	if prev != id {
		s.Set(PlayerKey, id)
	}
	return created && ok && prev != "" && prev != id
}
