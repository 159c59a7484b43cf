package load

import (
	"io"
	"net/http"
	"strings"
)

// FloorAnswer is the size in bytes of Floor's answer to a sale: about a
// CROSSINGO 1 € ticket's as the server answers it (its script and proof).
const FloorAnswer = 2700

// Floor is a server that does no work: a new player gets a token, a sale
// an answer of size bytes, both 201 with the API's headers and framing
// (no Content-Length: a sale's answer goes chunked, as the server's), each
// request's body read. Loaded as the server is, on the same cores, it
// measures what HTTP and the load program alone cost a sale: the most any
// server could sell there (the floor beside the raw ceiling, docs/scale.md).
func Floor(size int) http.Handler {
	const head, tail = `{"id":1,"script":"`, "\"}\n"
	ticket := head + strings.Repeat("x", max(0, size-len(head)-len(tail))) + tail
	mux := http.NewServeMux()
	answer := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			io.Copy(io.Discard, r.Body)
			h := w.Header()
			h.Set("Cache-Control", "no-store")
			h.Set("Content-Type", "application/json")
			h.Set("X-Content-Type-Options", "nosniff")
			w.WriteHeader(http.StatusCreated)
			io.WriteString(w, body)
		}
	}
	mux.Handle("POST /api/v1/players", answer(`{"token":"floor"}`+"\n"))
	mux.Handle("POST /api/v1/tickets", answer(ticket))
	return mux
}
