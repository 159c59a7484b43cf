package screens

import (
	"slices"
	"strconv"
	"strings"
)

// The progress of an unfinished unit is remembered in the browser, the
// same way for every game: the key "revela.progress.<ticket id>" holds
// the number of steps already released, in decimal, so that a reload
// resumes the unit where the player was; it is the fast path, and the
// server keeps the step too (POST /api/v1/tickets/{id}/progress), so that
// another device resumes at the same step: a unit resumes at the larger
// of the two. Once the unit has ended the key holds "done" until the
// server has been told it was seen, so that a unit whose acknowledgement
// was lost is acknowledged on the next load, not replayed. Storage may be
// unavailable (private mode, disabled, quota): then only the server's
// step is known.

// Storage is a store of strings by key (the browser's localStorage).
// Get reports false when the key is absent or storage is unavailable;
// Keys returns every key held (none when storage is unavailable).
type Storage interface {
	Get(key string) (string, bool)
	Set(key, value string)
	Remove(key string)
	Keys() []string
}

// Progress remembers the steps released of unfinished units. The zero
// Progress remembers nothing.
type Progress struct {
	S Storage
}

// ProgressKey is the storage key of ticket's progress.
func ProgressKey(ticket int64) string {
	return keyPrefix + strconv.FormatInt(ticket, 10)
}

const keyPrefix = "revela.progress."

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

// done is the value of an ended unit not yet acknowledged.
const done = "done"

// Finish remembers that ticket has ended and that the server must still
// be told it was seen.
func (p Progress) Finish(ticket int64) {
	if p.S != nil {
		p.S.Set(ProgressKey(ticket), done)
	}
}

// Finished reports whether ticket ended here and its acknowledgement may
// not have reached the server.
func (p Progress) Finished(ticket int64) bool {
	if p.S == nil {
		return false
	}
	v, ok := p.S.Get(ProgressKey(ticket))
	return ok && v == done
}

// Forget forgets the units that ended here and are not among unseen,
// the whole list of the player's tickets not yet marked seen: their
// acknowledgement reached the server (it may land as the page goes away,
// before the key is cleared).
func (p Progress) Forget(unseen []int64) {
	if p.S == nil {
		return
	}
	for _, k := range p.S.Keys() {
		id, ok := strings.CutPrefix(k, keyPrefix)
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(id, 10, 64)
		if err == nil && p.Finished(n) && !slices.Contains(unseen, n) {
			p.S.Remove(k)
		}
	}
}

// Clear forgets ticket's progress (the server knows it was seen).
func (p Progress) Clear(ticket int64) {
	if p.S != nil {
		p.S.Remove(ProgressKey(ticket))
	}
}
