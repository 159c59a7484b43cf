//go:build js

package render

import "syscall/js"

// localStorage is window.localStorage as a screens.Storage (the progress of
// unfinished units, screens.Progress). Storage may be unavailable (private
// mode, disabled, quota): then nothing is remembered.
type localStorage struct{}

// call calls method on window.localStorage, and reports false when
// storage is unavailable or the call throws.
func (localStorage) call(method string, args ...any) (v js.Value, ok bool) {
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

func (s localStorage) Get(key string) (string, bool) {
	v, ok := s.call("getItem", key)
	if !ok || v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

func (s localStorage) Set(key, value string) { s.call("setItem", key, value) }

func (s localStorage) Remove(key string) { s.call("removeItem", key) }
