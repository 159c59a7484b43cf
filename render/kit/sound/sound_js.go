//go:build js

package sound

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

var (
	ctx   *audio.Context
	clips map[string][]byte
	muted = js.Global().Get("localStorage").Call("getItem", "revela.mute").String() == "1"
)

// Unlock creates the audio context and synthesises the effects. Call it
// once the player has touched the page or pressed a key (browsers refuse
// an audio context before a gesture, and say so in the console): before
// it, Play does nothing.
func Unlock() {
	if ctx != nil {
		return
	}
	ctx = audio.NewContext(Rate)
	clips = map[string][]byte{}
	for _, n := range Names() {
		clips[n] = Synth(n)
	}
}

// Play plays effect name (a constant of this package) once; nothing
// before Unlock, while muted, or for an unknown name.
func Play(name string) {
	if ctx == nil || muted {
		return
	}
	if b := clips[name]; b != nil {
		ctx.NewPlayerFromBytes(b).Play()
	}
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
