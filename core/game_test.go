package core

import (
	"errors"
	"testing"

	"revela/core/money"
)

type fake struct{}

func (*fake) Envelope() Envelope             { return Envelope{} }
func (*fake) Validate() (money.Cents, error) { return 0, nil }

// TestAsScript: an error gives a nil Script, not one holding a nil
// pointer (which a caller's s != nil would take for a script).
func TestAsScript(t *testing.T) {
	boom := errors.New("boom")
	if s, err := AsScript[*fake](nil, boom); s != nil || err != boom {
		t.Fatalf("error: %v, %v", s, err)
	}
	f := &fake{}
	if s, err := AsScript(f, nil); s != Script(f) || err != nil {
		t.Fatalf("script: %v, %v", s, err)
	}
}
