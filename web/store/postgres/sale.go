package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	mrand "math/rand/v2"
	"net"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"revela/core/block"
	"revela/core/money"
	"revela/web/store"
)

const ticketColumns = `id, player_key, request_id, game, stake_cents, price_cents, prize_cents,
	super_jackpot_cents, participations, block_id, position, script, seen, step, balance_after, created_at, proof`

// saleSQL is the whole sale in one statement: the balance moves by
// -price ($5) + prize ($6) only if it still allows the sale (at least
// the price, and at most $13 before it: store.SaleFits, checked again
// atomically), the unit's block ($9) is still open (not closed by the
// operator, CloseSeries) and the sale's session is live (token hash $14, unless
// NULL: not ended, created at or after $15, last used at or after $16);
// the player's standing allows the sale at $19 (standingSQL: no
// self-exclusion, no limit taken over), whose counters it moves;
// no row otherwise. The ticket is stored with the Sell call's attempt
// ($17), its proof ($18), the balance after, its debit and its credit (when the prize is not 0) written. The players'
// row is locked by the UPDATE, so a logout, a change of limits or
// another sale committed before the sale is seen by it (READ COMMITTED
// evaluates the condition again on the row's newest version): sales at a
// limit, on any number of processes, never pass it together.
var saleSQL = `WITH p AS (UPDATE players SET balance = balance - $5 + $6, ` + standingSets + `
		WHERE key = $1 AND balance >= $5 AND balance - $5 <= $13 AND ` + liveSQL(14) + ` AND ` + standingCond + `
		AND EXISTS (SELECT 1 FROM blocks WHERE id = $9 AND state = 'open') RETURNING key, balance),
t AS (INSERT INTO tickets (player_key, request_id, game, stake_cents, price_cents, prize_cents,
		super_jackpot_cents, participations, block_id, position, script, balance_after, created_at, attempt, proof)
	SELECT key, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, balance, $12, $17, $18 FROM p RETURNING id, balance_after),
l AS (INSERT INTO ledger (player_key, ticket_id, kind, amount, created_at)
	SELECT $1, id, 'debit', -$5::bigint, $12 FROM t
	UNION ALL SELECT $1, id, 'credit', $6::bigint, $12 FROM t WHERE $6::bigint > 0)
SELECT id, balance_after FROM t`

// standingCond and standingSets are store.Standing's CheckSale and
// AfterSale in SQL, on the player's row, for saleSQL: $5 is the price, $6
// the prize, $19 the sale's instant and $20 to $22 the starts of its day,
// ISO week and month (unix milliseconds, standingArgs).
var standingCond, standingSets = func() (string, string) {
	const now, first = 19, 20
	conds := []string{fmt.Sprintf("(excluded_until IS NULL OR excluded_until <= $%d)", now)}
	counted := func(p store.Period, col string) string {
		return fmt.Sprintf("(CASE WHEN %[1]s_start >= $%[2]d THEN %[1]s_%[3]s ELSE 0 END)", p, first+int(p), col)
	}
	for l := range store.SessionMinutes {
		in := fmt.Sprintf("(CASE WHEN next_%[1]s_at IS NOT NULL AND next_%[1]s_at <= $%[2]d THEN next_%[1]s ELSE %[1]s END)", l, now)
		used := counted(l.Period(), "staked")
		if l.Loss() {
			used += " - " + counted(l.Period(), "won")
		}
		conds = append(conds, fmt.Sprintf("(%[1]s IS NULL OR %[2]s + $5 <= %[1]s)", in, used))
	}
	var sets []string
	for p := range store.NumPeriods {
		sets = append(sets, fmt.Sprintf(`%[1]s_staked = CASE WHEN %[1]s_start >= $%[2]d THEN %[1]s_staked + $5 ELSE $5 END,
		%[1]s_won = CASE WHEN %[1]s_start >= $%[2]d THEN %[1]s_won + $6 ELSE $6 END, %[1]s_start = GREATEST(%[1]s_start, $%[2]d)`, p, first+int(p)))
	}
	return strings.Join(conds, " AND "), strings.Join(sets, ", ")
}()

// standingArgs are saleSQL's arguments $19 to $22 for a sale at per.
func standingArgs(per store.Periods) []any {
	args := []any{per.Now.UnixMilli()}
	for _, at := range per.Start {
		args = append(args, at.UnixMilli())
	}
	return args
}

// liveSQL is the SQL condition on a player's row that the session of
// token hash $n (its current token or the one it replaced), unless NULL,
// is live: not ended, the token issued at or after $n+1, the session last
// used at or after $n+2 (unix milliseconds); never NULL.
func liveSQL(n int) string {
	return fmt.Sprintf(`($%[1]d::bytea IS NULL OR COALESCE(%[4]s AND %[5]s >= $%[2]d
		AND COALESCE(last_seen_at, created_at) >= $%[3]d, false))`, n, n+1, n+2, store.TokenOf("$", n), store.IssuedOf("$", n))
}

// errReplay is the cause given to replayOr for a request id already used;
// replayOr answers with the stored ticket.
var errReplay = errors.New("request id already used")

// maxTries bounds the tries of one sale whose player's balance moved
// under it so that the sale no longer fits, or whose unit was found sold.
const maxTries = 20

// Sell implements store.Store. A sale is one round trip to the database
// in the common case: a unit is taken from this process's leases, its
// script composed, and the sale's statement (saleSQL, which checks
// store.SaleFits on the balance it changes, atomically) queued for a
// group commit (group.go: several sales in one transaction, each in its
// own savepoint); the answer comes once the group's COMMIT has answered.
// The balance and the request id are read only when the statement stored
// nothing, to say why: store.ErrNotFound, a replay, SaleFits' refusal, or
// a balance that moved under the sale (tried again). A position found sold
// by another process (a lease adopted while its process still ran) is
// dropped and the next one taken. Every failure looks the request id up
// first, so a replay, on any process, is answered with the stored ticket
// and debits nothing. A replay of a sale this process stored lately is
// answered before any position is taken (soldHere); another replay takes
// a position and gives it back, to be the next one sold.
//
// A sale whose context ends while it waits for its group is not run
// (the context's error); one whose group has begun is waited for, since
// it may be stored (docs/guarantees.md).
func (s *Store) Sell(ctx context.Context, sale store.Sale) (store.Ticket, bool, error) {
	if s.isClosed() {
		return store.Ticket{}, false, store.ErrClosed
	}
	tab := sale.Table
	if s.soldHere(sale) {
		// A replay of a sale of this process takes no position: one
		// taken and given back while other sales move on would be left
		// behind them until the next sale.
		return s.replayOr(ctx, sale, 0, errReplay)
	}
	a := attempt()
	per := sale.Periods()
	lost := 0
	for range maxTries {
		ser, l, pos, err := s.take(ctx, tab)
		if err != nil {
			return s.replayOr(ctx, sale, a, s.wrap(err))
		}
		script, err := s.compose(l.b, pos)
		if err != nil {
			s.put(ser, l, pos, false)
			return s.replayOr(ctx, sale, a, &store.ComposeError{Game: tab.Game, Block: l.block, Position: pos, Err: err})
		}
		proof, full, err := store.ProofOf(l.b, pos)
		if err != nil {
			s.put(ser, l, pos, false)
			return s.replayOr(ctx, sale, a, err)
		}
		price, prize := tab.Stake, l.b.Prize(pos)
		ms := nowMillis()
		o := &saleOp{ctx: ctx, player: sale.Player, done: make(chan struct{}), args: []any{
			sale.Player, sale.RequestID, tab.Game, int64(tab.Stake), int64(price), int64(prize),
			int64(tab.SuperJackpotPart), tab.Participations, l.block, pos, script, ms, int64(money.Max - store.MaxPrize(tab))}}
		o.args = append(o.args, sessionArgs(sale.Session)...)
		o.args = append(o.args, a, proof)
		o.args = append(o.args, standingArgs(per)...)
		if err := s.enqueue(o); err != nil {
			s.put(ser, l, pos, false)
			return store.Ticket{}, false, err
		}
		<-o.done
		switch {
		case o.err == nil && !o.noRow:
			s.put(ser, l, pos, true)
			s.remember(sale)
			return store.Ticket{
				ID: o.id, Player: sale.Player, RequestID: sale.RequestID, Game: tab.Game, Stake: tab.Stake,
				Price: price, Prize: prize, SuperJackpotPart: tab.SuperJackpotPart, Participations: tab.Participations,
				Block: l.block, Position: pos, Script: script, CreatedAt: time.UnixMilli(ms), Balance: money.Cents(o.after), Proof: full,
			}, false, nil
		case o.err == nil:
			// Nothing stored: say why, or try again if the balance moved
			// since the statement.
			s.put(ser, l, pos, false)
			if closed, err := s.closedEarly(ctx, ser, l.block); err != nil || closed {
				if err != nil {
					return s.replayOr(ctx, sale, a, s.wrap(err))
				}
				continue
			}
			if err := s.refusal(ctx, sale, per); err != nil {
				return s.replayOr(ctx, sale, a, err)
			}
		case transient(o.err):
			// A deadlock or a serialization failure: the server rolled
			// the statement back (its savepoint, or its whole group), so
			// nothing of it is stored; the position is given back and the
			// sale tried again.
			s.log.Warn("store: sale tried again", "err", o.err)
			s.put(ser, l, pos, false)
		case violates(o.err, "tickets_block_id_position_key"):
			s.log.Warn("store: a unit of an adopted lease was already sold by its first process", "block", l.block, "position", pos)
			s.put(ser, l, pos, true)
		case unavailable(o.err) && ctx.Err() == nil:
			// The connection was lost: the group's COMMIT may have been
			// stored, its answer lost. The request id tells: this
			// attempt's ticket (answered as sold here), another
			// request's (a replay), or none (tried again on another
			// connection, at the same request id, a few times).
			t, replay, err := s.replayOr(ctx, sale, a, o.err)
			if err == nil {
				s.put(ser, l, pos, !replay)
				if !replay {
					s.remember(sale)
				}
				return t, replay, nil
			}
			s.put(ser, l, pos, false)
			if lost++; lost >= maxLost || !unavailable(err) {
				return store.Ticket{}, false, s.wrap(err)
			}
			s.log.Warn("store: a sale's connection was lost: tried again", "err", o.err)
		default:
			// The request id again, the context ended, the group failed,
			// or the statement's fate is unknown: the position is given
			// back; if it was sold after all, the unique index drops it
			// at its next sale.
			s.put(ser, l, pos, false)
			return s.replayOr(ctx, sale, a, s.wrap(o.err))
		}
	}
	return s.replayOr(ctx, sale, a, fmt.Errorf("sale refused %d times: the balance kept moving", maxTries))
}

// maxLost bounds the tries of one sale whose connection was lost; past
// it the sale fails with store.ErrUnavailable (nothing stored).
const maxLost = 5

// attempt returns a new Sell call's number, never 0 (the replays that
// soldHere answers have none).
func attempt() int64 {
	for {
		if a := mrand.Int64(); a != 0 {
			return a
		}
	}
}

// unavailable tells whether err is the database out of reach: the
// connection lost, closed or refused (PostgreSQL's classes 08
// connection_exception and 57P operator intervention, such as
// pg_terminate_backend's 57P01), rather than a statement refused.
func unavailable(err error) bool {
	if err == nil {
		return false
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return strings.HasPrefix(pe.Code, "08") || strings.HasPrefix(pe.Code, "57P")
	}
	var (
		ce *pgconn.ConnectError
		ne net.Error
	)
	return errors.As(err, &ce) || errors.As(err, &ne) || pgconn.SafeToRetry(err) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
}

// requestKey is a player's request id.
type requestKey struct {
	player int64
	id     string
}

// maxSold bounds the request ids remembered by soldHere; the memory is
// emptied when full (a replay it forgot takes a position and gives it
// back, still answered by replayOr).
const maxSold = 1 << 16

// soldHere tells whether this process stored a sale with sale's request
// id lately: a replay for sure (a request id, once stored, stays), which
// Sell answers without taking a position. A replay of a sale made by
// another process, or forgotten, is found by the unique index instead.
func (s *Store) soldHere(sale store.Sale) bool {
	s.soldMu.Lock()
	defer s.soldMu.Unlock()
	return s.sold[requestKey{sale.Player, sale.RequestID}]
}

// remember records a sale stored by this process, for soldHere.
func (s *Store) remember(sale store.Sale) {
	s.soldMu.Lock()
	defer s.soldMu.Unlock()
	if len(s.sold) >= maxSold {
		clear(s.sold)
	}
	s.sold[requestKey{sale.Player, sale.RequestID}] = true
}

// sessionArgs are saleSQL's arguments $14 to $16 for a sale's session
// (NULL: not checked).
func sessionArgs(ses *store.Session) []any {
	if ses == nil {
		return []any{nil, int64(0), int64(0)}
	}
	return []any{ses.Hash[:], ses.Born.UnixMilli(), ses.Seen.UnixMilli()}
}

// refusal reads why a sale's statement stored nothing: store.ErrNotFound
// (no such player), errReplay (its request id is used),
// store.ErrNoSession (its session is not live), the standing's refusal
// at per (store.Standing.CheckSale), or SaleFits' refusal of the
// balance; nil when the balance now allows the sale (it moved since
// the statement).
func (s *Store) refusal(ctx context.Context, sale store.Sale, per store.Periods) error {
	var (
		balance    int64
		used, live bool
	)
	err := s.pool.QueryRow(ctx, `SELECT balance, EXISTS (SELECT 1 FROM tickets WHERE player_key = $1 AND request_id = $2),
		`+liveSQL(3)+` FROM players WHERE key = $1`, append([]any{sale.Player, sale.RequestID}, sessionArgs(sale.Session)...)...).Scan(&balance, &used, &live)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return store.ErrNotFound
	case err != nil:
		return s.wrap(err)
	case used:
		return errReplay
	case !live:
		return store.ErrNoSession
	}
	st, err := s.Standing(ctx, sale.Player)
	if err != nil {
		return err
	}
	if err := st.CheckSale(sale.Table.Stake, per); err != nil {
		return err
	}
	return store.SaleFits(money.Cents(balance), sale.Table)
}

// Standing implements store.Store.
func (s *Store) Standing(ctx context.Context, player int64) (store.Standing, error) {
	return s.standing(ctx, s.pool, player, "")
}

// standing reads the player's standing with q, locking their row when
// lock is " FOR UPDATE".
func (s *Store) standing(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, player int64, lock string) (store.Standing, error) {
	st, err := store.ScanStanding(q.QueryRow(ctx, `SELECT `+store.StandingColumns+` FROM players WHERE key = $1`+lock, player).Scan)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Standing{}, store.ErrNotFound
	}
	return st, s.wrap(err)
}

// UpdateStanding implements store.Store: the player's row read FOR
// UPDATE, so that a sale or another change waits for the write, and
// written in the same transaction.
func (s *Store) UpdateStanding(ctx context.Context, player int64, f func(store.Standing) (store.Standing, error)) (store.Standing, error) {
	if s.isClosed() {
		return store.Standing{}, store.ErrClosed
	}
	var st store.Standing
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		cur, err := s.standing(ctx, tx, player, " FOR UPDATE")
		if err != nil {
			return err
		}
		if st, err = f(cur); err != nil {
			return err
		}
		st.Counters = cur.Counters
		sets, args := st.SetColumns(2, func(n int) string { return fmt.Sprintf("$%d", n) })
		_, err = tx.Exec(ctx, `UPDATE players SET `+sets+` WHERE key = $1`, append([]any{player}, args...)...)
		return err
	})
	if err != nil {
		return store.Standing{}, s.wrap(err)
	}
	return st, nil
}

// compose composes a unit's script, a panic of the composer turned into
// an error.
func (s *Store) compose(b *block.Block, pos int) (script []byte, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("store: compose panicked: %v", v)
		}
	}()
	return s.opt.Compose(b, pos)
}

// transient tells whether err is PostgreSQL's deadlock_detected (40P01)
// or serialization_failure (40001): the statement was rolled back and
// may be run again.
func transient(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && (pe.Code == "40P01" || pe.Code == "40001")
}

// violates tells whether err is a unique violation of constraint.
func violates(err error, constraint string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505" && pe.ConstraintName == constraint
}

// replayOr looks the sale's request id up: the stored ticket when the
// player already used it for the same game and stake (a replay, nothing
// debited, unless the ticket was written by this Sell call's attempt a:
// its COMMIT's answer lost, the sale is this request's),
// store.ErrRequestConflict when for another one, else the sale fails with
// cause.
func (s *Store) replayOr(ctx context.Context, sale store.Sale, a int64, cause error) (store.Ticket, bool, error) {
	var by *int64
	prev, err := scanTicket(s.pool.QueryRow(ctx, `SELECT `+ticketColumns+`, attempt FROM tickets WHERE player_key = $1 AND request_id = $2`,
		sale.Player, sale.RequestID), &by)
	switch {
	case err == nil:
		if prev.Game != sale.Table.Game || prev.Stake != sale.Table.Stake {
			return store.Ticket{}, false, store.ErrRequestConflict
		}
		return prev, by == nil || *by != a, nil
	case errors.Is(err, pgx.ErrNoRows):
		return store.Ticket{}, false, cause
	default:
		return store.Ticket{}, false, errors.Join(cause, s.wrap(err))
	}
}

// scanTicket scans ticketColumns, then extra.
func scanTicket(row pgx.Row, extra ...any) (store.Ticket, error) {
	var (
		t                                       store.Ticket
		stake, price, prize, sj, after, created int64
		script                                  []byte
	)
	err := row.Scan(append([]any{&t.ID, &t.Player, &t.RequestID, &t.Game, &stake, &price, &prize, &sj,
		&t.Participations, &t.Block, &t.Position, &script, &t.Seen, &t.Step, &after, &created, &t.Proof}, extra...)...)
	if err != nil {
		return store.Ticket{}, err
	}
	t.Stake, t.Price, t.Prize, t.SuperJackpotPart, t.Balance = money.Cents(stake), money.Cents(price), money.Cents(prize), money.Cents(sj), money.Cents(after)
	t.Script, t.CreatedAt = script, time.UnixMilli(created)
	return t, nil
}

// Ticket implements store.Store.
func (s *Store) Ticket(ctx context.Context, player, id int64) (store.Ticket, error) {
	t, err := scanTicket(s.pool.QueryRow(ctx, `SELECT `+ticketColumns+` FROM tickets WHERE id = $1 AND player_key = $2`, id, player))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Ticket{}, store.ErrNotFound
	}
	return t, s.wrap(err)
}

// Tickets implements store.Store.
func (s *Store) Tickets(ctx context.Context, player, before int64, limit int) ([]store.Ticket, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	return s.tickets(ctx, `SELECT `+ticketColumns+` FROM tickets
		WHERE player_key = $1 AND id < $2 ORDER BY id DESC LIMIT $3`, player, before, limit)
}

// Unseen implements store.Store, on the partial index tickets_unseen.
func (s *Store) Unseen(ctx context.Context, player int64, limit int) ([]store.Ticket, error) {
	return s.tickets(ctx, `SELECT `+ticketColumns+` FROM tickets
		WHERE player_key = $1 AND NOT seen ORDER BY id LIMIT $2`, player, limit)
}

func (s *Store) tickets(ctx context.Context, q string, args ...any) ([]store.Ticket, error) {
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	out, err := store.ReadTickets(rows, func(r store.Rows) (store.Ticket, error) { return scanTicket(r) })
	return out, s.wrap(err)
}

// MarkSeen implements store.Store.
func (s *Store) MarkSeen(ctx context.Context, player, id int64) error {
	var one int
	err := s.pool.QueryRow(ctx, `WITH u AS (UPDATE tickets SET seen = true WHERE id = $1 AND player_key = $2 AND NOT seen RETURNING 1)
		SELECT COUNT(*) FROM tickets WHERE id = $1 AND player_key = $2`, id, player).Scan(&one)
	if err != nil {
		return s.wrap(err)
	}
	if one == 0 {
		return store.ErrNotFound
	}
	return nil
}

// SetStep implements store.Store.
func (s *Store) SetStep(ctx context.Context, player, id int64, step int) (int, error) {
	if err := store.CheckStep(step); err != nil {
		return 0, err
	}
	var cur int
	err := s.pool.QueryRow(ctx, `UPDATE tickets SET step = GREATEST(step, $1) WHERE id = $2 AND player_key = $3 RETURNING step`,
		step, id, player).Scan(&cur)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, store.ErrNotFound
	}
	return cur, s.wrap(err)
}

// CreatePlayer implements store.Store: the player and their grant in one
// statement.
func (s *Store) CreatePlayer(ctx context.Context, tokenHash [32]byte, balance money.Cents, demo bool) (store.Player, error) {
	p, err := store.NewPlayer(balance, demo, time.UnixMilli(nowMillis()))
	if err != nil {
		return store.Player{}, err
	}
	if s.isClosed() {
		return store.Player{}, store.ErrClosed
	}
	now := p.CreatedAt
	err = s.pool.QueryRow(ctx, `WITH p AS (INSERT INTO players (id, token_hash, balance, demo, created_at)
			VALUES ($1, $2, $3, $4, $5) RETURNING key),
		g AS (INSERT INTO ledger (player_key, kind, amount, created_at) SELECT key, 'grant', $3, $5 FROM p WHERE $3::bigint > 0)
		SELECT key FROM p`, p.ID, tokenHash[:], int64(balance), demo, now.UnixMilli()).Scan(&p.Key)
	if err != nil {
		return store.Player{}, s.wrap(err)
	}
	return p, nil
}

// The sessions' statements, one text for both stores (store.PlayerSQL
// and the others).
var (
	playerSQL = store.PlayerSQL("$")
	touchSQL  = store.TouchSQL("$")
	renewSQL  = store.RenewSQL("$")
	endSQL    = store.EndSQL("$")
)

// PlayerByToken implements store.Store.
func (s *Store) PlayerByToken(ctx context.Context, tokenHash [32]byte) (store.Player, error) {
	p, err := store.ScanPlayer(s.pool.QueryRow(ctx, playerSQL, tokenHash[:]).Scan)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Player{}, store.ErrNotFound
	}
	if err != nil {
		return store.Player{}, s.wrap(err)
	}
	return p, nil
}

// TouchSession implements store.Store.
func (s *Store) TouchSession(ctx context.Context, tokenHash [32]byte, at time.Time) error {
	return s.oneRow(s.pool.Exec(ctx, touchSQL, at.UnixMilli(), tokenHash[:]))
}

// RenewSession implements store.Store.
func (s *Store) RenewSession(ctx context.Context, old, fresh [32]byte, at, settled time.Time) error {
	return s.oneRow(s.pool.Exec(ctx, renewSQL, old[:], fresh[:], at.UnixMilli(), settled.UnixMilli()))
}

// oneRow is nil when an UPDATE changed a row, store.ErrNotFound when
// none, or its error.
func (s *Store) oneRow(tag pgconn.CommandTag, err error) error {
	if err != nil {
		return s.wrap(err)
	}
	if tag.RowsAffected() == 0 {
		return store.ErrNotFound
	}
	return nil
}

// EndSession implements store.Store.
func (s *Store) EndSession(ctx context.Context, tokenHash [32]byte) error {
	_, err := s.pool.Exec(ctx, endSQL, nowMillis(), tokenHash[:])
	return s.wrap(err)
}
