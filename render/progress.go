//go:build js

package render

import (
	"strconv"
	"syscall/js"
)

// The progress of an unfinished unit is remembered in the browser only:
// localStorage["revela.progress.<ticketID>"] holds the number of GO clicks
// already released, so that a reload resumes the unit where the player
// was. Storage may be unavailable (private mode, disabled, quota): then
// nothing is remembered and a resumed unit starts from its first click.

func progressKey(ticket int64) string {
	return "revela.progress." + strconv.FormatInt(ticket, 10)
}

// storage calls method on window.localStorage, and reports false when
// storage is unavailable or the call throws.
func storage(method string, args ...any) (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return js.Undefined(), false
	}
	return ls.Call(method, args...), true
}

// saveProgress remembers that the first k clicks of ticket were released.
func saveProgress(ticket int64, k int) {
	storage("setItem", progressKey(ticket), strconv.Itoa(k))
}

// loadProgress returns the clicks remembered for ticket (0 if none).
func loadProgress(ticket int64) int {
	v, ok := storage("getItem", progressKey(ticket))
	if !ok || v.Type() != js.TypeString {
		return 0
	}
	k, err := strconv.Atoi(v.String())
	if err != nil || k < 0 {
		return 0
	}
	return k
}

// clearProgress forgets ticket's progress once the unit has ended.
func clearProgress(ticket int64) {
	storage("removeItem", progressKey(ticket))
}
