package luchafortune

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"strconv"

	"revela/core/lots"
	"revela/core/money"
	"revela/core/rules"
)

// Check validates s against docs/rules/README.md 0.1 and
// docs/rules/lucha-fortune.md with the default figures and returns its
// transcript, grouped by throw: EvThrow with the 15 symbols, what the
// reveal brings (coins, collectibles, banner, "+1"/"+2"), then each
// resolution step in the order of L-4 (lines with their cells and
// amounts, or the leftmost K.O; the cells that empty; the falls; the
// drops from each column's queue; what the drops bring), EvThrowEnd, and
// after the last throw EvEnd. Every event carries the running total and
// the throws left; the last one's Total is the prize (L-6).
//
// On error the transcript is nil and the error is an *Error naming the
// rule. Check never panics, whatever the script holds.
func Check(s *Script) (Transcript, error) {
	return CheckAppend(make(Transcript, 0, 64), s)
}

// CheckAppend is Check appending the events to dst (which it returns
// grown, like append), so that a caller replaying many scripts can reuse
// one buffer. On error it returns nil.
func CheckAppend(dst Transcript, s *Script) (Transcript, error) {
	r := replay{p: Default, s: s, rec: true, ev: dst}
	if err := r.validate(); err != nil {
		return nil, err
	}
	return r.ev, nil
}

// Validate checks the script like Check and returns the derived prize,
// without building the transcript (core.Script).
func (s *Script) Validate() (money.Cents, error) {
	return Default.Validate(s)
}

// Validate checks s under the figures of p (see Check).
func (p *Params) Validate(s *Script) (money.Cents, error) {
	r := replay{p: p, s: s}
	err := r.validate()
	return r.total, err
}

// mode is how a replay reads the draws.
type mode uint8

const (
	exact  mode = iota // the validator: every queue used up exactly, every throw used
	prefix             // the composer's chains: queues and throws may run past what the unit uses
	gen                // natural play: symbols missing from the script are drawn and appended
)

// replay is one run of the engine over a script.
type replay struct {
	p    *Params
	s    *Script
	mode mode
	rng  *rand.Rand // gen: where missing symbols come from
	bits uint64     // gen: unused random bits, 12 per symbol
	nb   int        // gen: symbols left in bits
	rec  bool       // build the transcript in ev
	ev   Transcript
	// limit, in gen mode: stop with errOver as soon as the total passes
	// it (noLimit: never).
	limit money.Cents
	// plant, in gen mode: a tilt whose lines are planted as symbols
	// appear (tilt.go), lw the log of the draw's importance weight; nil
	// for natural play.
	plant *tilt
	lw    float64

	total  money.Cents
	throws int                    // the unit's throws: 3 plus extras
	used   [MaxThrows][Cols]uint8 // queue symbols each column used in each throw
	seen   [MaxThrows]playerView  // what each throw showed (features)
	banner [Kinds]int8            // collectibles of each kind so far
	extra  int                    // extra throws so far
	ran    bool                   // validate replayed every throw without breaking a rule

	// At the start of each throw: the most collectibles of one kind and
	// the extra throws won (features).
	bannerAt, extraAt [MaxThrows]int
}

// playerView is what one throw showed the player, for the features.
type playerView struct {
	lines, coins, steps, kos int8
	gain                     money.Cents
}

// validate checks the envelope and the draws, then replays.
func (r *replay) validate() error {
	s, p := r.s, r.p
	if _, err := rules.Envelope(ErrInvalid, s, ID, p.Version, []*lots.Table{p.Table}, false); err != nil {
		return err
	}
	offTable := !p.Table.Pays(s.Prize)
	if len(s.Throws) > MaxThrows {
		return invalid(RuleL1, "%d throws: a unit has at most %d (3 and 4 extra)", len(s.Throws), MaxThrows)
	}
	for t := range s.Throws {
		th := &s.Throws[t]
		for i, v := range th.Reveal {
			if !p.valid(v) {
				return invalid(RuleShape, "throw %d cell %d holds no symbol of the game (%d)", t, i, int(v))
			}
		}
		for c, q := range th.Queues {
			if len(q) > MaxQueue {
				return invalid(RuleL5, "throw %d column %d queue holds %d symbols, more than %d steps can use", t, c, len(q), MaxQueue)
			}
			for j, v := range q {
				if !p.valid(v) {
					return invalid(RuleShape, "throw %d column %d queue symbol %d is no symbol of the game (%d)", t, c, j, int(v))
				}
			}
		}
	}
	if err := r.run(); err != nil {
		return err
	}
	r.ran = true
	if offTable {
		return invalid(RulePrize, "declared prize %s € is neither 0 nor an amount of the lot table", s.Prize)
	}
	if r.total != s.Prize {
		return invalid(RulePrize, "declared prize %s € but script derives %s €", s.Prize, r.total)
	}
	return nil
}

func (r *replay) emit(e Event) {
	e.Total = r.total
	e.ThrowsLeft = int8(r.throws - 1 - int(e.Throw))
	r.ev = append(r.ev, e)
}

// errOver stops a natural draw whose gains passed its limit; errBroken
// stops a draw of natural play or a chain's state that breaks a rule
// (their callers need no message).
var (
	errOver   = errors.New("over the limit")
	errBroken = rules.Invalid(ErrInvalid, "0.1-2", "a draw breaks a rule")
)

// run replays the throws (L-1, L-4, L-5) and sets total and throws.
func (r *replay) run() error {
	s := r.s
	r.throws = BaseThrows
	for t := 0; t < r.throws; t++ {
		if t == len(s.Throws) {
			if r.mode != gen {
				return invalid(RuleL1a, "the unit has %d throws but the script holds %d", r.throws, len(s.Throws))
			}
			if t < cap(s.Throws) {
				s.Throws = s.Throws[:t+1] // reuse the scratch's queues
			} else {
				s.Throws = append(s.Throws, Throw{})
			}
			th := &s.Throws[t]
			for i := range th.Reveal {
				th.Reveal[i] = r.draw()
			}
			for c := range th.Queues {
				th.Queues[c] = th.Queues[c][:0]
			}
		}
		r.extraAt[t] = r.extra
		for _, n := range r.banner {
			r.bannerAt[t] = max(r.bannerAt[t], int(n))
		}
		if err := r.throw(t); err != nil {
			return err
		}
		if r.over() {
			return errOver
		}
	}
	if r.mode == exact && len(s.Throws) > r.throws {
		return invalid(RuleUsed, "the script holds %d throws, the unit only %d", len(s.Throws), r.throws)
	}
	if r.rec {
		r.emit(Event{Kind: EvEnd, Throw: int8(r.throws - 1)})
	}
	return nil
}

// throw resolves throw t (L-4): count what has just appeared, then pay
// and clear the lines, or else knock out the leftmost K.O's column, and
// again, until nothing happens.
func (r *replay) throw(t int) error {
	th := &r.s.Throws[t]
	m := th.Reveal
	v := &r.seen[t]
	var next [Cols]int // next queue symbol of each column
	if r.rec {
		r.emit(Event{Kind: EvThrow, Throw: int8(t), Reveal: m})
	}
	fresh := uint16(1)<<Cells - 1
	for step := 0; ; step++ {
		if r.plant != nil && r.plant.plant != 0 {
			r.plant.sow(r, th, step, &m, fresh, &next)
		}
		// (a) every symbol that has just appeared counts once.
		for f := fresh; f != 0; f &= f - 1 {
			i := trailing(f)
			if err := r.count(t, step, i, m[i]); err != nil {
				return err
			}
		}
		if r.over() {
			return errOver
		}
		// (b) the winning lines, all at once; (c) else the leftmost K.O.
		var cleared uint16
		nlines := 0
		for l := range LineCells {
			a, b, c := LineCells[l][0], LineCells[l][1], LineCells[l][2]
			x := m[a]
			if !x.IsChar() || m[b] != x || m[c] != x {
				continue
			}
			mask := uint16(1)<<a | uint16(1)<<b | uint16(1)<<c
			if cleared&mask != 0 {
				if r.mode != exact {
					return errBroken
				}
				return invalid(RuleL3, "throw %d step %d: %s shares a cell with another winning line", t, step+1, lineName(l))
			}
			cleared |= mask
			nlines++
		}
		if cleared == 0 {
			for c := 0; c < Cols && cleared == 0; c++ {
				for row := range Rows {
					if m[Cols*row+c] == KO {
						cleared = colMask(c)
						if r.rec {
							r.emit(Event{Kind: EvKO, Throw: int8(t), Step: int8(step + 1), Cell: int8(Cols*row + c), Col: int8(c), Sym: KO})
						}
						v.kos++
						break
					}
				}
			}
		}
		if cleared == 0 {
			break
		}
		if step+1 > MaxSteps {
			if r.mode != exact {
				return errBroken
			}
			return invalid(RuleL5, "throw %d needs more than %d resolution steps", t, MaxSteps)
		}
		if nlines > 0 {
			for l := range LineCells {
				a, b, c := LineCells[l][0], LineCells[l][1], LineCells[l][2]
				x := m[a]
				if !x.IsChar() || m[b] != x || m[c] != x {
					continue
				}
				amt := r.p.Chars[x.Char()]
				r.total += amt
				v.lines++
				v.gain += amt
				if r.rec {
					r.emit(Event{Kind: EvLine, Throw: int8(t), Step: int8(step + 1), Line: int8(l), Sym: x, Cells: LineCells[l], Amount: amt})
				}
			}
		}
		if r.over() {
			return errOver
		}
		if r.rec {
			r.emit(Event{Kind: EvEmpty, Throw: int8(t), Step: int8(step + 1), Mask: cleared})
		}
		v.steps++
		var err error
		fresh, err = r.collapse(t, step+1, &m, cleared, &next)
		if err != nil {
			return err
		}
	}
	for c := range next {
		if q := len(th.Queues[c]); next[c] != q && r.mode == exact {
			return invalid(RuleL5, "throw %d column %d: the queue holds %d symbols, %d drop in", t, c, q, next[c])
		}
		r.used[t][c] = uint8(next[c])
	}
	if r.rec {
		r.emit(Event{Kind: EvThrowEnd, Throw: int8(t)})
	}
	return nil
}

// draw draws one symbol of natural play, five from each 64 random bits.
func (r *replay) draw() Sym {
	if r.nb == 0 {
		r.bits, r.nb = r.rng.Uint64(), 5
	}
	x := r.p.nat.table[r.bits%uint64(len(r.p.nat.table))]
	r.bits >>= 12
	r.nb--
	return x
}

// over reports whether a natural draw with a limit has passed it.
func (r *replay) over() bool { return r.mode == gen && r.total > r.limit }

// noLimit is the limit of a natural draw that goes to its end.
const noLimit = money.Max

// count applies what symbol x, just appeared at cell i, does (L-4 a).
func (r *replay) count(t, step, i int, x Sym) error {
	v := &r.seen[t]
	switch {
	case x.IsCoin():
		amt := r.p.Coins[x.Coin()]
		r.total += amt
		v.coins++
		v.gain += amt
		if r.rec {
			r.emit(Event{Kind: EvCoin, Throw: int8(t), Step: int8(step), Cell: int8(i), Sym: x, Amount: amt})
		}
	case x.IsColl():
		k := x.Coll()
		r.banner[k]++
		n := r.banner[k]
		if n > BannerWin {
			if r.mode != exact {
				return errBroken
			}
			return invalid(RuleL2, "throw %d: a fifth %s (cell %d)", t, CollectibleNames[k], i)
		}
		if r.rec {
			r.emit(Event{Kind: EvCollect, Throw: int8(t), Step: int8(step), Cell: int8(i), Sym: x, Count: n})
		}
		if n == BannerWin {
			amt := r.p.Banner[k]
			r.total += amt
			v.gain += amt
			if r.rec {
				r.emit(Event{Kind: EvBanner, Throw: int8(t), Step: int8(step), Cell: int8(i), Sym: x, Count: n, Amount: amt})
			}
		}
	case x == Plus1 || x == Plus2:
		n := 1
		if x == Plus2 {
			n = 2
		}
		if r.extra += n; r.extra > MaxExtra {
			if r.mode != exact {
				return errBroken
			}
			return invalid(RuleL1, "throw %d: %s at cell %d brings the extra throws to %d, more than %d", t, x, i, r.extra, MaxExtra)
		}
		r.throws += n
		if r.rec {
			r.emit(Event{Kind: EvExtra, Throw: int8(t), Step: int8(step), Cell: int8(i), Sym: x, Count: int8(n)})
		}
	}
	return nil
}

// collapse empties the cleared cells; in each column the symbols above
// fall to the lowest free rows, then the column's queue fills the rows
// left at the top, its next symbol landing lowest (L-4 b, c; L-5). It
// returns the cells that received a new symbol.
func (r *replay) collapse(t, step int, m *[Cells]Sym, cleared uint16, next *[Cols]int) (uint16, error) {
	th := &r.s.Throws[t]
	var fresh uint16
	for c := range Cols {
		if cleared&colMask(c) == 0 {
			continue
		}
		// Survivors fall, from the bottom up.
		to := Rows - 1
		for row := Rows - 1; row >= 0; row-- {
			i := Cols*row + c
			if cleared&(1<<uint(i)) != 0 {
				continue
			}
			if row != to {
				m[Cols*to+c] = m[i]
				if r.rec {
					r.emit(Event{Kind: EvFall, Throw: int8(t), Step: int8(step), Col: int8(c), From: int8(row), To: int8(to), Sym: m[i]})
				}
			}
			to--
		}
		// New symbols drop into rows to..0, lowest first.
		q := &th.Queues[c]
		for ; to >= 0; to-- {
			if next[c] == len(*q) {
				if r.mode != gen {
					return 0, invalid(RuleL5, "throw %d column %d: the queue runs out after %d symbols", t, c, len(*q))
				}
				*q = append(*q, r.draw())
			}
			x := (*q)[next[c]]
			i := Cols*to + c
			m[i] = x
			fresh |= 1 << uint(i)
			if r.rec {
				r.emit(Event{Kind: EvDrop, Throw: int8(t), Step: int8(step), Col: int8(c), From: int8(next[c]), To: int8(to), Sym: x})
			}
			next[c]++
		}
	}
	return fresh, nil
}

func colMask(c int) uint16 { return 1<<uint(c) | 1<<uint(Cols+c) | 1<<uint(2*Cols+c) }

func trailing(f uint16) int { return bits.TrailingZeros16(f) }

// lineName names line l as messages write it: "row 1 columns 2-4",
// "column 3", "down diagonal from column 0", "up diagonal from column 2".
func lineName(l int) string {
	switch {
	case l < 9:
		return "row " + strconv.Itoa(l/3) + " columns " + strconv.Itoa(l%3) + "-" + strconv.Itoa(l%3+2)
	case l < 14:
		return "column " + strconv.Itoa(l-9)
	case l < 17:
		return "down diagonal from column " + strconv.Itoa(l-14)
	}
	return "up diagonal from column " + strconv.Itoa(l-17)
}
