package webtest

import (
	"encoding/json"
	"errors"
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// Faulty is a rules core (CROSSINGO's, say) with one fault in the scripts it
// composes: the last check before selling (store.Compose) must refuse
// every one of them.
type Faulty struct {
	core.Game
	Fault string // "" for none
}

// faultyScript is a composed script with a fault.
type faultyScript struct {
	core.Script
	fault string
}

// MarshalJSON writes the composed script, or fails.
func (s *faultyScript) MarshalJSON() ([]byte, error) {
	if s.fault == "cannot be encoded" {
		return nil, errors.New("json: unsupported value")
	}
	return json.Marshal(s.Script)
}

func (s *faultyScript) Envelope() core.Envelope {
	e := s.Script.Envelope()
	switch s.fault {
	case "envelope game":
		e.Game = "sudoku"
	case "envelope stake":
		e.Stake += 100
	case "envelope prize":
		e.Prize += 100
	case "envelope version":
		e.Version = "crossingo/0"
	}
	return e
}

func (s *faultyScript) Validate() (money.Cents, error) {
	p, err := s.Script.Validate()
	switch s.fault {
	case "invalid":
		return 0, errors.New("C-5: a swapper breaks a completed line")
	case "derives another prize":
		return p + 100, nil
	}
	return p, err
}

func (f Faulty) Compose(stake, prize money.Cents, mode core.Mode, rng *rand.Rand) (core.Script, error) {
	if f.Fault == "compose error" {
		return nil, errors.New("no script for this prize")
	}
	s, err := f.Game.Compose(stake, prize, mode, rng)
	if err != nil {
		return nil, err
	}
	return &faultyScript{Script: s, fault: f.Fault}, nil
}

// Faults are the faults Faulty can inject, with what the refusal says.
var Faults = map[string]string{
	"compose error":         "no script for this prize",
	"invalid":               "composed script is invalid: C-5",
	"derives another prize": "composed script derives",
	"envelope game":         "envelope",
	"envelope stake":        "envelope",
	"envelope prize":        "envelope",
	"envelope version":      "envelope",
	"cannot be encoded":     "unsupported value",
}
