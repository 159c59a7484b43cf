//go:build js

package api

import (
	"errors"
	"syscall/js"
)

// Fetch is the Transport of the WebAssembly client: the browser's fetch,
// same origin, with the session cookie. It blocks the calling goroutine
// (never Update's) until the response body is read.
func Fetch(method, path string, body []byte) (int, []byte, error) {
	opts := map[string]any{
		"method":      method,
		"credentials": "same-origin",
		"headers":     map[string]any{"Accept": "application/json"},
	}
	// a reply that never comes is a network error after 20 s (a purchase
	// is then retried under its request id)
	if as := js.Global().Get("AbortSignal"); as.Truthy() && as.Get("timeout").Truthy() {
		opts["signal"] = as.Call("timeout", 20000)
	}
	if body != nil {
		opts["body"] = string(body)
		opts["headers"] = map[string]any{"Accept": "application/json", "Content-Type": "application/json"}
	}
	if e := early(method + " " + path); !e.IsUndefined() {
		return earlyAnswer(e)
	}
	resp, err := await(js.Global().Call("fetch", path, opts))
	if err != nil {
		return 0, nil, err
	}
	status := resp.Get("status").Int()
	buf, err := await(resp.Call("arrayBuffer"))
	if err != nil {
		return status, nil, err
	}
	arr := js.Global().Get("Uint8Array").New(buf)
	out := make([]byte, arr.Get("length").Int())
	js.CopyBytesToGo(out, arr)
	return status, out, nil
}

// early takes the call the page started for key ("GET /api/v1/me") while
// the client was compiling (window.revela.early, index.html: each used
// once), or undefined when there is none.
func early(key string) js.Value {
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject || rv.Get("early").Type() != js.TypeObject {
		return js.Undefined()
	}
	m := rv.Get("early")
	e := m.Get(key)
	if !e.IsUndefined() {
		m.Delete(key)
	}
	return e
}

// earlyAnswer is the answer of a call the page started: at once when the
// page has read it (e.v = {status, body}, or e.err), without waiting for
// the browser's event loop (a wait there lasts a frame), else when its
// promise (e.p) settles.
func earlyAnswer(e js.Value) (int, []byte, error) {
	v := e.Get("v")
	if v.IsUndefined() {
		if msg := e.Get("err"); msg.Type() == js.TypeString {
			return 0, nil, errors.New(msg.String())
		}
		var err error
		if v, err = await(e.Get("p")); err != nil {
			return 0, nil, err
		}
	}
	return v.Get("status").Int(), []byte(v.Get("body").String()), nil
}

// DropEarly forgets the calls the page started that were not taken (the
// boot calls it once its calls are done: a later call asks the server
// again rather than take an old answer).
func DropEarly() {
	if rv := js.Global().Get("revela"); rv.Type() == js.TypeObject {
		rv.Delete("early")
	}
}

// await waits for a JavaScript promise.
func await(promise js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	var then, catch js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "fetch failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	promise.Call("then", then, catch)
	r := <-ch
	then.Release()
	catch.Release()
	return r.v, r.err
}
