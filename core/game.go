// Package core is the rules core shared by the server and the WebAssembly
// client: pure Go, no I/O. Its sub-packages hold exact money (money), the
// lot tables (lots), blocks (block) and one package per game with its
// parameters, engine, validator and composer.
package core

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"revela/core/money"
)

// Envelope is what every outcome script carries besides its draws
// (docs/rules/README.md, 0.1): which game and stake it is for, the prize the server
// declares, and the version of the game's parameters it was drawn with.
type Envelope struct {
	Game    string      `json:"game"`
	Stake   money.Cents `json:"stake"`   // euros on the wire: "1", "0.50"
	Prize   money.Cents `json:"prize"`   // euros on the wire: "0", "12.50"
	Version string      `json:"version"` // parameter version, "<game>/1"
}

// Variant is a unit's presentation variant: which of the ways its game
// declares (Game.Variants) presents the unit's prize, a property of the
// unit that the lot table counts, the block stores and the commitment
// hashes (docs/blocks.md). Plain (0) is the game's plain presentation,
// the only one of a game that declares no variants.
type Variant uint8

// Plain is the game's plain presentation, every unit's variant in a game
// that declares no others.
const Plain Variant = 0

// Script is one unit's outcome script: the draws and the envelope.
type Script interface {
	Envelope() Envelope
	// Validate replays the script under the rules and returns the derived
	// prize; it fails, naming the rule (docs/rules/README.md, 0.1 and the game's
	// decisions), when the script is not valid or the derived prize differs
	// from the declared one.
	Validate() (money.Cents, error)
}

// Game is the declaration of one game's rules core, the one thing a
// game package declares (docs/adding-a-game.md, 1) and the server, the
// commands, the audit and the client use: its functions over any
// core.Script. Every field is set but the optional Variants, Forms and
// Reference; the realism audit's fields (Natural, Class, FeatureNames,
// Features, Reference) are set by the game's audit.go, built outside the
// WebAssembly client, which never audits (its budget, docs/client.md).
type Game struct {
	ID      string // game id, as the lot tables name it (lots.Games)
	Version string // parameter version written into every script: "<game>/1"
	// Variants names the game's presentation variants as the command
	// line and the studio's URL take them, Variants[v] for Variant v;
	// nil for a game with the plain presentation only.
	Variants []string
	// Compose returns a valid script whose derived prize is exactly
	// prize, which must be 0 or an amount of the lot table for stake,
	// presented in variant v, drawing from rng only (so the same stream
	// gives the same script). A game without variants ignores v.
	Compose func(stake, prize money.Cents, v Variant, rng *rand.Rand) (Script, error)
	// Decode reads a script from JSON, refusing unknown fields. It does
	// not validate: call Validate on the result.
	Decode func(data []byte) (Script, error)
	// Natural draws one unit of natural play (honest presentation,
	// docs/rules/README.md) at stake from rng only: the random process
	// the game's draws would follow if nothing were fixed, which the
	// composer follows conditioned on the unit's prize class. Its
	// envelope declares the prize the engine derives, so the script
	// validates; the prize may be an amount no lot table row pays
	// (Natural is for the audit, `revela audit realism`, never a sale).
	Natural func(stake money.Cents, rng *rand.Rand) (Script, error)
	// Class is the prize class of a valid script, what the composer
	// conditions on: the prize as a decimal string ("0", "12.50"), which
	// PrizeClass gives, and for a game with forms or variants its own
	// words for them. A script of another game has class "invalid".
	Class func(s Script) string
	// FeatureNames names the visible features, in the order Features
	// gives them. Callers must not modify it.
	FeatureNames []string
	// Features are what the player has seen before the last step
	// (marks, near lines and their amounts, gains so far, special
	// symbols), each a small non-negative integer, in the order of
	// FeatureNames; nil for a script of another game.
	Features func(s Script) []int
	// Forms, where the game lets the designers' studio choose how a
	// prize is made, lists and composes those forms; nil otherwise.
	Forms *Forms
	// Reference, optional, is the audit's reference for a class natural
	// play reaches too rarely to sample (docs/realism.md, "Rare
	// classes"), an exact method independent of the composer; nil when
	// the game has none.
	Reference *Reference
}

// Reference draws units of natural play by importance sampling: from a
// proposal tilted toward a prize, each with its exact weight, so that
// the weighted units of a class follow natural play conditioned on it.
type Reference struct {
	// Method names the proposal in a sentence, as the audit prints it.
	Method string
	// Draw draws one valid unit from the proposal tilted toward prize
	// at stake, from rng only; its envelope declares the prize the
	// engine derives, which may be another. lw is the natural logarithm
	// of its importance weight: natural play's probability of the
	// script over the proposal's, up to a factor that depends on stake
	// and prize only. An error for a prize the game cannot tilt toward.
	Draw func(stake, prize money.Cents, rng *rand.Rand) (s Script, lw float64, err error)
}

// FileCheck is what the check of a replacement data file finds besides
// its lot table (lots.ParseFile), for a game whose figures come from one
// (core/games.DataFile, `revela tables --file`): its paytable and its
// problems.
type FileCheck struct {
	Paytable any      // the paytable as the command's JSON gives it
	Summary  string   // the paytable in one line of text
	Problems []string // one sentence each; nil when there is none
}

// Forms is the optional part of a game whose prize can be made in forms
// the designers' studio chooses (docs/studio.md), each named by a word
// or written as its gains ("75+75+75").
type Forms struct {
	// Names returns the forms that can make prize at stake, as Compose
	// takes them; nil when there is no choice to make.
	Names func(stake, prize money.Cents) []string
	// Compose is Game.Compose with the prize made in form, one of
	// Names; an error for a form that cannot make the prize.
	Compose func(stake, prize money.Cents, form string, v Variant, rng *rand.Rand) (Script, error)
	// OfClass, optional, returns the form (as Compose takes it) and the
	// variant of a prize class (Game.Class) at stake, false for a class
	// the lot table does not sell (a form natural play gives that the
	// table does not list). The realism audit composes a class the
	// prize gives too rarely in its form and measures no class the
	// table does not sell (docs/realism.md). A game whose Compose draws
	// the form with its natural chance, then the unit given the form
	// with this Compose's method, is measured class by class the same.
	OfClass func(stake money.Cents, class string) (form string, v Variant, ok bool)
}

// ErrVariant is the error of VariantNamed for a name the game does not
// declare.
var ErrVariant = errors.New("not a presentation variant of the game")

// VariantNamed returns the presentation variant of g named name
// (Game.Variants), Plain for ""; an error wrapping ErrVariant for a name
// g does not declare.
func (g *Game) VariantNamed(name string) (Variant, error) {
	if name == "" {
		return Plain, nil
	}
	for v, n := range g.Variants {
		if n == name {
			return Variant(v), nil
		}
	}
	if g.Variants == nil {
		return Plain, fmt.Errorf("%q: %w: %s has the plain presentation only", name, ErrVariant, g.ID)
	}
	return Plain, fmt.Errorf("%q: %w: %s has %q", name, ErrVariant, g.ID, g.Variants)
}

// AsScript returns s as a Script, or nil and err when err is not nil: a
// game's typed results (its *Script, error) as its Game's
// functions return them, never a non-nil Script holding a nil pointer.
func AsScript[S Script](s S, err error) (Script, error) {
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Composer returns compose, a game's composer typed by its script type
// S, as Game.Compose.
func Composer[S Script](compose func(stake, prize money.Cents, v Variant, rng *rand.Rand) (S, error)) func(money.Cents, money.Cents, Variant, *rand.Rand) (Script, error) {
	return func(stake, prize money.Cents, v Variant, rng *rand.Rand) (Script, error) {
		return AsScript(compose(stake, prize, v, rng))
	}
}

// PlainComposer returns compose, the composer of a game without
// presentation variants, as Game.Compose: the variant is ignored.
func PlainComposer[S Script](compose func(stake, prize money.Cents, rng *rand.Rand) (S, error)) func(money.Cents, money.Cents, Variant, *rand.Rand) (Script, error) {
	return func(stake, prize money.Cents, _ Variant, rng *rand.Rand) (Script, error) {
		return AsScript(compose(stake, prize, rng))
	}
}

// Decoder returns decode, typed by the game's script type S, as
// Game.Decode.
func Decoder[S Script](decode func(data []byte) (S, error)) func([]byte) (Script, error) {
	return func(data []byte) (Script, error) { return AsScript(decode(data)) }
}

// NaturalPlay returns natural, typed by the game's script type S, as
// Game.Natural.
func NaturalPlay[S Script](natural func(stake money.Cents, rng *rand.Rand) (S, error)) func(money.Cents, *rand.Rand) (Script, error) {
	return func(stake money.Cents, rng *rand.Rand) (Script, error) { return AsScript(natural(stake, rng)) }
}

// Tilted returns draw, a game's importance sampler typed by its script
// type S, as Reference.Draw.
func Tilted[S Script](draw func(stake, prize money.Cents, rng *rand.Rand) (S, float64, error)) func(money.Cents, money.Cents, *rand.Rand) (Script, float64, error) {
	return func(stake, prize money.Cents, rng *rand.Rand) (Script, float64, error) {
		return AsScriptWeighted(draw(stake, prize, rng))
	}
}

// AsScriptWeighted is AsScript for a draw with its log-weight.
func AsScriptWeighted[S Script](s S, lw float64, err error) (Script, float64, error) {
	if err != nil {
		return nil, 0, err
	}
	return s, lw, nil
}

// Typed returns f, a function of the game's own script type S, as a
// function of any Script: f(s) for a script of type S, otherwise (a
// script of another game) other.
func Typed[S Script, T any](f func(S) T, other T) func(Script) T {
	return func(s Script) T {
		if gs, ok := s.(S); ok {
			return f(gs)
		}
		return other
	}
}

// PrizeClass is the class of a script in a game without forms nor
// variants: its declared prize as a decimal string ("0", "12.50").
func PrizeClass(s Script) string { return s.Envelope().Prize.String() }
