package main

import (
	"fmt"
	"io"

	"revela/core/games"
	"revela/core/realism"
)

// runAudit runs `revela audit realism --game G [--stake S] [--units N]
// [--seed S] [--draws D] [--ref-draws R]`: the realism audit of the
// game's composer against its natural play (docs/realism.md), with N
// units per prize class (default 10,000), at most D natural draws
// (default 1,000 × N) and, for each prize natural play does not reach N
// times, at most R draws of the game's reference (default D).
// It prints the report and fails (exit 1) when a figure is above its
// threshold.
func runAudit(args []string, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "block" {
		return runAuditBlock(args[1:], stdout)
	}
	if len(args) == 0 || args[0] != "realism" {
		return usagef("want: audit realism --game G [--stake S] [--units N] [--seed S] [--draws D] [--ref-draws R], or audit block (--url URL | --db DB) --block ID")
	}
	fs := newFlags("audit realism")
	game := fs.String("game", "", "game id")
	stake := fs.String("stake", "", "stake in euros")
	units := fs.Int("units", 10000, "units per prize class, natural and composed each")
	draws := fs.Int("draws", 0, "natural draws at most (default 1000 × units)")
	refDraws := fs.Int("ref-draws", 0, "reference draws at most per rare prize (default: as --draws)")
	var seed seedFlag
	fs.Var(&seed, "seed", "seed (default 1)")
	if err := parse(fs, args[1:]); err != nil {
		return err
	}
	t, err := table(*game, *stake)
	if err != nil {
		return err
	}
	if *units < 20 {
		return usagef("--units %d: want at least 20", *units)
	}
	if *draws < 0 {
		return usagef("--draws %d: want a positive number", *draws)
	}
	if *refDraws < 0 {
		return usagef("--ref-draws %d: want a positive number", *refDraws)
	}
	g, err := games.Lookup(t.Game)
	if err != nil {
		return usageError{err}
	}
	o := realism.Options{Units: *units, Seed: 1, MaxDraws: *draws, MaxRefDraws: *refDraws}
	if seed.set {
		o.Seed = seed.value
	}
	r, err := realism.Audit(g, t, o)
	if err != nil {
		return err
	}
	if err := r.WriteText(stdout); err != nil {
		return err
	}
	if f := r.Failures(); len(f) > 0 {
		return fmt.Errorf("%d figures above their threshold, first: %s", len(f), f[0])
	}
	return nil
}
