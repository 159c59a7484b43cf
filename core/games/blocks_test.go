package games

import (
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"revela/core"
	"revela/core/block"
	"revela/core/eldorado"
	"revela/core/internal/gametest"
	"revela/core/lots"
	"revela/core/money"
)

// rare is the count of a lot whose every unit a sample block holds: the
// highest prizes, the hardest to compose.
const rare = 100

// small is the size of a block composed whole at every stake: the blocks
// of 400,000 units take about a second of CPU each, those of 1,280,000
// and more from 10 to 20 s.
const small = 500_000

// TestBlocks composes every unit of a block of each registered game at
// its first stake (and at every stake whose block holds at most small
// units), each unit from its own stream and in its own variant as the server
// sells it, and validates it: zero invalid, each script deriving its
// unit's prize (0.1), and the units per lot and variant are the lot table's
// figures (its rows' counts in each presentation variant, and the losing units
// that the lots the règlement states leave, split by the table's shares
// per variant). The other stakes, and every stake under -short, compose a
// sample block instead (sampleTable): every unit of the lots of at most
// rare units, whose counts are the table's, and one in stride of the
// others, one in 50 (500 under -short, 5,000 under mutation testing).
func TestBlocks(t *testing.T) {
	stride := gametest.Count(50, 500, 5000)
	for _, id := range lots.Games() {
		g, err := Lookup(id)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		for i, stake := range lots.Stakes(id) {
			tab, err := lots.Find(id, stake)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(id+"/"+stake.String(), func(t *testing.T) {
				if (i == 0 || tab.BlockSize <= small) && !gametest.Short() {
					composeBlock(t, g, block.FromSeed(tab, uint64(i+1)), tab)
				} else {
					composeBlock(t, g, block.FromSeed(sampleTable(tab, stride), uint64(i+1)), tab)
				}
			})
		}
	}
}

// sampleTable returns tab with one unit in stride of each lot and of the
// losing units (at least one of each lot and variant), but every unit of
// the lots of at most rare units, and every losing unit when they are at
// most rare (a tiny table for tests): the table of a block that holds
// every amount of tab in every variant, in a fraction of the time to
// compose.
func sampleTable(tab *lots.Table, stride int) *lots.Table {
	cut := func(n int) int {
		if n == 0 {
			return 0
		}
		return max(1, n/stride)
	}
	s := *tab
	s.Lots = nil
	s.StatedLots = 0
	for _, l := range tab.Lots {
		if l.Count > rare {
			l.Count = cut(l.Count)
			if l.Variants != nil {
				l.Variants, l.Count = slices.Clone(l.Variants), 0
				for v, n := range l.Variants {
					l.Variants[v] = cut(n)
					l.Count += l.Variants[v]
				}
			}
		}
		s.Lots = append(s.Lots, l)
		s.StatedLots += l.Count
	}
	losing := tab.BlockSize - tab.StatedLots
	if losing > rare {
		losing = cut(losing)
	}
	s.BlockSize = s.StatedLots + losing
	return &s
}

// unitKind is a unit's prize and presentation variant.
type unitKind struct {
	prize   money.Cents
	variant core.Variant
}

func (k unitKind) String() string {
	return fmt.Sprintf("%s € in variant %d", k.prize, k.variant)
}

// tableKinds returns the units of a block of tab per prize and variant, as
// its figures state them, and which of them are of a rare lot.
func tableKinds(tab *lots.Table) (want map[unitKind]int, rareLot map[unitKind]bool) {
	want, rareLot = map[unitKind]int{}, map[unitKind]bool{}
	add := func(k unitKind, n int, count int) {
		if n > 0 {
			want[k], rareLot[k] = n, count <= rare
		}
	}
	losing := tab.BlockSize - tab.StatedLots
	for v := range core.Variant(block.Variants) {
		for _, l := range tab.Lots {
			add(unitKind{l.Amount, v}, l.In(v), l.Count)
		}
		// The losing units that the stated lots leave, which may differ
		// from Table.Losing's (the rows'), split by the table's shares.
		share := 0
		for w := 1; w < len(tab.LosingPermille); w++ {
			if n := losing * tab.LosingPermille[w] / 1000; v == core.Plain {
				share -= n
			} else if core.Variant(w) == v {
				share = n
			}
		}
		if v == core.Plain {
			share += losing
		}
		add(unitKind{0, v}, share, losing)
	}
	return want, rareLot
}

// composeBlock composes and validates every unit of b, a block of tab or
// of its sample table, on every core. It checks that b holds every prize
// and variant of tab, and the counts against tab's figures: of every kind
// when b is a block of tab, of the rare lots' when it is a sample.
func composeBlock(t *testing.T, g *core.Game, b *block.Block, tab *lots.Table) {
	workers := runtime.GOMAXPROCS(0)
	counts := make([]map[unitKind]int, workers)
	var failures atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		counts[w] = map[unitKind]int{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for pos := w; pos < len(b.Units); pos += workers {
				variant := b.Units[pos].Variant()
				got, err := composeUnit(g, b, pos)
				if err != nil {
					if failures.Add(1) <= 5 {
						t.Errorf("unit %d (%s): %v", pos, unitKind{b.Prize(pos), variant}, err)
					}
					continue
				}
				counts[w][unitKind{got, variant}]++
			}
		}()
	}
	wg.Wait()
	if n := failures.Load(); n > 0 {
		t.Fatalf("%d of %d units failed to compose or validate", n, len(b.Units))
	}
	total := map[unitKind]int{}
	for _, c := range counts {
		for k, n := range c {
			total[k] += n
		}
	}
	want, rareLot := tableKinds(tab)
	for k, n := range total {
		if _, ok := want[k]; !ok {
			t.Errorf("%d units of %s: not in the table", n, k)
		}
	}
	for k, n := range want {
		exact := b.Table == tab || rareLot[k]
		if total[k] == 0 || exact && total[k] != n {
			t.Errorf("%d units of %s; the table says %d", total[k], k, n)
		}
	}
	t.Logf("%d units of %d composed and valid", len(b.Units), tab.BlockSize)
}

// composeUnit composes the script of b's unit at pos from its stream and
// in its variant, and validates it: the prize it derives, which must be the
// unit's.
func composeUnit(g *core.Game, b *block.Block, pos int) (money.Cents, error) {
	prize := b.Prize(pos)
	s, err := g.Compose(b.Table.Stake, prize, b.Units[pos].Variant(), b.UnitRand(pos))
	if err != nil {
		return 0, err
	}
	got, err := s.Validate()
	if err == nil && got != prize {
		err = fmt.Errorf("script derives %s €", got)
	}
	if err != nil {
		js, _ := json.Marshal(s)
		return 0, fmt.Errorf("%w\n%s", err, js)
	}
	return got, nil
}

// TestEldoradoModesInBlock: ELDORADO's modes (docs/rules/eldorado.md, art.
// 3.1) and E-4's 10 % of losing units through Extras, as a built block of
// 0.50 € holds them in the game's two presentation variants.
func TestEldoradoModesInBlock(t *testing.T) {
	if gametest.Short() {
		t.Skip("a full-size block; not under -short")
	}
	tb, _ := lots.Find(lots.Eldorado, money.MustParse("0.50"))
	counts := block.FromSeed(tb, 7).Counts()
	wantDirect := []int{305_604, 2, 4, 28, 52, 120, 1_000, 6_400, 6_000, 16_000, 16_000}
	wantExtra := []int{33_956, 0, 0, 12, 42, 180, 1_000, 1_600, 4_000, 4_000, 4_000}
	for i := range wantDirect {
		if counts[eldorado.Direct][i] != wantDirect[i] || counts[eldorado.ViaExtras][i] != wantExtra[i] {
			t.Errorf("lot %d: %d direct, %d via Extras; want %d, %d", i, counts[eldorado.Direct][i], counts[eldorado.ViaExtras][i], wantDirect[i], wantExtra[i])
		}
	}
}
