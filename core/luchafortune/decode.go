package luchafortune

import (
	"encoding/json"

	"revela/core/rules"
)

// MaxScriptBytes is the largest JSON script Decode reads (64 KiB); a real
// script is under 2 KiB.
const MaxScriptBytes = 64 << 10

// Decode reads a script from JSON strictly: unknown fields, duplicate
// fields, trailing data, unknown symbols, a reveal of other than 15
// symbols, other than 5 queues and bodies over MaxScriptBytes are
// refused (rule 0.1-1). It does not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) { return rules.DecodeScript(data, new(Script)) }

// wireScript and wireThrow are the JSON form with slices, so that
// lengths can be checked (encoding/json pads or drops a Go array's
// elements silently).
type wireScript struct {
	Header
	Throws []wireThrow `json:"throws"`
}

type wireThrow struct {
	Reveal []Sym   `json:"reveal"`
	Queues [][]Sym `json:"queues"`
}

// UnmarshalJSON reads a script with Decode's rules, so that a Script
// inside another JSON document (a ticket) is read as strictly.
func (s *Script) UnmarshalJSON(data []byte) error {
	return rules.Read(data, MaxScriptBytes, ErrInvalid, new(wireScript), s, fromWire)
}

// fromWire makes the script s of its wire form, checking what the wire form
// leaves open: lengths and letters (rule 0.1-1).
func fromWire(w *wireScript, s *Script) error {
	if len(w.Throws) > MaxThrows {
		return invalid(RuleL1, "%d throws: a unit has at most %d (3 and 4 extra)", len(w.Throws), MaxThrows)
	}
	out := Script{Header: w.Header, Throws: make([]Throw, len(w.Throws))}
	for t, th := range w.Throws {
		if len(th.Reveal) != Cells {
			return invalid(RuleShape, "throw %d reveals %d symbols, want %d", t, len(th.Reveal), Cells)
		}
		if len(th.Queues) != Cols {
			return invalid(RuleShape, "throw %d has %d queues, want %d", t, len(th.Queues), Cols)
		}
		copy(out.Throws[t].Reveal[:], th.Reveal)
		for c, q := range th.Queues {
			if len(q) > MaxQueue {
				return invalid(RuleL5, "throw %d column %d queue holds %d symbols, more than %d steps can use", t, c, len(q), MaxQueue)
			}
			out.Throws[t].Queues[c] = q
		}
	}
	*s = out
	return nil
}

// MarshalJSON writes a throw with every queue as an array, [] when empty.
func (t Throw) MarshalJSON() ([]byte, error) {
	w := wireThrow{Reveal: t.Reveal[:], Queues: make([][]Sym, Cols)}
	for c, q := range t.Queues {
		if q == nil {
			q = []Sym{}
		}
		w.Queues[c] = q
	}
	return json.Marshal(w)
}
