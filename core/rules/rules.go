// Package rules is what the rules cores of the games share: the error
// that names the rule a script breaks (docs/rules/README.md for the rules
// 0.1-n, each game's page for its decisions), the strict reading of a
// script's JSON (rule 0.1-1: Decode, DecodeScript, Read), the first check
// of a game's engine (Envelope), the lot tables (Tables, TableFor), the
// draw by weights (Weighted) and the names of a game's kinds (Name). A game's package keeps its own sentinel
// (its ErrInvalid), names this package's Error as its own (type Error =
// rules.Error) and calls these helpers with its own types and functions;
// their type parameters are pointers, so that the client holds one
// instance of each for every game.
package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Shape is rule 0.1-1: a known game, stake and version, every draw in the
// game's alphabet and shape. Every error of Decode names it.
const Shape = "0.1-1"

// Error is why a script is not valid: the rule it breaks ("C-5",
// "0.1-4", ...) and what breaks it. Its text is "rule: message"; it
// matches (errors.Is) the sentinel of its game only.
type Error struct {
	Rule string
	Msg  string
	game error // the sentinel of the game whose rule it is
}

func (e *Error) Error() string { return e.Rule + ": " + e.Msg }

// Is reports whether target is the sentinel of the error's game.
func (e *Error) Is(target error) bool { return target == e.game }

// Invalid returns the error of a script of the game whose sentinel is
// game, breaking rule, with a message made as fmt.Sprintf makes it.
func Invalid(game error, rule, format string, args ...any) *Error {
	return &Error{Rule: rule, Msg: fmt.Sprintf(format, args...), game: game}
}

// RuleOf returns the rule an error names, or "" when it is not an *Error.
func RuleOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Rule
	}
	return ""
}

// ClipBytes is how much of a text taken from input Clip keeps.
const ClipBytes = 32

// Clip is Truncate(s, ClipBytes): how a game's messages quote a text of
// the script (a game id, a version, a row).
func Clip(s string) string { return Truncate(s, ClipBytes) }

// Truncate shortens text taken from input to at most n bytes (cut at a
// rune's start) and an ellipsis, before it goes into a message.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// MaxDepth is how deep Decode looks for a field given twice: no script
// nests deeper than 4; a deeper text is refused.
const MaxDepth = 16

// Decode reads one JSON value of data into v strictly (rule 0.1-1): a
// body over max bytes, a field that v does not have, a field given twice
// in one object at any depth (as encoding/json matches names, ignoring
// case: it would keep the last silently), nesting deeper than MaxDepth
// and data after the value are refused, each with an *Error of game. An
// *Error that v's own UnmarshalJSON returns is returned as it is.
func Decode(data []byte, max int, v any, game error) error {
	if len(data) > max {
		return Invalid(game, Shape, "script of %d bytes is over the %d-byte limit", len(data), max)
	}
	if err := fieldsOnce(json.NewDecoder(bytes.NewReader(data)), 0, game); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var e *Error
		if errors.As(err, &e) {
			return e
		}
		return Invalid(game, Shape, "not a script: %s", Truncate(err.Error(), 160))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Invalid(game, Shape, "trailing data after the script")
	}
	return nil
}

// errMalformed stops fieldsOnce on text that the decoder refuses, saying
// why, after it.
var errMalformed = errors.New("malformed")

// fieldsOnce reads one JSON value from dec, refusing an object that gives
// a field twice and nesting deeper than MaxDepth. Malformed text passes:
// the decoder refuses it with its own reason.
func fieldsOnce(dec *json.Decoder, depth int, game error) error {
	err := walk(dec, depth, game)
	if errors.Is(err, errMalformed) {
		return nil
	}
	return err
}

func walk(dec *json.Decoder, depth int, game error) error {
	t, err := dec.Token()
	if err != nil {
		return errMalformed
	}
	open := t == json.Delim('{') || t == json.Delim('[')
	if open && depth >= MaxDepth {
		return Invalid(game, Shape, "nested deeper than %d levels", MaxDepth)
	}
	var seen map[string]bool
	if t == json.Delim('{') {
		seen = map[string]bool{}
	}
	for open && dec.More() {
		if seen != nil {
			k, err := dec.Token()
			if err != nil {
				return errMalformed
			}
			key, _ := k.(string)
			if seen[strings.ToLower(key)] {
				return Invalid(game, Shape, "field %q given twice", Clip(key))
			}
			seen[strings.ToLower(key)] = true
		}
		if err := walk(dec, depth+1, game); err != nil {
			return err
		}
	}
	if open {
		if _, err := dec.Token(); err != nil {
			return errMalformed
		}
	}
	return nil
}
