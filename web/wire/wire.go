// Package wire holds the JSON shapes of the HTTP API (/api/v1,
// docs/server.md): what the server (package web) writes and reads, what the
// client (render/api) reads and sends, and what the tests decode. Amounts
// are money.Cents, written as decimal strings ("1", "0.50"), never floats.
//
// It lives under web because it is the API's, and it imports only
// encoding/json, time and core/money, so that the WebAssembly client can
// import it without net/http or any store (wire_test.go holds it to that).
package wire

import (
	"encoding/json"
	"time"

	"revela/core/money"
)

// Player is a player and their balance.
type Player struct {
	ID      string      `json:"id"`
	Balance money.Cents `json:"balance"`
	Demo    bool        `json:"demo"`
}

// PlayerAnswer is the answer of POST /players and GET /me; Token is the
// session's token, echoed only to a Bearer caller of POST /players.
type PlayerAnswer struct {
	Player Player `json:"player"`
	Token  string `json:"token,omitempty"`
}

// Stake is one stake a game sells, with the split of what the player
// pays for it (the stake): the game's part and the SUPER JACKPOT part,
// and the participations that come with a unit.
type Stake struct {
	Stake            money.Cents `json:"stake"`
	GamePart         money.Cents `json:"game_part"`
	SuperJackpotPart money.Cents `json:"super_jackpot_part"`
	Participations   int         `json:"participations"`
}

// Game is one game of the catalogue; Version is "" when it cannot be
// played yet.
type Game struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	Playable bool    `json:"playable"`
	Version  string  `json:"version"`
	Stakes   []Stake `json:"stakes"`
}

// Games is the answer of GET /games: the catalogue, in the order of
// docs/rules/README.md.
type Games struct {
	Games []Game `json:"games"`
}

// Buy is the body of POST /tickets: a retry with the same RequestID
// returns the same ticket and debits nothing.
type Buy struct {
	Game      string      `json:"game"`
	Stake     money.Cents `json:"stake"`
	RequestID string      `json:"request_id"`
}

// Ticket is one sold unit of play with its outcome script, as a sale,
// GET /tickets/{id} and the history write it. The player paid Stake.
type Ticket struct {
	ID       int64       `json:"id"`
	Game     string      `json:"game"`
	Stake    money.Cents `json:"stake"`
	Prize    money.Cents `json:"prize"`
	Block    string      `json:"block"` // the block's id, a string (it can exceed 2^53)
	Position int64       `json:"position"`
	// Script is the outcome script as composed.
	Script    json.RawMessage `json:"script"`
	Seen      bool            `json:"seen"`
	Step      int             `json:"step"`
	CreatedAt time.Time       `json:"created_at"` // RFC 3339, UTC, whole seconds
	// Balance is the player's balance right after this sale (stake
	// debited and prize credited); the server always writes it.
	Balance *money.Cents `json:"balance,omitempty"`
	// The SUPER JACKPOT part of the stake and the participations that
	// came with the unit (docs/rules/README.md); zero for games without one.
	SuperJackpotPart money.Cents `json:"super_jackpot_part"`
	Participations   int         `json:"participations"`
	// Proof places the unit in its block's commitment (docs/blocks.md);
	// nil only where a unit was never sold (the studio's previews).
	Proof *Proof `json:"proof,omitempty"`
}

// Proof shows that a sold unit is one leaf of its block's published
// commitment: anyone recomputes the leaf from these fields, then the root
// from Path, with SHA-256 alone (docs/blocks.md, Commitment).
type Proof struct {
	Position int64 `json:"position"`
	Rank     int   `json:"rank"` // the lot table's rank, 0 for a losing unit
	// Variant is the unit's presentation variant (0 in a game that has one).
	Variant    int    `json:"mode"`
	PrizeCents int64  `json:"prize_cents"`
	Salt       string `json:"salt"` // 16 bytes, hex
	// Path is the sibling hashes from the leaf up to the root, hex; a level
	// where the unit's node is carried up unchanged has none.
	Path []string `json:"path"`
}

// Block is a block's commitment as GET /blocks/{id} publishes it before
// its first sale (docs/blocks.md). Root, SecretHash and Table never change
// once it is published; Secret is written only once the block is closed
// (sold out, or closed early by the operator), and then anyone can
// recompute every unit's salt, leaf and script.
type Block struct {
	ID      string      `json:"id"` // a string: it can exceed 2^53
	Game    string      `json:"game"`
	Stake   money.Cents `json:"stake"`
	Version string      `json:"version"` // the game's parameter version
	Size    int         `json:"size"`    // units in the block
	// Table is the hex SHA-256 of the lot table the block was filled from.
	Table      string    `json:"table"`
	Root       string    `json:"root"`        // hex
	SecretHash string    `json:"secret_hash"` // hex SHA-256 of the secret
	OpenedAt   time.Time `json:"opened_at"`
	// State is "ready" (stored and published, not yet on sale: the
	// series' next block), "open" (on sale) or "closed".
	State    string     `json:"state"`
	Sold     int        `json:"sold"` // units sold so far
	ClosedAt *time.Time `json:"closed_at,omitempty"`
	Secret   string     `json:"secret,omitempty"` // hex, once closed
}

// Blocks is the answer of GET /blocks?game=G&stake=S: that series'
// blocks, newest first.
type Blocks struct {
	Blocks []Block `json:"blocks"`
}

// MaxUnseen is the most tickets GET /tickets/unseen returns: a shorter
// list is every ticket of the player not yet marked seen.
const MaxUnseen = 100

// Tickets is the answer of GET /tickets/unseen: the player's tickets not
// yet marked seen, oldest first.
type Tickets struct {
	Tickets []Ticket `json:"tickets"`
}

// Page is the answer of GET /tickets: one page of the history, newest
// first; NextBefore is the before= of the next page, nil on the last.
type Page struct {
	Tickets    []Ticket `json:"tickets"`
	NextBefore *int64   `json:"next_before"`
}

// Step is the body and the answer of POST /tickets/{id}/progress: the
// highest step reached in the unit.
type Step struct {
	Step int `json:"step"`
}

// Error is the body of every error answer: {"error": {"code", "message"}}
// (the codes are listed in docs/server.md).
type Error struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is an error's code ("insufficient_funds", ...) and its
// message for people. A sale refused by a limit (409 limit_reached) also
// names the Limit ("stake_day", ...), what it still allows (Left) and
// when its period renews (RenewsAt); one refused by a self-exclusion
// (403 excluded) says when it ends (Until).
type ErrorDetail struct {
	Code     string       `json:"code"`
	Message  string       `json:"message"`
	Limit    string       `json:"limit,omitempty"`
	Left     *money.Cents `json:"left,omitempty"`
	RenewsAt *time.Time   `json:"renews_at,omitempty"`
	Until    *time.Time   `json:"until,omitempty"`
}

// LimitValues are a player's responsible gaming limits (issue 32), each
// null when not set: the stake and the net loss (stakes less prizes) per
// calendar day, ISO week and month in the operator's time zone, in
// euros, and the minutes between two reality checks.
type LimitValues struct {
	StakeDay       *money.Cents `json:"stake_day"`
	StakeWeek      *money.Cents `json:"stake_week"`
	StakeMonth     *money.Cents `json:"stake_month"`
	LossDay        *money.Cents `json:"loss_day"`
	LossWeek       *money.Cents `json:"loss_week"`
	LossMonth      *money.Cents `json:"loss_month"`
	SessionMinutes *int         `json:"session_minutes"`
}

// Limits is the answer of GET and PUT /me/limits and of POST
// /me/exclusion: the limits in force, what each money limit still allows
// in its period (Left; session_minutes always null there), the raises
// and removals waiting for their cooling-off, the current periods'
// totals, the end of a self-exclusion (null: none in force) and the
// minutes between reality checks (the player's limit, else the
// operator's default; null: none).
type Limits struct {
	Limits        LimitValues `json:"limits"`
	Left          LimitValues `json:"left"`
	Pending       []Pending   `json:"pending"`
	Periods       []Period    `json:"periods"`
	ExcludedUntil *time.Time  `json:"excluded_until"`
	RealityCheck  *int        `json:"reality_check_minutes"`
	// CoolingOffHours is the delay of a raise or a removal; Zone is the
	// time zone of the periods ("Europe/Paris").
	CoolingOffHours int    `json:"cooling_off_hours"`
	Zone            string `json:"zone"`
}

// Pending is a raise or a removal of Limit waiting for its cooling-off:
// in force from At, at Amount (a money limit) or Minutes
// (session_minutes), or removed.
type Pending struct {
	Limit   string       `json:"limit"`
	Amount  *money.Cents `json:"amount,omitempty"`
	Minutes *int         `json:"minutes,omitempty"`
	Removed bool         `json:"removed"`
	At      time.Time    `json:"at"`
}

// Period is one current period ("day", "week" or "month"), from Start to
// End (when its limits renew), with what the player staked and won in
// it; the net result is Won - Staked (amounts on the wire are never
// negative, so it is not written).
type Period struct {
	Period string      `json:"period"`
	Start  time.Time   `json:"start"`
	End    time.Time   `json:"end"`
	Staked money.Cents `json:"staked"`
	Won    money.Cents `json:"won"`
}

// Exclusion is the body of POST /me/exclusion: a self-exclusion of Days
// (7 to 365) from now.
type Exclusion struct {
	Days int `json:"days"`
}
