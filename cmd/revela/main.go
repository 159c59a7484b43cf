// Command revela is the Revela server and its operator commands (all of
// them in README.md; serve in docs/server.md, audit realism in
// docs/realism.md, theme check and filmstrip in docs/studio.md):
//
//	revela serve [--addr 127.0.0.1:8080] [--db FILE] [--demo] [--sync FULL|NORMAL] [--secure-cookie] [--origin URL] [--session-max-age 720h] [--session-idle 168h] [--player-rate 1] [--player-burst 30] [--sale-rate 10] [--sale-burst 20] [--address-sale-rate 30] [--address-sale-burst 60] [--limits-cooling 48h] [--tz Europe/Paris] [--session-minutes 0] [--cpuprofile FILE] [--themes DIR]
//	revela tables [--game G] [--json]
//	revela block --game G [--stake S] [--seed N] [--compose] [--json]
//	revela compose --game G --stake S --prize P [--mode M] [--seed N]
//	revela validate [FILE|-]
//	revela audit realism --game G [--stake S] [--units N] [--seed S] [--draws D] [--ref-draws R]
//	revela audit block (--url URL | --db DB) --block ID
//	revela blocks close --db DB --game G --stake S
//	revela theme check DIR|NAME
//	revela filmstrip --game G [--stake S] --theme T --prize P [--seed N] [--gif] --out DIR [--themes DIR]
//
// --stake may be left out for a game with a single stake. Bad arguments
// (an unknown game, a stake not on offer, a bad seed, a busy address)
// print one line on stderr and exit with status 2.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// usageError is an error in the command's arguments: exit status 2.
type usageError struct{ error }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// commands maps each subcommand to its function; each reads its own flags.
var commands = map[string]func(args []string, stdout io.Writer) error{
	"serve":     runServe,
	"tables":    runTables,
	"block":     runBlock,
	"compose":   runCompose,
	"validate":  runValidate,
	"audit":     runAudit,
	"blocks":    runBlocks,
	"theme":     runTheme,
	"filmstrip": runFilmstrip,
}

const usage = `usage:
  revela serve [--addr 127.0.0.1:8080] [--db FILE] [--demo] [--sync FULL|NORMAL] [--secure-cookie] [--origin URL] [--session-max-age 720h] [--session-idle 168h] [--player-rate 1] [--player-burst 30] [--sale-rate 10] [--sale-burst 20] [--address-sale-rate 30] [--address-sale-burst 60] [--limits-cooling 48h] [--tz Europe/Paris] [--session-minutes 0] [--cpuprofile FILE] [--themes DIR]
  revela tables [--game G] [--json]
  revela block --game G [--stake S] [--seed N] [--compose] [--json]
  revela compose --game G --stake S --prize P [--mode M] [--seed N]
  revela validate [FILE|-]
  revela audit realism --game G [--stake S] [--units N] [--seed S] [--draws D] [--ref-draws R]
  revela audit block (--url URL | --db DB) --block ID
  revela blocks close --db DB --game G --stake S
  revela theme check DIR|NAME
  revela filmstrip --game G [--stake S] --theme T --prize P [--mode M] [--form F] [--seed N] [--size WxH] [--chromium PATH] [--gif] --out DIR [--themes DIR]
`

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	return arg == "help" || arg == "-h" || arg == "-help" || arg == "--help"
}

// commandUsage is usage cut to the line of one command.
func commandUsage(name string) string {
	out := "usage:\n"
	for _, line := range strings.SplitAfter(usage, "\n") {
		if strings.HasPrefix(line, "  revela "+name+" ") {
			out += line
		}
	}
	return out
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit status: 0, 1 when a
// validated script is invalid, 2 for bad usage.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	if isHelp(args[0]) {
		fmt.Fprint(stdout, usage)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "revela: unknown command %q\n%s", args[0], usage)
		return 2
	}
	if len(args) > 1 && isHelp(args[1]) { // "theme --help", "audit -h": before the word they want
		fmt.Fprint(stdout, commandUsage(args[0])+flagsHelp(cmd))
		return 0
	}
	err := cmd(args[1:], stdout)
	var invalid invalidError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, commandUsage(args[0])+flagsHelp(cmd))
		return 0
	case errors.As(err, &invalid):
		fmt.Fprintf(stderr, "revela %s: %v\n", args[0], err)
		return 1
	case errors.As(err, new(usageError)):
		fmt.Fprintf(stderr, "revela %s: %v\n", args[0], err)
		return 2
	default:
		fmt.Fprintf(stderr, "revela %s: %v\n", args[0], err)
		return 1
	}
}
