package eldorado

import (
	"strings"
	"testing"

	"revela/core/money"
)

// mk builds a script at stake declaring prize from rows of letters, three
// per grid: the first grid, then the Extra grids.
func mk(t *testing.T, stake, prize string, rows ...string) *Script {
	t.Helper()
	if len(rows)%Rows != 0 {
		t.Fatalf("%d rows", len(rows))
	}
	s := &Script{Header: Header{Game: ID, Stake: money.MustParse(stake), Prize: money.MustParse(prize), Version: Version}}
	s.Grids = make([]Grid, len(rows)/Rows)
	for i, row := range rows {
		if len(row) != Cols {
			t.Fatalf("row %q", row)
		}
		for c := 0; c < Cols; c++ {
			s.Grids[i/Rows][i%Rows][c] = Symbol(strings.IndexByte(letters, row[c]) + 1)
		}
	}
	return s
}

// Rows that give nothing (worked out: no pyramide; at most 1 coffre, 2
// soleil, 3 dague, 4 perroquet; a Chance completing nothing).
const (
	n1 = "SSDDR" // 2 soleil, 2 dague, 1 perroquet
	n2 = "CSRRD" // 1 coffre, 1 soleil, 2 perroquet, 1 dague
	n3 = "DDDRR" // 3 dague (4 give an Extra), 2 perroquet
	n4 = "RRRRS" // 4 perroquet (5 give an Extra), 1 soleil
	n5 = "MSDRR" // Chance: 1+1 soleil, 1+1 dague, 2+1 perroquet are no combination
)

// TestHandMade: every symbol, every combination of art. 4.4.1 and 4.4.2
// with and without Chance, the three stakes, each form of the lot table
// and both modes; each prize worked out by hand in the comment.
func TestHandMade(t *testing.T) {
	cases := []struct {
		name, stake, prize string
		rows               []string
		class              string
	}{
		// Nothing anywhere: a losing unit shown directly.
		{"losing", "0.50", "0", []string{n1, n2, n3}, "0 direct"},
		{"losing 4 perroquet, Chance inert", "1", "0", []string{n4, n5, n1}, "0 direct"},
		// 5 pyramide: 3,500 € at 0.50 €.
		{"5 pyramide", "0.50", "3500", []string{"PPPPP", n1, n2}, "3500 3500 direct"},
		// 4 pyramide + Chance at 2 €: 5 pyramide, 4 × 3,500 = 14,000 €.
		{"4 pyramide + Chance", "2", "14000", []string{n1, "PMPPP", n3}, "14000 14000 direct"},
		// 5 coffre: 225 € at 0.50 €.
		{"5 coffre", "0.50", "225", []string{n2, n3, "CCCCC"}, "225 225 direct"},
		// 4 coffre + Chance at 1 €: 5 coffre, 2 × 225 = 450 €.
		{"4 coffre + Chance", "1", "450", []string{"CCMCC", n1, n4}, "450 450 direct"},
		// 4 pyramide (75) + 4 soleil + Chance (5 soleil, 75) + 5 soleil
		// (75) = 225 €, the form 75+75+75.
		{"75+75+75", "0.50", "225", []string{"PPSPP", "SSMSS", "SSSSS"}, "225 75+75+75 direct"},
		// 3 pyramide + Chance: 4 pyramide, 75 € at 0.50 €.
		{"3 pyramide + Chance", "0.50", "75", []string{n1, "PDPMP", n2}, "75 75 direct"},
		// 5 dague (25) + 4 dague + Chance (25) + 5 dague = 75 € at 0.50 €.
		{"25+25+25", "0.50", "75", []string{"DDDDD", "DDMDD", "DDDDD"}, "75 25+25+25 direct"},
		// 4 coffre (12.50) + 3 coffre + Chance (12.50) = 25 € at 0.50 €;
		// at 2 € 50 + 50 = 100 €.
		{"12.50+12.50", "2", "100", []string{"CCCCR", n3, "CMCCD"}, "100 50+50 direct"},
		// 3 pyramide (5) + 2 pyramide + Chance (5) + 4 soleil (2.50) =
		// 12.50 € at 0.50 €.
		{"5+5+2.50", "0.50", "12.50", []string{"PPPDS", "PRMPD", "SSSSC"}, "12.50 5+5+2.50 direct"},
		// 4 soleil (2.50) + 3 soleil + Chance (2.50) at 1 €: 5 + 5 = 10 €.
		{"2.50+2.50", "1", "10", []string{"SSSSD", n2, "SMSSD"}, "10 5+5 direct"},
		// 4 soleil (2.50) + 3 coffre (1) = 3.50 € at 0.50 €.
		{"2.50+1", "0.50", "3.50", []string{"SSSSR", "CCCRD", n1}, "3.50 2.50+1 direct"},
		// 3 coffre (1) above 3 soleil + Chance (2.50) = 3.50 € at 1 €: 7 €.
		{"1+2.50", "1", "7", []string{"CCRDC", "SMSSD", n1}, "7 5+2 direct"},
		// 2 pyramide (1) + 2 coffre + Chance (3 coffre, 1) = 2 € at 0.50 €.
		{"1+1", "0.50", "2", []string{"PSPDR", n3, "CMCSR"}, "2 1+1 direct"},
		// 1 pyramide + Chance: 2 pyramide, 1 € at 0.50 €; 2 € at 1 €.
		{"1 pyramide + Chance", "1", "2", []string{"PMDDR", n1, n2}, "2 2 direct"},
		// 3 coffre at 2 €: 4 €.
		{"3 coffre", "2", "4", []string{n4, "CDCRC", n3}, "4 4 direct"},
		// 4 dague (Extra) + 3 dague + Chance (4 dague, Extra) + 5 perroquet
		// (Extra): 3 Extras; the Extra grids: 5 dague (25) and two losing
		// grids = 25 € at 0.50 €.
		{"3 Extras, 25", "0.50", "25", []string{"DDDDS", "DMDDR", "RRRRR", n1, "DDDDD", n2, n1, n2, n3, n3, n4, n5}, "25 25 extras"},
		// 1 pyramide alone (Extra), 2 coffre (Extra); then 4 coffre
		// (12.50) and 3 coffre + Chance (12.50): 25 € at 0.50 €.
		{"2 Extras, 12.50+12.50", "0.50", "25", []string{"PSDRR", "CCSDR", n1, "CCCCS", n1, n2, n3, n4, "CCMCR"}, "25 12.50+12.50 extras"},
		// 1 coffre + Chance (Extra); the Extra grid pays 4 soleil twice:
		// 2 × 2.50 = 5 € at 0.50 €.
		{"1 Extra, 2.50+2.50", "0.50", "5", []string{n1, "CMSDR", n2, "SSSSD", "RSSSS", n3}, "5 2.50+2.50 extras"},
		// E-4: 3 soleil gives an Extra whose grid shows nothing: 0 €.
		{"Extra revealing nothing", "2", "0", []string{n1, n2, "SRSDS", n3, n4, n5}, "0 extras"},
		// 2 Extras; the grids pay 3 pyramide (5), 2 pyramide + Chance (5)
		// and 3 soleil + Chance (2.50): 12.50 € at 0.50 €, 25 € at 1 €.
		{"2 Extras, 5+5+2.50", "1", "25", []string{"RRRRR", "RRRMR", n1, "PPPDS", n1, "SSMSR", n2, "PPMRD", n3}, "25 10+10+5 extras"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := mk(t, c.stake, c.prize, c.rows...)
			got, err := s.Validate()
			if err != nil || got != s.Prize {
				t.Fatalf("Validate = %s, %v; want %s", got, err, s.Prize)
			}
			if cl := Class(s); cl != c.class {
				t.Errorf("Class = %q, want %q", cl, c.class)
			}
			tr, err := Check(s)
			if err != nil || tr[len(tr)-1].Kind != EvEnd || tr[len(tr)-1].Total != s.Prize {
				t.Fatalf("Check: %v, %v", err, tr)
			}
			// One grid event per grid, "Vous obtenez x Extra" only via Extras.
			var kinds [EvEnd + 1]int
			for _, e := range tr {
				kinds[e.Kind]++
			}
			extras := strings.HasSuffix(c.class, "extras")
			if kinds[EvGrid] != len(s.Grids) || kinds[EvColumn] != Cols*len(s.Grids) || (kinds[EvExtras] == 1) != extras || kinds[EvExtras] > 1 {
				t.Errorf("events by kind %v", kinds)
			}
		})
	}
}

// TestRows: what single rows match (E-1), each worked out by hand.
func TestRows(t *testing.T) {
	cases := []struct {
		row, combo string
		extra      bool
		pays       money.Cents // at 0.50 €
	}{
		{"PPPPP", "5 pyramide", false, 350000},
		{"PPMPP", "4 pyramide + Chance", false, 350000},
		{"PPPPS", "4 pyramide", false, 7500},
		{"PMPPD", "3 pyramide + Chance", false, 7500},
		{"PSPDP", "3 pyramide", false, 500},
		{"PMPRR", "2 pyramide + Chance", false, 500},
		{"PSPDR", "2 pyramide", false, 100},
		{"DMPRR", "1 pyramide + Chance", false, 100},
		{"CCCCC", "5 coffre", false, 22500},
		{"CCMCC", "4 coffre + Chance", false, 22500},
		{"CCRCC", "4 coffre", false, 1250},
		{"CCMCR", "3 coffre + Chance", false, 1250},
		{"CCCRS", "3 coffre", false, 100},
		{"CMCRS", "2 coffre + Chance", false, 100},
		{"SSSSS", "5 soleil", false, 7500},
		{"SSMSS", "4 soleil + Chance", false, 7500},
		{"SSSRS", "4 soleil", false, 250},
		{"SSMSR", "3 soleil + Chance", false, 250},
		{"DDDDD", "5 dague", false, 2500},
		{"DDMDD", "4 dague + Chance", false, 2500},
		{"RRPDS", "1 pyramide", true, 0},
		{"CRCSD", "2 coffre", true, 0},
		{"CMRSD", "1 coffre + Chance", true, 0},
		{"SRSDS", "3 soleil", true, 0},
		{"SMSDR", "2 soleil + Chance", true, 0},
		{"DDDDR", "4 dague", true, 0},
		{"DMDDR", "3 dague + Chance", true, 0},
		{"RRRRR", "5 perroquet", true, 0},
		{"RRMRR", "4 perroquet + Chance", true, 0},
		{"RRRRS", "", false, 0},
		{"DDDSR", "", false, 0},
		{"SSCDD", "", false, 0},
		{"MRRRS", "", false, 0},
		{"MSDDR", "", false, 0}, // Chance: 1+1 soleil, 2+1 dague, 1+1 perroquet are none
	}
	for _, c := range cases {
		var row [Cols]Symbol
		for i := range row {
			row[i] = Symbol(strings.IndexByte(letters, c.row[i]) + 1)
		}
		got, err := readRow(&row)
		if err != nil {
			t.Errorf("%s: %v", c.row, err)
			continue
		}
		if got.String() != c.combo || got.Extra != c.extra {
			t.Errorf("%s = %q extra %v, want %q extra %v", c.row, got, got.Extra, c.combo, c.extra)
		}
		if got.Symbol != 0 && !got.Extra {
			if p := linePay[got.Symbol][got.Count+b2i(got.Chance)]; p != c.pays {
				t.Errorf("%s pays %s, want %s", c.row, p, c.pays)
			}
		}
	}
}
