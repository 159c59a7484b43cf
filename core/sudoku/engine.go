package sudoku

import (
	"math/bits"

	"revela/core/money"
	"revela/core/rules"
)

// maxEvents bounds a transcript: the start, 6 throws, at most 72 hidden
// cells revealed, 9 blocks and the end.
const maxEvents = 1 + MaxThrows + (Cells - N) + N + 1

// Check validates s against docs/rules/README.md 0.1 and
// docs/rules/sudoku.md and returns its transcript: the ordered events a
// screen animates. Step 0 (Jouer) shows the grid and the Gain; each throw
// (steps 1..6) shows its two faces and result, then reveals the hidden
// cells holding the result's digit block by block (none when the digit
// was thrown before, art. 4.3.2), then the blocks this throw completes;
// the end gives Gain × winning blocks (S-5). Every event carries the
// running total: the Gain × the blocks complete so far.
//
// On error the transcript is nil and the error is an *Error naming the
// rule. Check never panics, whatever the script holds.
func Check(s *Script) (Transcript, error) {
	return CheckAppend(make(Transcript, 0, maxEvents), s)
}

// CheckAppend is Check appending the events to dst (which it returns
// grown, like append), so that a caller replaying many scripts can reuse
// one buffer. On error it returns nil.
func CheckAppend(dst Transcript, s *Script) (Transcript, error) {
	ev, _, err := run(s, dst, true, true)
	return ev, err
}

// Validate checks the script like Check and returns the derived prize,
// without building the transcript (core.Script).
func (s *Script) Validate() (money.Cents, error) {
	_, total, err := run(s, nil, false, true)
	return total, err
}

// board is a script's grid read for the replay: where[d][b] is the cell
// of block b holding digit d (1..9); hidden is the set of hidden cells;
// left[b] counts block b's hidden cells.
type board struct {
	where  [N + 1][N]int8
	hidden [2]uint64
	left   [N]int8
}

func (bd *board) isHidden(i int) bool { return bd.hidden[i>>6]&(1<<uint(i&63)) != 0 }

// run validates s and replays it, appending events to ev when rec is set.
// It returns the derived prize. When prize is not set, rule 0.1-4 is
// not checked (natural play, whose prize no lot table may pay).
func run(s *Script, ev Transcript, rec, prize bool) (Transcript, money.Cents, error) {
	if err := checkEnvelope(s, prize); err != nil {
		return nil, 0, err
	}
	var bd board
	if err := readGrid(s, &bd); err != nil {
		return nil, 0, err
	}
	if err := checkThrows(s.Throws); err != nil {
		return nil, 0, err
	}

	var (
		thrown uint16 // digits thrown so far
		blocks int8
		total  money.Cents
	)
	if rec {
		h := 0
		for _, n := range bd.left {
			h += int(n)
		}
		ev = append(ev, Event{Kind: EvStart, Hidden: int8(h), Amount: s.Gain})
	}
	left, extras := BaseThrows, 0
	for k, t := range s.Throws {
		step := int8(k + 1)
		d, clover := result(t)
		left--
		if clover {
			left++
			extras++
		}
		repeat := thrown&(1<<uint(d)) != 0
		thrown |= 1 << uint(d)
		if rec {
			ev = append(ev, Event{Kind: EvThrow, Step: step, Faces: [2]int8{int8(t[0]), int8(t[1])}, Digit: int8(d),
				Clover: clover, Repeat: repeat, Left: int8(left), Extras: int8(extras), Total: total})
		}
		if repeat {
			continue
		}
		var done uint16 // blocks this throw completes
		for b := 0; b < N; b++ {
			i := int(bd.where[d][b])
			if !bd.isHidden(i) {
				continue
			}
			bd.hidden[i>>6] &^= 1 << uint(i&63)
			bd.left[b]--
			if bd.left[b] == 0 {
				done |= 1 << uint(b)
			}
			if rec {
				ev = append(ev, Event{Kind: EvReveal, Step: step, Cell: int8(i), Digit: int8(d), Total: total})
			}
		}
		for ; done != 0; done &= done - 1 {
			b := bits.TrailingZeros16(done)
			blocks++
			total += s.Gain
			if rec {
				ev = append(ev, Event{Kind: EvBlock, Step: step, Block: int8(b), Blocks: blocks, Amount: s.Gain, Total: total})
			}
		}
	}
	if rec {
		ev = append(ev, Event{Kind: EvEnd, Step: int8(len(s.Throws)), Blocks: blocks, Amount: s.Gain, Total: total})
	}
	if prize && total != s.Prize {
		return nil, 0, invalid(RulePrize, "declared prize %s € but script derives %s € (%d winning blocks × %s €)", s.Prize, total, blocks, s.Gain)
	}
	return ev, total, nil
}

// result returns a valid throw's digit and whether it shows a clover
// (art. 4.3.1): the sum of the pips, or with a clover the other die's.
func result(t [2]int) (digit int, clover bool) {
	return t[0] + t[1], t[0] == Clover || t[1] == Clover
}

// checkEnvelope checks game, version, stake and the declared prize
// (rules 0.1-1 and 0.1-4).
func checkEnvelope(s *Script, prize bool) error {
	if _, err := rules.Envelope(ErrInvalid, s, ID, Version, tables, prize); err != nil {
		return err
	}
	if s.Gain <= 0 {
		return invalid(RuleS5, "Gain %s € is not a positive amount", s.Gain)
	}
	if gainIndex(s.Stake, s.Gain) < 0 {
		return invalid(RuleS5a, "Gain %s € is not on the Gain ladder at %s €", s.Gain, s.Stake)
	}
	return nil
}

// readGrid checks the grid (S-1) and the shown cells (S-2) and fills bd.
// It reads a valid grid in one pass, noting the digits of each row,
// column and block, and checks them at the end; when anything is wrong,
// gridError reads the script again, cell by cell, for the first error.
func readGrid(s *Script, bd *board) error {
	var rows, cols, blks [N]uint16 // digits seen, bit d
	for r, row := range s.Grid {
		if len(row) != N {
			return gridError(s)
		}
		row = row[:N]
		b0 := Box * (r / Box)
		for c := 0; c < N; c++ {
			d := row[c] - '0'
			if d-1 >= N { // not '1'-'9' (a byte below '1' wraps around)
				return gridError(s)
			}
			bit := uint16(1) << d
			b := b0 + c/Box
			rows[r] |= bit
			cols[c] |= bit
			blks[b] |= bit
			bd.where[d][b] = int8(N*r + c)
		}
	}
	for k := 0; k < N; k++ {
		if rows[k] != allDigits || cols[k] != allDigits || blks[k] != allDigits {
			return gridError(s)
		}
	}
	for r, row := range s.Shown {
		if len(row) != N {
			return gridError(s)
		}
		row = row[:N]
		b0 := Box * (r / Box)
		for c := 0; c < N; c++ {
			switch row[c] {
			case Show1:
			case Hide0:
				i := N*r + c
				bd.hidden[i>>6] |= 1 << uint(i&63)
				bd.left[b0+c/Box]++
			default:
				return gridError(s)
			}
		}
	}
	for b, n := range bd.left {
		switch n {
		case 0:
			return invalid(RuleS2, "block %d shows all its cells at the start", b)
		case N:
			return invalid(RuleS2, "block %d hides all its cells at the start", b)
		}
	}
	return nil
}

// allDigits is the set of the digits 1 to 9, bit d for digit d.
const allDigits = 1<<(N+1) - 2

// gridError returns the first error of a grid or shown rows that readGrid
// found wrong (S-1, rule 0.1-1), reading them cell by cell in order.
func gridError(s *Script) error {
	var rows, cols, blks [N]uint16 // digits seen, bit d
	for r, row := range s.Grid {
		if len(row) != N {
			return invalid(RuleShape, "grid row %d has %d characters, want %d", r, len(row), N)
		}
		for c := 0; c < N; c++ {
			ch := row[c]
			if ch < '1' || ch > '9' {
				return invalid(RuleShape, "grid row %d column %d holds %q, not a digit 1-9", r, c, rules.Clip(row[c:c+1]))
			}
			d, b := int(ch-'0'), blockOf(N*r+c)
			bit := uint16(1) << uint(d)
			switch {
			case rows[r]&bit != 0:
				return invalid(RuleS1, "digit %d twice in row %d", d, r)
			case cols[c]&bit != 0:
				return invalid(RuleS1, "digit %d twice in column %d", d, c)
			case blks[b]&bit != 0:
				return invalid(RuleS1, "digit %d twice in block %d", d, b)
			}
			rows[r] |= bit
			cols[c] |= bit
			blks[b] |= bit
		}
	}
	for r, row := range s.Shown {
		if len(row) != N {
			return invalid(RuleShape, "shown row %d has %d characters, want %d", r, len(row), N)
		}
		for c := 0; c < N; c++ {
			if ch := row[c]; ch != Show1 && ch != Hide0 {
				return invalid(RuleShape, "shown row %d column %d holds %q, want '0' or '1'", r, c, rules.Clip(row[c:c+1]))
			}
		}
	}
	return invalid(RuleShape, "grid or shown rows unreadable") // not reached: readGrid found an error
}

// checkThrows checks every throw's faces (0.1-1, S-3) and their number
// (S-4, 0.1-3).
func checkThrows(throws [][2]int) error {
	left, clovers := BaseThrows, 0
	for k, t := range throws {
		for _, f := range t {
			if f < Clover || f > MaxPips {
				return invalid(RuleShape, "throw %d shows face %d (want 1-5 pips or 0 for the clover)", k+1, f)
			}
		}
		if left == 0 {
			return invalid(RuleUsed, "throw %d comes after the last throw", k+1)
		}
		left--
		switch {
		case t[0] == Clover && t[1] == Clover:
			return invalid(RuleS3, "throw %d shows two clovers", k+1)
		case t[0]+t[1] > MaxSum:
			return invalid(RuleS3, "throw %d adds up to %d pips, over %d", k+1, t[0]+t[1], MaxSum)
		case t[0] == Clover || t[1] == Clover:
			clovers++
			if clovers > MaxClovers {
				return invalid(RuleS4, "throw %d shows a clover, the %dth: a unit has at most %d", k+1, clovers, MaxClovers)
			}
			left++
		}
	}
	if left > 0 {
		return invalid(RuleS4, "%d throws, but the unit has %d more (3 plus one per clover)", len(throws), left)
	}
	return nil
}
