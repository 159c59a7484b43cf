// Package e2e drives the whole product in headless Chromium: the real
// server (revela serve --demo, a temporary SQLite database) serving the
// WebAssembly client, which buys one CROSSINGO unit and plays it with
// AUTO (/?game=crossingo&stake=1&auto=1). It skips when Chromium is
// absent, unless CI=true, where it fails instead.
package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("Chromium is required in CI (apt-get install chromium)")
	}
	t.Skip("Chromium not installed: skipping the browser test")
	return ""
}

func repoRoot(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

func run(t *testing.T, dir string, env []string, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
}

func freePort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// server is one `revela serve --demo` process on addr with the database
// db; stop ends it with a signal and start runs it again on the same
// address and database (a server restarting).
type server struct {
	t       *testing.T
	bin, db string
	addr    string
	cmd     *exec.Cmd
}

// serve starts the server on a free port in demo mode.
func serve(t *testing.T, bin, db string) *server {
	s := &server{t: t, bin: bin, db: db, addr: freePort(t)}
	s.start()
	return s
}

func (s *server) base() string { return "http://" + s.addr }

func (s *server) start() {
	s.t.Helper()
	s.cmd = exec.Command(s.bin, "serve", "--addr", s.addr, "--db", s.db, "--demo")
	s.cmd.Stdout, s.cmd.Stderr = os.Stderr, os.Stderr
	if err := s.cmd.Start(); err != nil {
		s.t.Fatal(err)
	}
}

// stop sends sig (os.Kill, syscall.SIGTERM) and waits for the process
// to end; it does nothing when the server is not running.
func (s *server) stop(sig os.Signal) {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Signal(sig)
	s.cmd.Wait()
	s.cmd = nil
}

// apiReady waits up to 10 s for the API to answer.
func apiReady(base string) bool {
	// A first start builds the first block of every series (nine, each
	// a few hundred milliseconds) before the store opens; the server
	// answers 503 "starting" meanwhile.
	for i := 0; i < 600; i++ {
		if resp, err := http.Get(base + "/api/v1/games"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return true
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return false
}

// product builds the server (and the client when `make wasm` has not)
// and starts it on a free port in demo mode; it returns its base URL.
func product(t *testing.T) (string, func()) {
	t.Helper()
	srv := productServer(t)
	return srv.base(), func() { srv.stop(os.Kill) }
}

// productServer is product's server, which a test may stop and start
// again.
func productServer(t *testing.T) *server {
	t.Helper()
	root := repoRoot(t)
	public := filepath.Join(root, "web", "static", "public")
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "revela")
	db := filepath.Join(tmp, "revela.db")
	// the server first: it must answer before the client is worth building
	run(t, root, nil, "go", "build", "-o", bin, "./cmd/revela")
	srv := serve(t, bin, db)
	if !apiReady(srv.base()) {
		srv.stop(os.Kill)
		t.Fatal("the server did not answer GET /api/v1/games within 60 s")
	}
	// the client: `make wasm` output when present, else built here; the
	// server embeds it, so it is built again then
	built := false
	if _, err := os.Stat(filepath.Join(public, "revela.wasm")); err != nil {
		run(t, root, []string{"GOOS=js", "GOARCH=wasm"}, "go", "build", "-trimpath", "-ldflags=-s -w",
			"-o", filepath.Join(public, "revela.wasm"), "./cmd/client")
		built = true
	}
	if _, err := os.Stat(filepath.Join(public, "wasm_exec.js")); err != nil {
		goroot, err := exec.Command("go", "env", "GOROOT").Output()
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(public, "wasm_exec.js"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		built = true
	}
	if built {
		srv.stop(os.Kill)
		run(t, root, nil, "go", "build", "-o", bin, "./cmd/revela")
		srv.start()
		if !apiReady(srv.base()) {
			t.Fatal("the server did not come back")
		}
	}
	return srv
}

// browser starts headless Chromium (SwiftShader) with a w×h window in
// the language lang ("fr-FR", "en-US").
func browser(t *testing.T, path string, w, h int, lang string) (context.Context, func()) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("lang", lang),
		chromedp.Flag("accept-lang", lang),
		chromedp.NoFirstRun,
		chromedp.WindowSize(w, h),
	)
	actx, cancel1 := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel2 := chromedp.NewContext(actx)
	return ctx, func() { cancel2(); cancel1() }
}

// productInBrowser starts the product and a browser at 390×844 in
// French (skipping without Chromium or with -short); both stop when the
// test ends.
func productInBrowser(t *testing.T) (base string, ctx context.Context) {
	srv, ctx := serverInBrowser(t)
	return srv.base(), ctx
}

// serverInBrowser is productInBrowser with the server itself, which the
// test may stop and start again.
func serverInBrowser(t *testing.T) (*server, context.Context) {
	browserPath := chromium(t)
	if testing.Short() {
		t.Skip("-short: skipping the browser test")
	}
	srv := productServer(t)
	t.Cleanup(func() { srv.stop(os.Kill) })
	ctx, cancel := browser(t, browserPath, 390, 844, "fr-FR")
	t.Cleanup(cancel)
	return srv, ctx
}

func TestPlayOneUnit(t *testing.T) {
	root := repoRoot(t)
	base, ctx := productInBrowser(t)
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute) // a loaded CI machine is slow
	defer cancel()

	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/?game=crossingo&stake=1&auto=1")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#revela-status[data-state="done"]`))); err != nil {
		state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
		t.Fatalf("waiting for the end of the unit: %v (window.revela = %s)", err, state)
	}
	t.Logf("navigation to done: %v", time.Since(start))
	type status struct {
		State        string   `json:"state"`
		Ticket       int64    `json:"ticket"`
		Prize        string   `json:"prize"`
		FirstFrame   float64  `json:"firstFrame"`
		SessionReady float64  `json:"sessionReady"`
		ValidateMs   *float64 `json:"validateMs"`
	}
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
	if err != nil {
		t.Fatal(err)
	}
	var st status
	if err := json.Unmarshal([]byte(raw), &st); err != nil {
		t.Fatal(err)
	}
	attrs, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](
		`(() => { const e = document.getElementById("revela-status"); return {ticket: e.dataset.ticket, prize: e.dataset.prize, text: e.textContent}; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if st.State != "done" || st.Ticket == 0 || attrs["ticket"] != fmt.Sprint(st.Ticket) || attrs["prize"] != st.Prize || attrs["text"] == "" {
		t.Fatalf("status: window.revela %s, element %v", raw, attrs)
	}
	// the progress remembered for a reload is forgotten once the server
	// has been told the unit was seen
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](
		fmt.Sprintf(`localStorage.getItem("revela.progress.%d") === null`, st.Ticket), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("progress of ticket %d left in localStorage: %v", st.Ticket, err)
	}
	if st.ValidateMs != nil {
		t.Logf("first frame %.0f ms, session ready %.0f ms, script validated in %.2f ms", st.FirstFrame, st.SessionReady, *st.ValidateMs)
	}
	// the server's word on the same ticket, with the page's cookie
	hist, err := chromedp.Run(ctx, chromedp.Evaluate[string](
		`fetch("/api/v1/tickets?limit=20", {credentials: "same-origin"}).then(r => r.text())`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Tickets []struct {
			ID    int64  `json:"id"`
			Prize string `json:"prize"`
			Seen  bool   `json:"seen"`
		} `json:"tickets"`
	}
	if err := json.Unmarshal([]byte(hist), &page); err != nil {
		t.Fatalf("history %s: %v", hist, err)
	}
	found := false
	for _, tk := range page.Tickets {
		if tk.ID == st.Ticket {
			found = true
			if !sameAmount(tk.Prize, st.Prize) {
				t.Errorf("the page shows prize %s, the server sold %s", st.Prize, tk.Prize)
			}
		}
	}
	if !found {
		t.Errorf("ticket %d is not in the history %s", st.Ticket, hist)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(root, "web", "e2e", "out")
	os.MkdirAll(out, 0o755)
	if err := os.WriteFile(filepath.Join(out, "end.png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// sameAmount compares two decimal euro strings ("5" and "5.00").
func sameAmount(a, b string) bool {
	norm := func(s string) string {
		if i := strings.IndexByte(s, '.'); i >= 0 {
			s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
		}
		return s
	}
	return norm(a) == norm(b)
}
