package crossingo

import (
	"revela/core/money"
	"revela/core/rules"
)

// MaxScriptBytes is the largest JSON script Decode reads (64 KiB); a real
// script is about 2 KiB.
const MaxScriptBytes = 64 << 10

// Decode reads a script from JSON strictly: unknown fields, trailing data,
// arrays of the wrong length and bodies over MaxScriptBytes are refused
// (rule 0.1-1). It does not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) { return rules.DecodeScript(data, new(Script)) }

// wireScript is the JSON form with slices, so that lengths can be checked
// (encoding/json silently pads or drops the elements of a Go array).
type wireScript struct {
	Header
	Grid  []int         `json:"grid"`
	Lines []money.Cents `json:"lines"`
	Boxes [][]Element   `json:"boxes"`
	Extra *wireExtra    `json:"extra"`
}

type wireExtra struct {
	Amounts []money.Cents `json:"amounts"`
	Symbols []int         `json:"symbols"`
}

// UnmarshalJSON reads a script with Decode's rules, so that a Script
// inside another JSON document (a ticket) is read as strictly.
func (s *Script) UnmarshalJSON(data []byte) error {
	return rules.Read(data, MaxScriptBytes, ErrInvalid, new(wireScript), s, fromWire)
}

// fromWire makes the script s of its wire form, checking what the wire form
// leaves open: lengths and letters (rule 0.1-1).
func fromWire(w *wireScript, s *Script) error {
	if len(w.Grid) != Size*Size {
		return invalid(RuleShape, "grid has %d numbers, want %d", len(w.Grid), Size*Size)
	}
	if len(w.Lines) != NLines {
		return invalid(RuleShape, "lines has %d amounts, want %d", len(w.Lines), NLines)
	}
	if len(w.Boxes) != Clicks {
		return invalid(RuleShape, "boxes has %d clicks, want %d", len(w.Boxes), Clicks)
	}
	for k, click := range w.Boxes {
		if len(click) != Size {
			return invalid(RuleShape, "click %d has %d boxes, want %d", k, len(click), Size)
		}
	}
	var out Script
	out.Header = w.Header
	copy(out.Grid[:], w.Grid)
	copy(out.Lines[:], w.Lines)
	for k := range w.Boxes {
		copy(out.Boxes[k][:], w.Boxes[k])
	}
	if w.Extra != nil {
		if len(w.Extra.Amounts) != ExtraTypes {
			return invalid(RuleShape, "EXTRA step has %d amounts, want %d", len(w.Extra.Amounts), ExtraTypes)
		}
		if len(w.Extra.Symbols) != ExtraCells {
			return invalid(RuleShape, "EXTRA step has %d cells, want %d", len(w.Extra.Symbols), ExtraCells)
		}
		out.Extra = new(Extra)
		copy(out.Extra.Amounts[:], w.Extra.Amounts)
		copy(out.Extra.Symbols[:], w.Extra.Symbols)
	}
	*s = out
	return nil
}
