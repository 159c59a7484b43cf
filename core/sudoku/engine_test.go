package sudoku

import (
	"strings"
	"testing"

	"revela/core/money"
)

// grid0 is the pattern grid, row by row. Its blocks, row by row, hold:
//
//	block 0: 123 456 789   block 1: 456 789 123   block 2: 789 123 456
//	block 3: 234 567 891   block 4: 567 891 234   block 5: 891 234 567
//	block 6: 345 678 912   block 7: 678 912 345   block 8: 912 345 678
var grid0 = [N]string{
	"123456789",
	"456789123",
	"789123456",
	"234567891",
	"567891234",
	"891234567",
	"345678912",
	"678912345",
	"912345678",
}

// hide returns the shown rows of grid0 with, in block b, the cells
// holding the digits of hidden[b] hidden ("" for block b: "19").
func hide(hidden [N]string) [N]string {
	var rows [N][]byte
	for r := range rows {
		rows[r] = []byte("111111111")
	}
	for b, ds := range hidden {
		if ds == "" {
			ds = "19"
		}
		for r := 3 * (b / 3); r < 3*(b/3)+3; r++ {
			for c := 3 * (b % 3); c < 3*(b%3)+3; c++ {
				if strings.IndexByte(ds, grid0[r][c]) >= 0 {
					rows[r][c] = '0'
				}
			}
		}
	}
	var out [N]string
	for r := range rows {
		out[r] = string(rows[r])
	}
	return out
}

func eur(s string) money.Cents { return money.MustParse(s) }

// script builds a 0.50 € script on grid0.
func script(prize, gain string, hidden [N]string, throws ...[2]int) *Script {
	return &Script{
		Header: Header{Game: ID, Stake: eur("0.50"), Prize: eur(prize), Version: Version},
		Grid:   grid0, Shown: hide(hidden), Gain: eur(gain), Throws: throws,
	}
}

// at sets the stake of s.
func at(stake string, s *Script) *Script {
	s.Stake = eur(stake)
	return s
}

// allBlocks hides ds in every block.
func allBlocks(ds string) [N]string {
	var h [N]string
	for b := range h {
		h[b] = ds
	}
	return h
}

// Hand-made scripts: the prize of each is worked out in its comment.
// Throws: {a, b} are the two faces, 0 the clover.
func TestHandMade(t *testing.T) {
	tests := []struct {
		name   string
		s      *Script
		blocks int
	}{
		// 3+4=7, 2+2=4, 1+5=6: digits {4,6,7}; every block hides 1 and 9: none complete. 0 €.
		{"losing", script("0", "1", [N]string{}, [2]int{3, 4}, [2]int{2, 2}, [2]int{1, 5}), 0},
		// Digits {7,2,3}; block 0 hides only its 7: complete. 1 × 1 € = 1 €.
		{"one block", script("1", "1", [N]string{0: "7"}, [2]int{3, 4}, [2]int{1, 1}, [2]int{2, 1}), 1},
		// Digits {7}: 7 three times (the 2nd and 3rd reveal nothing); every block hides only its 7: 9 × 500 € = 4,500 €.
		{"nine blocks of 500", script("4500", "500", allBlocks("7"), [2]int{3, 4}, [2]int{2, 5}, [2]int{4, 3}), 9},
		// Same throws, Gain 4,500 €, only block 8 hides only its 7: 1 × 4,500 € = 4,500 €.
		{"top lot in one block", script("4500", "4500", [N]string{8: "7"}, [2]int{3, 4}, [2]int{2, 5}, [2]int{4, 3}), 1},
		// Digits {5,3,8}; blocks 0-5 hide 5 (and 3 or 8), blocks 6-8 hide 1 and 9: 6 × 750 € = 4,500 €.
		{"six blocks of 750", script("4500", "750", [N]string{"5", "53", "58", "358", "5", "5", "", "", ""}, [2]int{1, 4}, [2]int{1, 2}, [2]int{4, 4}), 6},
		// Clover + 3 = 3 and one throw more; 4+4 = 8, 1+1 = 2, 2+0 = 2 (clover: one more), 1+2 = 3:
		// 5 throws, digits {2,3,8}; block 4 hides 3 and 8: 1 × 2 € = 2 €.
		{"clovers add throws", script("2", "2", [N]string{4: "38"}, [2]int{0, 3}, [2]int{4, 4}, [2]int{1, 1}, [2]int{2, 0}, [2]int{1, 2}), 1},
		// Three clovers, 6 throws: 1, 2, 5 (clovers), 6, 4, 9: digits {1,2,4,5,6,9};
		// block 2 hides those six digits, block 5 hides 1 and 9, the others 8: 2 × 0.50 € = 1 €.
		{"three clovers", script("1", "0.50", [N]string{"8", "8", "124569", "8", "8", "19", "8", "8", "8"}, [2]int{0, 1}, [2]int{2, 0}, [2]int{0, 5}, [2]int{3, 3}, [2]int{2, 2}, [2]int{4, 5}), 2},
		// Digit 1 only comes with a clover: 1+clover = 1 (one throw more), 1+1 = 2, 4+5 = 9, 3+3 = 6:
		// digits {1,2,6,9}; blocks 0, 3 and 6 also hide 5 and 8 (not thrown), the 6 others hide
		// only 1 and 9: 6 blocks × 0.50 € = 3 €.
		{"one with a clover", script("3", "0.50", [N]string{0: "1985", 3: "1985", 6: "1985"}, [2]int{1, 0}, [2]int{1, 1}, [2]int{4, 5}, [2]int{3, 3}), 6},
		// Digits {8,9,4}: 4+4, 5+4, 2+2; every block hides 1 and 9 but 1 is not thrown: 0 €.
		{"nine not enough", script("0", "4500", [N]string{}, [2]int{4, 4}, [2]int{5, 4}, [2]int{2, 2}), 0},
		// 5 throws with 2 clovers: clover+5, 5+clover, 2+3, 3+2, 1+4: digit 5 every time, digits {5}.
		// Block 0 hides its 5, blocks 1-8 their 5 and 9: 1 block × 0.50 € = 0.50 €.
		{"same digit five times", script("0.50", "0.50", [N]string{0: "5", 1: "59", 2: "59", 3: "59", 4: "59", 5: "59", 6: "59", 7: "59", 8: "59"}, [2]int{0, 5}, [2]int{5, 0}, [2]int{2, 3}, [2]int{3, 2}, [2]int{1, 4}), 1},
		// Digits {7,2,3}; blocks 0 and 1 hide 7 and 2: 2 × 500 € = 1,000 €.
		{"two blocks of 500", script("1000", "500", [N]string{0: "27", 1: "27"}, [2]int{3, 4}, [2]int{1, 1}, [2]int{2, 1}), 2},
		// Digits {7,2,3}; blocks 0-7 hide 7: 8 × 125 € = 1,000 €.
		{"eight blocks of 125", script("1000", "125", [N]string{"7", "7", "7", "7", "7", "7", "7", "7", ""}, [2]int{3, 4}, [2]int{1, 1}, [2]int{2, 1}), 8},
		// Digits {3,5,7}; blocks 0-6 hide 3: 7 × 12.50 € = 87.50 €.
		{"seven blocks", script("87.50", "12.50", [N]string{"3", "3", "3", "3", "3", "3", "3", "", ""}, [2]int{2, 1}, [2]int{1, 4}, [2]int{3, 4}), 7},
		// Digits {3,5,7}; blocks 0-4 hide 3, 5 and 7: 5 × 5 € = 25 €.
		{"five blocks", script("25", "5", [N]string{"357", "357", "357", "357", "357", "", "", "", ""}, [2]int{2, 1}, [2]int{1, 4}, [2]int{3, 4}), 5},
		// Digits {3,5,7}; blocks 2, 4, 6 hide 5: 3 × 2 € = 6 €.
		{"three blocks", script("6", "2", [N]string{2: "5", 4: "5", 6: "5"}, [2]int{2, 1}, [2]int{1, 4}, [2]int{3, 4}), 3},
		// Digits {3,5,7}; blocks 0, 2, 6, 8 hide 7: 4 × 1.50 € = 6 €.
		{"four blocks", script("6", "1.50", [N]string{0: "7", 2: "7", 6: "7", 8: "7"}, [2]int{2, 1}, [2]int{1, 4}, [2]int{3, 4}), 4},
		// A block with 8 hidden cells (all but 1): digits {2,...,9} need 8 throws; with 3 clovers,
		// 6 digits at most. Block 0 hides 2-7 (6 cells) and wins with digits {2,3,4,5,6,7}:
		// clover+2, clover+3, clover+4, 5, 6, 7 → 1 × 0.50 € = 0.50 €.
		{"six hidden in a block", script("0.50", "0.50", [N]string{0: "234567"}, [2]int{0, 2}, [2]int{3, 0}, [2]int{0, 4}, [2]int{1, 4}, [2]int{3, 3}, [2]int{2, 5}), 1},
		// Block 8 hides 8 cells (not its 1): digits {7} cannot complete it. Block 0 hides 7: 1 × 1.50 = 1.50 €.
		{"eight hidden", script("1.50", "1.50", [N]string{0: "7", 8: "23456789"}, [2]int{3, 4}, [2]int{3, 4}, [2]int{3, 4}), 1},
		// Digit 9 from 4+5 and 5+4 (the highest sums): digits {9}; blocks 0 and 1 hide 9: 2 × 0.50 € = 1 €.
		{"nine from four and five", script("1", "0.50", [N]string{0: "9", 1: "9"}, [2]int{4, 5}, [2]int{5, 4}, [2]int{4, 5}), 2},
		// Digits {2,4}: the cells of 2 are revealed by the first throw, the second 2 reveals nothing;
		// blocks 0-3 hide 2 and 4: 4 × 1 € = 4 €.
		{"repeat reveals nothing", script("4", "1", [N]string{"24", "24", "24", "24", "", "", "", "", ""}, [2]int{1, 1}, [2]int{1, 1}, [2]int{2, 2}), 4},
		// At 2 €, the Gain ladder is ×4: digits {7,2,3}, blocks 0 and 1 hide 7: 2 × 4 € = 8 €, a lot of the 2 € table.
		{"stake 2", at("2", script("8", "4", [N]string{0: "7", 1: "7"}, [2]int{3, 4}, [2]int{1, 1}, [2]int{2, 1})), 2},
		// At 1 €: 9 blocks hiding their 7 × 1,000 € (500 € ×2) = 9,000 €, the top lot of the 1 € table.
		{"stake 1 top lot", at("1", script("9000", "1000", allBlocks("7"), [2]int{3, 4}, [2]int{3, 4}, [2]int{3, 4})), 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.s.Validate()
			if err != nil || got != tt.s.Prize {
				t.Fatalf("Validate: %s € %v, want %s €", got, err, tt.s.Prize)
			}
			tr, err := Check(tt.s)
			if err != nil {
				t.Fatal(err)
			}
			end := tr[len(tr)-1]
			if end.Kind != EvEnd || int(end.Blocks) != tt.blocks || end.Total != tt.s.Prize || end.Amount != tt.s.Gain {
				t.Fatalf("end %+v, want %d blocks × %s €", end, tt.blocks, tt.s.Gain)
			}
		})
	}
}

// TestTranscript checks every event of one script, worked by hand:
// block 4 (rows 3-5, columns 3-5: 567 891 234) hides its 3 (cell 49,
// row 5 column 4) and its 8 (cell 39, row 4 column 3); block 0 hides its
// 1 (cell 0) and 9 (cell 20); the others hide 1 and 9. Gain 2 €.
// Throw 1: clover + 3 = 3, a throw more (3 left); reveals cell 49.
// Throw 2: 4+4 = 8 (2 left); reveals cell 39: block 4 complete, 2 €.
// Throw 3: 1+1 = 2 (1 left); block 4 holds no hidden 2: nothing.
// Throw 4: 3+clover = 3 again, a throw more (1 left): nothing, repeat.
// Throw 5: 5+4 = 9 (0 left): reveals the 9 of every block but block 4;
// block 0 still hides its 1. End: 1 block × 2 € = 2 €.
func TestTranscript(t *testing.T) {
	s := script("2", "2", [N]string{0: "19", 4: "38"}, [2]int{0, 3}, [2]int{4, 4}, [2]int{1, 1}, [2]int{3, 0}, [2]int{5, 4})
	tr, err := Check(s)
	if err != nil {
		t.Fatal(err)
	}
	two := eur("2")
	want := Transcript{
		{Kind: EvStart, Hidden: 18, Amount: two},
		{Kind: EvThrow, Step: 1, Faces: [2]int8{0, 3}, Digit: 3, Clover: true, Left: 3, Extras: 1},
		{Kind: EvReveal, Step: 1, Cell: 49, Digit: 3},
		{Kind: EvThrow, Step: 2, Faces: [2]int8{4, 4}, Digit: 8, Left: 2, Extras: 1},
		{Kind: EvReveal, Step: 2, Cell: 39, Digit: 8},
		{Kind: EvBlock, Step: 2, Block: 4, Blocks: 1, Amount: two, Total: two},
		{Kind: EvThrow, Step: 3, Faces: [2]int8{1, 1}, Digit: 2, Left: 1, Extras: 1, Total: two},
		{Kind: EvThrow, Step: 4, Faces: [2]int8{3, 0}, Digit: 3, Clover: true, Repeat: true, Left: 1, Extras: 2, Total: two},
		{Kind: EvThrow, Step: 5, Faces: [2]int8{5, 4}, Digit: 9, Left: 0, Extras: 2, Total: two},
		// The 9 of blocks 0, 1, 2, 3, 5, 6, 7, 8 in block order: row 2 column 2 (cell 20),
		// row 1 column 5 (14), row 0 column 8 (8), row 5 column 1 (46), row 3 column 7 (34),
		// row 8 column 0 (72), row 7 column 3 (66), row 6 column 6 (60).
		{Kind: EvReveal, Step: 5, Cell: 20, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 14, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 8, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 46, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 34, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 72, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 66, Digit: 9, Total: two},
		{Kind: EvReveal, Step: 5, Cell: 60, Digit: 9, Total: two},
		{Kind: EvEnd, Step: 5, Blocks: 1, Amount: two, Total: two},
	}
	if len(tr) != len(want) {
		t.Fatalf("%d events, want %d: %+v", len(tr), len(want), tr)
	}
	for i := range want {
		if tr[i] != want[i] {
			t.Errorf("event %d: %+v\nwant %+v", i, tr[i], want[i])
		}
	}
}

func TestEventNames(t *testing.T) {
	got := ""
	for k := EventKind(0); k <= EvEnd+1; k++ {
		got += k.String() + " "
	}
	if want := "event(0) start throw reveal block end event(6) "; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}
