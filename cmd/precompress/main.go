// Command precompress writes FILE.br (brotli) and FILE.gz (gzip) beside
// each FILE given, at the best compression levels, so that the server can
// send the WebAssembly client precompressed. It needs nothing but Go.
//
//	go run ./cmd/precompress web/static/public/revela.wasm
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: precompress FILE...")
		os.Exit(2)
	}
	for _, name := range os.Args[1:] {
		if err := compress(name); err != nil {
			fmt.Fprintln(os.Stderr, "precompress:", err)
			os.Exit(1)
		}
	}
}

func compress(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	if err := write(bw, data); err != nil {
		return fmt.Errorf("%s.br: %w", name, err)
	}
	var gz bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if err := write(gw, data); err != nil {
		return fmt.Errorf("%s.gz: %w", name, err)
	}
	for suffix, b := range map[string][]byte{".br": br.Bytes(), ".gz": gz.Bytes()} {
		if err := os.WriteFile(name+suffix, b, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%s: %d bytes, gzip %d, brotli %d\n", name, len(data), gz.Len(), br.Len())
	return nil
}

func write(w io.WriteCloser, data []byte) error {
	if _, err := w.Write(data); err != nil {
		return err
	}
	return w.Close()
}
