// Command startbench measures the client's start beside an Ebitengine
// hello world's (cmd/startbench/hello, built here with the Ebitengine
// version of go.mod and served by the client's own handler), in one run:
// the pages loaded in turn, N times each, every load a first visit (a
// new browser context: no cache, no session) in headless Chromium
// (SwiftShader) at 390×844. It prints each load's marks (window.revela,
// milliseconds from the navigation), the median of each step, the ratio
// of the first frames and the machine's load average before and after
// (docs/client.md "Start").
//
//	make startbench              # builds bin/revela with the client, then:
//	go run ./cmd/startbench -bin bin/revela [-n 9] [-floor -client-gcflags '…'] [-inittrace] [-profile]
//	go run ./cmd/startbench -bin bin/revela -against bin/revela.before
//
// -floor loads a third page in turn: the floor, cmd/client built with
// -tags floor and the client's -gcflags (-client-gcflags, the Makefile's):
// every package linked and initialised, a plain frame drawn, on the hello
// world's page. It is what the client's bytes and package init cost
// before the client does anything of its own.
// -against loads the client of another build (the one before a change)
// in turn with -bin's, in place of the hello world: a change's figures
// before and after, taken in one run.
// -inittrace adds one load of the client with GODEBUG=inittrace=1 and
// prints the packages whose initialisation took longest and the sum of
// the project's own; -profile one load under Chromium's CPU profiler
// (function names need a client linked without -s). -n 0 loads neither
// page N times, only these. -js-flags passes V8 flags to both pages:
// with --no-wasm-lazy-compilation every function is compiled before the
// page runs, so that a step's first-call compiling is told from its work.
package main

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdpage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	"revela/internal/headless"
	"revela/web/static"
)

// steps are the marks read, in their order on the page (the hello world
// has instantiated, run, main and firstFrame; the others are the
// client's).
var steps = []struct{ mark, label string }{
	{"instantiated", "download and compile (instantiated)"},
	{"run", "the page's other reads (go.run)"},
	{"main", "Go runtime and package init (main)"},
	{"made", "fonts, theme, boot scene (NewGame made)"},
	{"update", "Ebitengine's start (first Update)"},
	{"sessionReady", "session taken (in the first Update)"},
	{"backdrop", "the backdrop drawn (in the first Draw)"},
	{"firstFrame", "first frame (the scene drawn)"},
	{"lobbyReady", "lobby ready"},
}

// wasmFlags are the go build flags of every page's module, as the
// Makefile builds the client's (the floor adds the client's -gcflags).
var wasmFlags = []string{"-trimpath", "-ldflags=-s -w"}

func main() {
	bin := flag.String("bin", "bin/revela", "the server binary, embedding the client (make build)")
	n := flag.Int("n", 7, "loads of each page")
	fast := flag.Bool("fast", false, "compress the hello world at fast levels (make run's)")
	against := flag.String("against", "", "another server binary (the build before a change): its client loaded in turn with -bin's instead of the hello world")
	trace := flag.Bool("inittrace", false, "one more load of the client with GODEBUG=inittrace=1: the slowest package inits")
	jsFlags := flag.String("js-flags", "", "V8's flags for every page (Chromium's --js-flags), e.g. --no-wasm-lazy-compilation: every function compiled before the page runs, so that a step's compiling is told from its running")
	floor := flag.Bool("floor", false, "also load the floor (cmd/client built with -tags floor and -client-gcflags: the whole client linked and initialised, a plain frame drawn): what the client's bytes and package init cost before it does anything of its own")
	gcflags := flag.String("client-gcflags", "", "the client's -gcflags arguments, space-separated (make startbench gives the Makefile's), for the floor")
	prof := flag.Bool("profile", false, "one more load of the client under Chromium's CPU profiler: the functions taking the most time (names need a client linked without -s)")
	flag.Parse()
	if *floor && *against != "" {
		fmt.Fprintln(os.Stderr, "startbench: -floor is loaded beside the hello world, not with -against")
		os.Exit(2)
	}
	var floorFlags []string
	if *floor {
		floorFlags = append(slices.Concat(wasmFlags, []string{"-tags=floor"}), strings.Fields(*gcflags)...)
	}
	if err := run(*bin, *against, floorFlags, *n, *fast, *trace, *prof, *jsFlags); err != nil {
		fmt.Fprintln(os.Stderr, "startbench:", err)
		os.Exit(1)
	}
}

func run(bin, against string, floor []string, n int, fast, trace, prof bool, jsFlags string) error {
	tmp, err := os.MkdirTemp("", "startbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	client, stop, err := serve(bin, filepath.Join(tmp, "revela.db"))
	if err != nil {
		return err
	}
	defer stop()

	path, err := headless.Chromium()
	if err != nil {
		return err
	}
	var more []chromedp.ExecAllocatorOption
	if jsFlags != "" {
		more = append(more, chromedp.Flag("js-flags", jsFlags))
	}
	bctx, cancel := headless.Browser(path, 390, 844, "fr-FR", more...)
	defer cancel()
	if err := chromedp.Do(bctx); err != nil {
		return err
	}
	if n > 0 {
		base := ""
		if against != "" {
			b, stop, err := serve(against, filepath.Join(tmp, "before.db"))
			if err != nil {
				return err
			}
			defer stop()
			base = b
		}
		if err := compare(bctx, tmp, base, floor, client, n, fast); err != nil {
			return err
		}
	}
	if trace {
		if err := inittrace(bctx, client); err != nil {
			return err
		}
	}
	if prof {
		return profile(bctx, client)
	}
	return nil
}

// compare builds and serves the hello world under dir (or, with before,
// takes the client served there) and, with floor (its build flags), the
// floor, then loads them and the client in turn, n times each (each page
// first in its turn), and prints the marks, their medians and the ratio
// of the first frames.
func compare(bctx context.Context, dir, before string, floor []string, client string, n int, fast bool) error {
	type page struct {
		name, base   string
		marks, steps map[string][]float64 // by mark, a value per load
	}
	newPage := func(name, base string) *page {
		return &page{name, base, map[string][]float64{}, map[string][]float64{}}
	}
	var pages []*page
	if before == "" {
		hello, err := buildPage(filepath.Join(dir, "hello"), "./cmd/startbench/hello", wasmFlags, fast)
		if err != nil {
			return err
		}
		defer hello.Close()
		pages = append(pages, newPage("hello world", "http://"+hello.Addr().String()))
	} else {
		pages = append(pages, newPage("before", before))
	}
	if floor != nil {
		fl, err := buildPage(filepath.Join(dir, "floor"), "./cmd/client", floor, fast)
		if err != nil {
			return err
		}
		defer fl.Close()
		pages = append(pages, newPage("floor", "http://"+fl.Addr().String()))
	}
	pages = append(pages, newPage("client", client))
	fmt.Printf("load average before: %s\n", loadavg())
	for i := 0; i < n; i++ {
		// in turn, so that a change of load falls on every page, and each
		// page first in its turn, so that none gains from its place (each
		// first equally often when n is a multiple of the pages: make
		// startbench loads 9 of each)
		for j := range pages {
			p := pages[(i+j)%len(pages)]
			m, err := load(bctx, p.base, false)
			if err != nil {
				return fmt.Errorf("%s, load %d: %v", p.name, i+1, err)
			}
			fmt.Printf("%-11s load %d:%s\n", p.name, i+1, line(m))
			prev := 0.0
			for _, s := range steps {
				if v, ok := m[s.mark]; ok {
					p.marks[s.mark] = append(p.marks[s.mark], v)
					p.steps[s.mark] = append(p.steps[s.mark], v-prev)
					prev = v
				}
			}
		}
	}
	fmt.Printf("load average after: %s\n\n", loadavg())
	fmt.Printf("median of %d loads: ms from the navigation (and the step: ms since the mark before, median of each load's)\n", n)
	fmt.Printf("%-42s", "mark")
	for _, p := range pages {
		fmt.Printf(" %18s", p.name)
	}
	fmt.Println()
	for _, s := range steps {
		fmt.Printf("%-42s", s.label)
		for _, p := range pages {
			cell := "-"
			if v, ok := p.marks[s.mark]; ok {
				cell = fmt.Sprintf("%6.0f (+%5.0f)", median(v), median(p.steps[s.mark]))
			}
			fmt.Printf(" %18s", cell)
		}
		fmt.Println()
	}
	// the client's first frame counts once it is the lobby ready to press
	// (its session read): lobbyReady, at or after firstFrame
	ready := pages[len(pages)-1].marks["lobbyReady"]
	c := median(ready)
	if before != "" {
		b := median(pages[0].marks["lobbyReady"])
		fmt.Printf("\nthe lobby ready: client %.0f ms, before %.0f ms: %.2f ×; %s\n", c, b, c/b, pairs("the client", ready, pages[0].marks["lobbyReady"]))
		return nil
	}
	hello := pages[0].marks["firstFrame"]
	h := median(hello)
	fmt.Printf("\nfirst frame: client %.0f ms (the lobby ready), hello world %.0f ms: %.2f × (goal: at most 1.2 ×); %s\n", c, h, c/h, pairs("the client", ready, hello))
	if floor != nil {
		f := pages[1].marks["firstFrame"]
		fmt.Printf("the floor (the client's bytes and init, a plain frame): %.0f ms, %.2f × the hello world's; %s\n", median(f), median(f)/h, pairs("the floor", f, hello))
	}
	return nil
}

// pairs says how the loads compare pair by pair (the i-th load of each
// page, made in the same round): in how many pairs name's page was the
// faster, and the middle half of the pairs' ratios, so that a run's noise
// is seen beside its medians.
func pairs(name string, client, other []float64) string {
	n := min(len(client), len(other))
	if n == 0 {
		return "no pairs"
	}
	faster := 0
	ratios := make([]float64, n)
	for i := range n {
		if client[i] < other[i] {
			faster++
		}
		ratios[i] = client[i] / other[i]
	}
	slices.Sort(ratios)
	return fmt.Sprintf("%s faster in %d of %d pairs, the pairs' ratios %.2f to %.2f × in their middle half",
		name, faster, n, ratios[n/4], ratios[(3*n-1)/4])
}

// buildPage builds the main package pkg (the hello world, or the client
// as the floor) into dir with the go build flags given, beside the hello
// world's index.html and wasm_exec.js, precompressed as the client is,
// and serves it with the client's own handler.
func buildPage(dir, pkg string, flags []string, fast bool) (net.Listener, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	wasm := filepath.Join(dir, "revela.wasm")
	cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", wasm, pkg)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("building %s: %v", pkg, err)
	}
	args := []string{"run", "./cmd/precompress"}
	if fast {
		args = append(args, "-fast")
	}
	cmd = exec.Command("go", append(args, wasm)...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("compressing %s: %v", pkg, err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, err
	}
	for src, dst := range map[string]string{
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		filepath.Join("cmd", "startbench", "hello", "index.html"):                       "index.html",
	} {
		data, err := os.ReadFile(src)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, dst), data, 0o644)
		}
		if err != nil {
			return nil, err
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	go http.Serve(ln, static.HandlerFS(os.DirFS(dir)))
	return ln, nil
}

// serve starts the server binary on a new database and returns its base
// URL once it answers.
func serve(bin, db string) (string, func(), error) {
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--db", db, "--demo")
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() { cmd.Process.Kill(); cmd.Wait() }
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if a, ok := strings.CutPrefix(sc.Text(), "revela: serving on http://"); ok {
			a, _, _ = strings.Cut(a, " ")
			go io.Copy(io.Discard, out)
			return "http://" + a, stop, nil
		}
	}
	stop()
	return "", nil, errors.New(bin + " ended before serving")
}

// goEnv sets GODEBUG=inittrace=1 in the Go of wasm_exec.js, before the
// page makes one, and keeps it when the page gives the Go an env of its
// own (GOGC, GOMEMLIMIT).
const goEnv = `(() => { let G; Object.defineProperty(globalThis, "Go", { configurable: true,
  get() { return G }, set(v) { G = class extends v { constructor() { super(); let env = this.env;
    Object.defineProperty(this, "env", { get() { return Object.assign({}, env, { GODEBUG: "inittrace=1" }) }, set(e) { env = e } }) } } } }) })()`

// load opens base in a new browser context, waits for its first frame
// (and the client's lobby) and returns the marks of window.revela.
func load(bctx context.Context, base string, trace bool) (map[string]float64, error) {
	return loadConsole(bctx, base, trace, nil)
}

func loadConsole(bctx context.Context, base string, trace bool, console func(string)) (map[string]float64, error) {
	return loadWith(bctx, base, trace, console, nil)
}

// loadWith is load with the page's console lines given to console and,
// with profiled, the load run under Chromium's CPU profiler and its
// profile given to profiled.
func loadWith(bctx context.Context, base string, trace bool, console func(string), profiled func(*profiler.Profile)) (map[string]float64, error) {
	ctx, cancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844)); err != nil {
		return nil, err
	}
	if trace {
		if _, err := chromedp.Call(ctx, cdpage.AddScriptToEvaluateOnNewDocument,
			cdpage.AddScriptToEvaluateOnNewDocumentParams{Source: goEnv}); err != nil {
			return nil, err
		}
	}
	if console != nil {
		msgs := chromedp.Console(ctx)
		go func() {
			for m, err := range msgs {
				if err != nil {
					return
				}
				console(m.Text)
			}
		}()
	}
	if profiled != nil {
		if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
			return nil, err
		}
		if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 500}); err != nil {
			return nil, err
		}
		if _, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{}); err != nil {
			return nil, err
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/")); err != nil {
		return nil, err
	}
	cond := `window.revela && window.revela.firstFrame > 0 && (window.revela.lobbyReady > 0 || !("t0" in window.revela))`
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cond,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(4*time.Minute))); err != nil {
		return nil, err
	}
	if profiled != nil {
		r, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
		if err != nil {
			return nil, err
		}
		profiled(r.Profile)
	}
	js, err := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
	if err != nil {
		return nil, err
	}
	var all map[string]any
	if err := json.Unmarshal([]byte(js), &all); err != nil {
		return nil, err
	}
	m := map[string]float64{}
	for _, s := range steps {
		if v, ok := all[s.mark].(float64); ok {
			m[s.mark] = v
		}
	}
	return m, nil
}

// inittrace loads the client once with GODEBUG=inittrace=1 and prints
// the packages whose init took longest (clock time), and their sum.
func inittrace(bctx context.Context, base string) error {
	type pkg struct {
		name  string
		clock float64
	}
	var pkgs []pkg
	re := regexp.MustCompile(`init (\S+) @[0-9.]+ ms, ([0-9.]+) ms clock`)
	lines := make(chan string, 1024)
	if _, err := loadConsole(bctx, base, true, func(s string) { lines <- s }); err != nil {
		return err
	}
	time.Sleep(100 * time.Millisecond) // the last console events (not a measure)
	close(lines)
	total := 0.0
	for l := range lines {
		for _, m := range re.FindAllStringSubmatch(l, -1) {
			c, _ := strconv.ParseFloat(m[2], 64)
			pkgs = append(pkgs, pkg{m[1], c})
			total += c
		}
	}
	slices.SortFunc(pkgs, func(a, b pkg) int { return cmp.Compare(b.clock, a.clock) })
	fmt.Printf("\npackage init (GODEBUG=inittrace=1, one load): %d packages, %.0f ms in all; the longest:\n", len(pkgs), total)
	for _, p := range pkgs[:min(15, len(pkgs))] {
		fmt.Printf("  %8.1f ms  %s\n", p.clock, p.name)
	}
	own, names := 0.0, []string{}
	for _, p := range pkgs {
		if strings.HasPrefix(p.name, "revela/") {
			own += p.clock
			names = append(names, fmt.Sprintf("%s %.1f", strings.TrimPrefix(p.name, "revela/"), p.clock))
		}
	}
	fmt.Printf("the project's own: %.0f ms (%s)\n", own, strings.Join(names, ", "))
	return nil
}

// profile loads the client once under Chromium's CPU profiler and prints
// the functions with the most samples on their stack (inclusive) and on
// top of it (self), in ms.
func profile(bctx context.Context, base string) error {
	var p *profiler.Profile
	m, err := loadWith(bctx, base, false, nil, func(got *profiler.Profile) { p = got })
	if err != nil {
		return err
	}
	parent := map[int64]*profiler.ProfileNode{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n
		}
	}
	self, incl := map[string]float64{}, map[string]float64{}
	for i, id := range p.Samples {
		dt := 0.0
		if i+1 < len(p.TimeDeltas) {
			dt = float64(p.TimeDeltas[i+1]) / 1000
		}
		n := byID[id]
		self[n.CallFrame.FunctionName] += dt
		seen := map[string]bool{}
		for ; n != nil; n = parent[n.ID] {
			if f := n.CallFrame.FunctionName; !seen[f] {
				seen[f] = true
				incl[f] += dt
			}
		}
	}
	file := filepath.Join(os.TempDir(), "startbench.cpuprofile")
	if b, err := json.Marshal(p); err == nil {
		os.WriteFile(file, b, 0o644)
	}
	fmt.Printf("\nCPU profile of one load (first frame at %.0f ms; the whole profile in %s, for Chromium's DevTools)\n", m["firstFrame"], file)
	for _, t := range []struct {
		name string
		ms   map[string]float64
	}{{"inclusive", incl}, {"self", self}} {
		names := slices.Collect(maps.Keys(t.ms))
		slices.SortFunc(names, func(a, b string) int { return cmp.Compare(t.ms[b], t.ms[a]) })
		fmt.Printf("the longest, %s:\n", t.name)
		for _, f := range names[:min(40, len(names))] {
			fmt.Printf("  %8.1f ms  %s\n", t.ms[f], f)
		}
	}
	return nil
}

func line(m map[string]float64) string {
	var b strings.Builder
	for _, s := range steps {
		if v, ok := m[s.mark]; ok {
			fmt.Fprintf(&b, " %s %.0f", s.mark, v)
		}
	}
	return b.String()
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:3], " ")
}
