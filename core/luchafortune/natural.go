package luchafortune

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"revela/core/money"
)

// Natural play (docs/rules/lucha-fortune.md, "Natural play"): every
// symbol, revealed or dropping in, is drawn independently with these
// weights (in 4096ths; parameters of version lucha-fortune/1, a
// designer's lever: they set the look of play, never the prizes), and a
// unit whose draws break a decision (L-1, L-2, L-3, L-5) is drawn again
// from the start. Nothing is planned: the engine resolves the cascades
// and the prize follows.
var (
	// charWeights: characters 1..8, the cheap ones more often. Character
	// 1 also takes what the other symbols leave of the 4096 (954).
	charWeights = [Characters]uint16{0, 520, 450, 400, 370, 350, 330, 300}
	// coinWeights: the data file's coins in its order (lowest first).
	coinWeights = [MaxCoins]uint16{10, 5, 3, 2, 1, 1}
	// collWeights: poivron, piment, chips tortilla, avocat, coupe dorée.
	collWeights = [Kinds]uint16{100, 90, 80, 60, 6}
	plusWeights = [2]uint16{20, 6} // "+1", "+2"
	koWeight    = uint16(40)
)

// natural is natural play's sampler: a table of 1024 symbols in which
// each symbol appears as many times as its weight.
type natural struct {
	table  [4096]Sym
	weight [maxSym]uint16
}

func newNatural(p *Params) natural {
	var n natural
	for i, w := range charWeights {
		n.weight[Char1+Sym(i)] = w
	}
	for i := range p.Coins {
		n.weight[Coin1+Sym(i)] = coinWeights[i]
	}
	for i, w := range collWeights {
		n.weight[Coll1+Sym(i)] = w
	}
	n.weight[Plus1], n.weight[Plus2], n.weight[KO] = plusWeights[0], plusWeights[1], koWeight
	sum := 0
	for _, w := range n.weight {
		sum += int(w)
	}
	n.weight[Char1] = uint16(len(n.table) - sum)
	i := 0
	for s, w := range n.weight {
		for ; w > 0; w-- {
			n.table[i] = Sym(s)
			i++
		}
	}
	return n
}

// draw draws one symbol of natural play.
func (n *natural) draw(rng *rand.Rand) Sym { return n.table[rng.Uint32()>>20] }

// Weight returns symbol s's weight in natural play, in 4096ths.
func (p *Params) Weight(s Sym) int {
	if s >= maxSym {
		return 0
	}
	return int(p.nat.weight[s])
}

// maxNaturalTries bounds the redraws of one unit of natural play; the
// chance that a unit breaks a decision is a few percent.
const maxNaturalTries = 10_000

// natural draws one valid unit of natural play into scratch (reusing its
// slices) and returns its prize. It stops drawing as soon as the gains
// pass limit (noLimit: never) and returns errOver: the composer, which
// keeps only units paying a given prize, need not finish the others.
func (p *Params) natural(scratch *Script, rng *rand.Rand, limit money.Cents) (money.Cents, error) {
	for range maxNaturalTries {
		scratch.Throws = scratch.Throws[:0]
		r := replay{p: p, s: scratch, mode: gen, rng: rng, limit: limit}
		err := r.run()
		if err == nil {
			return r.total, nil
		}
		if err == errOver {
			return r.total, err
		}
	}
	return 0, errors.New("luchafortune: natural play keeps breaking the rules (a bug in the weights)")
}

// Natural draws one unit of natural play with the default figures
// (core.Game's Natural); its envelope declares the prize the engine derives.
// The script breaks no rule, but when that prize is not an amount of the
// lot table Validate refuses it (0.1-4): natural play is for the audit,
// never for a sale.
func Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	return Default.Natural(stake, rng)
}

// Natural draws one unit of natural play with p's figures.
func (p *Params) Natural(stake money.Cents, rng *rand.Rand) (*Script, error) {
	if stake != p.Table.Stake {
		return nil, fmt.Errorf("%w: %s € (lucha-fortune sells units at %s €)", ErrStake, stake, p.Table.Stake)
	}
	var scratch Script
	prize, err := p.natural(&scratch, rng, noLimit)
	if err != nil {
		return nil, err
	}
	s := clone(&scratch)
	s.Header = Header{Game: ID, Stake: stake, Prize: prize, Version: p.Version}
	return s, nil
}

// clone copies a script's throws into one fresh allocation.
func clone(s *Script) *Script {
	n := 0
	for t := range s.Throws {
		for _, q := range s.Throws[t].Queues {
			n += len(q)
		}
	}
	out := &Script{Header: s.Header, Throws: make([]Throw, len(s.Throws))}
	buf := make([]Sym, n)
	for t := range s.Throws {
		out.Throws[t].Reveal = s.Throws[t].Reveal
		for c, q := range s.Throws[t].Queues {
			out.Throws[t].Queues[c] = buf[:len(q):len(q)]
			copy(buf, q)
			buf = buf[len(q):]
		}
	}
	return out
}

// FeatureNames names the visible features (core.Game's Natural), in the order
// Features gives them: what the throws before the last one showed.
func FeatureNames() []string {
	return []string{"throws_before_last", "lines", "coins", "ko", "longest_cascade", "gain_so_far", "banner_max", "extra_throws", "first_gain_throw"}
}

// Features are what the player has seen before the last throw, each a
// small non-negative integer (core.Game's Natural): throws before the last (up
// to 6), lines (up to 6), coins (up to 6), K.O (up to 3), the longest
// cascade in steps (up to 5), the gain so far as a class (0, 1 €, 2 €,
// up to 5 €, up to 10 €, up to 40 €, more), the most collectibles of one
// kind in the banner (0-4), extra throws won (0-4) and the first throw
// with a gain (7 when none). It returns nil for a script that breaks a
// rule, except that its prize may be off the lot table (natural play's
// may be).
func Features(s *Script) []int {
	if s == nil {
		return nil
	}
	r := replay{p: Default, s: s}
	if err := r.validate(); err != nil && (RuleOf(err) != RulePrize || r.total != s.Prize || !r.ran) {
		return nil
	}
	last := r.throws - 1
	f := make([]int, 9)
	f[0] = last
	f[8] = MaxThrows
	var gain money.Cents
	for t := range last {
		v := r.seen[t]
		f[1] += int(v.lines)
		f[2] += int(v.coins)
		f[3] += int(v.kos)
		f[4] = max(f[4], int(v.steps))
		gain += v.gain
		if v.gain > 0 && f[8] == MaxThrows {
			f[8] = t
		}
	}
	f[1], f[2], f[3], f[4] = min(f[1], 6), min(f[2], 6), min(f[3], 3), min(f[4], 5)
	for _, b := range []money.Cents{0, money.Euros(1), money.Euros(2), money.Euros(5), money.Euros(10), money.Euros(40)} {
		if gain > b {
			f[5]++
		}
	}
	f[6], f[7] = r.bannerAt[last], r.extraAt[last]
	return f
}
