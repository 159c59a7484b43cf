package games

import (
	"errors"
	"testing"

	"revela/core"
	"revela/core/crossingo"
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

func TestRules(t *testing.T) {
	g := Rules("crossingo", crossingo.Version, crossingo.Decode)
	if _, err := g.Decode([]byte(`{}`)); err == nil {
		t.Fatal("an empty script decoded")
	}
	if s, err := g.Decode([]byte(`nonsense`)); err == nil || s != nil {
		t.Fatalf("a failed decode returned %v, %v", s, err)
	}
	if g.ID() != "crossingo" || g.Version() != crossingo.Version {
		t.Fatalf("id %q version %q", g.ID(), g.Version())
	}
}
