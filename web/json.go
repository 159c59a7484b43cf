package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"

	"revela/core/money"
	"revela/web/store"
	"revela/web/wire"
)

// writeError answers status with the error body of every error
// (wire.Error).
func writeError(w http.ResponseWriter, status int, code, message string) {
	writeJSON(w, status, wire.Error{Error: wire.ErrorDetail{Code: code, Message: message}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"error":{"code":"internal","message":"encoding the answer failed"}}`)
	}
	writeBody(w, status, body)
}

// Header values set on every JSON answer, shared (never modified) so that
// setting them allocates nothing.
var (
	jsonType = []string{"application/json"}
	noStore  = []string{"no-store"}
)

// writeBody answers status with body, a JSON value, and a newline.
func writeBody(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h["Content-Type"] = jsonType
	h["Cache-Control"] = noStore
	w.WriteHeader(status)
	w.Write(append(body, '\n'))
}

// writeTicket answers status with the ticket's JSON.
func writeTicket(w http.ResponseWriter, status int, t store.Ticket) {
	bp := bufPool.Get().(*[]byte)
	b := appendTicket((*bp)[:0], t)
	writeBody(w, status, b)
	*bp = b[:0]
	bufPool.Put(bp)
}

// bufPool holds the buffers answers are encoded into.
var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 4096); return &b }}

// appendString appends s as a JSON string, as encoding/json writes it.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// appendCents appends an amount as its JSON wire form: the string of
// money.Cents.String ("1", "0.50", "-12.50").
func appendCents(b []byte, c money.Cents) []byte {
	b = append(b, '"')
	if c < 0 {
		b = append(b, '-')
		c = -c
	}
	b = strconv.AppendInt(b, int64(c/100), 10)
	if r := int64(c % 100); r != 0 {
		b = append(b, '.', byte('0'+r/10), byte('0'+r%10))
	}
	return append(b, '"')
}

// errBody is a request body that cannot be read as the call's JSON
// object; status and code say how to answer.
type errBody struct {
	status int
	code   string
	msg    string
}

func (e *errBody) Error() string { return e.msg }

// nullable is a field whose value may be null: set when the field is
// present, with its token (nil for null, a string, a json.Number or a
// bool; never an object or an array).
type nullable struct {
	set bool
	tok json.Token
}

// field is one field of a request body: its name, exactly as documented,
// and where its value goes (nil while absent): a **string for a string,
// a **int64 for a non-negative integer written as a JSON number in plain
// digits (no sign, fraction, exponent or leading zero), a *nullable for
// a value that may be null.
type field struct {
	name string
	dst  any
}

// readJSON reads the request body, which must be one JSON object whose
// keys are among fields, matched exactly (case-sensitive), each at most
// once, each with a value of its field's kind. Absent fields are left nil. An empty body is allowed when
// emptyOK. The body is read with json.Decoder.Token, so that the answer
// names the offending field instead of a Go type (encoding/json's
// Unmarshal matches keys case-insensitively and keeps the last of two
// equal keys).
func readJSON(r *http.Request, emptyOK bool, fields ...field) error {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		// The error's text names both ends of the connection: it is never
		// shown.
		var (
			tooLarge *http.MaxBytesError
			ne       net.Error
		)
		switch {
		case errors.As(err, &tooLarge):
			return &errBody{http.StatusRequestEntityTooLarge, "too_large", fmt.Sprintf("request body over %d bytes", tooLarge.Limit)}
		case errors.As(err, &ne) && ne.Timeout():
			return &errBody{http.StatusRequestTimeout, "request_timeout", "the request body did not arrive in time"}
		}
		return &errBody{http.StatusBadRequest, "bad_request", "the request body could not be read"}
	}
	if len(bytes.TrimSpace(body)) == 0 {
		if emptyOK {
			return nil
		}
		return &errBody{http.StatusBadRequest, "bad_request", "the request needs a JSON object body"}
	}
	bad := func(msg string) error { return &errBody{http.StatusBadRequest, "bad_request", msg} }
	malformed := func(err error) error {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return bad("malformed JSON body: " + err.Error())
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return malformed(err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return bad("body must be a JSON object")
	}
	var seen uint64 // bit i: fields[i] was read
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return malformed(err)
		}
		key, _ := tok.(string) // inside an object, Token returns keys as strings
		i := 0
		for i < len(fields) && fields[i].name != key {
			i++
		}
		if i == len(fields) {
			return bad("unknown field " + strconv.Quote(key))
		}
		if seen&(1<<i) != 0 {
			return bad("duplicate field " + strconv.Quote(key))
		}
		seen |= 1 << i
		tok, err = dec.Token()
		if err != nil {
			return malformed(err)
		}
		switch dst := fields[i].dst.(type) {
		case **string:
			v, ok := tok.(string)
			if !ok {
				return bad("field " + strconv.Quote(key) + " must be a string")
			}
			*dst = &v
		case **int64:
			v, ok := plainInt(tok)
			if !ok {
				return bad("field " + strconv.Quote(key) + " must be a non-negative integer in plain digits")
			}
			*dst = &v
		case *nullable:
			if _, ok := tok.(json.Delim); ok {
				return bad("field " + strconv.Quote(key) + " must be a string, a number or null")
			}
			*dst = nullable{set: true, tok: tok}
		}
	}
	if _, err := dec.Token(); err != nil { // the closing '}'
		return malformed(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad("malformed JSON body: data after the object")
	}
	return nil
}

// plainInt reads a JSON number token written in plain digits: "0", or no
// leading zero; no sign, fraction or exponent.
func plainInt(tok json.Token) (int64, bool) {
	n, ok := tok.(json.Number)
	if !ok {
		return 0, false
	}
	if n == "0" {
		return 0, true
	}
	return parseID(string(n))
}

// byMethod dispatches on the request's method and answers other methods
// with a JSON 405.
func byMethod(m map[string]http.HandlerFunc) http.Handler {
	allowed := make([]string, 0, len(m))
	for k := range m {
		allowed = append(allowed, k)
	}
	sort.Strings(allowed)
	allow := strings.Join(allowed, ", ")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h, ok := m[r.Method]
		if !ok && r.Method == http.MethodHead {
			h, ok = m[http.MethodGet]
		}
		if !ok {
			w.Header().Set("Allow", allow)
			writeError(w, http.StatusMethodNotAllowed, "method_not_allowed", r.Method+" is not allowed here; use "+allow)
			return
		}
		h(w, r)
	})
}
