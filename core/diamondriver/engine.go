package diamondriver

import (
	"math/bits"
	"strconv"

	"revela/core/lots"
	"revela/core/money"
	"revela/core/rules"
)

// maxEvents bounds the transcript of a valid script: per throw its grid
// and at most 10 triples (30 cells, none shared, D-3); 3 golden, 3 "+1"
// and one wheel symbol in the unit; the wheel and the end.
const maxEvents = MaxThrows*(1+Cells/3) + MaxGolden + MaxPlus + MaxWheels + 2

// Check validates s against docs/rules/README.md 0.1 and
// docs/rules/diamond-river.md and returns its transcript: the ordered
// events the client animates. For each throw, in the order played: the
// grid (EvThrow), then its triples in reading order of their first cell
// (rows, columns, then the two diagonals for triples starting on the same
// cell), each paying its colour's amount (D-3), then its special symbols
// in reading order: golden gems (the third pays 50 €, D-5), "+1" (one
// more throw, D-4), the wheel symbol (D-6). After the last throw, the
// wheel if a throw showed its symbol (D-6), then the end. Every event
// carries the running total; the last one's Total is the prize (D-7).
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
	ev, _, err := run(s, dst, true)
	return ev, err
}

// Validate checks the script like Check and returns the derived prize,
// without building the transcript (core.Script).
func (s *Script) Validate() (money.Cents, error) {
	_, total, err := run(s, nil, false)
	return total, err
}

// tables are the lot tables of the game's stakes (one), looked up once.
var tables = rules.Tables(lots.DiamondRiver, money.Euros(3))

// table is the lot table of the game's only stake.
var table = tables[0]

// run validates s and replays it, appending events to ev when rec is set.
// It returns the derived prize.
func run(s *Script, ev Transcript, rec bool) (Transcript, money.Cents, error) {
	return replay(s, ev, rec, true)
}

// replay is run; with lots unset it does not ask the declared prize to be
// an amount of the lot table (natural play, which pays what its draws
// give).
func replay(s *Script, ev Transcript, rec, lots bool) (Transcript, money.Cents, error) {
	if err := checkEnvelope(s, lots); err != nil {
		return nil, 0, err
	}
	var (
		total                money.Cents
		throws               = BaseThrows
		plus, golden, wheels int
		found                [Cells / 3]Triple
		step                 int8
	)
	emit := func(e Event) {
		e.Step = step
		e.Total = total
		ev = append(ev, e)
	}
	for t := range s.Throws {
		if t >= throws {
			return nil, 0, invalid(RuleD4, "grid %d is past the throw count %d (4 + %d \"+1\" seen before it)", t, throws, plus)
		}
		g := &s.Throws[t]
		step = int8(t)
		n, err := scan(g, &found)
		if err != nil {
			return nil, 0, invalid(err.rule, "throw %d: %s", t, err.msg)
		}
		if rec {
			emit(Event{Kind: EvThrow, Grid: *g, Throws: int8(throws), Left: int8(throws - t - 1)})
		}
		for _, tr := range found[:n] {
			a := gemPrize[tr.Colour]
			total += a
			if rec {
				emit(Event{Kind: EvTriple, Triple: tr, Amount: a})
			}
		}
		for i, sym := range g {
			switch sym {
			case Golden:
				golden++
				if golden > MaxGolden {
					return nil, 0, invalid(RuleD5, "a fourth golden gem, throw %d cell (%d,%d)", t, i/Cols, i%Cols)
				}
				var a money.Cents
				if golden == MaxGolden {
					a = GoldenPrize
					total += a
				}
				if rec {
					emit(Event{Kind: EvGolden, Cell: int8(i), Count: int8(golden), Amount: a})
				}
			case Plus:
				plus++
				if plus > MaxPlus {
					return nil, 0, invalid(RuleD4, "a fourth \"+1\", throw %d cell (%d,%d)", t, i/Cols, i%Cols)
				}
				throws++
				if rec {
					emit(Event{Kind: EvPlus, Cell: int8(i), Throws: int8(throws), Left: int8(throws - t - 1)})
				}
			case Wheel:
				wheels++
				if wheels > MaxWheels {
					return nil, 0, invalid(RuleD6, "a second wheel symbol, throw %d cell (%d,%d)", t, i/Cols, i%Cols)
				}
				if rec {
					emit(Event{Kind: EvWheelSymbol, Cell: int8(i)})
				}
			}
		}
	}
	if len(s.Throws) != throws {
		return nil, 0, invalid(RuleD4, "script has %d grids, the throw count is %d (4 + %d \"+1\")", len(s.Throws), throws, plus)
	}
	switch {
	case wheels == 1 && s.Wheel == nil:
		return nil, 0, invalid(RuleShape, "a throw shows the wheel symbol but the script draws no segment")
	case wheels == 0 && s.Wheel != nil:
		return nil, 0, invalid(RuleUsed, "segment %d drawn but no throw shows the wheel symbol", *s.Wheel)
	case wheels == 1:
		seg := *s.Wheel
		if seg < 0 || seg >= Segments {
			return nil, 0, invalid(RuleShape, "wheel segment %d is not 0-%d", seg, Segments-1)
		}
		a := wheelLayout[seg]
		total += a
		step = int8(throws)
		if rec {
			emit(Event{Kind: EvWheel, Segment: int8(seg), Amount: a})
		}
	}
	if rec {
		emit(Event{Kind: EvEnd})
	}
	if total != s.Prize {
		return nil, 0, invalid(RulePrize, "declared prize %s € but script derives %s €", s.Prize, total)
	}
	return ev, total, nil
}

// checkEnvelope checks game, version, stake and the declared prize
// (rules 0.1-1 and 0.1-4).
func checkEnvelope(s *Script, lots bool) error {
	_, err := rules.Envelope(ErrInvalid, s, ID, Version, tables, lots)
	return err
}

// Triples are found on bit boards: cell (r, c) is bit 7r+c, column 6 of
// each row staying empty, so that a shift by 1 (along a row), 7 (down a
// column), 8 (down and right) or 6 (down and left) never wraps from one
// row's end to the next row's start.
const stride = Cols + 1

// steps are the four directions, in the order triples starting on the
// same cell are listed: row, column, down-right, down-left.
var steps = [4]uint{1, stride, stride + 1, stride - 1}

// padded maps a cell to its bit; unpadded maps a bit back (the empty
// column's bits are never read).
var (
	padded   [Cells]uint8
	unpadded [Rows * stride]int8
)

func init() {
	for i := 0; i < Cells; i++ {
		padded[i] = uint8(stride*(i/Cols) + i%Cols)
		unpadded[padded[i]] = int8(i)
	}
}

// scanError is what scan finds wrong, before it names the throw.
type scanError struct{ rule, msg string }

// scan checks grid g's alphabet (0.1-1) and finds its triples (D-3),
// writing them to found in reading order of their first cell; two triples
// sharing a cell is an error (D-3).
func scan(g *Grid, found *[Cells / 3]Triple) (int, *scanError) {
	var mask [Wheel + 1]uint64
	for i, sym := range g {
		if sym < Red || sym > Wheel {
			return 0, &scanError{RuleShape, "cell (" + strconv.Itoa(i/Cols) + "," + strconv.Itoa(i%Cols) + ") holds " + sym.String() + ", not a symbol"}
		}
		mask[sym] |= 1 << padded[i]
	}
	m := mask[Magic]
	var used uint64
	n := 0
	// starts[d] holds, per direction, the colours' start bits; triples are
	// listed by start bit, then direction.
	var starts [4][Gems + 1]uint64
	var all uint64
	for d, k := range steps {
		twoMagic := m&(m>>k) | m&(m>>(2*k)) | (m>>k)&(m>>(2*k))
		for c := Red; c <= Pink; c++ {
			a := mask[c] | m
			st := a & (a >> k) & (a >> (2 * k)) &^ twoMagic
			starts[d][c] = st
			all |= st
		}
	}
	for ; all != 0; all &= all - 1 {
		b := uint(bits.TrailingZeros64(all))
		for d, k := range steps {
			for c := Red; c <= Pink; c++ {
				if starts[d][c]>>b&1 == 0 {
					continue
				}
				cells := uint64(1)<<b | uint64(1)<<(b+k) | uint64(1)<<(b+2*k)
				if cells&used != 0 {
					shared := unpadded[bits.TrailingZeros64(cells&used)]
					return 0, &scanError{RuleD3, "two triples share cell (" + strconv.Itoa(int(shared)/Cols) + "," + strconv.Itoa(int(shared)%Cols) + ")"}
				}
				used |= cells
				tr := Triple{Colour: c, Magic: -1}
				for j := uint(0); j < 3; j++ {
					cell := unpadded[b+j*k]
					tr.Cells[j] = cell
					if g[cell] == Magic {
						tr.Magic = cell
					}
				}
				found[n] = tr
				n++
			}
		}
	}
	return n, nil
}
