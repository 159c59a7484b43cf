// Package store is the seam between the server and its database: the
// players, the sale of units of play, the tickets and the ledger. The
// embedded default is store/sqlite; store/postgres serves several processes
// on one PostgreSQL database (docs/scale.md). store/storetest is the suite
// that every store passes.
package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"revela/core/block"
	"revela/core/lots"
	"revela/core/money"
)

// Store is everything the HTTP API asks of the database. Every method is
// safe for concurrent use.
//
// Sell is the whole sale (docs/design.md "Money and sale"): in one transaction
// it checks the balance, takes the next unit of the open block of the
// sale's table, composes its script, debits the price, credits the prize
// and stores the ticket and its ledger entries; either all of it is
// stored or none. A Store decides how units are allocated: the SQLite
// store has one writer and one open block per table; the PostgreSQL store
// leases ranges of the open block to each process so that sales do not
// serialize on one row.
type Store interface {
	// CreatePlayer stores a new player whose session token hashes to
	// tokenHash, credited with balance (a "grant" ledger entry).
	CreatePlayer(ctx context.Context, tokenHash [32]byte, balance money.Cents, demo bool) (Player, error)
	// PlayerByToken returns the player of a session token's hash, the
	// session's current token or the one it replaced (RenewSession), with
	// the session's last use (LastSeen) and the token's issue (Issued,
	// Replaced), or ErrNotFound (no such token, or a session ended by
	// EndSession).
	PlayerByToken(ctx context.Context, tokenHash [32]byte) (Player, error)
	// TouchSession records at as the session's last use, and, made
	// through the current token, that token as used (Player.Fresh false);
	// ErrNotFound as PlayerByToken. The server calls it at most once per
	// touch period, and at a renewed token's first use.
	TouchSession(ctx context.Context, tokenHash [32]byte, at time.Time) error
	// RenewSession gives the session of token hash old a new token, hashing
	// to fresh and issued at (Player.Fresh true); old becomes the replaced
	// token, still found by PlayerByToken. When old is already the replaced
	// token, its replacement is itself replaced by fresh, only if it was
	// issued at or before settled and never used (the answer that carried
	// it was lost). ErrNotFound otherwise (unknown or ended, or a
	// replacement too recent or in use): nothing changes.
	RenewSession(ctx context.Context, old, fresh [32]byte, at, settled time.Time) error
	// EndSession ends a session for good, through either of its tokens:
	// PlayerByToken finds neither. Ending it again, or an unknown session,
	// changes nothing.
	EndSession(ctx context.Context, tokenHash [32]byte) error
	// Sell sells one unit to a player, or returns the ticket already sold
	// under the same request id (replay true, nothing debited). Errors:
	// ErrRequestConflict (the request id was used for another game or
	// stake), ErrInsufficientFunds, ErrNotFound (no such player),
	// ErrNoSession (Sale.Session is not live when the sale is stored),
	// ErrUnavailable (the database could not be reached: nothing stored),
	// a ComposeError, or a sale refused by the player's standing (issue
	// 32), checked in the sale's own write after every change committed
	// before it: an *ExcludedError (ErrExcluded) or a *LimitError
	// (ErrLimitReached). A refused sale changes nothing.
	Sell(ctx context.Context, s Sale) (t Ticket, replay bool, err error)
	// Standing returns the player's responsible gaming standing (limits,
	// pending changes, self-exclusion, the counters of the sales'
	// periods), or ErrNotFound.
	Standing(ctx context.Context, player int64) (Standing, error)
	// UpdateStanding changes the player's limits, pending changes and
	// self-exclusion to what f returns from the stored standing, in one
	// transaction with the player's row locked, so that no sale and no
	// other change comes between the read and the write (the counters
	// are never written). It returns the standing stored, or f's error
	// (nothing changed), or ErrNotFound.
	UpdateStanding(ctx context.Context, player int64, f func(Standing) (Standing, error)) (Standing, error)
	// Ticket returns one of the player's tickets, or ErrNotFound when the
	// ticket does not exist or is another player's.
	Ticket(ctx context.Context, player int64, id int64) (Ticket, error)
	// Tickets returns the player's tickets newest first: at most limit,
	// with ids below before (0: from the newest).
	Tickets(ctx context.Context, player int64, before int64, limit int) ([]Ticket, error)
	// Unseen returns the player's tickets not yet marked seen, across
	// games, oldest first: at most limit.
	Unseen(ctx context.Context, player int64, limit int) ([]Ticket, error)
	// MarkSeen marks one of the player's tickets as seen (its animation
	// ended); marking it again changes nothing. ErrNotFound as Ticket.
	MarkSeen(ctx context.Context, player int64, id int64) error
	// SetStep records that the player's client reached step (0 to
	// MaxStep) of the ticket's animation, and returns the ticket's step:
	// the highest ever recorded (a lower or equal step changes nothing).
	// ErrNotFound as Ticket.
	SetStep(ctx context.Context, player int64, id int64, step int) (int, error)
	// Commitment returns block id's published commitment (its secret only
	// once it is closed), or ErrNotFound.
	Commitment(ctx context.Context, id int64) (Commitment, error)
	// Commitments returns the blocks of a game and stake newest first:
	// at most limit, with ids below before (0: from the newest).
	Commitments(ctx context.Context, game string, stake money.Cents, before int64, limit int) ([]Commitment, error)
	// Upper returns the upper levels of block id's tree, which complete
	// the proofs tickets store (Ticket.Proof, block.Upper.Complete), or
	// ErrNotFound.
	Upper(ctx context.Context, id int64) (*block.Upper, error)
	// Units returns the unit bytes of block id (docs/blocks.md, Storage)
	// once it is closed: ErrNotFound, or ErrNotClosed before.
	Units(ctx context.Context, id int64) ([]byte, error)
	// Check verifies the store's invariants (see docs/guarantees.md) and
	// returns the first violation found.
	Check(ctx context.Context) error
	Close() error
}

// Player is one player account.
type Player struct {
	Key       int64       // internal key, never shown
	ID        string      // public opaque id
	Balance   money.Cents // exact
	Demo      bool        // play money
	CreatedAt time.Time
	LastSeen  time.Time // the session's last use as last recorded (TouchSession); CreatedAt until then
	// Issued is when the token the player was found by was issued:
	// CreatedAt, or the RenewSession that issued it.
	Issued time.Time
	// Replaced is when the token the player was found by was replaced by
	// a newer one (RenewSession); zero for the session's current token.
	Replaced time.Time
	// Fresh: the session's current token is not used since RenewSession
	// issued it (TouchSession through it ends that), so the token it
	// replaced may still renew in its place.
	Fresh bool
}

// Sale is one request to buy a unit.
type Sale struct {
	Player    int64 // Player.Key
	RequestID string
	Table     *lots.Table // the game and stake (= price) being bought
	// Session, when set, is checked in the sale's own write: the sale is
	// refused with ErrNoSession unless the player's session is still live
	// then, so that a logout or an expiry on any process holds before the
	// next sale.
	Session *Session
	// Now is the instant of the sale for the player's limits and
	// self-exclusion (time.Now when zero), and Zone the operator's time
	// zone of their periods (UTC when nil): the server passes its own
	// clock and zone, so that every process counts the same periods.
	Now  time.Time
	Zone *time.Location
}

// Periods returns the periods of the sale's limits (Now and Zone).
func (s Sale) Periods() Periods {
	now := s.Now
	if now.IsZero() {
		now = time.Now()
	}
	return PeriodsAt(now, s.Zone)
}

// Session is the session a sale is made with: its token's hash (the
// current token or the one it replaced), and the limits of the token's
// age (Config.SessionMaxAge: issued at or after Born) and of the session's
// idleness (Config.SessionIdle: last used, as TouchSession recorded it,
// at or after Seen).
type Session struct {
	Hash       [32]byte
	Born, Seen time.Time
}

// Ticket is one sold unit, with everything the player sees of it.
type Ticket struct {
	ID               int64
	Player           int64
	RequestID        string
	Game             string
	Stake            money.Cents
	Price            money.Cents
	Prize            money.Cents
	SuperJackpotPart money.Cents
	Participations   int
	Block            int64
	Position         int
	Script           json.RawMessage
	Seen             bool
	Step             int // the highest step of the animation reached (SetStep), 0 to MaxStep
	CreatedAt        time.Time
	Balance          money.Cents // the player's balance right after the sale
	// Proof is the unit's place in its block's commitment, encoded
	// (block.Proof.MarshalBinary): whole in Sell's answer, without its
	// siblings above the unit's group of 256 as stored
	// (block.Proof.MarshalLower; Upper completes it); nil for a ticket
	// sold before proofs were stored.
	Proof []byte
}

// Errors of the Store methods.
var (
	ErrNotFound          = errors.New("not found")
	ErrInsufficientFunds = errors.New("insufficient funds")
	ErrRequestConflict   = errors.New("request id already used for another sale")
	ErrClosed            = errors.New("store closed")
	ErrBalanceLimit      = errors.New("the balance could exceed the largest amount")
	ErrNoSession         = errors.New("the session is ended or expired")
	// ErrUnavailable wraps a failure to reach the database (a connection
	// lost or refused) after which nothing of the request is stored: the
	// client may try again (the server answers 503 with Retry-After).
	ErrUnavailable = errors.New("the database is unavailable")
)

// MaxStep is the highest step SetStep records.
const MaxStep = 1000

// SaleFits tells whether a sale of t may start from balance: the price
// must be covered (else ErrInsufficientFunds) and the balance after the
// sale must stay within money.Max whatever the unit pays (else
// ErrBalanceLimit). It is checked against the table's largest prize
// before a unit is taken, so that the refusal never depends on the prize
// of the unit that would have been sold; every sum is checked before it
// is computed.
func SaleFits(balance money.Cents, t *lots.Table) error {
	if balance < t.Stake {
		return ErrInsufficientFunds
	}
	// balance >= t.Stake >= 0: no sum below overflows.
	if balance-t.Stake > money.Max-MaxPrize(t) {
		return ErrBalanceLimit
	}
	return nil
}

// MaxPrize returns the largest prize of t's lots (0 for a table without
// lots).
func MaxPrize(t *lots.Table) money.Cents {
	var m money.Cents
	for _, l := range t.Lots {
		m = max(m, l.Amount)
	}
	return m
}

// ComposeError is a unit whose script could not be composed or failed its
// own validation. The unit is not sold and not skipped: sales of its table
// stop with this error until the composer is fixed (docs/guarantees.md).
type ComposeError struct {
	Game     string
	Block    int64
	Position int
	Err      error
}

func (e *ComposeError) Error() string {
	return fmt.Sprintf("composing %s block %d unit %d: %v", e.Game, e.Block, e.Position, e.Err)
}

func (e *ComposeError) Unwrap() error { return e.Err }
