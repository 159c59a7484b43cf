package webtest

import (
	"bufio"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"

	"revela/web"
	"revela/web/store"
)

// Serve is the side of a child server process (StartChild): it serves h
// on a free port of 127.0.0.1 and prints "LISTEN address" for its
// parent, until the process is killed.
func Serve(t testing.TB, h http.Handler) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("LISTEN %s\n", ln.Addr())
	http.Serve(ln, h)
}

// ServeStore is the side of a child server process (StartChild) that
// serves cfg's API on a store: unless the variable env is set (then the
// test is skipped: it is the server process of another test), open opens
// the store of env's value (a file, a database URL), which becomes
// cfg.Store, and the API is served, with a quiet log unless cfg has one,
// until the process is killed.
func ServeStore(t *testing.T, env string, cfg web.Config, open func(v string) (store.Store, error)) {
	v := os.Getenv(env)
	if v == "" {
		t.Skip("a server process of another test")
	}
	st, err := open(v)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store = st
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s, err := web.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	Serve(t, s)
}

// Child is a server process: this test binary running one test that
// serves (Serve), for the tests that kill servers mid-sale.
type Child struct {
	Cmd  *exec.Cmd
	Base string // "http://127.0.0.1:port"
}

// StartChild runs test (a test's name) of this test binary in a new
// process, with env ("NAME=value") added to its environment, and returns
// once the process serves. Its output is read to the end, so that it
// never blocks on a full pipe; its errors go to this process's.
func StartChild(t testing.TB, test, env string) *Child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), env)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if addr, ok := strings.CutPrefix(sc.Text(), "LISTEN "); ok {
			go io.Copy(io.Discard, out)
			return &Child{Cmd: cmd, Base: "http://" + addr}
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	t.Fatalf("the server process of %s did not start", test)
	return nil
}

// Kill sends SIGKILL: no shutdown, no flush, mid-sale.
func (c *Child) Kill() {
	c.Cmd.Process.Kill()
	c.Cmd.Wait()
}
