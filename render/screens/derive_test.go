package screens

import (
	"errors"
	"testing"

	"revela/core"
	"revela/core/money"
)

type scriptA struct{ n int }

func (scriptA) Envelope() core.Envelope        { return core.Envelope{} }
func (scriptA) Validate() (money.Cents, error) { return 0, nil }

type scriptB struct{}

func (scriptB) Envelope() core.Envelope        { return core.Envelope{} }
func (scriptB) Validate() (money.Cents, error) { return 0, nil }

func TestDerive(t *testing.T) {
	double := func(s scriptA) (int, error) {
		if s.n < 0 {
			return 0, errors.New("D-0: negative")
		}
		return 2 * s.n, nil
	}
	if got, err := Derive(scriptA{21}, double); err != nil || got != 42 {
		t.Fatalf("Derive = %d, %v", got, err)
	}
	if _, err := Derive(scriptA{-1}, double); err == nil || err.Error() != "D-0: negative" {
		t.Fatalf("a refused script: %v", err)
	}
	if _, err := Derive(scriptB{}, double); err == nil || err.Error() != "a script of type screens.scriptB, not screens.scriptA" {
		t.Fatalf("another game's script: %v", err)
	}
}

// TestChecked: the script comes back as the game's own type beside its
// transcript.
func TestChecked(t *testing.T) {
	double := func(s scriptA) (int, error) { return 2 * s.n, nil }
	if s, got, err := Checked(scriptA{4}, double); err != nil || got != 8 || s.n != 4 {
		t.Fatalf("Checked = %v, %d, %v", s, got, err)
	}
	if _, _, err := Checked(scriptB{}, double); err == nil {
		t.Fatal("another game's script was accepted")
	}
}
