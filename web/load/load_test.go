package load

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// shop is a server that answers as the API does: a player's token at
// POST /api/v1/players, and at POST /api/v1/tickets 201 for a known token,
// 402 for every fifth sale (the player's money ran out: every later sale of
// that token is refused 402 too), 401 for an unknown token; every seventh
// answer closes its connection. It counts what it answered.
type shop struct {
	mu       sync.Mutex
	players  int
	tokens   map[string]bool
	broke    map[string]bool
	ids      map[string]bool
	answered map[int]int
	bad      []string
}

func (s *shop) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.answered[201] + s.answered[402] + s.answered[401]
	if n%7 == 6 {
		w.Header().Set("Connection", "close")
	}
	switch {
	case r.Method == "POST" && r.URL.Path == "/api/v1/players":
		s.players++
		tok := "tok" + strings.Repeat("x", s.players)
		s.tokens[tok] = true
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]string{"token": tok})
	case r.Method == "POST" && r.URL.Path == "/api/v1/tickets":
		var body struct{ Game, Stake, RequestID string }
		dec := json.NewDecoder(r.Body)
		dec.DisallowUnknownFields()
		err := dec.Decode(&struct {
			Game      *string `json:"game"`
			Stake     *string `json:"stake"`
			RequestID *string `json:"request_id"`
		}{&body.Game, &body.Stake, &body.RequestID})
		tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		switch {
		case err != nil || body.Game != "sudoku" || body.Stake != "2" || s.ids[body.RequestID] ||
			r.Header.Get("Content-Type") != "application/json":
			s.bad = append(s.bad, body.RequestID)
			http.Error(w, "bad request", http.StatusBadRequest)
			s.answered[400]++
		case !s.tokens[tok]:
			http.Error(w, "unknown token", http.StatusUnauthorized)
			s.answered[401]++
		case s.broke[tok] || n%5 == 4:
			s.broke[tok] = true
			http.Error(w, "insufficient funds", http.StatusPaymentRequired)
			s.answered[402]++
		default:
			w.WriteHeader(http.StatusCreated)
			w.Write([]byte(`{"id":1,"script":` + strings.Repeat(`"x",`, 2000) + `"x"}`))
			s.answered[201]++
		}
		s.ids[body.RequestID] = true
	default:
		http.NotFound(w, r)
	}
}

// TestRun runs both loops against a shop and checks that every request
// was well formed and unique, that the counts are the server's, and that
// a player whose money ran out is replaced.
func TestRun(t *testing.T) {
	for _, rate := range []int{0, 400} {
		s := &shop{tokens: map[string]bool{}, broke: map[string]bool{}, ids: map[string]bool{}, answered: map[int]int{}}
		srv := httptest.NewServer(s)
		res, err := Run(context.Background(), Config{Base: srv.URL, Game: "sudoku", Stake: "2", Rate: rate,
			Workers: 4, Players: 3, Duration: 500 * time.Millisecond})
		srv.Close()
		if err != nil {
			t.Fatalf("rate %d: %v", rate, err)
		}
		s.mu.Lock()
		if len(s.bad) > 0 {
			t.Errorf("rate %d: bad requests %q", rate, s.bad)
		}
		if res.Sold != s.answered[201] || res.Errors[402] != s.answered[402] || res.Sent != len(s.ids) {
			t.Errorf("rate %d: sold %d, 402 %d, sent %d; the server answered 201 %d, 402 %d, %d requests",
				rate, res.Sold, res.Errors[402], res.Sent, s.answered[201], s.answered[402], len(s.ids))
		}
		if res.Sold < 10 || s.answered[402] == 0 || s.players != 3+s.answered[402] {
			t.Errorf("rate %d: %d sold, %d refused 402, %d players created: want 10 sold or more, some 402 and one player more each",
				rate, res.Sold, s.answered[402], s.players)
		}
		if res.Errors[401] != 0 || res.Errors[0] != 0 {
			t.Errorf("rate %d: errors %v, want 402 only", rate, res.Errors)
		}
		s.mu.Unlock()
	}
}

// TestRunBadBase refuses a base that is not http://HOST:PORT.
func TestRunBadBase(t *testing.T) {
	for _, base := range []string{"", "127.0.0.1:8080", "https://127.0.0.1:8080", "http://"} {
		if _, err := Run(context.Background(), Config{Base: base, Duration: time.Millisecond}); err == nil {
			t.Errorf("base %q: no error", base)
		}
	}
}

// TestFloor: the floor answers a sale with FloorAnswer bytes and a player
// with a token, 201 each, and a closed loop through it sells every sale.
func TestFloor(t *testing.T) {
	srv := httptest.NewServer(Floor(FloorAnswer))
	defer srv.Close()
	res, err := http.Post(srv.URL+"/api/v1/tickets", "application/json", strings.NewReader(`{"game":"crossingo"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated || len(body) != 2700 || res.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("a sale: %d, %d bytes, %q; want 201, 2700 bytes of JSON", res.StatusCode, len(body), res.Header.Get("Content-Type"))
	}
	var v struct{ Script string }
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("a sale's answer is not JSON: %v", err)
	}
	if len(res.TransferEncoding) != 1 || res.TransferEncoding[0] != "chunked" {
		t.Errorf("a sale's answer framed %q; want chunked, as the server's", res.TransferEncoding)
	}
	got, err := Run(context.Background(), Config{Base: srv.URL, Workers: 4, Players: 2, Duration: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if got.Sold == 0 || got.Sold != got.Sent || len(got.Errors) != 0 {
		t.Errorf("a closed loop through the floor: %+v; want every sale sold", got)
	}
}
