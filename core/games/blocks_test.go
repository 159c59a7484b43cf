package games

import (
	"encoding/json"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"revela/core"
	"revela/core/block"
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
// units), each unit from its own stream and in its own mode as the server
// sells it, and validates it: zero invalid, each script deriving its
// unit's prize (0.1), and the units per lot and mode are the lot table's
// figures (its rows' counts, direct and via Extras, and the losing units
// that the lots the règlement states leave, E-4's share of them via
// Extras). The other stakes, and every stake under -short, compose a
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
// losing units (at least one of each lot and mode), but every unit of the
// lots of at most rare units: the table of a block that holds every
// amount of tab in every mode, in a fraction of the time to compose.
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
			l.Count, l.Direct, l.Extra = cut(l.Count), cut(l.Direct), cut(l.Extra)
			if l.Direct+l.Extra > 0 {
				l.Count = l.Direct + l.Extra
			}
		}
		s.Lots = append(s.Lots, l)
		s.StatedLots += l.Count
	}
	s.BlockSize = s.StatedLots + cut(tab.BlockSize-tab.StatedLots)
	return &s
}

// unitKind is a unit's prize and mode.
type unitKind struct {
	prize money.Cents
	mode  core.Mode
}

func (k unitKind) String() string {
	if k.mode == core.ViaExtras {
		return k.prize.String() + " € via Extras"
	}
	return k.prize.String() + " € direct"
}

// tableKinds returns the units of a block of tab per prize and mode, as
// its figures state them, and which of them are of a rare lot.
func tableKinds(tab *lots.Table) (want map[unitKind]int, rareLot map[unitKind]bool) {
	want, rareLot = map[unitKind]int{}, map[unitKind]bool{}
	add := func(k unitKind, n int, count int) {
		if n > 0 {
			want[k], rareLot[k] = n, count <= rare
		}
	}
	for _, l := range tab.Lots {
		if l.Direct != 0 || l.Extra != 0 {
			add(unitKind{l.Amount, core.Direct}, l.Direct, l.Count)
			add(unitKind{l.Amount, core.ViaExtras}, l.Extra, l.Count)
		} else {
			add(unitKind{l.Amount, core.Direct}, l.Count, l.Count)
		}
	}
	losing := tab.BlockSize - tab.StatedLots
	extra := losing * tab.LosingExtraPermille / 1000
	add(unitKind{0, core.Direct}, losing-extra, losing)
	add(unitKind{0, core.ViaExtras}, extra, losing)
	return want, rareLot
}

// composeBlock composes and validates every unit of b, a block of tab or
// of its sample table, on every core. It checks that b holds every prize
// and mode of tab, and the counts against tab's figures: of every kind
// when b is a block of tab, of the rare lots' when it is a sample.
func composeBlock(t *testing.T, g core.Game, b *block.Block, tab *lots.Table) {
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
				mode := b.Units[pos].Mode()
				got, err := composeUnit(g, b, pos)
				if err != nil {
					if failures.Add(1) <= 5 {
						t.Errorf("unit %d (%s): %v", pos, unitKind{b.Prize(pos), mode}, err)
					}
					continue
				}
				counts[w][unitKind{got, mode}]++
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
// in its mode, and validates it: the prize it derives, which must be the
// unit's.
func composeUnit(g core.Game, b *block.Block, pos int) (money.Cents, error) {
	prize := b.Prize(pos)
	s, err := g.Compose(b.Table.Stake, prize, b.Units[pos].Mode(), b.UnitRand(pos))
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
