//go:build js

package sound

import (
	"math"
	"syscall/js"
)

var (
	ctx   js.Value                // the page's AudioContext, once unlocked
	clips = map[string]js.Value{} // an AudioBuffer per effect
	muted = js.Global().Get("localStorage").Call("getItem", "revela.mute").String() == "1"
)

// Unlock creates the audio context and the effects' buffers. Call it
// once the player has touched the page or pressed a key (browsers refuse
// an audio context before a gesture, and say so in the console): before
// it, Play does nothing. A browser without Web Audio stays silent.
func Unlock() {
	if ctx.Truthy() {
		return
	}
	ac := js.Global().Get("AudioContext")
	if !ac.Truthy() {
		return
	}
	ctx = ac.New()
	for _, n := range Names() {
		pcm := Synth(n)
		buf := ctx.Call("createBuffer", 1, len(pcm), Rate)
		ch := buf.Call("getChannelData", 0)
		b := make([]byte, 4*len(pcm))
		for i, v := range pcm {
			u := math.Float32bits(v)
			b[4*i], b[4*i+1], b[4*i+2], b[4*i+3] = byte(u), byte(u>>8), byte(u>>16), byte(u>>24)
		}
		js.CopyBytesToJS(js.Global().Get("Uint8Array").New(ch.Get("buffer"), ch.Get("byteOffset"), ch.Get("byteLength")), b)
		clips[n] = buf
	}
}

// Ready tells whether Unlock created the audio context.
func Ready() bool { return ctx.Truthy() }

// Play plays effect name (a constant of this package) once; nothing
// before Unlock, while muted, or for an unknown name.
func Play(name string) {
	buf, ok := clips[name]
	if !ok || muted {
		return
	}
	if ctx.Get("state").String() == "suspended" {
		ctx.Call("resume")
	}
	src := ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	src.Call("connect", ctx.Get("destination"))
	src.Call("start")
}

// Muted tells whether the player turned the sound off.
func Muted() bool { return muted }

// Toggle turns the sound off or on, remembered in localStorage
// (revela.mute = "1" when off).
func Toggle() {
	muted = !muted
	ls := js.Global().Get("localStorage")
	if muted {
		ls.Call("setItem", "revela.mute", "1")
	} else {
		ls.Call("removeItem", "revela.mute")
	}
}
