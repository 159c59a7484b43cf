package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func runArgs(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestTablesJSON(t *testing.T) {
	code, out, _ := runArgs(t, "tables", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var tables []struct {
		Game          string   `json:"game"`
		Stake         string   `json:"stake"`
		BlockSize     int      `json:"block_size"`
		Price         string   `json:"price"`
		GamePart      string   `json:"game_part"`
		JackpotPart   string   `json:"super_jackpot_part"`
		Total         string   `json:"total"`
		StatedTotal   string   `json:"stated_total"`
		PayoutRatio   string   `json:"payout_ratio"`
		Discrepancies []string `json:"discrepancies"`
		Lots          []struct {
			Amount string `json:"amount"`
			Count  int    `json:"count"`
			Direct *int   `json:"direct"`
			Extra  *int   `json:"extra"`
		} `json:"lots"`
	}
	if err := json.Unmarshal([]byte(out), &tables); err != nil {
		t.Fatal(err)
	}
	if len(tables) != 9 {
		t.Fatalf("%d tables; want 9", len(tables))
	}
	c := tables[0]
	if c.Game != "crossingo" || c.Stake != "1" || c.Price != "1" || c.GamePart != "0.97" || c.JackpotPart != "0.03" ||
		c.BlockSize != 1_500_000 || c.Total != "1003950" || c.PayoutRatio != "0.6900" || c.Lots[0].Amount != "10000" || c.Lots[7].Count != 250_000 || c.Lots[0].Direct != nil {
		t.Errorf("crossingo = %+v", c)
	}
	e := tables[2]
	if e.Game != "eldorado" || e.Stake != "0.50" || e.Lots[4].Amount != "12.50" || *e.Lots[4].Direct != 120 || *e.Lots[4].Extra != 180 {
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
		Game      string  `json:"game"`
		Stake     string  `json:"stake"`
		Seed      *uint64 `json:"seed"`
		BlockSize int     `json:"block_size"`
		Losing    int     `json:"losing"`
		Total     string  `json:"total"`
		Root      string  `json:"root"`
		Lots      []struct {
			Amount string `json:"amount"`
			Count  int    `json:"count"`
			Direct *int   `json:"direct"`
			Extra  *int   `json:"extra"`
		} `json:"lots"`
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatal(err)
	}
	if b.Game != "eldorado" || b.Stake != "2" || *b.Seed != 9 || b.BlockSize != 400_000 || b.Losing != 339_560 ||
		b.Total != "560000" || len(b.Root) != 64 || b.Lots[0].Amount != "14000" || *b.Lots[6].Direct != 6_400 {
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
