package crossingo

import (
	"math/bits"

	"revela/core/lots"
	"revela/core/money"
	"revela/core/rules"
)

// maxEvents bounds a transcript: 25 reveals, at most one follow-up event
// per box (mark, swap or direct amount), 12 lines, the EXTRA step's start,
// 12 cells and win, and the end.
const maxEvents = Clicks*Size*2 + NLines + 1 + ExtraCells + 1 + 1

// Check validates s against docs/rules/README.md 0.1 and docs/rules/crossingo.md and returns its
// transcript: the ordered events the client animates. The order is the
// player's: clicks 0..4, and within a click boxes 0..4 left to right
// (C-3), each box's reveal followed by what it does (mark, swap, direct
// amount); after the fifth click the completed lines pay in line order
// (rows 0-4, columns 0-4, down then up diagonal; C-5, C-6); then the EXTRA
// step, if any, reveals its 12 cells and pays (C-7); then the end. Every
// event carries the running total; the last one's Total is the prize (C-8).
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
var tables = rules.Tables(lots.Crossingo, money.Euros(1))

// table is the lot table of the game's only stake.
var table = tables[0]

// run validates s and replays it, appending events to ev when rec is set.
// It returns the derived prize.
func run(s *Script, ev Transcript, rec bool) (Transcript, money.Cents, error) {
	if err := checkEnvelope(s); err != nil {
		return nil, 0, err
	}
	if err := checkDraws(s); err != nil {
		return nil, 0, err
	}

	// The replay. num holds the grid's current numbers (swappers move
	// them); marked and gold are bit masks over the 25 cells.
	var (
		num          [Size * Size]int8
		marked, gold uint32
		total        money.Cents
	)
	for i, n := range s.Grid {
		num[i] = int8(n)
	}
	// emit appends an event with the running total; every call is guarded
	// by rec so that Validate builds no event at all.
	emit := func(e Event) {
		e.Total = total
		ev = append(ev, e)
	}
	for k := 0; k < Clicks; k++ {
		for c := 0; c < Size; c++ {
			el := &s.Boxes[k][c]
			if rec {
				emit(Event{Kind: EvReveal, Click: int8(k), Box: int8(c), Element: *el})
			}
			switch el.Kind {
			case Number, Gold:
				for r := 0; r < Size; r++ {
					i := Size*r + c
					if int(num[i]) == el.Number {
						marked |= 1 << uint(i)
						if el.Kind == Gold {
							gold |= 1 << uint(i)
						}
						if rec {
							emit(Event{Kind: EvMark, Click: int8(k), Box: int8(c), Row: int8(r), Col: int8(c), Gold: el.Kind == Gold})
						}
						break
					}
				}
			case Amount:
				total += el.Amount
				if rec {
					emit(Event{Kind: EvDirect, Click: int8(k), Box: int8(c), Amount: el.Amount})
				}
			case Swapper:
				before := complete(marked)
				var p [Size]int8
				for r := range p {
					p[r] = int8(el.Perm[r])
				}
				num, marked, gold = swap(num, marked, gold, c, p)
				if broken := before &^ complete(marked); broken != 0 {
					l := bits.TrailingZeros16(broken)
					return nil, 0, invalid(RuleC5, "swapper in click %d (box %d) breaks completed %s", k, c, LineName(l))
				}
				if rec {
					emit(Event{Kind: EvSwap, Click: int8(k), Box: int8(c), Col: int8(c), Perm: p})
				}
			}
		}
	}

	// Lines, after the fifth click (C-5), doubled by gold on rows and
	// columns only (C-6).
	done := complete(marked)
	for l := 0; l < NLines; l++ {
		if done&(1<<uint(l)) == 0 {
			continue
		}
		a := s.Lines[l]
		doubled := l < DiagDown && gold&lineMask[l] != 0
		if doubled {
			a *= 2
		}
		total += a
		if rec {
			emit(Event{Kind: EvLine, Line: int8(l), Amount: a, Doubled: doubled})
		}
	}

	// The EXTRA step (C-7), played after the lines.
	if x := s.Extra; x != nil {
		if rec {
			emit(Event{Kind: EvExtraStart})
		}
		var count [ExtraTypes + 1]int
		for i, sym := range x.Symbols {
			count[sym]++
			if rec {
				emit(Event{Kind: EvExtraReveal, Cell: int8(i), Symbol: int8(sym)})
			}
		}
		for t := 0; t < ExtraTypes; t++ {
			if count[t] >= ExtraWin {
				total += x.Amounts[t]
				if rec {
					emit(Event{Kind: EvExtraWin, Symbol: int8(t), Amount: x.Amounts[t]})
				}
			}
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

// complete returns the set of complete lines (bit l for line l).
func complete(marked uint32) uint16 {
	var done uint16
	for l, m := range lineMask {
		if marked&m == m {
			done |= 1 << uint(l)
		}
	}
	return done
}

// swap reorders column c: afterwards row r holds what row p[r] held, its
// number, its mark and its gold (C-4).
func swap(num [Size * Size]int8, marked, gold uint32, c int, p [Size]int8) ([Size * Size]int8, uint32, uint32) {
	out := num
	var colMask uint32
	var m, g uint32
	for r := 0; r < Size; r++ {
		to, from := Size*r+c, Size*int(p[r])+c
		colMask |= 1 << uint(to)
		out[to] = num[from]
		m |= (marked >> uint(from) & 1) << uint(to)
		g |= (gold >> uint(from) & 1) << uint(to)
	}
	return out, marked&^colMask | m, gold&^colMask | g
}

// checkEnvelope checks game, version, stake and the declared prize
// (rules 0.1-1 and 0.1-4).
func checkEnvelope(s *Script) error {
	_, err := rules.Envelope(ErrInvalid, s, ID, Version, tables, true)
	return err
}

// checkDraws checks every draw's alphabet and shape and the decisions that
// need no replay: C-1, C-1a, C-2, C-4, C-7, C-7a, 0.1-3.
func checkDraws(s *Script) error {
	// Grid (C-1): distinct numbers, column c within 15c+1..15c+15.
	var seen [2]uint64
	for i, n := range s.Grid {
		r, c := i/Size, i%Size
		lo, hi := ColumnRange(c)
		if n < lo || n > hi {
			return invalid(RuleC1, "grid number %d at row %d, column %d is outside column %d (%d-%d)", n, r, c, c, lo, hi)
		}
		if seen[n>>6]&(1<<uint(n&63)) != 0 {
			return invalid(RuleC1, "grid number %d appears twice", n)
		}
		seen[n>>6] |= 1 << uint(n&63)
	}
	// Line amounts (C-2).
	for l, a := range s.Lines {
		if !onLadder(lineLadder[:], a) {
			return invalid(RuleC2, "amount %s € of %s is not on the line ladder", a, LineName(l))
		}
	}
	// Boxes.
	extras := 0
	var drawn [2]uint64
	for k := 0; k < Clicks; k++ {
		for c := 0; c < Size; c++ {
			el := &s.Boxes[k][c]
			switch el.Kind {
			case Number, Gold:
				if el.Amount != 0 || len(el.Perm) != 0 {
					return invalid(RuleUsed, "%s in click %d box %d carries an amount or a permutation", el.Kind, k, c)
				}
				lo, hi := ColumnRange(c)
				if el.Number < lo || el.Number > hi {
					return invalid(RuleC1, "number %d in box %d is outside column %d (%d-%d)", el.Number, c, c, lo, hi)
				}
				n := el.Number
				if drawn[n>>6]&(1<<uint(n&63)) != 0 {
					return invalid(RuleC1a, "number %d drawn twice", n)
				}
				drawn[n>>6] |= 1 << uint(n&63)
			case Amount:
				if el.Number != 0 || len(el.Perm) != 0 {
					return invalid(RuleUsed, "amount in click %d box %d carries a number or a permutation", k, c)
				}
				if !onLadder(directLadder[:], el.Amount) {
					return invalid(RuleC2, "amount %s € in click %d box %d is not on the direct ladder", el.Amount, k, c)
				}
			case ExtraSymbol:
				if el.Number != 0 || el.Amount != 0 || len(el.Perm) != 0 {
					return invalid(RuleUsed, "EXTRA symbol in click %d box %d carries a number, an amount or a permutation", k, c)
				}
				extras++
				if extras > 1 {
					return invalid(RuleC7, "two EXTRA symbols (the second in click %d box %d)", k, c)
				}
			case Swapper:
				if el.Number != 0 || el.Amount != 0 {
					return invalid(RuleUsed, "swapper in click %d box %d carries a number or an amount", k, c)
				}
				if err := checkPerm(el.Perm, k, c); err != nil {
					return err
				}
			default:
				return invalid(RuleShape, "unknown element kind %d in click %d box %d", int(el.Kind), k, c)
			}
		}
	}
	// The EXTRA step (C-7): present exactly when the symbol is revealed.
	x := s.Extra
	switch {
	case x == nil && extras == 1:
		return invalid(RuleShape, "an EXTRA symbol is revealed but the script has no EXTRA step")
	case x != nil && extras == 0:
		return invalid(RuleUsed, "the script has an EXTRA step but no EXTRA symbol")
	case x == nil:
		return nil
	}
	for t, a := range x.Amounts {
		if !onLadder(extraLadder[:], a) {
			return invalid(RuleC7, "EXTRA amount %s € of type %d is not on the EXTRA ladder", a, t)
		}
		for u := 0; u < t; u++ {
			if x.Amounts[u] == a {
				return invalid(RuleC7a, "EXTRA types %d and %d both pay %s €", u, t, a)
			}
		}
	}
	var count [ExtraTypes + 1]int
	for i, sym := range x.Symbols {
		if sym < 0 || sym > NonWinning {
			return invalid(RuleShape, "EXTRA cell %d holds symbol %d (want 0-3)", i, sym)
		}
		count[sym]++
	}
	winners := 0
	for t := 0; t < ExtraTypes; t++ {
		if count[t] >= ExtraWin {
			winners++
		}
	}
	if winners > 1 {
		return invalid(RuleC7, "two winning types reach %d", ExtraWin)
	}
	return nil
}

// checkPerm checks a swapper's permutation (C-4).
func checkPerm(p []int, k, c int) error {
	if len(p) != PermLen {
		return invalid(RuleC4, "swapper in click %d box %d has a permutation of %d rows, want %d", k, c, len(p), PermLen)
	}
	var seen uint8
	identity := true
	for r, v := range p {
		if v < 0 || v >= Size || seen&(1<<uint(v)) != 0 {
			return invalid(RuleC4, "swapper in click %d box %d: %v is not a permutation of rows 0-4", k, c, p)
		}
		seen |= 1 << uint(v)
		identity = identity && v == r
	}
	if identity {
		return invalid(RuleC4, "identity permutation in click %d box %d", k, c)
	}
	return nil
}
