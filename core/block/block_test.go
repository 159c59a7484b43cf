package block

import (
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/lots"
	"revela/core/money"
)

// TestFullBlocks builds a full-size block for every game and stake and
// checks that it holds exactly the table's lots.
func TestFullBlocks(t *testing.T) {
	skipFull(t)
	for _, tb := range lots.Tables() {
		b := FromSeed(tb, 1)
		if err := b.Check(); err != nil {
			t.Fatalf("%s %s €: %v", tb.Game, tb.Stake, err)
		}
		counts := b.Counts()
		var total money.Cents
		for pos := range b.Units {
			total += b.Prize(pos)
		}
		if total != tb.Total() {
			t.Errorf("%s %s €: block pays %s €; table %s €", tb.Game, tb.Stake, total, tb.Total())
		}
		if len(b.Units) != tb.BlockSize || counts[0][0]+counts[1][0] != tb.Losing() {
			t.Errorf("%s %s €: %d units, %d losing", tb.Game, tb.Stake, len(b.Units), counts[0][0]+counts[1][0])
		}
	}
}

// TestCryptoBuild builds with crypto/rand a block of 3,000 units, whose
// shuffle reads the random source's 4 KiB buffer several times.
func TestCryptoBuild(t *testing.T) {
	tb := small(3000)
	a, err := Build(tb)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Check(); err != nil {
		t.Fatal(err)
	}
	b, _ := Build(tb)
	if a.Root == b.Root || a.Secret == b.Secret {
		t.Fatal("two random blocks share a root or a secret")
	}
}

func TestSeedDeterminism(t *testing.T) {
	tb := small(2000)
	a, b, c := FromSeed(tb, 42), FromSeed(tb, 42), FromSeed(tb, 43)
	if a.Root != b.Root || a.Root == c.Root {
		t.Fatal("the seed does not determine the block")
	}
	if a.UnitRand(5).Uint64() != b.UnitRand(5).Uint64() || a.UnitRand(5).Uint64() == a.UnitRand(6).Uint64() {
		t.Fatal("unit streams are not per block and position")
	}
	r, err := Restore(tb, a.Secret, bytesOf(a.Units))
	if err != nil || r.Root != a.Root {
		t.Fatalf("Restore: %v", err)
	}
	broken := bytesOf(a.Units)
	broken[0], broken[1] = 1, 1
	if _, err := Restore(tb, a.Secret, broken); err == nil {
		t.Fatal("Restore accepted a block whose counts differ from the table")
	}
}

// skipFull skips a test of full-size blocks (1,500,000 units) under
// -short and mutation testing (gametest.Short), as a full-size block
// takes seconds to build and commit to; make test runs them.
func skipFull(t *testing.T) {
	if gametest.Short() {
		t.Skip("full-size blocks; not under -short")
	}
}

func bytesOf(us []Unit) []byte {
	b := make([]byte, len(us))
	for i, u := range us {
		b[i] = byte(u)
	}
	return b
}

// small is a table for tests of the shuffle and the commitment.
func small(size int) *lots.Table {
	return &lots.Table{Game: "test", BlockSize: size, GamePart: 100, Stake: 100, Lots: []lots.Lot{
		{Rank: 1, Amount: 1000, Count: 1},
		{Rank: 2, Amount: 200, Count: 2},
		{Rank: 3, Amount: 100, Count: 3, Variants: []int{1, 2}},
	}}
}

// TestProofs verifies the inclusion proof of every unit of small blocks of
// every size from 1 to 40 (odd levels included), and that a changed
// leaf, path or root fails.
func TestProofs(t *testing.T) {
	for size := 6; size <= 40; size++ {
		b := FromSeed(small(size), uint64(size))
		for pos := range size {
			p := b.Prove(pos)
			if !Verify(b.Root, p) {
				t.Fatalf("size %d pos %d: proof fails", size, pos)
			}
			if p.Leaf.Amount != b.Prize(pos) || p.Leaf.Rank != b.Rank(pos) || p.Leaf.Variant != b.Units[pos].Variant() {
				t.Fatalf("size %d pos %d: leaf %+v", size, pos, p.Leaf)
			}
			forged := p
			forged.Leaf.Amount = 1000
			if forged.Leaf.Amount != p.Leaf.Amount && Verify(b.Root, forged) {
				t.Fatalf("size %d pos %d: forged amount verifies", size, pos)
			}
			forged = p
			forged.Leaf.Pos = (pos + 1) % size
			if Verify(b.Root, forged) {
				t.Fatalf("size %d pos %d: moved leaf verifies", size, pos)
			}
			if len(p.Path) > 0 {
				forged = p
				forged.Path = append([][32]byte{}, p.Path...)
				forged.Path[0][0] ^= 1
				if Verify(b.Root, forged) {
					t.Fatalf("size %d pos %d: changed path verifies", size, pos)
				}
			}
		}
		other := b.Root
		other[31] ^= 1
		if Verify(other, b.Prove(0)) {
			t.Fatal("proof verifies under another root")
		}
	}
}

// TestFullBlockProof proves units of a full block of the largest table.
func TestFullBlockProof(t *testing.T) {
	skipFull(t)
	tb := largest()
	b := FromSeed(tb, 3)
	for _, pos := range []int{0, 777_777, tb.BlockSize - 1} {
		if !Verify(b.Root, b.Prove(pos)) {
			t.Fatalf("pos %d: proof fails", pos)
		}
	}
}

// TestShuffleUnbiased: over 40,000 seeded blocks of 10 units, the position
// of each unit of the table (one 10 € lot, two 2 € lots, three 1 € lots,
// four losing) is uniform. Chi-square with 9 degrees of freedom against
// 27.88, the 0.1 % critical value; the seeds are fixed, so the test never
// flakes, and a biased shuffle (say j from [0, i) or a modulo) fails it.
func TestShuffleUnbiased(t *testing.T) {
	const size, blocks = 10, 40_000
	tb := small(size)
	var counts [4][size]int // lot index (0 = losing) × position
	for seed := range uint64(blocks) {
		for pos, u := range FromSeed(tb, seed).Units {
			counts[u.Lot()][pos]++
		}
	}
	perLot := []int{4, 1, 2, 3}
	for lot, n := range perLot {
		expected := float64(blocks*n) / size
		chi := 0.0
		for _, c := range counts[lot] {
			d := float64(c) - expected
			chi += d * d / expected
		}
		if chi > 27.88 {
			t.Errorf("lot %d: chi-square %.2f > 27.88; positions %v", lot, chi, counts[lot])
		}
	}
}

// TestChiSquareCatchesBias shows that the statistic above fails a shuffle
// with the classic off-by-one bias, so the test can fail.
func TestChiSquareCatchesBias(t *testing.T) {
	const size, blocks = 10, 40_000
	tb := small(size)
	var counts [size]int
	for seed := range uint64(blocks) {
		b := FromSeed(tb, seed)
		units := fill(tb)
		r := b.UnitRand(0)
		for i := len(units) - 1; i > 0; i-- { // biased: j never equals i
			j := r.IntN(i)
			units[i], units[j] = units[j], units[i]
		}
		for pos, u := range units {
			if u.Lot() == 1 {
				counts[pos]++
			}
		}
	}
	chi := 0.0
	for _, c := range counts {
		d := float64(c) - blocks/size
		chi += d * d / (blocks / size)
	}
	if chi <= 27.88 {
		t.Fatalf("biased shuffle passes: chi-square %.2f", chi)
	}
}

// TestUnitVariant: the high bit of a unit is its variant, 1 when set.
func TestUnitVariant(t *testing.T) {
	if Unit(3).Variant() != core.Plain || Unit(0x83).Variant() != 1 || Unit(0x83).Lot() != 3 || Unit(0x80).Lot() != 0 {
		t.Fatal("unit encoding")
	}
}

// BenchmarkBuild builds a full block of every game and stake (fill and
// shuffle) and commits to it (Merkle root).
func BenchmarkBuild(b *testing.B) {
	for _, tb := range lots.Tables() {
		b.Run(tb.Game+"/"+tb.Stake.String(), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				FromSeed(tb, uint64(i))
			}
			b.ReportMetric(float64(tb.BlockSize), "units")
		})
	}
}

// largest is the first of the lot tables with the most units per block
// (1,500,000).
func largest() *lots.Table {
	var l *lots.Table
	for _, tb := range lots.Tables() {
		if l == nil || tb.BlockSize > l.BlockSize {
			l = tb
		}
	}
	return l
}

// BenchmarkShuffle is fill and shuffle alone, with crypto/rand's numbers,
// on a block of the largest table.
func BenchmarkShuffle(b *testing.B) {
	tb := largest()
	for b.Loop() {
		units := fill(tb)
		shuffle(units, newCryptoRand())
	}
}

// treeBytes is the memory of b's proof cache's levels (its group's
// leaves, salts and levels add 28 KB).
func (b *Block) treeBytes() int {
	t := b.cache()
	n := 0
	for _, l := range t.levels {
		n += 32 * cap(l)
	}
	return n
}

// TestTreeMemory: the proof cache of a block of the largest table
// (1,500,000 units) holds the levels from nodes over 256 leaves up, 2 ×
// 32 bytes per 256 units: 375,168 bytes, the levels of 5,860, 2,930,
// 1,465, 733, 367, 184, 92, 46, 23, 12, 6, 3, 2 and 1 nodes (each half the
// one below, rounded up: 11,724 nodes), within the 16 MB beyond the block
// that issue 28 allows; the level a store keeps is 5,860 × 32 = 187,520
// bytes.
func TestTreeMemory(t *testing.T) {
	skipFull(t)
	b := FromSeed(largest(), 1)
	b.Prove(0)
	if got := b.treeBytes(); got != 11_724*32 || len(b.Level()) != 187_520 {
		t.Fatalf("cache of %d bytes, level of %d; want %d and 187,520", got, len(b.Level()), 11_724*32)
	}
}

// BenchmarkProve is the proof of each unit in sale order on a block of
// the largest table (the cache kept by the build), as sales ask them;
// BenchmarkProveScattered asks them 7,919 positions apart (a new group of
// 256 hashed for every proof, its salt stream read from its run's start).
func BenchmarkProve(b *testing.B) {
	bl := FromSeed(largest(), 1)
	pos := 0
	for b.Loop() {
		bl.Prove(pos)
		pos = (pos + 1) % len(bl.Units)
	}
}

func BenchmarkProveScattered(b *testing.B) {
	bl := FromSeed(largest(), 1)
	pos := 0
	for b.Loop() {
		bl.Prove(pos)
		pos = (pos + 7919) % len(bl.Units)
	}
}

// BenchmarkFirstProve is the first proof of a block found whole by a
// store at a restart (no cache kept): the whole tree hashed once.
func BenchmarkFirstProve(b *testing.B) {
	bl := FromSeed(largest(), 1)
	for b.Loop() {
		c := &Block{Table: bl.Table, Secret: bl.Secret, Units: bl.Units, Root: bl.Root}
		c.Prove(0)
	}
}
