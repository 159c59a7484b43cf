package lots

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"revela/core/money"
)

// luchaFortuneFile is LUCHA FORTUNE's data file: its lot table and its
// paytable (docs/rules/lucha-fortune.md, L-2). The règlement's figures are
// missing from its text, so this default holds illustrative ones; an
// operator replaces the file with the official figures (and a new
// version) and rebuilds, without touching code. `revela tables --game
// lucha-fortune --file FILE` checks a replacement first.
//
//go:embed lucha-fortune.json
var luchaFortuneFile []byte

// LuchaFortuneFile returns a copy of the embedded data file of LUCHA
// FORTUNE, the default its rules core and its lot table are read from.
func LuchaFortuneFile() []byte { return bytes.Clone(luchaFortuneFile) }

// File is a game's data file as ParseFile reads it: the lot table, the
// parameter version the figures carry and the game's paytable, left as
// raw JSON for the game's rules core to read.
type File struct {
	Table    Table
	Version  string
	Paytable json.RawMessage
}

// fileJSON is the data file's JSON form (docs/rules/lucha-fortune.md,
// "The data file").
type fileJSON struct {
	Game             string          `json:"game"`
	Version          string          `json:"version"`
	Illustrative     bool            `json:"illustrative"`
	Source           string          `json:"source"`
	Stake            money.Cents     `json:"stake"`
	GamePart         money.Cents     `json:"game_part"`
	SuperJackpotPart money.Cents     `json:"super_jackpot_part"`
	Participations   int             `json:"participations"`
	BlockSize        int             `json:"block_size"`
	Lots             []fileLot       `json:"lots"`
	StatedLots       int             `json:"stated_lots"`
	StatedTotal      money.Cents     `json:"stated_total"`
	Paytable         json.RawMessage `json:"paytable"`
}

type fileLot struct {
	Amount money.Cents `json:"amount"`
	Count  int         `json:"count"`
}

// MaxBlockSize bounds a data file's block size (10 million units).
const MaxBlockSize = 10_000_000

// ParseFile reads a data file strictly (unknown fields and trailing data
// refused) and checks its lot table's shape: a game id, a version
// "<game>/<n>", a positive stake split into its parts, a block size up
// to MaxBlockSize, rows with positive counts and amounts strictly
// decreasing (ranks follow), at least one losing unit, and a paytable.
// Whether the stated totals agree with the rows is for Discrepancies.
func ParseFile(data []byte) (*File, error) {
	var f fileJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("data file: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("data file: trailing data after the object")
	}
	fail := func(format string, a ...any) (*File, error) {
		return nil, fmt.Errorf("data file: "+format, a...)
	}
	switch {
	case f.Game == "":
		return fail(`no "game"`)
	case len(f.Version) <= len(f.Game)+1 || f.Version[:len(f.Game)+1] != f.Game+"/":
		return fail(`"version" %q does not start with %q`, f.Version, f.Game+"/")
	case f.Stake <= 0:
		return fail(`"stake" must be positive`)
	case f.GamePart <= 0 || f.SuperJackpotPart < 0:
		return fail(`"game_part" must be positive and "super_jackpot_part" not negative`)
	case f.Participations < 0 || (f.SuperJackpotPart > 0) != (f.Participations > 0):
		return fail(`"participations" must be positive exactly when "super_jackpot_part" is`)
	case f.BlockSize <= 0 || f.BlockSize > MaxBlockSize:
		return fail(`"block_size" %d is not between 1 and %d`, f.BlockSize, MaxBlockSize)
	case len(f.Lots) == 0:
		return fail(`no "lots"`)
	case len(f.Paytable) == 0:
		return fail(`no "paytable"`)
	}
	t := Table{
		Game: f.Game, Name: name(f.Game), Stake: f.Stake,
		GamePart: f.GamePart, SuperJackpotPart: f.SuperJackpotPart, Participations: f.Participations,
		BlockSize: f.BlockSize, StatedLots: f.StatedLots, StatedTotal: f.StatedTotal,
		Source: f.Source, Illustrative: f.Illustrative,
	}
	units := 0
	for i, l := range f.Lots {
		if l.Amount <= 0 || l.Count <= 0 {
			return fail("lot %d: amount and count must be positive (%s € × %d)", i+1, l.Amount, l.Count)
		}
		if i > 0 && l.Amount >= f.Lots[i-1].Amount {
			return fail("lot %d: %s € is not below the row before (%s €): rows go highest first, each amount once", i+1, l.Amount, f.Lots[i-1].Amount)
		}
		if units += l.Count; units >= f.BlockSize {
			return fail("the lots (%d units from row %d) leave no losing unit in a block of %d", units, i+1, f.BlockSize)
		}
		t.Lots = append(t.Lots, Lot{Rank: i + 1, Amount: l.Amount, Count: l.Count})
	}
	return &File{Table: t, Version: f.Version, Paytable: f.Paytable}, nil
}

// name is the game's name as its règlement writes it.
func name(game string) string {
	if game == LuchaFortune {
		return "LUCHA FORTUNE"
	}
	return game
}

// luchaFortune is the lot table of the embedded data file.
func luchaFortune() Table {
	f, err := ParseFile(luchaFortuneFile)
	if err != nil {
		panic("lots: embedded lucha-fortune.json: " + err.Error())
	}
	return f.Table
}
