package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"revela/core"
	"revela/core/games"
	"revela/core/lots"
	"revela/core/money"
)

// lotJSON is one row of a table or a block on the command line's JSON:
// with, where the game presents its units in variants, the count in each
// by the game's name for it.
type lotJSON struct {
	Amount   money.Cents    `json:"amount"`
	Count    int            `json:"count"`
	Variants map[string]int `json:"variants,omitempty"`
}

type tableJSON struct {
	Game             string      `json:"game"`
	Stake            money.Cents `json:"stake"`
	BlockSize        int         `json:"block_size"`
	Price            money.Cents `json:"price"`
	GamePart         money.Cents `json:"game_part"`
	SuperJackpotPart money.Cents `json:"super_jackpot_part"`
	Participations   int         `json:"participations"`
	Variants         []string    `json:"variants,omitempty"` // the names of its presentation variants
	Lots             []lotJSON   `json:"lots"`
	LotCount         int         `json:"lot_count"`
	Total            money.Cents `json:"total"`
	StatedTotal      money.Cents `json:"stated_total"`
	PayoutRatio      string      `json:"payout_ratio"`
	Illustrative     bool        `json:"illustrative,omitempty"`
	Source           string      `json:"source"`
	Discrepancies    []string    `json:"discrepancies"`
	// With --file: the file's parameter version, its paytable and every
	// problem CheckFile finds (discrepancies included).
	Version  string   `json:"version,omitempty"`
	Paytable any      `json:"paytable,omitempty"`
	Problems []string `json:"problems,omitempty"`
}

func runTables(args []string, stdout io.Writer) error {
	fs := newFlags("tables")
	game := fs.String("game", "", "only this game")
	asJSON := fs.Bool("json", false, "print JSON")
	file := fs.String("file", "", "check a replacement data file (--game lucha-fortune)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *game != "" && lots.Stakes(*game) == nil {
		return usagef("%v %q", lots.ErrUnknownGame, *game)
	}
	if *file != "" {
		return checkFile(*game, *file, *asJSON, stdout)
	}
	var out []tableJSON
	for _, t := range lots.Tables() {
		if *game != "" && t.Game != *game {
			continue
		}
		out = append(out, tableOut(t))
	}
	if *asJSON {
		return writeJSON(stdout, out)
	}
	for _, t := range out {
		printTable(stdout, &t)
	}
	return nil
}

// checkFile checks a replacement data file of a game whose figures come
// from one (games.DataFile), prints its table, paytable and problems, and
// fails (exit status 1) when there is any problem.
func checkFile(game, name string, asJSON bool, stdout io.Writer) error {
	check := games.DataFile(game)
	if check == nil {
		var with []string
		for _, id := range lots.Games() {
			if games.DataFile(id) != nil {
				with = append(with, id)
			}
		}
		return usagef("--file needs --game %s: the only game whose figures come from a data file", strings.Join(with, " or "))
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return usageError{err}
	}
	fc, err := check(data)
	if err != nil {
		return invalidError{fmt.Errorf("%s: %w", name, err)}
	}
	f, err := lots.ParseFile(data)
	if err != nil {
		return invalidError{fmt.Errorf("%s: %w", name, err)}
	}
	tj := tableOut(&f.Table)
	tj.Version, tj.Paytable, tj.Problems = f.Version, fc.Paytable, fc.Problems
	if asJSON {
		err = writeJSON(stdout, tj)
	} else {
		printTable(stdout, &tj)
		fmt.Fprintf(stdout, "  version %s; %s\n", f.Version, fc.Summary)
		for _, pr := range fc.Problems {
			fmt.Fprintf(stdout, "  PROBLEM: %s\n", pr)
		}
		if len(fc.Problems) == 0 {
			fmt.Fprintln(stdout, "  ok: totals agree, payout ratio below 1, every amount composed and validated")
		}
	}
	if err == nil && len(fc.Problems) > 0 {
		err = invalidError{fmt.Errorf("%s: %d problems", name, len(fc.Problems))}
	}
	return err
}

// tableOut is a lot table as the command prints it.
func tableOut(t *lots.Table) tableJSON {
	tj := tableJSON{
		Game: t.Game, Stake: t.Stake, BlockSize: t.BlockSize, Price: t.Stake,
		GamePart: t.GamePart, SuperJackpotPart: t.SuperJackpotPart, Participations: t.Participations,
		LotCount: t.LotCount(), Total: t.Total(), StatedTotal: t.StatedTotal,
		PayoutRatio: t.PayoutRatio().StringFixed(4), Illustrative: t.Illustrative,
		Source: t.Source, Discrepancies: t.Discrepancies(),
	}
	if tj.Discrepancies == nil {
		tj.Discrepancies = []string{}
	}
	tj.Variants = variantNames(t)
	for i := range t.Lots {
		l := &t.Lots[i]
		tj.Lots = append(tj.Lots, lotJSON{Amount: l.Amount, Count: l.Count, Variants: byVariant(tj.Variants, l.In)})
	}
	return tj
}

// variantNames are the names of t's presentation variants as its game
// declares them (core.Game.Variants, through the registry), when its
// units are in more than one; nil otherwise.
func variantNames(t *lots.Table) []string {
	n := t.VariantCount()
	if n < 2 {
		return nil
	}
	g, _ := games.Lookup(t.Game)
	names := make([]string, n)
	for v := range names {
		if g != nil && v < len(g.Variants) {
			names[v] = g.Variants[v]
		} else {
			names[v] = fmt.Sprintf("variant %d", v)
		}
	}
	return names
}

// byVariant is count of each variant by its name; nil without names.
func byVariant(names []string, count func(core.Variant) int) map[string]int {
	if names == nil {
		return nil
	}
	m := make(map[string]int, len(names))
	for v, n := range names {
		m[n] = count(core.Variant(v))
	}
	return m
}

// printTable prints one table as text.
func printTable(stdout io.Writer, t *tableJSON) {
	note := ""
	if t.Illustrative {
		note = " (illustrative)"
	}
	fmt.Fprintf(stdout, "%s %s €%s: block of %d units, price %s € = %s € game + %s € SUPER JACKPOT (%d)\n",
		t.Game, t.Stake, note, t.BlockSize, t.Price, t.GamePart, t.SuperJackpotPart, t.Participations)
	w := tabwriter.NewWriter(stdout, 4, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(w, "\tlots\tamount €\t")
	for _, n := range t.Variants {
		fmt.Fprintf(w, "%s\t", n)
	}
	fmt.Fprintln(w)
	for _, l := range t.Lots {
		fmt.Fprintf(w, "\t%d\t%s\t", l.Count, l.Amount)
		for _, n := range t.Variants {
			fmt.Fprintf(w, "%d\t", l.Variants[n])
		}
		fmt.Fprintln(w)
	}
	w.Flush()
	fmt.Fprintf(stdout, "  %d lots, %s € (stated %s €), payout ratio %s of the game part; source %s\n",
		t.LotCount, t.Total, t.StatedTotal, t.PayoutRatio, t.Source)
	if t.Illustrative {
		fmt.Fprintf(stdout, "  ILLUSTRATIVE: not the règlement's figures (its table is missing from its text); replace the data file with the official ones, checked first with `revela tables --game %s --file FILE`\n", t.Game)
	}
	for _, d := range t.Discrepancies {
		fmt.Fprintf(stdout, "  DISCREPANCY: %s\n", d)
	}
	fmt.Fprintln(stdout)
}

func ptr(n int) *int { return &n }

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
