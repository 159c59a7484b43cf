package lots

import "revela/core/money"

// Game ids, as the HTTP API and the command line spell them (docs/design.md).
const (
	Crossingo    = "crossingo"
	DiamondRiver = "diamond-river"
	Eldorado     = "eldorado"
	Sudoku       = "sudoku"
	LuchaFortune = "lucha-fortune"
)

// Games returns the game ids in the order of docs/rules/README.md, then
// those of the tables Register added, in the order they were added.
func Games() []string {
	return append([]string{Crossingo, DiamondRiver, Eldorado, Sudoku, LuchaFortune}, added...)
}

// eur is a literal amount in euros, written as the règlement prints it.
func eur(s string) money.Cents { return money.MustParse(s) }

// row is a lot table row in the plain presentation only.
func row(rank, count int, amount string) Lot {
	return Lot{Rank: rank, Count: count, Amount: eur(amount)}
}

// tables is every lot table, in the order of docs/rules/README.md, each row checked
// against its règlement.
var tables = []Table{
	{
		Game: Crossingo, Name: "CROSSINGO", Stake: eur("1"),
		GamePart: eur("0.97"), SuperJackpotPart: eur("0.03"), Participations: 1, // art. 2
		BlockSize: 1_500_000, // art. 3
		Source:    "CROSSINGO règlement, art. 4",
		Lots: []Lot{
			row(1, 1, "10000"),
			row(2, 15, "1000"),
			row(3, 25, "100"),
			row(4, 850, "50"),
			row(5, 21_000, "10"),
			row(6, 43_000, "5"),
			row(7, 129_475, "2"),
			row(8, 250_000, "1"),
		},
		StatedLots: 444_366, StatedTotal: eur("1003950"),
	},
	{
		Game: DiamondRiver, Name: "DIAMOND RIVER", Stake: eur("3"),
		GamePart: eur("2.91"), SuperJackpotPart: eur("0.09"), Participations: 3, // art. 2
		BlockSize: 1_500_000, // art. 3
		Source:    "DIAMOND RIVER règlement, art. 4",
		Lots: []Lot{
			row(1, 1, "30000"),
			row(2, 3, "1000"),
			row(3, 500, "100"),
			row(4, 8_000, "50"),
			row(5, 44_050, "20"),
			row(6, 20_000, "10"),
			row(7, 195_000, "6"),
			row(8, 179_917, "3"),
		},
		StatedLots: 447_471, StatedTotal: eur("3273751"),
	},
	eldorado(eur("0.50"), 1, eur("140000"), "ELDORADO règlement, art. 3.1"),
	eldorado(eur("1"), 2, eur("280000"), "ELDORADO règlement, art. 3.2"),
	eldorado(eur("2"), 4, eur("560000"), "ELDORADO règlement, art. 3.3"),
	{
		Game: Sudoku, Name: "SUDOKU", Stake: eur("0.50"), GamePart: eur("0.50"),
		BlockSize: 1_280_000, Source: "SUDOKU règlement, art. 3.1",
		Lots: []Lot{
			row(1, 1, "4500"), row(2, 1, "1000"), row(3, 1, "750"), row(4, 10, "175"),
			row(5, 20, "125"), row(6, 60, "87.50"), row(7, 100, "62.50"), row(8, 150, "35"),
			row(9, 400, "25"), row(10, 800, "15"), row(11, 1_500, "12.50"), row(12, 2_000, "7.50"),
			row(13, 4_000, "6"), row(14, 5_000, "5"), row(15, 8_000, "4"), row(16, 10_000, "3"),
			row(17, 15_000, "2"), row(18, 34_000, "1.50"), row(19, 100_000, "1"), row(20, 150_000, "0.50"),
		},
		StatedLots: 331_043, StatedTotal: eur("450000"),
	},
	{
		Game: Sudoku, Name: "SUDOKU", Stake: eur("1"), GamePart: eur("1"),
		BlockSize: 1_280_000, Source: "SUDOKU règlement, art. 3.2",
		Lots: []Lot{
			row(1, 1, "9000"), row(2, 1, "2000"), row(3, 1, "1500"), row(4, 10, "350"),
			row(5, 20, "250"), row(6, 60, "175"), row(7, 100, "125"), row(8, 150, "70"),
			row(9, 400, "50"), row(10, 800, "30"), row(11, 1_500, "25"), row(12, 2_000, "15"),
			row(13, 4_000, "12"), row(14, 5_000, "10"), row(15, 8_000, "8"), row(16, 10_000, "6"),
			row(17, 15_000, "4"), row(18, 34_000, "3"), row(19, 100_000, "2"), row(20, 150_000, "1"),
		},
		StatedLots: 331_043, StatedTotal: eur("900000"),
	},
	{
		Game: Sudoku, Name: "SUDOKU", Stake: eur("2"), GamePart: eur("2"),
		BlockSize: 1_280_000, Source: "SUDOKU règlement, art. 3.3",
		Lots: []Lot{
			row(1, 1, "18000"), row(2, 1, "4000"), row(3, 1, "3000"), row(4, 10, "700"),
			row(5, 20, "500"), row(6, 60, "350"), row(7, 100, "250"), row(8, 150, "140"),
			row(9, 400, "100"), row(10, 800, "60"), row(11, 1_500, "50"), row(12, 2_000, "30"),
			row(13, 4_000, "24"), row(14, 5_000, "20"), row(15, 8_000, "16"), row(16, 10_000, "12"),
			row(17, 15_000, "8"), row(18, 34_000, "6"), row(19, 100_000, "4"), row(20, 150_000, "2"),
		},
		// The règlement prints "1 800 000 000 €"; its rows give 1,800,000 €,
		// the figure used (docs/rules/sudoku.md). Kept as printed so the check reports it.
		StatedLots: 331_043, StatedTotal: money.Euros(1_800_000_000),
	},
	luchaFortune(), // lucha-fortune.json: illustrative figures (docs/rules/lucha-fortune.md)
}

// eldorado returns Eldorado's table at stake: the 0.50 € rows of art. 3.1
// with every amount times mult (docs/rules/eldorado.md: "at 1 € and 2 € every amount
// is ×2 and ×4, counts unchanged"). Variants are the exact counts that
// the table's shares give of its two modes (art. 3: revealed directly,
// variant 0, or through Extra steps, variant 1); Forms are the ways each
// amount is made (decision E-3).
func eldorado(stake money.Cents, mult money.Cents, stated money.Cents, source string) Table {
	form := func(amounts ...string) []money.Cents {
		f := make([]money.Cents, len(amounts))
		for i, a := range amounts {
			f[i] = eur(a) * mult
		}
		return f
	}
	lot := func(rank, count, direct, extra int, amount string, forms ...[]money.Cents) Lot {
		return Lot{Rank: rank, Count: count, Amount: eur(amount) * mult, Variants: []int{direct, extra}, Forms: forms}
	}
	return Table{
		Game: Eldorado, Name: "ELDORADO", Stake: stake, GamePart: stake,
		BlockSize: 400_000, Source: source,
		Lots: []Lot{
			lot(1, 2, 2, 0, "3500", form("3500")),
			lot(2, 4, 4, 0, "225", form("225"), form("75", "75", "75")),
			lot(3, 40, 28, 12, "75", form("75"), form("25", "25", "25")),
			lot(4, 94, 52, 42, "25", form("25"), form("12.50", "12.50")),
			lot(5, 300, 120, 180, "12.50", form("12.50"), form("5", "5", "2.50")),
			lot(6, 2_000, 1_000, 1_000, "5", form("5"), form("2.50", "2.50")),
			lot(7, 8_000, 6_400, 1_600, "3.50", form("2.50", "1")),
			lot(8, 10_000, 6_000, 4_000, "2.50", form("2.50")),
			lot(9, 20_000, 16_000, 4_000, "2", form("1", "1")),
			lot(10, 20_000, 16_000, 4_000, "1", form("1")),
		},
		StatedLots: 60_440, StatedTotal: stated,
		LosingPermille: []int{1: 100}, // E-4: 10 % of losing units through Extra steps
	}
}
