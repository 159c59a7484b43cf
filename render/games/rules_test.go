package games

import (
	"errors"
	"testing"

	"revela/core"
)

func TestDecoderGame(t *testing.T) {
	var got []byte
	g := Decoder{ID: "g", Version: "g/1", Decode: func(b []byte) (core.Script, error) {
		got = b
		return nil, errors.New("no")
	}}.Game()
	if g.ID() != "g" || g.Version() != "g/1" {
		t.Fatalf("id %q version %q", g.ID(), g.Version())
	}
	if _, err := g.Decode([]byte("x")); err == nil || string(got) != "x" {
		t.Fatalf("Decode: %v, given %q", err, got)
	}
	if _, err := g.Compose(100, 0, 0, nil); !errors.Is(err, ErrNoComposer) {
		t.Fatalf("Compose: %v", err)
	}
}
