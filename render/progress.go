//go:build js

package render

import "syscall/js"

// localStorage is window.localStorage as a screens.Storage (the progress of
// unfinished units, screens.Progress). Storage may be unavailable (private
// mode, disabled, quota): then nothing is remembered.
type localStorage struct{}

// use runs f on window.localStorage, and reports false when storage is
// unavailable or f throws.
func (localStorage) use(f func(ls js.Value)) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	ls := js.Global().Get("localStorage")
	if !ls.Truthy() {
		return false
	}
	f(ls)
	return true
}

func (s localStorage) Get(key string) (string, bool) {
	var v js.Value
	if !s.use(func(ls js.Value) { v = ls.Call("getItem", key) }) || v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}

func (s localStorage) Set(key, value string) {
	s.use(func(ls js.Value) { ls.Call("setItem", key, value) })
}

func (s localStorage) Remove(key string) { s.use(func(ls js.Value) { ls.Call("removeItem", key) }) }

func (s localStorage) Keys() []string {
	var keys []string
	if !s.use(func(ls js.Value) {
		for i := range ls.Get("length").Int() {
			if k := ls.Call("key", i); k.Type() == js.TypeString {
				keys = append(keys, k.String())
			}
		}
	}) {
		return nil
	}
	return keys
}
