package diamondriver

import "revela/core/rules"

// MaxScriptBytes is the largest JSON script Decode reads (64 KiB); a real
// script is under 1 KiB.
const MaxScriptBytes = 64 << 10

// Decode reads a script from JSON strictly: unknown fields, a field given
// twice, trailing data, grids of the wrong shape, letters outside the
// alphabet and bodies over MaxScriptBytes are refused (rule 0.1-1). It does
// not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) { return rules.DecodeScript(data, new(Script)) }

// wireScript is the JSON form, with grids as row strings so that their
// shape can be checked.
type wireScript struct {
	Header
	Throws [][]string `json:"throws"`
	Wheel  *int       `json:"wheel"`
}

// UnmarshalJSON reads a script with Decode's rules, so that a Script
// inside another JSON document (a ticket) is read as strictly.
func (s *Script) UnmarshalJSON(data []byte) error {
	return rules.Read(data, MaxScriptBytes, ErrInvalid, new(wireScript), s, fromWire)
}

// fromWire makes the script s of its wire form, checking what the wire form
// leaves open: lengths and letters (rule 0.1-1).
func fromWire(w *wireScript, s *Script) error {
	out := Script{Header: w.Header, Wheel: w.Wheel, Throws: make([]Grid, len(w.Throws))}
	for t, rows := range w.Throws {
		if len(rows) != Rows {
			return invalid(RuleShape, "throw %d has %d rows, want %d", t, len(rows), Rows)
		}
		for r, row := range rows {
			if len(row) != Cols {
				return invalid(RuleShape, "throw %d row %d is %q, want %d letters", t, r, rules.Clip(row), Cols)
			}
			for c := 0; c < Cols; c++ {
				sym := symbolOf(row[c])
				if sym == 0 {
					return invalid(RuleShape, "throw %d row %d: %q is not a symbol (R V B O G P M D + W)", t, r, rules.Clip(row[c:c+1]))
				}
				out.Throws[t][Cols*r+c] = sym
			}
		}
	}
	*s = out
	return nil
}
