package screens

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"unicode"

	"revela/core"
	"revela/core/lots"
	"revela/core/money"
	"revela/render/api"
)

// The designers' studio (/preview, docs/studio.md): any outcome of any
// registered game, composed in the client with the game's own composer
// and played as a unit is, with no sale. Nothing here names a game.

// Preview is one choice of the studio, as the URL holds it:
// /preview?game=crossingo&stake=1&prize=10000&mode=extras&form=75+75+75&seed=7&theme=winter&auto=1.
type Preview struct {
	Game  string
	Stake money.Cents // euros in the URL: "1", "0.50"
	Prize money.Cents // 0 or an amount of the game's lot table at Stake
	Mode  core.Mode   // "direct" (default) or "extras" where the lot table has Extra units
	// Form is the row gains the prize is made of, where the game's core
	// lets the studio choose them (Eldorado's forms, decision E-3); nil:
	// the composer draws one. Written "75+75+75" (or with spaces or
	// commas) in the URL.
	Form []money.Cents
	// FormName is a form the game's core names rather than writes as
	// gains (NamedFormComposer: DIAMOND RIVER's "roue" and "triples",
	// a win by the wheel or by triples); "" none. The URL's form= holds
	// it when it is a word of letters only.
	FormName string
	Seed     uint64 // the composer's random stream: the same seed, the same script
	Theme    string
	Auto     bool   // auto=1: plays to the end by itself
	Speed    string // speed=0.25|0.5|1|2|4
	// Script is the address of an outcome script to play exactly
	// (?script=URL); the other choices are then read from the script.
	Script string
}

// ParsePreview reads the studio's URL query. Every parameter but game
// has a default: the game's lowest stake, prize 0, direct, seed 1.
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
	switch m := q.Get("mode"); m {
	case "", "direct":
	case "extras":
		p.Mode = core.ViaExtras
	default:
		return p, fmt.Errorf("mode %q: direct or extras", m)
	}
	if s := strings.TrimSpace(q.Get("form")); isFormName(s) {
		p.FormName = s
	} else if s != "" {
		for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == '+' || r == ' ' || r == ',' }) {
			c, err := money.Parse(f)
			if err != nil || c <= 0 {
				return p, fmt.Errorf("form %q: %q is not a gain", s, f)
			}
			p.Form = append(p.Form, c)
		}
	}
	if s := q.Get("seed"); s != "" {
		if p.Seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			return p, fmt.Errorf("seed %q: not a whole number", s)
		}
	}
	return p, nil
}

// FormComposer is the optional part of a game's rules core that composes
// a prize in a chosen form (Eldorado's ComposeForm, decision E-3).
type FormComposer interface {
	ComposeForm(stake, prize money.Cents, form []money.Cents, mode core.Mode, rng *rand.Rand) (core.Script, error)
}

// NamedFormComposer is the optional part of a game's rules core whose
// forms have names rather than gains (DIAMOND RIVER: "roue", the wheel
// pays the whole prize; "triples", the triples do).
type NamedFormComposer interface {
	// FormNames returns the forms that can make prize at stake (nil:
	// none).
	FormNames(stake, prize money.Cents) []string
	// ComposeNamed composes prize at stake in the named form.
	ComposeNamed(stake, prize money.Cents, form string, mode core.Mode, rng *rand.Rand) (core.Script, error)
}

// isFormName reports whether s is a named form: one or more letters and
// nothing else.
func isFormName(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// Errors of Compose.
var (
	ErrNoGame  = errors.New("no such game in this client")
	ErrNoForm  = errors.New("this game does not let the form be chosen")
	ErrNoPrize = errors.New("not 0 nor an amount of the lot table")
)

// Compose composes the unit p asks for with the game's own composer
// (core.Game.Compose, or FormComposer with a form), drawing from a PCG
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
	var s core.Script
	var err error
	if p.FormName != "" {
		nc, ok := sc.Core.(NamedFormComposer)
		if !ok {
			return api.Ticket{}, fmt.Errorf("%s: %w", p.Game, ErrNoForm)
		}
		s, err = nc.ComposeNamed(p.Stake, p.Prize, p.FormName, p.Mode, rng)
	} else if p.Form != nil {
		fc, ok := sc.Core.(FormComposer)
		if !ok {
			return api.Ticket{}, fmt.Errorf("%s: %w", p.Game, ErrNoForm)
		}
		s, err = fc.ComposeForm(p.Stake, p.Prize, p.Form, p.Mode, rng)
	} else {
		s, err = sc.Core.Compose(p.Stake, p.Prize, p.Mode, rng)
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
	Forms  bool           `json:"forms"` // the form can be chosen (FormComposer)
}

// CatalogStake is one stake of a game: the prizes of its lot table
// (highest first, then 0) and whether some are revealed through Extra
// steps (mode=extras).
type CatalogStake struct {
	Stake  money.Cents         `json:"stake"`
	Prizes []money.Cents       `json:"prizes"`
	Extras bool                `json:"extras"`
	Forms  map[string][]string `json:"forms,omitempty"` // prize → its forms ("75+75+75")
}

// Catalog lists every registered game with its stakes and prizes from
// the lot tables (core/lots), for the studio's choices.
func (r *Registry[B]) Catalog() []CatalogGame {
	var out []CatalogGame
	for _, id := range r.IDs() {
		sc, _ := r.Lookup(id)
		_, forms := sc.Core.(FormComposer)
		named, _ := sc.Core.(NamedFormComposer)
		g := CatalogGame{ID: id, Name: sc.Name, Forms: forms || named != nil}
		for _, st := range lots.Stakes(id) {
			t, err := lots.Find(id, st)
			if err != nil {
				continue
			}
			cs := CatalogStake{Stake: st}
			for _, l := range t.Lots {
				cs.Prizes = append(cs.Prizes, l.Amount)
				cs.Extras = cs.Extras || l.Extra > 0
				if names := namedForms(named, st, l.Amount); len(names) > 1 {
					cs.addForms(l.Amount, names)
				}
				if forms && len(l.Forms) > 1 {
					for _, f := range l.Forms {
						cs.addForms(l.Amount, []string{FormText(f)})
					}
				}
			}
			cs.Prizes = append(cs.Prizes, 0)
			g.Stakes = append(g.Stakes, cs)
		}
		out = append(out, g)
	}
	return out
}

// namedForms is nc's forms of prize at stake, nil without nc.
func namedForms(nc NamedFormComposer, stake, prize money.Cents) []string {
	if nc == nil {
		return nil
	}
	return nc.FormNames(stake, prize)
}

// addForms lists forms as prize's.
func (cs *CatalogStake) addForms(prize money.Cents, forms []string) {
	if cs.Forms == nil {
		cs.Forms = map[string][]string{}
	}
	cs.Forms[prize.String()] = append(cs.Forms[prize.String()], forms...)
}

// FormText writes a form as the URL takes it: "75+75+75".
func FormText(f []money.Cents) string {
	s := make([]string, len(f))
	for i, c := range f {
		s[i] = c.String()
	}
	return strings.Join(s, "+")
}
