package sudoku

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"revela/core/money"
)

// MaxScriptBytes is the largest JSON script Decode reads (16 KiB); a real
// script is about 400 bytes.
const MaxScriptBytes = 16 << 10

// Decode reads a script from JSON strictly: unknown fields, trailing data,
// arrays of the wrong length and bodies over MaxScriptBytes are refused
// (rule 0.1-1). It does not validate: call Validate or Check.
func Decode(data []byte) (*Script, error) {
	s := new(Script)
	if err := s.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	return s, nil
}

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
// inside another JSON document (a ticket) is read as strictly.
func (s *Script) UnmarshalJSON(data []byte) error {
	if len(data) > MaxScriptBytes {
		return invalid(RuleShape, "script of %d bytes is over the %d-byte limit", len(data), MaxScriptBytes)
	}
	if err := noDuplicateKeys(data); err != nil {
		return err
	}
	var w wireScript
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		var e *Error
		if errors.As(err, &e) {
			return e
		}
		return invalid(RuleShape, "not a script: %s", truncateN(err.Error(), 160))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return invalid(RuleShape, "trailing data after the script")
	}
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

// noDuplicateKeys refuses a JSON text in which an object names a key
// twice (encoding/json would keep the last one silently). Malformed JSON
// passes here and is refused by the decoder.
func noDuplicateKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	err := walkKeys(dec, 0)
	if errors.Is(err, errMalformed) {
		return nil
	}
	return err
}

// maxKeyDepth is how deep walkKeys looks: objects and arrays nested in
// the script deeper than 8 levels are not walked (a script has 2; the
// decoder refuses such a text for its unknown fields anyway).
const maxKeyDepth = 8

// errMalformed stops walkKeys on text the decoder will refuse anyway.
var errMalformed = errors.New("malformed")

// walkKeys reads one JSON value from dec, refusing an object that names a
// key twice.
func walkKeys(dec *json.Decoder, depth int) error {
	t, err := dec.Token()
	if err != nil {
		return errMalformed
	}
	if (t == json.Delim('{') || t == json.Delim('[')) && depth > maxKeyDepth {
		return errMalformed
	}
	switch t {
	case json.Delim('{'):
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return errMalformed
			}
			key, _ := k.(string)
			if seen[key] {
				return invalid(RuleShape, "field %q given twice", truncate(key))
			}
			seen[key] = true
			if err := walkKeys(dec, depth+1); err != nil {
				return err
			}
		}
	case json.Delim('['):
		for dec.More() {
			if err := walkKeys(dec, depth+1); err != nil {
				return err
			}
		}
	default:
		return nil
	}
	if _, err := dec.Token(); err != nil {
		return errMalformed
	}
	return nil
}
