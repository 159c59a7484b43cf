package luchafortune

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"revela/core"
	"revela/core/money"
)

// CheckFile reads a replacement data file and checks it before an
// operator installs it (`revela tables --game lucha-fortune --file
// FILE`). A file that does not parse is an error. Otherwise it returns
// the file's figures and one sentence per problem, nil when there is
// none: the stated totals against the rows and the price against its
// parts (lots.Table.Discrepancies); a payout ratio that is not below 1
// (the prizes of a block exceed the game part of its sales); an amount
// of the lot table that the paytable cannot make, or that the composer
// fails to compose and validate; figures that differ from the embedded
// file's under the same version (scripts of one version must mean one
// thing).
func CheckFile(data []byte) (*Params, []string, error) {
	p, err := ParseParams(data)
	if err != nil {
		return nil, nil, err
	}
	t := p.Table
	problems := t.Discrepancies()
	sales := t.GamePart * money.Cents(t.BlockSize)
	if t.Total() >= sales {
		problems = append(problems, fmt.Sprintf("payout ratio: the lots pay %s € per block, not below the game part of its sales (%d × %s € = %s €)", t.Total(), t.BlockSize, t.GamePart, sales))
	}
	if p.Version == Default.Version && !sameFigures(p, Default) {
		problems = append(problems, fmt.Sprintf("version %q is the embedded file's but the figures differ: give the new figures a new version", p.Version))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, l := range t.Lots {
		if _, ok := p.recipeFor(l.Amount); !ok {
			problems = append(problems, fmt.Sprintf("lot %d: %s € cannot be made from the character lines, coins and banners of the paytable", l.Rank, l.Amount))
			continue
		}
		s, err := p.Compose(t.Stake, l.Amount, rng)
		if err == nil {
			_, err = p.Validate(s)
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("lot %d: composing %s €: %v", l.Rank, l.Amount, err))
		}
	}
	return p, problems, nil
}

// sameFigures reports whether a and b have the same lot table and
// paytable.
func sameFigures(a, b *Params) bool {
	ta, tb := a.Table, b.Table
	if a.Chars != b.Chars || a.Banner != b.Banner || !slices.Equal(a.Coins, b.Coins) ||
		ta.Stake != tb.Stake || ta.GamePart != tb.GamePart || ta.SuperJackpotPart != tb.SuperJackpotPart ||
		ta.Participations != tb.Participations || ta.BlockSize != tb.BlockSize || len(ta.Lots) != len(tb.Lots) {
		return false
	}
	for i := range ta.Lots {
		if ta.Lots[i].Amount != tb.Lots[i].Amount || ta.Lots[i].Count != tb.Lots[i].Count {
			return false
		}
	}
	return true
}

// CheckDataFile is CheckFile as the registry's check of a data file
// (core/games.DataFile): the paytable as JSON and as one line of text,
// and the problems; an error for a file that does not parse.
func CheckDataFile(data []byte) (*core.FileCheck, error) {
	p, problems, err := CheckFile(data)
	if err != nil {
		return nil, err
	}
	pt := struct {
		Characters []money.Cents          `json:"characters"`
		Coins      []money.Cents          `json:"coins"`
		Banner     map[string]money.Cents `json:"banner"`
	}{Characters: p.Chars[:], Coins: p.Coins, Banner: map[string]money.Cents{}}
	var line strings.Builder
	fmt.Fprintf(&line, "lines of characters 1-8: %v €; coins: %v €; banner:", p.Chars, p.Coins)
	for k, n := range CollectibleNames {
		pt.Banner[n] = p.Banner[k]
		fmt.Fprintf(&line, " %s %s €", n, p.Banner[k])
	}
	return &core.FileCheck{Paytable: pt, Summary: line.String(), Problems: problems}, nil
}
