package screens

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
	"revela/render/api"
	"revela/render/kit"
)

// The designers' studio (/preview, docs/studio.md): any outcome of any
// registered game, composed in the client with the game's own composer
// and played as a unit is, with no sale. Nothing here names a game.

// Preview is one choice of the studio, as the URL holds it:
// /preview?game=G&stake=1&prize=450&mode=V&form=F&seed=7&theme=winter&auto=1.
type Preview struct {
	Game  string
	Stake money.Cents // euros in the URL: "1", "0.50"
	Prize money.Cents // 0 or an amount of the game's lot table at Stake
	// Variant is the unit's presentation variant, by the name the game
	// declares (core.Game.Variants); "" the plain presentation.
	Variant string
	// Form is how the prize is made, where the game lets the studio
	// choose (core.Game.Forms): one of the names its Forms give, a word
	// or gains ("75+75+75"); "" the composer draws one.
	Form  string
	Seed  uint64 // the composer's random stream: the same seed, the same script
	Theme string
	Auto  bool   // auto=1: plays to the end by itself
	Speed string // speed=0.25|0.5|1|2|4
	// Script is the address of an outcome script to play exactly
	// (?script=URL); the other choices are then read from the script.
	Script string
}

// ParsePreview reads the studio's URL query. Every parameter but game
// has a default: the game's lowest stake, prize 0, the plain
// presentation, no form chosen, seed 1. The variant and the form are
// the game's to read (Compose).
func ParsePreview(q url.Values) (Preview, error) {
	p := Preview{Game: q.Get("game"), Theme: q.Get("theme"), Auto: q.Get("auto") == "1",
		Speed: q.Get("speed"), Script: q.Get("script"), Seed: 1}
	var err error
	if s := q.Get("stake"); s != "" {
		if p.Stake, err = money.Parse(s); err != nil || p.Stake <= 0 {
			return p, fmt.Errorf("stake %q: not an amount above zero", s)
		}
	}
	if s := q.Get("prize"); s != "" {
		if p.Prize, err = money.Parse(s); err != nil || p.Prize < 0 {
			return p, fmt.Errorf("prize %q: not an amount", s)
		}
	}
	p.Variant = q.Get("mode")
	p.Form = strings.TrimSpace(q.Get("form"))
	if s := q.Get("seed"); s != "" {
		if p.Seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			return p, fmt.Errorf("seed %q: not a whole number", s)
		}
	}
	return p, nil
}

// Errors of Compose.
var (
	ErrNoGame  = errors.New("no such game in this client")
	ErrNoForm  = errors.New("this game does not let the form be chosen")
	ErrNoPrize = errors.New("not 0 nor an amount of the lot table")
)

// Compose composes the unit p asks for with the game's own composer
// (core.Game.Compose, or its Forms with a form), drawing from a PCG
// stream seeded with p.Seed, and returns it as a ticket that was never
// sold: ID 0, the script as JSON, seen (nothing is acknowledged). The
// stake defaults to the game's lowest; the prize must be 0 or an amount
// of the stake's lot table (docs/rules 0.1, rule 4). The ticket still
// goes through Check before it is played.
func (r *Registry[B]) Compose(p Preview) (api.Ticket, error) {
	sc, ok := r.Lookup(p.Game)
	if !ok {
		return api.Ticket{}, fmt.Errorf("%q: %w", p.Game, ErrNoGame)
	}
	if p.Stake == 0 {
		if st := lots.Stakes(p.Game); len(st) > 0 {
			p.Stake = st[0]
		}
	}
	if t, err := lots.Find(p.Game, p.Stake); err == nil && !t.Pays(p.Prize) {
		return api.Ticket{}, fmt.Errorf("%s € at %s €: %w", p.Prize, p.Stake, ErrNoPrize)
	}
	rng := rand.New(rand.NewPCG(p.Seed, 0x5eed))
	v, err := sc.Core.VariantNamed(p.Variant)
	if err != nil {
		return api.Ticket{}, err
	}
	var s core.Script
	switch {
	case p.Form == "":
		s, err = sc.Core.Compose(p.Stake, p.Prize, v, rng)
	case sc.Core.Forms == nil:
		return api.Ticket{}, fmt.Errorf("%s: %w", p.Game, ErrNoForm)
	default:
		s, err = sc.Core.Forms.Compose(p.Stake, p.Prize, p.Form, v, rng)
	}
	if err != nil {
		return api.Ticket{}, err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return api.Ticket{}, err
	}
	return ScriptTicket(data, p.Game)
}

// ScriptTicket makes a ticket that was never sold of an outcome script
// (JSON, as a ticket carries it): its game, stake and prize are the
// script's envelope; game is used when the envelope has none. The ticket
// still goes through Check before it is played.
func ScriptTicket(data []byte, game string) (api.Ticket, error) {
	var e core.Envelope
	if err := json.Unmarshal(data, &e); err != nil {
		return api.Ticket{}, fmt.Errorf("the script is not an outcome script: %w", err)
	}
	if e.Game == "" {
		e.Game = game
	}
	return api.Ticket{Game: e.Game, Stake: e.Stake, Prize: e.Prize, Script: data, Seen: true}, nil
}

// CatalogGame is what the studio offers for one registered game.
type CatalogGame struct {
	ID     string         `json:"id"`
	Name   string         `json:"name"`
	Stakes []CatalogStake `json:"stakes"`
	Forms  bool           `json:"forms"` // the form can be chosen (core.Game.Forms)
}

// CatalogStake is one stake of a game: the prizes of its lot table
// (highest first, then 0) and the presentation variants (by the game's
// names, mode=NAME) that some of its units are in besides the plain one.
type CatalogStake struct {
	Stake    money.Cents         `json:"stake"`
	Prizes   []money.Cents       `json:"prizes"`
	Variants []string            `json:"variants,omitempty"`
	Forms    map[string][]string `json:"forms,omitempty"` // prize → its forms ("75+75+75")
}

// Catalog lists every registered game with its stakes and prizes from
// the lot tables (core/lots), for the studio's choices.
func (r *Registry[B]) Catalog() []CatalogGame {
	var out []CatalogGame
	for _, id := range r.IDs() {
		sc, _ := r.Lookup(id)
		forms := sc.Core.Forms
		g := CatalogGame{ID: id, Name: sc.Name, Forms: forms != nil}
		for _, st := range lots.Stakes(id) {
			t, err := lots.Find(id, st)
			if err != nil {
				continue
			}
			cs := CatalogStake{Stake: st}
			for _, l := range t.Lots {
				cs.Prizes = append(cs.Prizes, l.Amount)
				if names := formNames(forms, st, l.Amount); len(names) > 1 {
					cs.addForms(l.Amount, names)
				}
			}
			for v := 1; v < min(t.VariantCount(), len(sc.Core.Variants)); v++ {
				if t.LosingIn(core.Variant(v)) > 0 || slices.ContainsFunc(t.Lots, func(l lots.Lot) bool { return l.In(core.Variant(v)) > 0 }) {
					cs.Variants = append(cs.Variants, sc.Core.Variants[v])
				}
			}
			cs.Prizes = append(cs.Prizes, 0)
			g.Stakes = append(g.Stakes, cs)
		}
		out = append(out, g)
	}
	return out
}

// formNames is the forms of prize at stake, nil without forms.
func formNames(f *core.Forms, stake, prize money.Cents) []string {
	if f == nil {
		return nil
	}
	return f.Names(stake, prize)
}

// addForms lists forms as prize's.
func (cs *CatalogStake) addForms(prize money.Cents, forms []string) {
	if cs.Forms == nil {
		cs.Forms = map[string][]string{}
	}
	cs.Forms[prize.String()] = append(cs.Forms[prize.String()], forms...)
}

// StudioGear is where the page puts the studio's round gear button while its
// panel is closed, in design units: at the right end of the header, a
// touch target of 44 (issue 29: in the middle of the header it covered
// long game titles on phones). The header's
// words end at its left (StudioHeaderRight).
func StudioGear(v kit.View) kit.Rect {
	const side, margin = 44, 8
	return kit.R(v.W-margin-side, 10, side, side)
}

// StudioHeaderRight is where the studio header's words (APERÇU, non
// vendue) end on their right: 8 units left of the gear.
func StudioHeaderRight(v kit.View) float64 { return StudioGear(v).X - 8 }
