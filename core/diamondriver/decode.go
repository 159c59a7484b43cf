package diamondriver

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
)

// MaxScriptBytes is the largest JSON script Decode reads (64 KiB); a real
// script is under 1 KiB.
const MaxScriptBytes = 64 << 10

// Decode reads a script from JSON strictly: unknown fields, a field given
// twice, trailing data, grids of the wrong shape, letters outside the
// alphabet and bodies over MaxScriptBytes are refused (rule 0.1-1). It does
// not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) {
	s := new(Script)
	if err := s.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return s, nil
}

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
	if len(data) > MaxScriptBytes {
		return invalid(RuleShape, "script of %d bytes is over the %d-byte limit", len(data), MaxScriptBytes)
	}
	if err := noDuplicates(data); err != nil {
		return err
	}
	var w wireScript
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return jsonError(err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return invalid(RuleShape, "trailing data after the script")
	}
	out := Script{Header: w.Header, Wheel: w.Wheel, Throws: make([]Grid, len(w.Throws))}
	for t, rows := range w.Throws {
		if len(rows) != Rows {
			return invalid(RuleShape, "throw %d has %d rows, want %d", t, len(rows), Rows)
		}
		for r, row := range rows {
			if len(row) != Cols {
				return invalid(RuleShape, "throw %d row %d is %q, want %d letters", t, r, truncate(row), Cols)
			}
			for c := 0; c < Cols; c++ {
				sym := symbolOf(row[c])
				if sym == 0 {
					return invalid(RuleShape, "throw %d row %d: %q is not a symbol (R V B O G P M D + W)", t, r, truncate(row[c:c+1]))
				}
				out.Throws[t][Cols*r+c] = sym
			}
		}
	}
	*s = out
	return nil
}

// noDuplicates refuses a script object that names a field twice (as
// encoding/json matches names, ignoring case), which encoding/json would
// read silently, keeping the last.
func noDuplicates(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil // not an object: the strict decoder says why
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := t.(string)
		k := strings.ToLower(key)
		if seen[k] {
			return invalid(RuleShape, "field %q given twice", truncate(key))
		}
		seen[k] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil
		}
	}
	return nil
}

func jsonError(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return invalid(RuleShape, "not a script: %s", truncateN(err.Error(), 160))
}
