package webtest

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
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
