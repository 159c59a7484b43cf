package eldorado

import (
	"slices"

	"revela/core/lots"
	"revela/core/money"
	"revela/core/rules"
)

// maxEvents bounds a transcript: per grid its start, 5 columns and 3 rows;
// the Extras announcement; the end.
const maxEvents = MaxGrids*(1+Cols+Rows) + 1 + 1

// maxGains bounds the winning rows of a unit: 3 rows in each Extra grid.
const maxGains = MaxExtras * Rows

// tables are the lot tables of the three stakes (art. 3.1 to 3.3).
var tables = rules.Tables(lots.Eldorado, 50, 100, 200)

// tableFor returns the lot table of stake, or nil when the stake is not on
// offer.
func tableFor(stake money.Cents) *lots.Table { return rules.TableFor(tables, stake) }

// Check validates s against docs/rules/README.md 0.1 and
// docs/rules/eldorado.md and returns its transcript: the ordered events
// the client animates. For each grid in play order (the first, then each
// Extra grid), its start, its five columns left to right (art. 4.3), then
// its rows top to bottom that win (with the combination and the amount at
// the stake) or give an Extra (with the Extras won so far); after the
// first grid, the number of Extras it gives; then the end. Every event
// carries the running total; the last one's Total is the prize.
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
	var res result
	return run(s, dst, true, &res)
}

// Validate checks the script like Check and returns the derived prize,
// without building the transcript (core.Script).
func (s *Script) Validate() (money.Cents, error) {
	var res result
	if _, err := run(s, nil, false, &res); err != nil {
		return 0, err
	}
	return res.total, nil
}

// result is what a replay derives besides the transcript.
type result struct {
	total  money.Cents
	extras int                   // Extras the first grid gives
	gains  [maxGains]money.Cents // the winning rows' amounts, in play order
	ngains int                   //
	combos [MaxGrids][Rows]Combo // what each row matches
}

// form returns the gains sorted from the highest, as the lot table writes
// its forms.
func (r *result) form() []money.Cents {
	g := r.gains
	sortDesc(g[:r.ngains])
	return g[:r.ngains]
}

func sortDesc(a []money.Cents) {
	slices.Sort(a)
	slices.Reverse(a)
}

// run validates s and replays it into res, appending events to ev when
// rec is set.
func run(s *Script, ev Transcript, rec bool, res *result) (Transcript, error) {
	ev, err := replay(s, ev, rec, res)
	if err != nil {
		return nil, err
	}
	if res.total != s.Prize {
		return nil, invalid(RulePrize, "declared prize %s € but script derives %s €", s.Prize, res.total)
	}
	if s.natural || res.total == 0 {
		return ev, nil
	}
	lot, _ := tableFor(s.Stake).Lot(res.total)
	if !isForm(res.form(), lot.Forms) {
		return nil, invalid(RuleE3, "gains %s do not make a form of rank %d (%s €): %s", formText(res.form()), lot.Rank, lot.Amount, formsText(lot.Forms))
	}
	return ev, nil
}

// replay checks the envelope and the draws of s (every rule but the
// declared prize's, 0.1-4 and E-3) and replays it into res, appending
// events to ev when rec is set.
func replay(s *Script, ev Transcript, rec bool, res *result) (Transcript, error) {
	mult, err := checkEnvelope(s)
	if err != nil {
		return nil, err
	}
	if len(s.Grids) < 1 || len(s.Grids) > MaxGrids {
		return nil, invalid(RuleShape, "%d grids, want 1 to %d", len(s.Grids), MaxGrids)
	}
	emit := func(e Event) {
		e.Total = res.total
		ev = append(ev, e)
	}
	for g := range s.Grids {
		grid := &s.Grids[g]
		wins, extras := 0, 0
		for r := range grid {
			c, e := readRow(&grid[r])
			if e != nil {
				return nil, invalid(e.Rule, "grid %d row %d %s: %s", g, r, rowText(&grid[r]), e.Msg)
			}
			res.combos[g][r] = c
			switch {
			case c.Extra:
				extras++
			case c.Symbol != 0:
				wins++
			}
		}
		if g > 0 && extras > 0 {
			return nil, invalid(RuleE2, "Extra grid %d gives an Extra: an Extra grid never gives further Extras", g)
		}
		if wins > 0 && extras > 0 {
			return nil, invalid(RuleE2, "grid %d has both a winning row and an Extra row", g)
		}
		if g == 0 {
			res.extras = extras
			switch n := len(s.Grids) - 1; {
			case n < extras:
				return nil, invalid(RuleShape, "the first grid gives %d Extras but the script has %d Extra grids", extras, n)
			case n > extras:
				return nil, invalid(RuleUsed, "the script has %d Extra grids but the first grid gives %d Extras", n, extras)
			}
		}
		if rec {
			emit(Event{Kind: EvGrid, Grid: int8(g)})
			for c := 0; c < Cols; c++ {
				emit(Event{Kind: EvColumn, Grid: int8(g), Col: int8(c), Symbols: [Rows]Symbol{grid[0][c], grid[1][c], grid[2][c]}})
			}
		}
		won := 0
		for r := range grid {
			c := res.combos[g][r]
			switch {
			case c.Extra:
				won++
				if rec {
					emit(Event{Kind: EvExtra, Grid: int8(g), Row: int8(r), Combo: c, Extras: int8(won)})
				}
			case c.Symbol != 0:
				a := linePay[c.Symbol][c.Count+b2i(c.Chance)] * mult
				res.total += a
				res.gains[res.ngains] = a
				res.ngains++
				if rec {
					emit(Event{Kind: EvWin, Grid: int8(g), Row: int8(r), Combo: c, Amount: a})
				}
			}
		}
		if rec && g == 0 && extras > 0 {
			emit(Event{Kind: EvExtras, Extras: int8(extras)})
		}
	}
	if rec {
		emit(Event{Kind: EvEnd})
	}
	return ev, nil
}

// readRow reads one row (E-1): the symbols are counted wherever they
// stand; a row holds at most one Chance; the Chance completes the one
// symbol whose count plus one is a combination (art. 4.4.1 and 4.4.2 list
// a "+ Chance" form for every combination but 1 pyramide, and every one
// of them holds at least one of its symbol), and completes nothing when
// no symbol is completed so; a row matches at most one combination. The
// zero Combo is a row that matches nothing.
func readRow(row *[Cols]Symbol) (Combo, *Error) {
	var n [nSymbols + 1]int8
	for c, s := range row {
		if s < Pyramide || s > Perroquet {
			return Combo{}, newError(RuleShape, "column %d holds %s, not a symbol", c, s)
		}
		n[s]++
	}
	if n[Chance] > 1 {
		return Combo{}, newError(RuleE1, "%d Chance on one row", n[Chance])
	}
	var completes Symbol
	if n[Chance] == 1 {
		for x := Pyramide; x <= Perroquet; x++ {
			if x != Chance && n[x] > 0 && matches(x, n[x]+1) {
				if completes != 0 {
					return Combo{}, newError(RuleE1, "the Chance completes both %s and %s: two combinations", completes, x)
				}
				completes = x
			}
		}
	}
	var found Combo
	for x := Pyramide; x <= Perroquet; x++ {
		k := n[x]
		if x == completes {
			k++
		}
		if x == Chance || !matches(x, k) {
			continue
		}
		if found.Symbol != 0 {
			return Combo{}, newError(RuleE1, "matches both %s and %s", found, Combo{Symbol: x, Count: n[x], Chance: x == completes})
		}
		found = Combo{Symbol: x, Count: n[x], Chance: x == completes, Extra: extraAt[x] == k}
	}
	return found, nil
}

// matches reports whether k of symbol x is a combination, winning or
// Extra.
func matches(x Symbol, k int8) bool {
	return k >= 1 && (linePay[x][k] != 0 || extraAt[x] == k)
}

func b2i(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

// isForm reports whether gains (sorted from the highest) is one of forms
// (each sorted from the highest, as the lot table writes them).
func isForm(gains []money.Cents, forms [][]money.Cents) bool {
	for _, f := range forms {
		if len(f) != len(gains) {
			continue
		}
		same := true
		for i := range f {
			same = same && f[i] == gains[i]
		}
		if same {
			return true
		}
	}
	return false
}

func rowText(row *[Cols]Symbol) string {
	var b [Cols]byte
	for c, s := range row {
		b[c] = s.Letter()
	}
	return string(b[:])
}

// formText writes gains as "5+5+2.50"; "none" for no gain.
func formText(gains []money.Cents) string {
	if len(gains) == 0 {
		return "none"
	}
	s := ""
	for i, g := range gains {
		if i > 0 {
			s += "+"
		}
		s += g.String()
	}
	return s
}

func formsText(forms [][]money.Cents) string {
	s := ""
	for i, f := range forms {
		if i > 0 {
			s += " or "
		}
		s += formText(f)
	}
	return s
}

// checkEnvelope checks game, version, stake and that the declared prize
// is 0 or a lot of the stake's table (rules 0.1-1 and 0.1-4; not for
// natural play) and returns the stake's multiplier.
func checkEnvelope(s *Script) (money.Cents, error) {
	if _, err := rules.Envelope(ErrInvalid, s, ID, Version, tables, s != nil && !s.natural); err != nil {
		return 0, err
	}
	return multiplier(s.Stake), nil
}
