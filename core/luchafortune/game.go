package luchafortune

import (
	"fmt"
	"strings"

	"revela/core"
	"revela/core/money"
)

// Game is the rules core of LUCHA FORTUNE, with its natural play and the default figures. It
// has no presentation variants (the variant is ignored) nor forms: a
// script's prize class is its declared prize.
var Game = &core.Game{ID: ID, Version: Version, Compose: core.PlainComposer(Compose), Decode: core.Decoder(Decode),
	Natural: core.NaturalPlay(Natural), Class: core.PrizeClass, FeatureNames: FeatureNames(), Features: core.Typed(Features, nil),
	CheckFile: checkFile}

// checkFile is CheckFile as core.Game.CheckFile: the paytable as JSON
// and one line of text, and the problems.
func checkFile(data []byte) (*core.FileCheck, error) {
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
