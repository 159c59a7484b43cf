package webtest

import (
	"encoding/json"
	"errors"
	"math/rand/v2"

	"revela/core"
	"revela/core/money"
)

// Faulty returns the rules core g (any game's) with fault (one of
// Faults, "" for none) in the scripts it composes: the last check before
// selling (store.Compose) must refuse every one of them.
func Faulty(g *core.Game, fault string) *core.Game {
	f := *g
	f.Compose = func(stake, prize money.Cents, v core.Variant, rng *rand.Rand) (core.Script, error) {
		if fault == "compose error" {
			return nil, errors.New("no script for this prize")
		}
		s, err := g.Compose(stake, prize, v, rng)
		if err != nil {
			return nil, err
		}
		return &faultyScript{Script: s, fault: fault}, nil
	}
	return &f
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
		e.Game += "-other"
	case "envelope stake":
		e.Stake += 100
	case "envelope prize":
		e.Prize += 100
	case "envelope version":
		e.Version = e.Game + "/0"
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
