package screens

import "testing"

// noStorage is storage unavailable: nothing is held.
type noStorage struct{}

func (noStorage) Get(string) (string, bool) { return "", false }
func (noStorage) Set(string, string)        {}
func (noStorage) Remove(string)             {}
func (noStorage) Keys() []string            { return nil }

// TestSessionEnded: said only for a player made now on a browser that
// remembers another one; the first visit, the same player again (made or
// found) and a browser without storage say nothing; the id is remembered.
func TestSessionEnded(t *testing.T) {
	for _, c := range []struct {
		name    string
		s       memStorage
		id      string
		created bool
		want    bool
	}{
		{"first visit", memStorage{}, "b", true, false},
		{"another player, made now", memStorage{PlayerKey: "a"}, "b", true, true},
		{"another player, found", memStorage{PlayerKey: "a"}, "b", false, false},
		{"the same player", memStorage{PlayerKey: "b"}, "b", false, false},
		{"the same id made again", memStorage{PlayerKey: "b"}, "b", true, false},
		{"an empty id remembered", memStorage{PlayerKey: ""}, "b", true, false},
	} {
		if got := SessionEnded(c.s, c.id, c.created); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		if c.s[PlayerKey] != c.id {
			t.Errorf("%s: remembered %q, want %q", c.name, c.s[PlayerKey], c.id)
		}
	}
	if SessionEnded(noStorage{}, "b", true) {
		t.Error("said without storage")
	}
}
