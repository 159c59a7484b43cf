package main

import (
	"errors"
	"flag"
	"io"
	"math"
	"strconv"
	"strings"

	"golang.org/x/time/rate"

	"revela/core/lots"
	"revela/core/money"
	"revela/web"
)

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	lastFlags = fs
	return fs
}

// lastFlags is the flag set a command made last: what its --help lists.
var lastFlags *flag.FlagSet

// flagsHelp is the flags of command cmd, one by one with their defaults
// and words, as its --help lists them: the command run with -h, which
// makes its flag set and stops at it; "" for a command that reads a word
// before its flags (audit, blocks, theme).
func flagsHelp(cmd func([]string, io.Writer) error) string {
	lastFlags = nil
	if err := cmd([]string{"-h"}, io.Discard); !errors.Is(err, flag.ErrHelp) || lastFlags == nil {
		return ""
	}
	var b strings.Builder
	lastFlags.SetOutput(&b)
	lastFlags.PrintDefaults()
	lastFlags.SetOutput(io.Discard)
	return "flags:\n" + b.String()
}

// parse parses args, turning any error into a usage error.
func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return err // run prints the command's usage, exit 0
	} else if err != nil {
		return usageError{err}
	}
	max := 0
	if fs.Name() == "validate" {
		max = 1 // the file
	}
	if fs.NArg() > max {
		return usagef("unexpected argument %q", fs.Arg(max))
	}
	return nil
}

// table finds the lot table of game at stake, as usage errors.
func table(game, stake string) (*lots.Table, error) {
	if game == "" {
		return nil, usagef("--game is required (one of %v)", lots.Games())
	}
	if stake == "" {
		if s := lots.Stakes(game); len(s) == 1 {
			stake = s[0].String()
		} else {
			return nil, usagef("--stake is required")
		}
	}
	s, err := money.Parse(stake)
	if err != nil {
		return nil, usageError{err}
	}
	t, err := lots.Find(game, s)
	if err != nil {
		return nil, usageError{err}
	}
	return t, nil
}

// seedFlag is an optional --seed: a non-negative integer.
type seedFlag struct {
	set   bool
	value uint64
}

func (s *seedFlag) String() string {
	if !s.set {
		return ""
	}
	return strconv.FormatUint(s.value, 10)
}

func (s *seedFlag) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return errors.New("want a non-negative integer")
	}
	s.set, s.value = true, n
	return nil
}

// serveLimits returns the abuse limits of revela serve's flags: rates per
// second (0: no limit, never negative) and bursts of at least 1.
func serveLimits(playerRate float64, playerBurst int, saleRate float64, saleBurst int, addrRate float64, addrBurst int) (web.Limits, error) {
	for _, f := range []struct {
		name  string
		rate  float64
		burst int
	}{{"player", playerRate, playerBurst}, {"sale", saleRate, saleBurst}, {"address-sale", addrRate, addrBurst}} {
		if f.rate < 0 || math.IsNaN(f.rate) || math.IsInf(f.rate, 0) {
			return web.Limits{}, usagef("--%s-rate %v: want a number of events per second, 0 for no limit", f.name, f.rate)
		}
		if f.burst < 1 {
			return web.Limits{}, usagef("--%s-burst %d: want at least 1", f.name, f.burst)
		}
	}
	return web.Limits{
		Players: rate.Limit(playerRate), PlayerBurst: playerBurst,
		Sales: rate.Limit(saleRate), SaleBurst: saleBurst,
		AddressSales: rate.Limit(addrRate), AddressSaleBurst: addrBurst,
	}, nil
}
