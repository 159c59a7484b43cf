package eldorado

import (
	"strings"

	"revela/core/rules"
)

// MaxScriptBytes is the largest JSON script Decode reads (4 KiB); a real
// script is under 400 bytes.
const MaxScriptBytes = 4 << 10

// Decode reads a script from JSON strictly: unknown or repeated fields,
// trailing data, a number of grids other than 1 to 4, rows that are not
// five letters of the alphabet and bodies over MaxScriptBytes are refused
// (rule 0.1-1). It does not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) { return rules.DecodeScript(data, new(Script)) }

// wireScript is the JSON form, with the rows as strings.
type wireScript struct {
	Header
	Grids [][]string `json:"grids"`
}

// UnmarshalJSON reads a script with Decode's rules, so that a Script
// inside another JSON document (a ticket) is read as strictly.
func (s *Script) UnmarshalJSON(data []byte) error {
	return rules.Read(data, MaxScriptBytes, ErrInvalid, new(wireScript), s, fromWire)
}

// fromWire makes the script s of its wire form, checking what the wire form
// leaves open: lengths and letters (rule 0.1-1).
func fromWire(w *wireScript, s *Script) error {
	if len(w.Grids) < 1 || len(w.Grids) > MaxGrids {
		return invalid(RuleShape, "%d grids, want 1 to %d", len(w.Grids), MaxGrids)
	}
	out := Script{Header: w.Header, Grids: make([]Grid, len(w.Grids))}
	for g, rows := range w.Grids {
		if len(rows) != Rows {
			return invalid(RuleShape, "grid %d has %d rows, want %d", g, len(rows), Rows)
		}
		for r, row := range rows {
			if len(row) != Cols {
				return invalid(RuleShape, "grid %d row %d is %q, want %d letters", g, r, rules.Truncate(row, 16), Cols)
			}
			for c := 0; c < Cols; c++ {
				i := strings.IndexByte(letters, row[c])
				if i < 0 {
					return invalid(RuleShape, "grid %d row %d column %d: %q is not a symbol (%s)", g, r, c, rules.Truncate(row[c:], 4), letters)
				}
				out.Grids[g][r][c] = Symbol(i + 1)
			}
		}
	}
	*s = out
	return nil
}
