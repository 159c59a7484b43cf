package games

import "strconv"

// The progress of an unfinished unit is remembered in the browser only,
// the same way for every game: the key "revela.progress.<ticket id>"
// holds the number of steps already released, in decimal, so that a
// reload resumes the unit where the player was. Storage may be
// unavailable (private mode, disabled, quota): then nothing is remembered
// and a resumed unit starts from its first step.

// Storage is a store of strings by key (the browser's localStorage).
// Get reports false when the key is absent or storage is unavailable.
type Storage interface {
	Get(key string) (string, bool)
	Set(key, value string)
	Remove(key string)
}

// Progress remembers the steps released of unfinished units. The zero
// Progress remembers nothing.
type Progress struct {
	S Storage
}

// ProgressKey is the storage key of ticket's progress.
func ProgressKey(ticket int64) string {
	return "revela.progress." + strconv.FormatInt(ticket, 10)
}

// Save remembers that the first k steps of ticket were released.
func (p Progress) Save(ticket int64, k int) {
	if p.S != nil {
		p.S.Set(ProgressKey(ticket), strconv.Itoa(k))
	}
}

// Load returns the steps remembered for ticket: 0 when none, or when
// what is stored is not a non-negative decimal.
func (p Progress) Load(ticket int64) int {
	if p.S == nil {
		return 0
	}
	v, ok := p.S.Get(ProgressKey(ticket))
	if !ok {
		return 0
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 0 {
		return 0
	}
	return k
}

// Clear forgets ticket's progress (the unit has ended).
func (p Progress) Clear(ticket int64) {
	if p.S != nil {
		p.S.Remove(ProgressKey(ticket))
	}
}
