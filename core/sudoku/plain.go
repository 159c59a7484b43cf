package sudoku

import "revela/core/money"

// plainDecode reads the plain form of a script, the one every server
// writes (encoding/json's, with or without spaces), without reflection:
// an object giving each of the 8 fields once under its exact name, in any
// order, strings of printable ASCII without escapes, grid and shown of 9
// strings each, throws of pairs of unsigned integers of at most 9 digits.
// For any other text it reports false and Decode reads it with
// rules.Decode, which gives the answer and the error. It accepts a text
// only when rules.Decode accepts it too and reads the same script
// (FuzzPlainDecode, TestPlainDecodeFallsBack). In the browser this is what
// makes the check of a unit fast: rules.Decode took about 6 ms of wasm
// for a SUDOKU script, plainDecode takes some microseconds
// (docs/sudoku-screen.md, Figures).
func plainDecode(data []byte) (Script, bool) {
	var s Script
	if len(data) > MaxScriptBytes {
		return s, false
	}
	r := reader{b: string(data)} // one copy, which the rows share
	if !r.is('{') {
		return s, false
	}
	var seen uint8
	for {
		key, ok := r.str()
		if !ok || !r.is(':') {
			return s, false
		}
		f := fieldIndex(key)
		if f < 0 || seen&(1<<uint(f)) != 0 {
			return s, false
		}
		seen |= 1 << uint(f)
		if !r.field(f, &s) {
			return s, false
		}
		if r.is('}') {
			break
		}
		if !r.is(',') {
			return s, false
		}
	}
	r.space()
	return s, r.i == len(r.b) && seen == 1<<len(plainFields)-1
}

// plainFields are the script's JSON field names, as Script writes them.
var plainFields = [...]string{"game", "stake", "prize", "version", "grid", "shown", "gain", "throws"}

// fieldIndex returns the index of key in plainFields, or -1.
func fieldIndex(key string) int {
	for i, f := range plainFields {
		if key == f {
			return i
		}
	}
	return -1
}

// reader reads b from byte i on.
type reader struct {
	b string
	i int
}

// space skips JSON whitespace.
func (r *reader) space() {
	for r.i < len(r.b) {
		switch r.b[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

// is skips whitespace and reads c when it comes next.
func (r *reader) is(c byte) bool {
	r.space()
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

// str reads a string of printable ASCII without escapes and returns its
// content.
func (r *reader) str() (string, bool) {
	if !r.is('"') {
		return "", false
	}
	for j := r.i; j < len(r.b); j++ {
		switch c := r.b[j]; {
		case c == '"':
			s := r.b[r.i:j]
			r.i = j + 1
			return s, true
		case c < ' ' || c > '~' || c == '\\':
			return "", false
		}
	}
	return "", false
}

// amount reads a string holding an amount (money.Parse).
func (r *reader) amount(c *money.Cents) bool {
	s, ok := r.str()
	if !ok {
		return false
	}
	v, err := money.Parse(s)
	*c = v
	return err == nil
}

// rows reads an array of exactly N strings.
func (r *reader) rows(out *[N]string) bool {
	if !r.is('[') {
		return false
	}
	for k := 0; k < N; k++ {
		if k > 0 && !r.is(',') {
			return false
		}
		s, ok := r.str()
		if !ok {
			return false
		}
		out[k] = s
	}
	return r.is(']')
}

// num reads an unsigned integer of 1 to 9 digits, without a leading zero.
func (r *reader) num() (int, bool) {
	r.space()
	n, j := 0, r.i
	for ; j < len(r.b) && j-r.i < 10 && r.b[j] >= '0' && r.b[j] <= '9'; j++ {
		n = 10*n + int(r.b[j]-'0')
	}
	if d := j - r.i; d == 0 || d > 9 || (d > 1 && r.b[r.i] == '0') {
		return 0, false
	}
	r.i = j
	return n, true
}

// throws reads an array of pairs of integers.
func (r *reader) throws() ([][2]int, bool) {
	if !r.is('[') {
		return nil, false
	}
	out := make([][2]int, 0, MaxThrows)
	if r.is(']') {
		return out, true
	}
	for {
		var t [2]int
		var ok1, ok2 bool
		if !r.is('[') {
			return nil, false
		}
		if t[0], ok1 = r.num(); !ok1 || !r.is(',') {
			return nil, false
		}
		if t[1], ok2 = r.num(); !ok2 || !r.is(']') {
			return nil, false
		}
		out = append(out, t)
		if r.is(']') {
			return out, true
		}
		if !r.is(',') {
			return nil, false
		}
	}
}

// field reads the value of field f (an index of plainFields) into s.
func (r *reader) field(f int, s *Script) bool {
	var ok bool
	switch f {
	case 0, 3:
		var v string
		v, ok = r.str()
		if f == 0 {
			s.Game = v
		} else {
			s.Version = v
		}
	case 1:
		ok = r.amount(&s.Stake)
	case 2:
		ok = r.amount(&s.Prize)
	case 4:
		ok = r.rows(&s.Grid)
	case 5:
		ok = r.rows(&s.Shown)
	case 6:
		ok = r.amount(&s.Gain)
	default:
		s.Throws, ok = r.throws()
	}
	return ok
}
