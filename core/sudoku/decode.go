package sudoku

import (
	"revela/core/money"
	"revela/core/rules"
)

// MaxScriptBytes is the largest JSON script Decode reads (16 KiB); a real
// script is about 400 bytes.
const MaxScriptBytes = 16 << 10

// Decode reads a script from JSON strictly: unknown fields, trailing data,
// arrays of the wrong length and bodies over MaxScriptBytes are refused
// (rule 0.1-1). It does not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) { return rules.DecodeScript(data, new(Script)) }

// wireScript is the JSON form with slices, so that lengths can be checked
// (encoding/json silently pads or drops the elements of a Go array).
type wireScript struct {
	Header
	Grid   []string    `json:"grid"`
	Shown  []string    `json:"shown"`
	Gain   money.Cents `json:"gain"`
	Throws [][]int     `json:"throws"`
}

// UnmarshalJSON reads a script with Decode's rules, so that a Script
// inside another JSON document (a ticket) is read as strictly. The plain
// form is read by plainDecode; any other text by decodeJSON.
func (s *Script) UnmarshalJSON(data []byte) error {
	if p, ok := plainDecode(data); ok {
		*s = p
		return nil
	}
	return rules.Read(data, MaxScriptBytes, ErrInvalid, new(wireScript), s, fromWire)
}

// decodeJSON reads any text with rules.Read (rule 0.1-1): the reference
// that plainDecode must agree with.
func decodeJSON(data []byte) (Script, error) {
	var s Script
	err := rules.Read(data, MaxScriptBytes, ErrInvalid, new(wireScript), &s, fromWire)
	return s, err
}

// fromWire makes the script s of its wire form, checking the lengths that
// the wire form leaves open (rule 0.1-1).
func fromWire(w *wireScript, s *Script) error {
	if len(w.Grid) != N {
		return invalid(RuleShape, "grid has %d rows, want %d", len(w.Grid), N)
	}
	if len(w.Shown) != N {
		return invalid(RuleShape, "shown has %d rows, want %d", len(w.Shown), N)
	}
	out := Script{Header: w.Header, Gain: w.Gain, Throws: make([][2]int, len(w.Throws))}
	copy(out.Grid[:], w.Grid)
	copy(out.Shown[:], w.Shown)
	for k, t := range w.Throws {
		if len(t) != 2 {
			return invalid(RuleShape, "throw %d has %d faces, want 2", k+1, len(t))
		}
		out.Throws[k] = [2]int{t[0], t[1]}
	}
	*s = out
	return nil
}
