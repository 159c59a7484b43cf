package sha

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
)

// The digests below were computed with Python's hashlib:
// python3 -c 'import hashlib; print(hashlib.sha256(b"a"*55).hexdigest())'.
func TestSum256Vectors(t *testing.T) {
	for _, c := range [][2]string{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{strings.Repeat("a", 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
		{strings.Repeat("a", 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
		{strings.Repeat("a", 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
		{strings.Repeat("a", 119), "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"},
		{strings.Repeat("a", 200), "c2a908d98f5df987ade41b5fce213067efbcc21ef2240212a41e54b5e7c28ae5"},
	} {
		if got := Sum256([]byte(c[0])); hex.EncodeToString(got[:]) != c[1] {
			t.Errorf("Sum256(%d bytes) = %x, want %s", len(c[0]), got, c[1])
		}
	}
}

// Every length across the padding's boundaries, against crypto/sha256.
func TestSum256Lengths(t *testing.T) {
	b := make([]byte, 300)
	for i := range b {
		b[i] = byte(i*7 + 3)
	}
	for n := range len(b) {
		if got, want := Sum256(b[:n]), sha256.Sum256(b[:n]); got != want {
			t.Fatalf("Sum256 of %d bytes = %x, want %x", n, got, want)
		}
	}
}
