package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"revela/internal/headless"
)

// What the browser tests share, made once for the whole run on first use
// and ended by TestMain: the server binary (with the client it embeds), one
// server on a temporary database for every test that does not stop it, and
// one headless Chromium in which each page has its own browser context
// (its own cookies: its own player).
var (
	buildOnce sync.Once
	buildErr  error
	tmpDir    string // the binary and the databases
	binPath   string // revela, built once

	sharedOnce   sync.Once
	sharedErr    error
	sharedServer *server

	browserOnce   sync.Once
	browserErr    error
	sharedBrowser context.Context
	stopBrowser   context.CancelFunc
)

func TestMain(m *testing.M) {
	code := m.Run()
	if sharedServer != nil {
		sharedServer.stop(os.Kill)
	}
	if stopBrowser != nil {
		stopBrowser()
	}
	if tmpDir != "" {
		os.RemoveAll(tmpDir)
	}
	os.Exit(code)
}

func chromium(t *testing.T) string {
	if p, err := headless.Chromium(); err == nil {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("Chromium is required in CI (apt-get install chromium)")
	}
	t.Skip("Chromium not installed: skipping the browser test")
	return ""
}

// needBrowser skips the test without Chromium (failing in CI) or with
// -short, and returns Chromium's path.
func needBrowser(t *testing.T) string {
	t.Helper()
	path := chromium(t)
	if testing.Short() {
		t.Skip("-short: skipping the browser test")
	}
	return path
}

func repoRoot(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

func run(dir string, env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// built builds, once, the client with `make wasm` when it is missing (its output in
// web/static/public is used as it is), then the server that embeds it.
func built(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		root := repoRoot(t)
		public := filepath.Join(root, "web", "static", "public")
		if _, err := os.Stat(filepath.Join(public, "revela.wasm")); err != nil {
			// the one way the client is built (its flags, its budget):
			// a .wasm built otherwise would be taken by make as up to date
			if buildErr = run(root, nil, "make", "wasm"); buildErr != nil {
				return
			}
		}
		if _, err := os.Stat(filepath.Join(public, "wasm_exec.js")); err != nil {
			goroot, err := exec.Command("go", "env", "GOROOT").Output()
			if err != nil {
				buildErr = err
				return
			}
			data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
			if err == nil {
				err = os.WriteFile(filepath.Join(public, "wasm_exec.js"), data, 0o644)
			}
			if buildErr = err; err != nil {
				return
			}
		}
		if tmpDir, buildErr = os.MkdirTemp("", "revela-e2e-"); buildErr != nil {
			return
		}
		binPath = filepath.Join(tmpDir, "revela")
		buildErr = run(root, nil, "go", "build", "-o", binPath, "./cmd/revela")
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// server is one `revela serve --demo` process with its own database; stop
// ends it with a signal and start runs it again on the same address and
// database (a server restarting).
type server struct {
	db, addr string
	cmd      *exec.Cmd
	done     chan struct{} // closed when the process has ended
}

// newServer starts a server of the test's own on a free port (the binary
// built once), stopped when the test ends.
func newServer(t *testing.T) *server {
	t.Helper()
	bin := built(t)
	s := &server{db: filepath.Join(t.TempDir(), "revela.db"), addr: "127.0.0.1:0"}
	if err := s.start(bin); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.stop(os.Kill) })
	return s
}

// shared is the server every test shares that does not stop it (its
// players apart: each page has its own browser context, so its own
// player).
func shared(t *testing.T) *server {
	t.Helper()
	bin := built(t)
	sharedOnce.Do(func() {
		s := &server{db: filepath.Join(tmpDir, "shared.db"), addr: "127.0.0.1:0"}
		if sharedErr = s.start(bin); sharedErr == nil {
			sharedServer = s
		}
	})
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return sharedServer
}

func (s *server) base() string { return "http://" + s.addr }

// ready watches a server's standard output for the line it prints once it
// answers ("revela: serving on http://ADDR ..."), copying all to stderr.
type ready struct {
	mu   sync.Mutex
	line []byte
	addr chan string
}

func (r *ready) Write(p []byte) (int, error) {
	os.Stderr.Write(p)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.line = append(r.line, p...)
	for {
		i := bytes.IndexByte(r.line, '\n')
		if i < 0 {
			return len(p), nil
		}
		if a, ok := strings.CutPrefix(string(r.line[:i]), "revela: serving on http://"); ok && r.addr != nil {
			a, _, _ = strings.Cut(a, " ")
			r.addr <- a
			r.addr = nil
		}
		r.line = r.line[i+1:]
	}
}

// start runs the server and returns once it answers (it prints so after
// its store is open: the first start builds the first block of every
// series), or with an error when it ends first or takes over 2 minutes.
func (s *server) start(bin string) error {
	addr := make(chan string, 1)
	s.cmd = exec.Command(bin, "serve", "--addr", s.addr, "--db", s.db, "--demo")
	s.cmd.Stdout, s.cmd.Stderr = &ready{addr: addr}, os.Stderr
	if err := s.cmd.Start(); err != nil {
		return err
	}
	s.done = make(chan struct{})
	go func(cmd *exec.Cmd, done chan struct{}) {
		cmd.Wait()
		close(done)
	}(s.cmd, s.done)
	select {
	case a := <-addr:
		s.addr = a // the port chosen on the first start, kept for the next
		return nil
	case <-s.done:
		s.cmd = nil
		return fmt.Errorf("revela serve --addr %s ended before it answered", s.addr)
	case <-time.After(2 * time.Minute):
		s.stop(os.Kill)
		return fmt.Errorf("revela serve --addr %s did not answer within 2 minutes", s.addr)
	}
}

// stop sends sig (os.Kill, syscall.SIGTERM) and waits for the process to
// end; it does nothing when the server is not running.
func (s *server) stop(sig os.Signal) {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Signal(sig)
	<-s.done
	s.cmd = nil
}

// browser starts headless Chromium (SwiftShader) with a w×h window in the
// language lang ("fr-FR", "en-US").
func browser(path string, w, h int, lang string) (context.Context, context.CancelFunc) {
	return headless.Browser(path, w, h, lang)
}

// ownBrowser starts a browser of the test's own (another language or
// window than the shared one), stopped when the test ends.
func ownBrowser(t *testing.T, w, h int, lang string) context.Context {
	t.Helper()
	ctx, cancel := browser(needBrowser(t), w, h, lang)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// theBrowser is the browser the tests share (French, 390×844), started
// on first use; it skips the test as needBrowser does.
func theBrowser(t *testing.T) context.Context {
	t.Helper()
	path := needBrowser(t)
	browserOnce.Do(func() {
		sharedBrowser, stopBrowser = browser(path, 390, 844, "fr-FR")
		browserErr = chromedp.Do(sharedBrowser)
	})
	if browserErr != nil {
		t.Fatal(browserErr)
	}
	return sharedBrowser
}
