// Command precompress writes FILE.br (brotli) and FILE.gz (gzip) beside
// each FILE given, so that the server can send the WebAssembly client
// precompressed. It needs nothing but Go. The levels are the best ones
// (brotli 11, gzip 9: a release, make build) unless -fast is given
// (brotli 5, gzip 6: a few seconds instead of about forty, make run).
// With -budget N, a file whose brotli form at the best level is over N
// bytes is an error (exit 1): the client's budget, 2.5 MB for all games.
//
//	go run ./cmd/precompress [-fast] [-budget N] web/static/public/revela.wasm
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/andybalholm/brotli"
)

func main() {
	fast := flag.Bool("fast", false, "fast levels (brotli 5, gzip 6) instead of the best ones")
	budget := flag.Int("budget", 0, "at the best levels, the most bytes a file may take in brotli (0: no budget)")
	flag.Parse()
	if flag.NArg() < 1 {
		fmt.Fprintln(os.Stderr, "usage: precompress [-fast] FILE...")
		os.Exit(2)
	}
	lv := best
	if *fast {
		lv = quick
	}
	for _, name := range flag.Args() {
		n, err := compress(name, lv)
		if err == nil && !*fast && *budget > 0 && n > *budget {
			err = fmt.Errorf("%s.br: %d bytes, over the budget of %d", name, n, *budget)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "precompress:", err)
			os.Exit(1)
		}
	}
}

// levels are a brotli and a gzip compression level.
type levels struct{ brotli, gzip int }

var (
	best  = levels{brotli.BestCompression, gzip.BestCompression}
	quick = levels{5, 6}
)

// compress writes name.br and name.gz at lv and returns the size of the
// brotli form.
func compress(name string, lv levels) (int, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return 0, err
	}
	var br bytes.Buffer
	// The largest window standard brotli has (16 MiB, which every browser
	// decodes): the client is 13 MB, and the default 4 MiB window finds
	// fewer repeats in it (18 KB more at level 11).
	bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: lv.brotli, LGWin: 24})
	if err := write(bw, data); err != nil {
		return 0, fmt.Errorf("%s.br: %w", name, err)
	}
	var gz bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&gz, lv.gzip)
	if err := write(gw, data); err != nil {
		return 0, fmt.Errorf("%s.gz: %w", name, err)
	}
	for suffix, b := range map[string][]byte{".br": br.Bytes(), ".gz": gz.Bytes()} {
		// whole or not at all: a build embedding the folder meanwhile (make
		// test compiles the other tests beside this) finds no file or this
		// one, and no temporary file (go:embed leaves out names with a dot)
		tmp := filepath.Join(filepath.Dir(name), "."+filepath.Base(name)+suffix+".tmp")
		if err := os.WriteFile(tmp, b, 0o644); err != nil {
			return 0, err
		}
		if err := os.Rename(tmp, name+suffix); err != nil {
			return 0, err
		}
	}
	fmt.Printf("%s: %d bytes, gzip -%d %d, brotli -%d %d\n", name, len(data), lv.gzip, gz.Len(), lv.brotli, br.Len())
	return br.Len(), nil
}

func write(w io.WriteCloser, data []byte) error {
	if _, err := w.Write(data); err != nil {
		return err
	}
	return w.Close()
}
