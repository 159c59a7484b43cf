package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
)

// argsWant is a command line and text its output must hold.
type argsWant struct {
	args []string
	want string
}

func runArgs(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// wireLot is one lot as revela tables --json and revela block --json
// write it, typed here apart from the command's own type so that the
// tests read the wire: its amount in euros, its count of units, and its
// count by presentation variant where the lot table has them.
type wireLot struct {
	Amount   string         `json:"amount"`
	Count    int            `json:"count"`
	Variants map[string]int `json:"variants"`
}

func TestTablesJSON(t *testing.T) {
	code, out, _ := runArgs(t, "tables", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var tables []struct {
		Game          string    `json:"game"`
		Stake         string    `json:"stake"`
		BlockSize     int       `json:"block_size"`
		Price         string    `json:"price"`
		GamePart      string    `json:"game_part"`
		JackpotPart   string    `json:"super_jackpot_part"`
		Total         string    `json:"total"`
		StatedTotal   string    `json:"stated_total"`
		PayoutRatio   string    `json:"payout_ratio"`
		Discrepancies []string  `json:"discrepancies"`
		Lots          []wireLot `json:"lots"`
	}
	if err := json.Unmarshal([]byte(out), &tables); err != nil {
		t.Fatal(err)
	}
	if len(tables) != 9 {
		t.Fatalf("%d tables; want 9", len(tables))
	}
	c := tables[0]
	if c.Game != "crossingo" || c.Stake != "1" || c.Price != "1" || c.GamePart != "0.97" || c.JackpotPart != "0.03" ||
		c.BlockSize != 1_500_000 || c.Total != "1003950" || c.PayoutRatio != "0.6900" || c.Lots[0].Amount != "10000" || c.Lots[7].Count != 250_000 || c.Lots[0].Variants != nil {
		t.Errorf("crossingo = %+v", c)
	}
	e := tables[2]
	if e.Game != "eldorado" || e.Stake != "0.50" || e.Lots[4].Amount != "12.50" || e.Lots[4].Variants["direct"] != 120 || e.Lots[4].Variants["extras"] != 180 {
		t.Errorf("eldorado 0.50 = %+v", e)
	}
	s := tables[7]
	if s.Game != "sudoku" || s.Stake != "2" || s.Total != "1800000" || s.StatedTotal != "1800000000" || len(s.Discrepancies) != 1 {
		t.Errorf("sudoku 2 = %+v", s)
	}
}

func TestBlockJSON(t *testing.T) {
	code, out, _ := runArgs(t, "block", "--game", "eldorado", "--stake", "2", "--seed", "9", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var b struct {
		Game      string    `json:"game"`
		Stake     string    `json:"stake"`
		Seed      *uint64   `json:"seed"`
		BlockSize int       `json:"block_size"`
		Losing    int       `json:"losing"`
		Total     string    `json:"total"`
		Root      string    `json:"root"`
		Lots      []wireLot `json:"lots"`
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	if b.Game != "eldorado" || b.Stake != "2" || *b.Seed != 9 || b.BlockSize != 400_000 || b.Losing != 339_560 ||
		b.Total != "560000" || len(b.Root) != 64 || b.Lots[0].Amount != "14000" || b.Lots[6].Variants["direct"] != 6_400 || b.Lots[6].Variants["extras"] != 1_600 {
		t.Errorf("block = %+v", b)
	}
	// The same seed gives the same block.
	_, again, _ := runArgs(t, "block", "--game", "eldorado", "--stake", "2", "--seed", "9", "--json")
	if !strings.Contains(again, b.Root) {
		t.Error("same seed, other root")
	}
}

// TestUsageErrors: an unknown game, a stake not on offer or a bad seed is
// one line on stderr and exit status 2.
func TestUsageErrors(t *testing.T) {
	cases := [][]string{
		{"block", "--game", "bingo", "--stake", "1"},
		{"block", "--game", "crossingo", "--stake", "2"},
		{"block", "--game", "crossingo", "--stake", "-1"},
		{"block", "--game", "crossingo", "--stake", "1", "--seed", "-3"},
		{"block", "--game", "crossingo", "--stake", "1", "--seed", "abc"},
		{"block", "--stake", "1"},
		{"tables", "--game", "bingo"},
		{"compose", "--game", "crossingo", "--stake", "1", "--prize", "3"},
		{"compose", "--game", "crossingo", "--stake", "1", "--prize", "x"},
		{"nonsense"},
	}
	for _, args := range cases {
		code, out, errOut := runArgs(t, args...)
		if code != 2 || out != "" || errOut == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
		if args[0] != "nonsense" && strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: stderr is not one line: %q", args, errOut)
		}
	}
}

func TestValidateRejects(t *testing.T) {
	code, _, errOut := runArgs(t, "validate", "testdata/not-json.txt")
	if code != 1 || !strings.Contains(errOut, "not a JSON script") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// TestComposeValidate: revela compose writes a script that revela
// validate accepts with its prize; the same script with another declared
// prize is refused with exit status 1 and the rule.
func TestComposeValidate(t *testing.T) {
	code, script, errOut := runArgs(t, "compose", "--game", "crossingo", "--stake", "1", "--prize", "50", "--seed", "4")
	if code != 0 {
		t.Fatalf("compose: exit %d: %s", code, errOut)
	}
	path := t.TempDir() + "/script.json"
	if err := os.WriteFile(path, []byte(script), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runArgs(t, "validate", path)
	if code != 0 || out != "valid: prize 50 €\n" {
		t.Fatalf("validate: exit %d, %q, %q", code, out, errOut)
	}
	ticket := `{"id": 7, "script": ` + strings.Replace(script, `"prize": "50"`, `"prize": "100"`, 1) + `}`
	if err := os.WriteFile(path, []byte(ticket), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runArgs(t, "validate", path)
	if code != 1 || !strings.Contains(errOut, "0.1-4") {
		t.Fatalf("tampered ticket: exit %d, %q", code, errOut)
	}
}

// TestBlockCompose: what block --compose adds to the block's report, on
// the smallest block there is (ELDORADO's 400,000 units, here at 2 €): in
// JSON the units composed and valid, none invalid, the time and rate,
// and the units by class (prize, form, mode; E-4's 33,956 losing units
// via Extras, 4,000 units of 8 € as 4+4 via Extras, the 2 of 14,000 €);
// in text the same lines, highest prize first; exit status 0. That every
// unit of every game's blocks composes is core/games' TestBlocks.
func TestBlockCompose(t *testing.T) {
	if testing.Short() {
		t.Skip("composes two blocks of 400,000 units")
	}
	args := []string{"block", "--game", "eldorado", "--stake", "2", "--seed", "5", "--compose"}
	code, out, errOut := runArgs(t, append(args, "--json")...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var b struct {
		Composed       int            `json:"composed"`
		Invalid        int            `json:"invalid"`
		Failures       []string       `json:"failures"`
		Classes        map[string]int `json:"classes"`
		ComposeSeconds float64        `json:"compose_seconds"`
		UnitsPerSecond float64        `json:"units_per_second"`
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	sum := 0
	for _, n := range b.Classes {
		sum += n
	}
	if b.Composed != 400_000 || b.Invalid != 0 || b.Failures != nil || b.ComposeSeconds <= 0 || b.UnitsPerSecond <= 0 || sum != 400_000 ||
		b.Classes["0 extras"] != 33_956 || b.Classes["8 4+4 extras"] != 4_000 || b.Classes["14000 14000 direct"] != 2 {
		t.Fatalf("block --compose --json = %+v", b)
	}
	code, out, errOut = runArgs(t, args...)
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	_, report, ok := strings.Cut(out, "  root ")
	lines := strings.Split(report, "\n")
	if !ok || len(lines) < 5 || !strings.HasPrefix(lines[1], "  composed and validated 400000, invalid 0, in ") || !strings.HasSuffix(lines[1], " units/s") ||
		lines[2] != "  by class (prize, form, mode):" || lines[3] != "          2  14000 14000 direct" ||
		!strings.Contains(report, "\n       4000  8 4+4 extras\n") || !strings.Contains(report, "\n      33956  0 extras\n") || strings.Contains(report, "FAILED") {
		t.Fatalf("block --compose:\n%s", out)
	}
}

// TestComposeAllFailures: the failures block --compose reports, on a
// block of 40 units whose 12 units of 3 € (a prize CROSSINGO's table
// does not pay) the composer refuses: 28 valid, by class; the first 10
// failures kept, each naming its unit and prize; printed one line each.
func TestComposeAllFailures(t *testing.T) {
	tab, err := lots.Find(lots.Crossingo, money.Euros(1))
	if err != nil {
		t.Fatal(err)
	}
	small := *tab
	small.Lots = nil
	for _, l := range tab.Lots {
		l.Count = 1
		small.Lots = append(small.Lots, l)
	}
	small.Lots = append(small.Lots, lots.Lot{Rank: 9, Amount: money.Euros(3), Count: 12})
	small.BlockSize = 40
	composed, failures, classes := composeAll(block.FromSeed(&small, 1))
	if composed != 28 || len(failures) != 10 || len(classes) != 9 || classes["0"] != 20 || classes["10000"] != 1 || classes["3"] != 0 {
		t.Fatalf("composed %d, failures %q, classes %v", composed, failures, classes)
	}
	for _, f := range failures {
		if n, err := fmt.Sscanf(f, "unit %d (3 €): ", new(int)); n != 1 || err != nil || !strings.Contains(f, "prize") {
			t.Errorf("failure %q", f)
		}
	}
	var out strings.Builder
	printBlock(&out, &blockJSON{Game: small.Game, Stake: small.Stake, BlockSize: 40, Composed: &composed, Invalid: ptr(12),
		Failures: failures, Classes: classes, ComposeSeconds: new(0.5), UnitsPerSecond: new(80.0)})
	for _, want := range []string{"\n  composed and validated 28, invalid 12, in 0.50 s: 80 units/s\n  by class (prize, form, mode):\n          1  10000\n",
		"\n          1  1\n         20  0\n  FAILED unit "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("printed:\n%s\nwant %q", out.String(), want)
		}
	}
	if n := strings.Count(out.String(), "  FAILED unit "); n != 10 {
		t.Errorf("%d FAILED lines", n)
	}
}

func TestHelpAndArguments(t *testing.T) {
	for _, h := range []string{"help", "--help", "-h"} {
		if code, out, _ := runArgs(t, h); code != 0 || !strings.Contains(out, "revela serve") {
			t.Errorf("%s: exit %d", h, code)
		}
	}
	// a command's help is its usage line on stdout, exit 0 (before, "revela
	// serve --help" said only "flag: help requested", exit 2)
	// (audit has two subcommands: both lines)
	for _, c := range []argsWant{
		{[]string{"blocks", "--help"}, "  revela blocks close --db DB --game G --stake S\n"},
		{[]string{"serve", "--help"}, "  revela serve [--addr 127.0.0.1:8080] [--db FILE] [--demo]"},
		{[]string{"tables", "-h"}, "  revela tables [--game G] [--json]\n"},
		{[]string{"block", "-help"}, "  revela block --game G [--stake S] [--seed N] [--compose] [--json]\n"},
		{[]string{"compose", "--game", "crossingo", "--help"}, "  revela compose --game G --stake S --prize P [--mode M] [--seed N]\n"},
		{[]string{"validate", "-h"}, "  revela validate [FILE|-]\n"},
		{[]string{"audit", "--help"}, "  revela audit realism --game G [--stake S] [--units N] [--seed S] [--draws D] [--ref-draws R]\n"},
		{[]string{"audit", "realism", "-h"}, "  revela audit realism --game G"},
		{[]string{"theme", "--help"}, "  revela theme check DIR|NAME\n"},
		{[]string{"filmstrip", "-h"}, "  revela filmstrip --game G [--stake S] --theme T --prize P [--mode M] [--form F] [--seed N] [--size WxH] [--chromium PATH] [--gif] --out DIR [--themes DIR]\n"},
	} {
		code, out, errOut := runArgs(t, c.args...)
		out, _, _ = strings.Cut(out, "flags:\n") // the usage lines, then the flags one by one
		lines := 2
		if c.args[0] == "audit" {
			lines = 3
		}
		if code != 0 || !strings.HasPrefix(out, "usage:\n") || !strings.Contains(out, c.want) || strings.Count(out, "\n") != lines || errOut != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, out, errOut)
		}
	}
	// and then every flag with its words and default (issue 29)
	if _, out, _ := runArgs(t, "filmstrip", "--help"); !strings.Contains(out, "flags:\n") ||
		!strings.Contains(out, "  -size string\n    \tthe window, in CSS pixels (default \"390x844\")\n") || !strings.Contains(out, "  -chromium string\n") {
		t.Errorf("filmstrip --help lists %q", out)
	}
	cases := [][]string{
		{"validate", "a.json", "extra"},
		{"compose", "--game", "crossingo", "--stake", "1"},
		{"serve", "--sync", "BOGUS"},
		{"serve", "--addr", "nonsense:99999", "--db", t.TempDir() + "/x.db"},
	}
	for _, args := range cases {
		if code, _, errOut := runArgs(t, args...); code != 2 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// TestEldorado: revela compose --mode extras|direct at each stake writes a
// script that validate accepts.
func TestEldorado(t *testing.T) {
	for _, c := range [][2]string{{"0.50", "extras"}, {"1", "direct"}, {"2", "extras"}} {
		code, script, errOut := runArgs(t, "compose", "--game", "eldorado", "--stake", c[0], "--prize", "0", "--mode", c[1], "--seed", "3")
		if code != 0 || strings.Count(script, `"grids"`) != 1 {
			t.Fatalf("compose %v: exit %d: %s", c, code, errOut)
		}
		path := t.TempDir() + "/script.json"
		if err := os.WriteFile(path, []byte(script), 0o600); err != nil {
			t.Fatal(err)
		}
		if code, out, errOut := runArgs(t, "validate", path); code != 0 || out != "valid: prize 0 €\n" {
			t.Fatalf("validate %v: exit %d, %q, %q", c, code, out, errOut)
		}
	}
}

// TestValidateTicket: a ticket is valid only when its own game, stake and
// prize are its script's; a prize changed beside a valid script (here a
// 2 € CROSSINGO script claimed as 10,000 €) is refused.
func TestValidateTicket(t *testing.T) {
	code, script, _ := runArgs(t, "compose", "--game", "crossingo", "--stake", "1", "--prize", "2", "--seed", "3")
	if code != 0 {
		t.Fatalf("compose: exit %d", code)
	}
	for _, c := range []struct {
		name, game, stake, prize string
		code                     int
		says                     string
	}{
		{"as sold", "crossingo", "1", "2", 0, "valid: prize 2 €"},
		{"prize changed", "crossingo", "1", "10000", 1, `the ticket's prize "10000" is not its script's, 2 €`},
		{"game changed", "diamond-river", "1", "2", 1, `the ticket's game "diamond-river" is not its script's, "crossingo"`},
		{"stake changed", "crossingo", "2", "2", 1, `the ticket's stake "2" is not its script's, 1 €`},
	} {
		path := filepath.Join(t.TempDir(), "ticket.json")
		ticket := fmt.Sprintf(`{"id":7,"game":%q,"stake":%q,"prize":%q,"script":%s}`, c.game, c.stake, c.prize, script)
		if err := os.WriteFile(path, []byte(ticket), 0o600); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runArgs(t, "validate", path)
		if code != c.code || !strings.Contains(out+errOut, c.says) {
			t.Errorf("%s: exit %d, %s%s; want exit %d saying %s", c.name, code, out, errOut, c.code, c.says)
		}
	}
}
