package luchafortune

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"sync"

	"revela/core/money"
)

// Errors of Compose.
var (
	ErrStake = errors.New("lucha-fortune: stake not on offer")
	ErrPrize = errors.New("lucha-fortune: prize is not 0 nor an amount of the lot table")
)

// Composer parameters (docs/rules/lucha-fortune.md, "The composer").
const (
	// rejectTries is how many units of natural play the composer draws
	// looking for the unit's prize before it turns to the chain.
	rejectTries = 400
	// chainMoves is the number of Metropolis-Hastings moves the chain
	// makes from its start.
	chainMoves = 3000
	// pool is how many units of the prize the tilt's draws give before
	// the chain's start is picked among them by weight; tiltTries bounds
	// the tilt's draws for one pool (or one independence proposal).
	pool      = 32
	tiltTries = 20_000
	// jumpEvery: one move in jumpEvery is an independence proposal.
	jumpEvery = 100
)

// Compose returns a script for one unit at stake whose derived prize is
// exactly prize, with the default figures, drawing from rng only: the
// same stream gives the same script. prize must be 0 or an amount of the
// lot table (ErrPrize).
func Compose(stake, prize money.Cents, rng *rand.Rand) (*Script, error) {
	return Default.Compose(stake, prize, rng)
}

// Compose composes with p's figures. It samples natural play conditioned
// on the prize: it draws units of natural play and keeps the first whose
// prize is the unit's; after rejectTries draws it draws units of the
// prize from natural play tilted toward it (tilt.go), picks one by its
// importance weight, and runs a Metropolis-Hastings chain under the
// natural weights with the prize held fixed, one move in jumpEvery a
// fresh tilted unit (docs/rules/lucha-fortune.md, "The composer", says
// why both give the same distribution).
func (p *Params) Compose(stake, prize money.Cents, rng *rand.Rand) (*Script, error) {
	if stake != p.Table.Stake {
		return nil, fmt.Errorf("%w: %s € (lucha-fortune sells units at %s €)", ErrStake, stake, p.Table.Stake)
	}
	if !p.Table.Pays(prize) {
		return nil, fmt.Errorf("%w: %s €", ErrPrize, prize)
	}
	if rng == nil {
		return nil, errors.New("lucha-fortune: no random source")
	}
	h := Header{Game: ID, Stake: stake, Prize: prize, Version: p.Version}
	scratch := scratches.Get().(*Script)
	defer scratches.Put(scratch)
	for range rejectTries {
		got, err := p.natural(scratch, rng, prize)
		if err == errOver {
			continue
		}
		if err != nil {
			return nil, err
		}
		if got == prize {
			s := clone(scratch)
			s.Header = h
			return s, nil
		}
	}
	c, err := p.tiltedStart(prize, rng)
	if c == nil && err == nil {
		c, err = p.start(prize, rng)
	}
	if err != nil {
		return nil, err
	}
	if err := c.walk(rng); err != nil {
		return nil, err
	}
	s := c.script()
	s.Header = h
	return s, nil
}

// walk makes the chain's chainMoves moves, one in jumpEvery an
// independence proposal when the chain has a tilt.
func (c *chain) walk(rng *rand.Rand) error {
	for i := range chainMoves {
		if c.tl != nil && i%jumpEvery == jumpEvery-1 {
			if err := c.jump(rng); err != nil {
				return err
			}
			continue
		}
		c.move(rng)
	}
	return nil
}

// scratches holds scripts whose slices natural draws reuse.
var scratches = sync.Pool{New: func() any { return &Script{Throws: make([]Throw, 0, MaxThrows)} }}

// chain is the state of the Metropolis-Hastings chain: every throw a
// unit may have, each with full queues, of which the unit uses a prefix.
// The symbols past it are natural draws that no rule reads.
type chain struct {
	p      *Params
	prize  money.Cents
	s      Script
	buf    [MaxThrows * Cols * MaxQueue]Sym
	r      replay // the last accepted replay: throws and queues used
	trials replay
	// tl is the tilt of the independence proposals; nil for a chain
	// without.
	tl *tilt
}

// run replays the chain's state; it reports whether the state is a valid
// unit paying the prize.
func (c *chain) run(r *replay) bool {
	*r = replay{p: c.p, s: &c.s, mode: prefix}
	return r.run() == nil && r.total == c.prize
}

// sites returns the number of draws the unit reads.
func sites(r *replay) int {
	n := 0
	for t := range r.throws {
		n += Cells
		for _, u := range r.used[t] {
			n += int(u)
		}
	}
	return n
}

// loc is where a draw sits: throw t, reveal cell i when col < 0, else
// queue symbol i of column col.
type loc struct{ t, col, i int }

// site returns where the k-th draw the unit reads sits (k < sites(r)).
func site(r *replay, k int) loc {
	for t := range r.throws {
		if k < Cells {
			return loc{t, -1, k}
		}
		k -= Cells
		for col, u := range r.used[t] {
			if k < int(u) {
				return loc{t, col, k}
			}
			k -= int(u)
		}
	}
	return loc{}
}

// at returns the draw at l.
func (c *chain) at(l loc) *Sym {
	if l.col < 0 {
		return &c.s.Throws[l.t].Reveal[l.i]
	}
	return &c.s.Throws[l.t].Queues[l.col][l.i]
}

// read reports whether the unit replayed in r reads the draw at l.
func read(r *replay, l loc) bool {
	return l.t < r.throws && (l.col < 0 || l.i < int(r.used[l.t][l.col]))
}

// move makes one Metropolis-Hastings move, each kind a reversible move
// under natural play restricted to the prize: redraw one draw the unit
// reads from the natural weights; exchange two such draws; exchange two
// throws; mirror a throw left to right (the rules and the weights are
// the same read from the right). A move is kept when the new state is a
// valid unit paying the prize, times the ratio of read draws that makes
// the first two moves reversible (n/n' and (n/n')²).
func (c *chain) move(rng *rand.Rand) {
	n := sites(&c.r)
	switch k := rng.IntN(20); {
	case k < 12: // redraw one draw
		l := site(&c.r, rng.IntN(n))
		x := c.at(l)
		old := *x
		*x = c.p.nat.draw(rng)
		if *x == old {
			return
		}
		if !c.accept(rng, n, 1, l, l) {
			*x = old
		}
	case k < 18: // exchange two draws
		lx, ly := site(&c.r, rng.IntN(n)), site(&c.r, rng.IntN(n))
		x, y := c.at(lx), c.at(ly)
		if *x == *y {
			return
		}
		*x, *y = *y, *x
		if !c.accept(rng, n, 2, lx, ly) {
			*x, *y = *y, *x
		}
	case k < 19: // exchange two throws
		i, j := rng.IntN(MaxThrows), rng.IntN(MaxThrows)
		if i == j {
			return
		}
		th := c.s.Throws
		th[i], th[j] = th[j], th[i]
		if !c.accept(rng, 0, 0, cell0, cell0) {
			th[i], th[j] = th[j], th[i]
		}
	default: // mirror a throw
		t := rng.IntN(MaxThrows)
		mirror(&c.s.Throws[t])
		if !c.accept(rng, 0, 0, cell0, cell0) {
			mirror(&c.s.Throws[t])
		}
	}
}

// accept replays the proposed state and keeps it (into c.r) when it is a
// valid unit paying the prize, the draws at x and y are still read (the
// first throw's first cell always is), and a uniform draw falls under
// (n/n')^pow.
func (c *chain) accept(rng *rand.Rand, n, pow int, x, y loc) bool {
	if !c.run(&c.trials) || !read(&c.trials, x) || !read(&c.trials, y) {
		return false
	}
	if num, den := hastings(n, sites(&c.trials), pow); num < den && rng.IntN(den) >= num {
		return false
	}
	c.r = c.trials
	return true
}

// hastings returns the probability num/den of keeping a move that takes
// the draws read from n to m, for a move that picks pow of them: 1 when
// m <= n or pow is 0, else (n/m)^pow.
func hastings(n, m, pow int) (num, den int) {
	if pow == 0 || m <= n {
		return 1, 1
	}
	if pow == 1 {
		return n, m
	}
	return n * n, m * m
}

func mirror(th *Throw) {
	r := th.Reveal
	th.Reveal = [Cells]Sym{
		r[4], r[3], r[2], r[1], r[0],
		r[9], r[8], r[7], r[6], r[5],
		r[14], r[13], r[12], r[11], r[10],
	}
	q := th.Queues
	th.Queues = [Cols][]Sym{q[4], q[3], q[2], q[1], q[0]}
}

// script copies the draws the unit reads into a new script.
func (c *chain) script() *Script {
	var s Script
	s.Throws = c.s.Throws[:c.r.throws]
	cut := make([]Throw, len(s.Throws))
	for t := range cut {
		cut[t].Reveal = s.Throws[t].Reveal
		for col := range cut[t].Queues {
			cut[t].Queues[col] = s.Throws[t].Queues[col][:c.r.used[t][col]]
		}
	}
	s.Throws = cut
	return clone(&s)
}

// recipe is one way to make an amount: lines of the given characters,
// the given coins, and the banners of the given collectibles.
type recipe struct {
	lines, coins, banners []int
}

// recipeFor returns the way to make amount with the fewest pieces, or
// false when the paytable cannot make it.
func (p *Params) recipeFor(amount money.Cents) (recipe, bool) {
	var items []money.Cents // characters, then coins
	items = append(items, p.Chars[:]...)
	items = append(items, p.Coins...)
	g := int64(amount)
	for _, a := range items {
		g = gcd(g, int64(a))
	}
	best, found := recipe{}, false
	bestN := 0
	for set := range 1 << Kinds {
		rest := amount
		var banners []int
		for k := range Kinds {
			if set&(1<<k) != 0 {
				rest -= p.Banner[k]
				banners = append(banners, k)
			}
		}
		if rest < 0 || int64(rest)%g != 0 {
			continue
		}
		pieces, ok := fewest(items, rest, g)
		if !ok {
			continue
		}
		if n := len(pieces) + len(banners); !found || n < bestN {
			best, found, bestN = recipe{banners: banners}, true, n
			for _, i := range pieces {
				if i < Characters {
					best.lines = append(best.lines, i)
				} else {
					best.coins = append(best.coins, i-Characters)
				}
			}
		}
	}
	return best, found
}

// fewest returns the fewest items (indexes, with repetition) adding up
// to amount, counting in units of g: an unbounded knapsack.
func fewest(items []money.Cents, amount money.Cents, g int64) ([]int, bool) {
	n := int(int64(amount) / g)
	const none = int32(1) << 30
	cnt := make([]int32, n+1)
	from := make([]int8, n+1)
	for v := 1; v <= n; v++ {
		cnt[v] = none
		for i, a := range items {
			u := int(int64(a) / g)
			if u <= v && cnt[v-u]+1 < cnt[v] {
				cnt[v], from[v] = cnt[v-u]+1, int8(i)
			}
		}
	}
	if cnt[n] == none {
		return nil, false
	}
	var out []int
	for v := n; v > 0; v -= int(int64(items[from[v]]) / g) {
		out = append(out, int(from[v]))
	}
	sort.Ints(out)
	return out, true
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// newChain returns a chain whose every draw is a natural draw.
func (p *Params) newChain(prize money.Cents, rng *rand.Rand) *chain {
	c := &chain{p: p, prize: prize}
	c.s.Throws = make([]Throw, MaxThrows)
	c.fill(rng)
	return c
}

// fill draws every symbol of the chain's table from natural play.
func (c *chain) fill(rng *rand.Rand) {
	for i := range c.buf {
		c.buf[i] = c.p.nat.draw(rng)
	}
	for t := range c.s.Throws {
		for i := range c.s.Throws[t].Reveal {
			c.s.Throws[t].Reveal[i] = c.p.nat.draw(rng)
		}
		for col := range c.s.Throws[t].Queues {
			off := (t*Cols + col) * MaxQueue
			c.s.Throws[t].Queues[col] = c.buf[off : off+MaxQueue : off+MaxQueue]
		}
	}
}

// put writes unit s's draws over the start of the chain's table.
func (c *chain) put(s *Script) {
	for t := range s.Throws {
		c.s.Throws[t].Reveal = s.Throws[t].Reveal
		for col, q := range s.Throws[t].Queues {
			copy(c.s.Throws[t].Queues[col], q)
		}
	}
}

// tiltedStart returns the chain's start drawn from the prize's tilt
// (tilt.go): pool units of the prize, one picked with probability
// proportional to its importance weight (sampling importance
// resampling), every draw the unit does not read a natural draw. It
// returns nil and no error when the prize has no tilt or the tilt's draws
// give it no unit.
func (p *Params) tiltedStart(prize money.Cents, rng *rand.Rand) (*chain, error) {
	tl := p.tiltFor(prize)
	if tl == nil {
		return nil, nil
	}
	scratch := scratches.Get().(*Script)
	defer scratches.Put(scratch)
	var units []*Script
	var lws []float64
	for range tiltTries {
		if len(units) == pool {
			break
		}
		got, lw, err := tl.draw(scratch, rng, prize)
		if err == nil && got == prize {
			units = append(units, clone(scratch))
			lws = append(lws, lw)
		}
	}
	if len(units) == 0 {
		return nil, nil
	}
	i := pick(lws, rng)
	c := p.newChain(prize, rng)
	c.put(units[i])
	c.tl = tl
	if !c.run(&c.r) {
		return nil, fmt.Errorf("lucha-fortune: a tilted unit of %s € does not replay (a bug)", prize)
	}
	return c, nil
}

// pick returns i with probability proportional to exp(lws[i]).
func pick(lws []float64, rng *rand.Rand) int {
	top := lws[0]
	for _, x := range lws {
		top = max(top, x)
	}
	sum := 0.0
	for _, x := range lws {
		sum += math.Exp(x - top)
	}
	u := rng.Float64() * sum
	for i, x := range lws {
		if u -= math.Exp(x - top); u < 0 {
			return i
		}
	}
	return len(lws) - 1
}

// jump is the chain's independence proposal: a fresh unit of the prize
// from the tilt, every draw it does not read a natural draw, kept with
// probability min(1, w'/w), w and w' the importance weights of the
// current unit and the new one. The tilt gives every unit of the class
// a positive chance, so these moves make the chain irreducible on it.
func (c *chain) jump(rng *rand.Rand) error {
	scratch := scratches.Get().(*Script)
	defer scratches.Put(scratch)
	for range tiltTries {
		got, lw, err := c.tl.draw(scratch, rng, c.prize)
		if err != nil || got != c.prize {
			continue
		}
		if now := c.tl.weigh(&c.r); lw < now && rng.Float64() >= math.Exp(lw-now) {
			return nil
		}
		c.fill(rng)
		c.put(scratch)
		if !c.run(&c.r) {
			return fmt.Errorf("lucha-fortune: a tilted unit of %s € does not replay (a bug)", c.prize)
		}
		return nil
	}
	return nil
}

// Layout limits of the constructed start.
const (
	linesPerThrow = MaxSteps - 2 // one column's chain of lines
	charsPerThrow = 4            // characters of the lines of one throw
	slotsPerThrow = Cells - Rows // the cells outside the chain's column
)

// start builds the chain's first state when the prize's tilt gives no
// unit of it (tiltedStart): a unit paying prize, laid out so that nothing
// else happens. Each throw with lines has them in one column,
// one after the other (the column empties and the next three of its queue
// drop in); the other columns alternate between two pairs of characters
// that no line uses and no neighbour shares, so that no other line can
// form; coins, collectibles and "+1"/"+2" take cells of those columns.
// The draws the unit does not read are natural draws.
func (p *Params) start(prize money.Cents, rng *rand.Rand) (*chain, error) {
	rc, ok := p.recipeFor(prize)
	if !ok {
		return nil, fmt.Errorf("lucha-fortune: the paytable cannot make %s €", prize)
	}
	c := p.newChain(prize, rng)
	// Lines, throw by throw.
	var lines [MaxThrows][]int
	t := 0
	for _, ch := range rc.lines {
		distinct := map[int]bool{ch: true}
		for _, x := range lines[t] {
			distinct[x] = true
		}
		if len(lines[t]) == linesPerThrow || len(distinct) > charsPerThrow {
			t++
		}
		if t == MaxThrows {
			return nil, fmt.Errorf("lucha-fortune: %s € needs more lines than %d throws hold", prize, MaxThrows)
		}
		lines[t] = append(lines[t], ch)
	}
	// Symbols for the other cells: coins, four of each banner, and the
	// "+2"/"+1" that give the throws needed.
	var specials []Sym
	for _, i := range rc.coins {
		specials = append(specials, Coin1+Sym(i))
	}
	for _, k := range rc.banners {
		for range BannerWin {
			specials = append(specials, Coll1+Sym(k))
		}
	}
	throws := max(BaseThrows, t+1)
	var extras []Sym
	for {
		need := (len(specials) + len(extras) + slotsPerThrow - 1) / slotsPerThrow
		if need <= throws && throws-BaseThrows <= 2*len(extras) {
			break
		}
		throws = max(throws, need)
		if throws > MaxThrows {
			return nil, fmt.Errorf("lucha-fortune: %s € needs more than %d throws", prize, MaxThrows)
		}
		extras = extras[:0]
		for e := throws - BaseThrows; e > 0; e -= 2 {
			if e == 1 {
				extras = append(extras, Plus1)
			} else {
				extras = append(extras, Plus2)
			}
		}
	}
	// The extras go to the first throw, the rest anywhere.
	var slots []int
	chainCol := make([]int, throws)
	for t := range throws {
		chainCol[t] = rng.IntN(Cols)
		p.lay(&c.s.Throws[t], lines[t], chainCol[t], rng)
	}
	for t := range throws {
		for i := range Cells {
			if i%Cols != chainCol[t] {
				slots = append(slots, t*Cells+i)
			}
		}
	}
	first := slots[:slotsPerThrow]
	rng.Shuffle(len(first), func(i, j int) { first[i], first[j] = first[j], first[i] })
	rest := slots[len(extras):]
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for i, x := range extras {
		c.s.Throws[slots[i]/Cells].Reveal[slots[i]%Cells] = x
	}
	for i, x := range specials {
		c.s.Throws[rest[i]/Cells].Reveal[rest[i]%Cells] = x
	}
	if !c.run(&c.r) {
		return nil, fmt.Errorf("lucha-fortune: the constructed start for %s € does not pay it (a bug)", prize)
	}
	return c, nil
}

// lay writes throw th's reveal and the start of its queues: the lines'
// characters in column col, one line after the other, then fillers.
func (p *Params) lay(th *Throw, lines []int, col int, rng *rand.Rand) {
	var used [Characters]bool
	for _, ch := range lines {
		used[ch] = true
	}
	var free []Sym
	for ch := range Characters {
		if !used[ch] {
			free = append(free, Char1+Sym(ch))
		}
	}
	rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	// filler returns three symbols for a column of parity par: x y x.
	filler := func(par int) [Rows]Sym {
		x, y := free[2*par], free[2*par+1]
		if rng.IntN(2) == 0 {
			x, y = y, x
		}
		return [Rows]Sym{x, y, x}
	}
	for c := range Cols {
		f := filler(c % 2)
		if c == col && len(lines) > 0 {
			ch := Char1 + Sym(lines[0])
			f = [Rows]Sym{ch, ch, ch}
		}
		for row := range Rows {
			th.Reveal[Cols*row+c] = f[row]
		}
	}
	if len(lines) == 0 {
		return
	}
	q := th.Queues[col]
	n := 0
	for _, ch := range lines[1:] {
		for range Rows {
			q[n] = Char1 + Sym(ch)
			n++
		}
	}
	for _, x := range filler(col % 2) {
		q[n] = x
		n++
	}
}

// cell0 is the first throw's first revealed cell, which every unit reads.
var cell0 = loc{0, -1, 0}
