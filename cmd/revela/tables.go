package main

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"revela/core/lots"
	"revela/core/money"
)

// lotJSON is one row of a table or a block on the command line's JSON.
type lotJSON struct {
	Amount money.Cents `json:"amount"`
	Count  int         `json:"count"`
	Direct *int        `json:"direct,omitempty"`
	Extra  *int        `json:"extra,omitempty"`
}

type tableJSON struct {
	Game             string      `json:"game"`
	Stake            money.Cents `json:"stake"`
	BlockSize        int         `json:"block_size"`
	Price            money.Cents `json:"price"`
	GamePart         money.Cents `json:"game_part"`
	SuperJackpotPart money.Cents `json:"super_jackpot_part"`
	Participations   int         `json:"participations"`
	Lots             []lotJSON   `json:"lots"`
	LotCount         int         `json:"lot_count"`
	Total            money.Cents `json:"total"`
	StatedTotal      money.Cents `json:"stated_total"`
	PayoutRatio      string      `json:"payout_ratio"`
	Illustrative     bool        `json:"illustrative,omitempty"`
	Source           string      `json:"source"`
	Discrepancies    []string    `json:"discrepancies"`
}

func runTables(args []string, stdout io.Writer) error {
	fs := newFlags("tables")
	game := fs.String("game", "", "only this game")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *game != "" && lots.Stakes(*game) == nil {
		return usagef("%v %q", lots.ErrUnknownGame, *game)
	}
	var out []tableJSON
	for _, t := range lots.Tables() {
		if *game != "" && t.Game != *game {
			continue
		}
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
		for _, l := range t.Lots {
			lj := lotJSON{Amount: l.Amount, Count: l.Count}
			if t.Game == lots.Eldorado {
				lj.Direct, lj.Extra = ptr(l.Count-l.Extra), ptr(l.Extra)
			}
			tj.Lots = append(tj.Lots, lj)
		}
		out = append(out, tj)
	}
	if *asJSON {
		return writeJSON(stdout, out)
	}
	for _, t := range out {
		note := ""
		if t.Illustrative {
			note = " (illustrative)"
		}
		fmt.Fprintf(stdout, "%s %s €%s: block of %d units, price %s € = %s € game + %s € SUPER JACKPOT (%d)\n",
			t.Game, t.Stake, note, t.BlockSize, t.Price, t.GamePart, t.SuperJackpotPart, t.Participations)
		w := tabwriter.NewWriter(stdout, 4, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(w, "\tlots\tamount €\tdirect\tvia Extras\t")
		for _, l := range t.Lots {
			d, e := "", ""
			if l.Direct != nil {
				d, e = fmt.Sprint(*l.Direct), fmt.Sprint(*l.Extra)
			}
			fmt.Fprintf(w, "\t%d\t%s\t%s\t%s\t\n", l.Count, l.Amount, d, e)
		}
		w.Flush()
		fmt.Fprintf(stdout, "  %d lots, %s € (stated %s €), payout ratio %s of the game part; source %s\n",
			t.LotCount, t.Total, t.StatedTotal, t.PayoutRatio, t.Source)
		for _, d := range t.Discrepancies {
			fmt.Fprintf(stdout, "  DISCREPANCY: %s\n", d)
		}
		fmt.Fprintln(stdout)
	}
	return nil
}

func ptr(n int) *int { return &n }

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
