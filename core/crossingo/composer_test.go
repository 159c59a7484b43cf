package crossingo

import (
	"encoding/json"
	"errors"
	"math/bits"
	"reflect"
	"sort"
	"testing"

	"revela/core"
	"revela/core/internal/gametest"
	"revela/core/money"
)

func TestComposeEveryAmount(t *testing.T) {
	n := gametest.Count(2000, 200, 200)
	gametest.EveryAmount(t, gametest.Prizes(table), func(money.Cents) int { return n }, 0, compose, nil)
}

// look is what a player sees of one unit, read from its transcript.
type look struct {
	lines, rowsCols, diags    int
	doubledRow, doubledCol    bool
	directs                   int
	extraOpen, extraWin       bool
	swaps, swapCompletes      int
	nearMiss                  bool // a line ends with 4 marks of 5
	marks, golds              int
	goldOnDiagonalOnly        bool // a golden cell of a paying diagonal that doubles nothing
	twoGoldsInDoubledRowOrCol bool
}

func lookAt(t *testing.T, s *Script) look {
	t.Helper()
	tr, err := Check(s)
	if err != nil {
		t.Fatal(err)
	}
	var lk look
	var num [Size * Size]int8
	for i, n := range s.Grid {
		num[i] = int8(n)
	}
	var marked, gold uint32
	for _, e := range tr {
		switch e.Kind {
		case EvMark:
			lk.marks++
			i := Size*int(e.Row) + int(e.Col)
			marked |= 1 << uint(i)
			if e.Gold {
				lk.golds++
				gold |= 1 << uint(i)
			}
		case EvSwap:
			lk.swaps++
			before := complete(marked)
			num, marked, gold = swap(num, marked, gold, int(e.Col), e.Perm)
			if complete(marked)&^before != 0 {
				lk.swapCompletes++
			}
		case EvDirect:
			lk.directs++
		case EvLine:
			lk.lines++
			if e.Line >= DiagDown {
				lk.diags++
				if gold&lineMask[e.Line] != 0 {
					lk.goldOnDiagonalOnly = true
				}
			} else {
				lk.rowsCols++
			}
			if e.Doubled {
				if e.Line < Size {
					lk.doubledRow = true
				} else {
					lk.doubledCol = true
				}
				if bits.OnesCount32(gold&lineMask[e.Line]) >= 2 {
					lk.twoGoldsInDoubledRowOrCol = true
				}
			}
		case EvExtraStart:
			lk.extraOpen = true
		case EvExtraWin:
			lk.extraWin = true
		}
	}
	for l := range lineMask {
		if bits.OnesCount32(marked&lineMask[l]) == Size-1 {
			lk.nearMiss = true
		}
	}
	return lk
}

// TestComposeLooksLikePlay checks that composed units show the game's
// whole range: losing units with partial lines, near misses, swappers and
// EXTRA steps that win nothing; winning units made in every way. (That
// they show it as often as natural play does is TestAuditRealism's.)
func TestComposeLooksLikePlay(t *testing.T) {
	count := map[string]int{}
	for _, p := range gametest.Prizes(table) {
		n := 4000
		if p > money.Euros(10) {
			n = 400 // the rare prizes cost more to compose
		}
		if gametest.Short() {
			n /= 4
		}
		for i := 0; i < n; i++ {
			s := gametest.One(t, compose, p, gametest.Rng(uint64(p)<<20+uint64(i)))
			lk := lookAt(t, s)
			tag := "win "
			if p == 0 {
				tag = "lose "
			}
			add := func(k string, ok bool) {
				if ok {
					count[tag+k]++
				}
			}
			add("units", true)
			add("near miss", lk.nearMiss)
			add("no mark", lk.marks == 0)
			add("swapper", lk.swaps > 0)
			add("two swappers", lk.swaps > 1)
			add("swapper completes a line", lk.swapCompletes > 0)
			add("EXTRA step", lk.extraOpen)
			add("EXTRA step wins nothing", lk.extraOpen && !lk.extraWin)
			add("golden number", lk.golds > 0)
			add("one line only", lk.lines == 1 && lk.directs == 0 && !lk.extraWin)
			add("several lines", lk.lines > 1)
			add("diagonal", lk.diags > 0)
			add("doubled row", lk.doubledRow)
			add("doubled column", lk.doubledCol)
			add("two golds on a doubled line", lk.twoGoldsInDoubledRowOrCol)
			add("gold on a paying diagonal", lk.goldOnDiagonalOnly)
			add("direct amounts only", lk.directs > 0 && lk.lines == 0 && !lk.extraWin)
			add("EXTRA win only", lk.extraWin && lk.lines == 0 && lk.directs == 0)
			add("lines and direct", lk.lines > 0 && lk.directs > 0)
			add("lines and EXTRA", lk.lines > 0 && lk.extraWin)
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-40s %6d", k, count[k])
	}
	losing, winning := count["lose units"], count["win units"]
	atLeast := func(k string, share float64, of int) {
		if float64(count[k]) < share*float64(of) {
			t.Errorf("%s: %d of %d units, want at least %.1f%%", k, count[k], of, 100*share)
		}
	}
	atLeast("lose near miss", 0.40, losing)
	atLeast("lose swapper", 0.10, losing)
	atLeast("lose EXTRA step wins nothing", 0.03, losing)
	atLeast("lose golden number", 0.05, losing)
	for _, k := range []string{"one line only", "several lines", "diagonal", "doubled row", "doubled column",
		"two golds on a doubled line", "gold on a paying diagonal", "direct amounts only", "EXTRA win only",
		"lines and direct", "lines and EXTRA", "swapper completes a line", "EXTRA step wins nothing", "near miss"} {
		atLeast("win "+k, 0.0002, winning)
	}
	atLeast("win one line only", 0.20, winning)
	atLeast("win near miss", 0.30, winning)
	if count["lose no mark"] > losing/10 {
		t.Errorf("%d losing units of %d mark nothing", count["lose no mark"], losing)
	}
}

// TestComposedPrizeIsBound: a composed script with another declared
// prize is invalid (0.1-4), whatever the other prize is.
func TestComposedPrizeIsBound(t *testing.T) {
	for _, p := range gametest.Prizes(table) {
		for i := 0; i < 50; i++ {
			s := gametest.One(t, compose, p, gametest.Rng(uint64(i)<<32+uint64(p)))
			for _, q := range gametest.Prizes(table) {
				if q == p {
					continue
				}
				s.Prize = q
				if _, err := s.Validate(); RuleOf(err) != RulePrize {
					t.Fatalf("composed for %s, declared %s: %v", p, q, err)
				}
			}
			s.Prize = p + 1 // one cent more: not a lot
			if _, err := s.Validate(); RuleOf(err) != RulePrize {
				t.Fatalf("composed for %s, declared %s: %v", p, s.Prize, err)
			}
		}
	}
}

func TestComposedJSONRoundTrip(t *testing.T) {
	for _, p := range gametest.Prizes(table) {
		for i := 0; i < 100; i++ {
			s := gametest.One(t, compose, p, gametest.Rng(uint64(i)*7919+uint64(p)))
			b, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			back, err := Decode(b)
			if err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			if !reflect.DeepEqual(s, back) {
				t.Fatalf("round trip changed the script:\n%+v\n%+v", s, back)
			}
			if got, err := back.Validate(); err != nil || got != p {
				t.Fatalf("decoded: %s, %v", got, err)
			}
		}
	}
}

func TestComposeDeterministic(t *testing.T) {
	gametest.Deterministic(t, []money.Cents{0, money.Euros(10), money.Euros(10000)}, compose)
}

func TestComposeRefuses(t *testing.T) {
	rng := gametest.Rng(1)
	for _, tc := range []struct {
		stake, prize money.Cents
		want         error
	}{
		{money.Euros(2), money.Euros(1), ErrStake},
		{money.MustParse("0.50"), 0, ErrStake},
		{money.Euros(1), money.Euros(3), ErrPrize},
		{money.Euros(1), money.Euros(20), ErrPrize},
		{money.Euros(1), money.MustParse("1.50"), ErrPrize},
		{money.Euros(1), -100, ErrPrize},
	} {
		if s, err := Compose(tc.stake, tc.prize, rng); !errors.Is(err, tc.want) || s != nil {
			t.Errorf("Compose(%s, %s) = %v, %v; want %v", tc.stake, tc.prize, s, err, tc.want)
		}
	}
	if _, err := Compose(money.Euros(1), 0, nil); err == nil {
		t.Error("Compose without a random source")
	}
}

func TestGame(t *testing.T) {
	if Game.ID != "crossingo" || Game.Version != "crossingo/1" {
		t.Fatalf("Game = %s %s", Game.ID, Game.Version)
	}
	gametest.Declared(t, Game, money.Euros(1), money.Euros(50), gametest.Rng(7))
	if s, err := Game.Compose(money.Euros(1), money.Euros(3), core.Plain, gametest.Rng(7)); err == nil || s != nil {
		t.Fatalf("Compose of 3 € = %v, %v", s, err)
	}
}

// TestComposeConcurrent: Compose is safe for concurrent use, each
// goroutine with its own random source (run with -race).
func TestComposeConcurrent(t *testing.T) {
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func(g int) {
			rng := gametest.Rng(uint64(g) + 1000)
			for i := 0; i < 500; i++ {
				p := drawPrize(rng)
				s, err := Compose(table.Stake, p, rng)
				if err == nil {
					_, err = s.Validate()
				}
				if err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}(g)
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}
