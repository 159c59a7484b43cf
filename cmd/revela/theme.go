package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"

	"revela/assets/themes"
	"revela/assets/themes/check"

	// The games whose theme sections the check knows (each declares its
	// own, render/<game>/theme.go): one line per game, as in cmd/client.
	_ "revela/render/crossingo"
	_ "revela/render/diamondriver"
	_ "revela/render/eldorado"
	_ "revela/render/luchafortune"
	_ "revela/render/sudoku"
)

// runTheme is `revela theme check DIR|NAME` (docs/studio.md): DIR is a
// theme folder or a folder of theme folders (with its calendar.json),
// NAME a bundled theme. Every fault is printed with its file and key;
// the exit status is 1 when there is any, 0 with "ok" when there is none.
func runTheme(args []string, stdout io.Writer) error {
	if len(args) != 2 || args[0] != "check" {
		return usagef("usage: revela theme check DIR|NAME")
	}
	target := args[1]
	var faults []check.Fault
	if st, err := os.Stat(target); err == nil && st.IsDir() {
		faults = check.Dir(os.DirFS(target))
	} else if slices.Contains(themes.Names(), target) {
		sub, _ := fs.Sub(themes.BundledFS(), target) // with its art
		faults = check.Dir(sub)
	} else {
		return usagef("%s: neither a directory nor a bundled theme (%v)", target, themes.Names())
	}
	for _, f := range faults {
		fmt.Fprintln(stdout, f)
	}
	if len(faults) > 0 {
		return invalidError{fmt.Errorf("%d fault(s) in %s", len(faults), target)}
	}
	fmt.Fprintf(stdout, "%s: ok\n", target)
	return nil
}
