package main

import (
	"cmp"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"revela/core"
	"revela/core/block"
	"revela/core/games"
	"revela/core/money"
)

type blockJSON struct {
	Game      string      `json:"game"`
	Stake     money.Cents `json:"stake"`
	Seed      *uint64     `json:"seed"` // null: crypto/rand
	BlockSize int         `json:"block_size"`
	Lots      []lotJSON   `json:"lots"`
	Losing    int         `json:"losing"`
	// LosingVariants: the losing units in each presentation variant, by
	// the game's name for it, where the game has variants.
	LosingVariants map[string]int `json:"losing_variants,omitempty"`
	Total          money.Cents    `json:"total"`
	Root           string         `json:"root"`
	Seconds        float64        `json:"seconds"`            // to build and commit the block
	Variants       []string       `json:"variants,omitempty"` // the names of its presentation variants

	// With --compose.
	Composed *int     `json:"composed,omitempty"`
	Invalid  *int     `json:"invalid,omitempty"`
	Failures []string `json:"failures,omitempty"` // the first few
	// Classes counts the composed units by prize class, for a game with
	// natural play (core.Game.Class): the prize, and for a game with
	// forms or variants its words for them ("12.50 5+5+2.50 extras").
	Classes        map[string]int `json:"classes,omitempty"`
	ComposeSeconds *float64       `json:"compose_seconds,omitempty"`
	UnitsPerSecond *float64       `json:"units_per_second,omitempty"`
}

func runBlock(args []string, stdout io.Writer) error {
	fs := newFlags("block")
	game := fs.String("game", "", "game id")
	stake := fs.String("stake", "", "stake in euros")
	var seed seedFlag
	fs.Var(&seed, "seed", "seed (tests, audits); crypto/rand when absent")
	compose := fs.Bool("compose", false, "compose and validate every unit's script")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	t, err := table(*game, *stake)
	if err != nil {
		return err
	}
	if *compose && !games.Playable(t.Game) {
		_, err := games.Lookup(t.Game)
		return usageError{err}
	}

	start := time.Now()
	var b *block.Block
	if seed.set {
		b = block.FromSeed(t, seed.value)
	} else if b, err = block.Build(t); err != nil {
		return err
	}
	out := blockJSON{
		Game: t.Game, Stake: t.Stake, BlockSize: len(b.Units),
		Root: hex.EncodeToString(b.Root[:]), Seconds: time.Since(start).Seconds(),
	}
	if seed.set {
		out.Seed = &seed.value
	}
	counts := b.Counts()
	out.Variants = variantNames(t)
	for i, l := range t.Lots {
		in := func(v core.Variant) int { return counts[v][i+1] }
		lj := lotJSON{Amount: l.Amount, Variants: byVariant(out.Variants, in)}
		for v := range core.Variant(block.Variants) {
			lj.Count += in(v)
		}
		out.Lots = append(out.Lots, lj)
		out.Total += l.Amount * money.Cents(lj.Count)
	}
	for v := range block.Variants {
		out.Losing += counts[v][0]
	}
	out.LosingVariants = byVariant(out.Variants, func(v core.Variant) int { return counts[v][0] })
	if err := b.Check(); err != nil {
		return fmt.Errorf("built block does not match its table: %w", err)
	}

	if *compose {
		start := time.Now()
		composed, failures, classes := composeAll(b)
		secs := time.Since(start).Seconds()
		ups := float64(len(b.Units)) / secs
		invalid := len(b.Units) - composed
		out.Composed, out.Invalid, out.ComposeSeconds, out.UnitsPerSecond = &composed, &invalid, &secs, &ups
		out.Failures, out.Classes = failures, classes
	}

	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			return err
		}
	} else {
		printBlock(stdout, &out)
	}
	if out.Invalid != nil && *out.Invalid > 0 {
		return fmt.Errorf("%d units failed to compose or validate", *out.Invalid)
	}
	return nil
}

// composeAll composes every unit's script from the block's unit streams
// and validates it, on every core. It returns the number of valid scripts
// whose derived prize is the unit's, the first few failures and, for a
// game with natural play, the valid scripts counted by class.
func composeAll(b *block.Block) (int, []string, map[string]int) {
	g, _ := games.Lookup(b.Table.Game)
	var ok atomic.Int64
	var mu sync.Mutex
	var failures []string
	classes := map[string]int{}
	fail := func(pos int, err error) {
		mu.Lock()
		defer mu.Unlock()
		if len(failures) < 10 {
			failures = append(failures, fmt.Sprintf("unit %d (%s €): %v", pos, b.Prize(pos), err))
		}
	}
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := map[string]int{}
			defer func() {
				mu.Lock()
				defer mu.Unlock()
				for c, n := range mine {
					classes[c] += n
				}
			}()
			for pos := w; pos < len(b.Units); pos += workers {
				prize := b.Prize(pos)
				s, err := g.Compose(b.Table.Stake, prize, b.Units[pos].Variant(), b.UnitRand(pos))
				if err != nil {
					fail(pos, err)
					continue
				}
				got, err := s.Validate()
				if err == nil && got != prize {
					err = fmt.Errorf("script derives %s €", got)
				}
				if err != nil {
					fail(pos, err)
					continue
				}
				ok.Add(1)
				mine[g.Class(s)]++
			}
		}()
	}
	wg.Wait()
	return int(ok.Load()), failures, classes
}

func printBlock(w io.Writer, b *blockJSON) {
	seed := "crypto/rand"
	if b.Seed != nil {
		seed = fmt.Sprintf("seed %d", *b.Seed)
	}
	fmt.Fprintf(w, "%s %s €: block of %d units (%s), built and committed in %.3f s\n", b.Game, b.Stake, b.BlockSize, seed, b.Seconds)
	for _, l := range b.Lots {
		fmt.Fprintf(w, "  %9d × %s €", l.Count, l.Amount)
		printVariants(w, b.Variants, l.Variants)
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "  %9d losing", b.Losing)
	printVariants(w, b.Variants, b.LosingVariants)
	fmt.Fprintf(w, "\n  total %s €\n  root %s\n", b.Total, b.Root)
	if b.Composed != nil {
		fmt.Fprintf(w, "  composed and validated %d, invalid %d, in %.2f s: %.0f units/s\n", *b.Composed, *b.Invalid, *b.ComposeSeconds, *b.UnitsPerSecond)
		if len(b.Classes) > 0 {
			fmt.Fprintln(w, "  by class (prize, form, mode):")
		}
		for _, c := range sortedClasses(b.Classes) {
			fmt.Fprintf(w, "  %9d  %s\n", b.Classes[c], c)
		}
		for _, f := range b.Failures {
			fmt.Fprintf(w, "  FAILED %s\n", f)
		}
	}
}

// sortedClasses returns the classes highest prize first, then by name.
func sortedClasses(classes map[string]int) []string {
	prize := func(c string) money.Cents {
		p, _ := money.Parse(strings.SplitN(c, " ", 2)[0])
		return p
	}
	keys := slices.Collect(maps.Keys(classes))
	slices.SortFunc(keys, func(a, b string) int {
		if pa, pb := prize(a), prize(b); pa != pb {
			return cmp.Compare(pb, pa)
		}
		return strings.Compare(a, b)
	})
	return keys
}

// printVariants prints counts per presentation variant, in the order of
// names: "  (120 direct, 180 extras)"; nothing without names.
func printVariants(w io.Writer, names []string, counts map[string]int) {
	for v, n := range names {
		sep := ", "
		if v == 0 {
			sep = "  ("
		}
		fmt.Fprintf(w, "%s%d %s", sep, counts[n], n)
	}
	if names != nil {
		fmt.Fprint(w, ")")
	}
}
