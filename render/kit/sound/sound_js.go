//go:build js

package sound

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

var (
	ctx     *audio.Context               // Ebitengine's audio context, once unlocked
	players = map[string]*audio.Player{} // one player per effect
	muted   = js.Global().Get("localStorage").Call("getItem", "revela.mute").String() == "1"
)

// Unlock creates Ebitengine's audio context (audio.NewContext(Rate)) and
// one player per effect over its synthesised samples (Stereo: 32-bit
// float, little endian, two channels, what NewPlayerF32 takes). Call it
// once the player has touched the page or pressed a key: browsers refuse
// an audio context before a gesture, and say so in the console, so none
// exists before it and Play does nothing. A browser without Web Audio
// stays silent: the context is not made at all (Ebitengine would stop the
// game with an error).
func Unlock() {
	if ctx != nil {
		return
	}
	if !js.Global().Get("AudioContext").Truthy() && !js.Global().Get("webkitAudioContext").Truthy() {
		return
	}
	ctx = audio.NewContext(Rate)
	for _, n := range Names() {
		players[n] = ctx.NewPlayerF32FromBytes(Stereo(Synth(n)))
	}
}

// Ready tells whether Unlock created the audio context.
func Ready() bool { return ctx != nil }

// Play plays effect name (a constant of this package) once; nothing
// before Unlock, while muted, or for an unknown name. An effect already
// playing starts again from its beginning (its one player is rewound):
// two reveals in quick succession sound as two attacks, not a doubled,
// louder note.
func Play(name string) {
	p, ok := players[name]
	if !ok || muted {
		return
	}
	_ = p.Rewind() // a bytes reader always seeks
	p.Play()
}

// Muted tells whether the player turned the sound off.
func Muted() bool { return muted }

// Toggle turns the sound off or on, remembered in localStorage
// (revela.mute = "1" when off). Turning it off silences the effects
// playing.
func Toggle() {
	muted = !muted
	ls := js.Global().Get("localStorage")
	if muted {
		ls.Call("setItem", "revela.mute", "1")
		for _, p := range players {
			p.Pause()
		}
	} else {
		ls.Call("removeItem", "revela.mute")
	}
}
