package luchafortune

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"revela/core/lots"
	"revela/core/money"
)

// ID is the game id (docs/design.md).
const ID = lots.LuchaFortune

// Matrix geometry (art. 5.2): 3 rows × 5 columns, 3 base throws, at most
// 4 extra throws (L-1), at most 20 resolution steps in a throw (L-5).
const (
	Rows       = 3
	Cols       = 5
	Cells      = Rows * Cols // 15, row by row: cell 5*row+col, row 0 at the top
	BaseThrows = 3
	MaxExtra   = 4
	MaxThrows  = BaseThrows + MaxExtra // 7
	MaxSteps   = 20
	// MaxQueue is the longest queue a column can use in one throw: each
	// step empties at most the column's 3 cells (L-4, L-5).
	MaxQueue   = MaxSteps * Rows // 60
	Characters = 8               // art. 5.2
	Kinds      = 5               // collectibles: poivron, piment, chips tortilla, avocat, coupe dorée
	BannerWin  = 4               // identical collectibles that win the banner (art. 5.6)
	MaxCoins   = 6               // coin values a data file may list
)

// CollectibleNames are the five collectibles (art. 5.2) in the order of
// the data file's banner and of the script's symbols.
var CollectibleNames = [Kinds]string{"poivron", "piment", "chips", "avocat", "coupe"}

// Params are the game's figures (L-2, all parameters): the lot table, the
// paytable of the 8 characters, the coin values and the banner amounts,
// read from one data file (docs/rules/lucha-fortune.md, "The data
// file"), with the natural play that goes with them.
type Params struct {
	Version string
	Table   *lots.Table
	Chars   [Characters]money.Cents // three aligned identical characters (L-2, L-3)
	Coins   []money.Cents           // gold coin values (L-2), 1 to MaxCoins
	Banner  [Kinds]money.Cents      // four identical collectibles (L-2)

	nat natural // natural play's symbol weights (natural.go)
}

// paytableJSON is the "paytable" object of the data file.
type paytableJSON struct {
	Characters []money.Cents           `json:"characters"`
	Coins      []money.Cents           `json:"coins"`
	Banner     map[string]*money.Cents `json:"banner"`
}

// ParseParams reads a data file (lots.ParseFile) and its paytable
// strictly: 8 positive character amounts, 1 to MaxCoins distinct positive
// coin values, and a positive amount for each of the five collectibles,
// no more. It does not check that the lot table's amounts can be made:
// that is CheckFile's work.
func ParseParams(data []byte) (*Params, error) {
	f, err := lots.ParseFile(data)
	if err != nil {
		return nil, err
	}
	if f.Table.Game != ID {
		return nil, fmt.Errorf("data file: game %q is not %q", f.Table.Game, ID)
	}
	var pt paytableJSON
	dec := json.NewDecoder(bytes.NewReader(f.Paytable))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&pt); err != nil {
		return nil, fmt.Errorf("data file: paytable: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("data file: paytable: trailing data")
	}
	p := &Params{Version: f.Version, Table: &f.Table}
	if len(pt.Characters) != Characters {
		return nil, fmt.Errorf("data file: paytable: %d character amounts, want %d", len(pt.Characters), Characters)
	}
	for i, a := range pt.Characters {
		if a <= 0 {
			return nil, fmt.Errorf("data file: paytable: character %d pays %s €, want a positive amount", i+1, a)
		}
		p.Chars[i] = a
	}
	if len(pt.Coins) == 0 || len(pt.Coins) > MaxCoins {
		return nil, fmt.Errorf("data file: paytable: %d coin values, want 1 to %d", len(pt.Coins), MaxCoins)
	}
	for i, a := range pt.Coins {
		if a <= 0 {
			return nil, fmt.Errorf("data file: paytable: coin %d is %s €, want a positive amount", i+1, a)
		}
		for _, b := range pt.Coins[:i] {
			if a == b {
				return nil, fmt.Errorf("data file: paytable: coin value %s € twice", a)
			}
		}
	}
	p.Coins = pt.Coins
	for name := range pt.Banner {
		if collectible(name) < 0 {
			return nil, fmt.Errorf("data file: paytable: banner: unknown collectible %q (want %v)", name, CollectibleNames)
		}
	}
	for k, name := range CollectibleNames {
		a := pt.Banner[name]
		if a == nil || *a <= 0 {
			return nil, fmt.Errorf("data file: paytable: banner: %q needs a positive amount", name)
		}
		p.Banner[k] = *a
	}
	p.nat = newNatural(p)
	return p, nil
}

func collectible(name string) int {
	for k, n := range CollectibleNames {
		if n == name {
			return k
		}
	}
	return -1
}

// Default holds the figures of the embedded data file
// (lots.LuchaFortuneFile): what the server sells and the client checks.
var Default = mustParams()

// Version is the parameter version of the default figures, written into
// every script; it comes from the data file.
var Version = Default.Version

func mustParams() *Params {
	p, err := ParseParams(lots.LuchaFortuneFile())
	if err != nil {
		panic("luchafortune: " + err.Error())
	}
	// The server's lot table is core/lots's, read from the same file.
	t, err := lots.Find(ID, p.Table.Stake)
	if err != nil {
		panic("luchafortune: " + err.Error())
	}
	p.Table = t
	return p
}
