package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"revela/core/money"
	"revela/web/store"
)

// stmts are the writer's prepared statements.
type stmts struct {
	ticketByRequest, balance, insertTicket, live, version *sql.Stmt
	savepoint, rollbackTo, release                        *sql.Stmt
	standing, counters                                    *sql.Stmt
}

const ticketColumns = `id, player_key, request_id, game, stake_cents, price_cents, prize_cents,
	super_jackpot_cents, participations, block_id, position, script, seen, step, balance_after, created_at, proof`

func (st *stmts) prepare(ctx context.Context, db *sql.DB) error {
	for _, p := range []struct {
		dst **sql.Stmt
		q   string
	}{
		{&st.ticketByRequest, `SELECT ` + ticketColumns + ` FROM tickets WHERE player_key = ? AND request_id = ?`},
		{&st.balance, `SELECT balance FROM players WHERE key = ?`},
		{&st.live, `SELECT ` + store.IssuedOf("?", 2) + `, COALESCE(last_seen_at, created_at) FROM players
			WHERE key = ?1 AND ` + store.TokenOf("?", 2)},
		// The trigger tickets_sale (migration 0002) writes the ledger
		// entries and the balance with the ticket.
		{&st.insertTicket, `INSERT INTO tickets (player_key, request_id, game, stake_cents, price_cents, prize_cents,
			super_jackpot_cents, participations, block_id, position, script, balance_after, created_at, proof)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`},
		{&st.version, `PRAGMA data_version`},
		{&st.standing, `SELECT ` + store.StandingColumns + ` FROM players WHERE key = ?`},
		{&st.counters, `UPDATE players SET day_start = ?, day_staked = ?, day_won = ?, week_start = ?, week_staked = ?, week_won = ?,
			month_start = ?, month_staked = ?, month_won = ? WHERE key = ?`},
		{&st.savepoint, `SAVEPOINT op`},
		{&st.rollbackTo, `ROLLBACK TO op`},
		{&st.release, `RELEASE op`},
	} {
		var err error
		if *p.dst, err = db.PrepareContext(ctx, p.q); err != nil {
			return fmt.Errorf("preparing %q: %w", p.q, err)
		}
	}
	return nil
}

func (st *stmts) close() {
	for _, s := range []*sql.Stmt{st.ticketByRequest, st.balance, st.insertTicket, st.live, st.version,
		st.savepoint, st.rollbackTo, st.release, st.standing, st.counters} {
		if s != nil {
			s.Close()
		}
	}
}

// Sell implements store.Store: the whole sale in one write.
func (s *Store) Sell(ctx context.Context, sale store.Sale) (store.Ticket, bool, error) {
	var (
		t      store.Ticket
		replay bool
	)
	err := s.do(ctx, func(w *wtx) error {
		var err error
		t, replay, err = s.sell(w, sale)
		return err
	})
	if err != nil {
		return store.Ticket{}, false, err
	}
	return t, replay, nil
}

// maxBalances bounds the writer's cache of balances; it is emptied when
// full (a miss costs one read).
const maxBalances = 1 << 20

// balanceOf returns the player's balance: from the writer's cache, which
// holds the balance as of the writes of the writer itself (the only one
// that changes balances), or else read in the transaction.
func (s *Store) balanceOf(w *wtx, player int64) (int64, error) {
	if b, ok := s.balances[player]; ok {
		return b, nil
	}
	var b int64
	err := w.stmt(s.stmts.balance).QueryRowContext(w.ctx, player).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, store.ErrNotFound
	}
	if err != nil {
		return 0, err
	}
	keep(s.balances, player, b)
	return b, nil
}

// setBalance records a balance written in w, restored if w is rolled back.
func (s *Store) setBalance(w *wtx, player, b int64) { setUndone(w, s.balances, player, b) }

// keep puts a value read in a writer's cache (balances, standings,
// sessions), emptied first when it holds maxBalances.
func keep[K comparable, V any](cache map[K]V, k K, v V) {
	if len(cache) >= maxBalances {
		clear(cache)
	}
	cache[k] = v
}

// setUndone records a player's value written in w in a writer's cache,
// the one before restored (or none) if w is rolled back.
func setUndone[V any](w *wtx, cache map[int64]V, player int64, v V) {
	old, had := cache[player]
	cache[player] = v
	w.undo(func() {
		if had {
			cache[player] = old
		} else {
			delete(cache, player)
		}
	})
}

// errPositionTaken is wrapped by the error of a sale whose unit the
// database already holds: the unique index (block_id, position) refused
// the ticket. The position has then been read again (resync).
var errPositionTaken = errors.New("the unit's position is already sold in the database")

// positionTaken tells whether err is the unique index (block_id,
// position) of the tickets refusing an insert.
func positionTaken(err error) bool {
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed: tickets.block_id, tickets.position")
}

// sell is the sale, in the writer's transaction and its own savepoint.
// When the database already holds the unit that the in-memory position
// gives (the file was written behind the writer's back), the position is
// read again from the database and the sale is tried once more, at the
// next free position, so that one such refusal does not fail every later
// sale.
func (s *Store) sell(w *wtx, sale store.Sale) (store.Ticket, bool, error) {
	t, replay, err := s.sellOnce(w, sale)
	if errors.Is(err, errPositionTaken) {
		t, replay, err = s.sellOnce(w, sale)
	}
	return t, replay, err
}

// sellOnce is one try of the sale, in the writer's transaction and its own savepoint.
// The ticket is one INSERT: the trigger tickets_sale writes the debit,
// the credit and the new balance with it, in the same statement, and
// refuses it when the player's stored balance is not the one the sale was
// computed from. The same request id again is found by the unique index
// (player_key, request_id) refusing the insert; every failure path looks
// the request id up first, so a replay is answered as before whatever
// else has changed. Any error rolls the savepoint back.
func (s *Store) sellOnce(w *wtx, sale store.Sale) (store.Ticket, bool, error) {
	tab := sale.Table
	if err := s.live(w, sale); err != nil {
		return s.replayOr(w, sale, err)
	}
	// The player's limits and exclusion, read in the writer's
	// transaction: no other write comes between this check and the sale.
	per := sale.Periods()
	st, err := s.standingOf(w, sale.Player)
	if err == nil {
		err = st.CheckSale(tab.Stake, per)
	}
	if err != nil {
		return s.replayOr(w, sale, err)
	}
	balance, err := s.balanceOf(w, sale.Player)
	if err != nil {
		return s.replayOr(w, sale, err)
	}
	price := tab.Stake
	if err := store.SaleFits(money.Cents(balance), tab); err != nil {
		return s.replayOr(w, sale, err)
	}
	ser, err := s.seriesFor(w, tab)
	if err != nil {
		return s.replayOr(w, sale, err)
	}
	lb, err := s.nextUnit(w, ser)
	if err != nil {
		return s.replayOr(w, sale, err)
	}
	pos := lb.next
	u, err := s.unitOf(lb, pos)
	if err != nil {
		return s.replayOr(w, sale, err)
	}
	script, proof, full := u.script, u.stored, u.full
	prize := lb.b.Prize(pos)
	after := money.Cents(balance) - price + prize
	ms := time.Now().UnixMilli()
	res, err := w.stmt(s.stmts.insertTicket).ExecContext(w.ctx, sale.Player, sale.RequestID, tab.Game,
		int64(tab.Stake), int64(price), int64(prize), int64(tab.SuperJackpotPart), tab.Participations,
		lb.id, pos, script, int64(after), ms, proof)
	if err != nil {
		// Most often the request id again; else the cache may be stale:
		// read the balance again next time.
		delete(s.balances, sale.Player)
		delete(s.standings, sale.Player)
		if positionTaken(err) {
			if rerr := s.resync(w, ser, lb); rerr != nil {
				return s.replayOr(w, sale, errors.Join(err, rerr))
			}
			err = fmt.Errorf("%w: block %d position %d: %w", errPositionTaken, lb.id, pos, err)
		}
		return s.replayOr(w, sale, err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return store.Ticket{}, false, err
	}
	var args []any
	st.Counters = st.AfterSale(price, prize, per)
	for _, c := range st.Counters {
		args = append(args, c.Start, int64(c.Staked), int64(c.Won))
	}
	if _, err := w.stmt(s.stmts.counters).ExecContext(w.ctx, append(args, sale.Player)...); err != nil {
		return store.Ticket{}, false, err
	}
	s.setStanding(w, sale.Player, st)
	s.setBalance(w, sale.Player, int64(after))
	lb.next = pos + 1
	w.undo(func() { lb.next = pos })
	if lb.next == len(lb.b.Units) {
		// Sold out: closed, its secret published, by the sale of its
		// last unit (issue 28).
		if err := closeBlock(w, lb.id, ms); err != nil {
			return store.Ticket{}, false, err
		}
	}
	return store.Ticket{
		ID: id, Player: sale.Player, RequestID: sale.RequestID, Game: tab.Game, Stake: tab.Stake,
		Price: price, Prize: prize, SuperJackpotPart: tab.SuperJackpotPart, Participations: tab.Participations,
		Block: lb.id, Position: pos, Script: script, CreatedAt: time.UnixMilli(ms), Balance: after, Proof: full,
	}, false, nil
}

// scanStanding reads a player's standing from a row of
// store.StandingColumns: store.ErrNotFound when there is none.
func scanStanding(row *sql.Row) (store.Standing, error) {
	st, err := store.ScanStanding(row.Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return store.Standing{}, store.ErrNotFound
	}
	return st, err
}

// standingOf returns the player's standing: from the writer's cache,
// which holds it as of the writer's own writes (the only ones that change
// it), or else read in the transaction.
func (s *Store) standingOf(w *wtx, player int64) (store.Standing, error) {
	if st, ok := s.standings[player]; ok {
		return st, nil
	}
	st, err := scanStanding(w.stmt(s.stmts.standing).QueryRowContext(w.ctx, player))
	if err != nil {
		return st, err
	}
	keep(s.standings, player, st)
	return st, nil
}

// setStanding records a standing written in w, restored if w is rolled
// back.
func (s *Store) setStanding(w *wtx, player int64, st store.Standing) {
	setUndone(w, s.standings, player, st)
}

// Standing implements store.Store.
func (s *Store) Standing(ctx context.Context, player int64) (store.Standing, error) {
	return scanStanding(s.r.QueryRowContext(ctx, `SELECT `+store.StandingColumns+` FROM players WHERE key = ?`, player))
}

// UpdateStanding implements store.Store, in one write of the writer:
// nothing else is written between its read and its write.
func (s *Store) UpdateStanding(ctx context.Context, player int64, f func(store.Standing) (store.Standing, error)) (store.Standing, error) {
	var st store.Standing
	err := s.do(ctx, func(w *wtx) error {
		cur, err := s.standingOf(w, player)
		if err != nil {
			return err
		}
		if st, err = f(cur); err != nil {
			return err
		}
		st.Counters = cur.Counters
		sets, args := st.SetColumns(1, func(int) string { return "?" })
		if _, err = w.tx.ExecContext(w.ctx, `UPDATE players SET `+sets+` WHERE key = ?`, append(args, player)...); err != nil {
			delete(s.standings, player)
			return err
		}
		s.setStanding(w, player, st)
		return nil
	})
	if err != nil {
		return store.Standing{}, err
	}
	return st, nil
}

// session is a token of a session not ended as the writer last read it:
// its player's key, when the token was issued and the session last used
// (unix milliseconds).
type session struct {
	player, issued, seen int64
}

// live checks the sale's session (none: nothing to check) in the
// writer's transaction, after every logout and touch written before it:
// store.ErrNoSession unless it is live. The session is read from the
// writer's cache, which TouchSession, RenewSession and EndSession empty of
// it (they are writes of the writer too), or else from the database.
func (s *Store) live(w *wtx, sale store.Sale) error {
	ses := sale.Session
	if ses == nil {
		return nil
	}
	row, ok := s.sessions[ses.Hash]
	if !ok || row.player != sale.Player {
		err := w.stmt(s.stmts.live).QueryRowContext(w.ctx, sale.Player, ses.Hash[:]).Scan(&row.issued, &row.seen)
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNoSession
		}
		if err != nil {
			return err
		}
		row.player = sale.Player
		keep(s.sessions, ses.Hash, row)
	}
	if row.issued < ses.Born.UnixMilli() || row.seen < ses.Seen.UnixMilli() {
		return store.ErrNoSession
	}
	return nil
}

// replayOr looks the sale's request id up: the stored ticket when the
// player already used it for the same game and stake (a replay, nothing
// debited), ErrRequestConflict when for another one, else the sale fails
// with cause.
func (s *Store) replayOr(w *wtx, sale store.Sale, cause error) (store.Ticket, bool, error) {
	prev, err := scanTicket(w.stmt(s.stmts.ticketByRequest).QueryRowContext(w.ctx, sale.Player, sale.RequestID))
	switch {
	case err == nil:
		if prev.Game != sale.Table.Game || prev.Stake != sale.Table.Stake {
			return store.Ticket{}, false, store.ErrRequestConflict
		}
		return prev, true, nil
	case errors.Is(err, sql.ErrNoRows):
		return store.Ticket{}, false, cause
	default:
		return store.Ticket{}, false, err
	}
}

type scanner interface{ Scan(dst ...any) error }

func scanTicket(row scanner) (store.Ticket, error) {
	var (
		t                                       store.Ticket
		stake, price, prize, sj, after, created int64
		seen                                    int
		script                                  []byte
	)
	err := row.Scan(&t.ID, &t.Player, &t.RequestID, &t.Game, &stake, &price, &prize, &sj,
		&t.Participations, &t.Block, &t.Position, &script, &seen, &t.Step, &after, &created, &t.Proof)
	if err != nil {
		return store.Ticket{}, err
	}
	t.Stake, t.Price, t.Prize, t.SuperJackpotPart, t.Balance = money.Cents(stake), money.Cents(price), money.Cents(prize), money.Cents(sj), money.Cents(after)
	t.Script, t.Seen, t.CreatedAt = script, seen != 0, time.UnixMilli(created)
	return t, nil
}

// Ticket implements store.Store.
func (s *Store) Ticket(ctx context.Context, player, id int64) (store.Ticket, error) {
	t, err := scanTicket(s.r.QueryRowContext(ctx, `SELECT `+ticketColumns+` FROM tickets WHERE id = ? AND player_key = ?`, id, player))
	if errors.Is(err, sql.ErrNoRows) {
		return store.Ticket{}, store.ErrNotFound
	}
	return t, err
}

// Tickets implements store.Store.
func (s *Store) Tickets(ctx context.Context, player, before int64, limit int) ([]store.Ticket, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	return s.tickets(ctx, historyQuery, player, before, limit)
}

// historyQuery is a player's tickets before an id, newest first: the
// newest of the unseen and the newest of the seen, each a range of the
// index tickets_player (migration 0006), merged.
const historyQuery = `SELECT ` + ticketColumns + ` FROM tickets
	WHERE id IN (SELECT id FROM tickets WHERE player_key = ?1 AND seen = 0 AND id < ?2 ORDER BY id DESC LIMIT ?3)
	OR id IN (SELECT id FROM tickets WHERE player_key = ?1 AND seen = 1 AND id < ?2 ORDER BY id DESC LIMIT ?3)
	ORDER BY id DESC LIMIT ?3`

// unseenQuery is a player's unseen tickets, oldest first: a range of the
// index tickets_player.
const unseenQuery = `SELECT ` + ticketColumns + ` FROM tickets
	WHERE player_key = ? AND seen = 0 ORDER BY id LIMIT ?`

// Unseen implements store.Store, on the index tickets_player (migration
// 0006).
func (s *Store) Unseen(ctx context.Context, player int64, limit int) ([]store.Ticket, error) {
	return s.tickets(ctx, unseenQuery, player, limit)
}

// tickets runs a query of tickets.
func (s *Store) tickets(ctx context.Context, q string, args ...any) ([]store.Ticket, error) {
	rows, err := s.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return store.ReadTickets(rows, func(r store.Rows) (store.Ticket, error) { return scanTicket(r) })
}

// MarkSeen implements store.Store. A ticket already seen is not written
// again.
func (s *Store) MarkSeen(ctx context.Context, player, id int64) error {
	var seen int
	err := s.r.QueryRowContext(ctx, `SELECT seen FROM tickets WHERE id = ? AND player_key = ?`, id, player).Scan(&seen)
	if errors.Is(err, sql.ErrNoRows) {
		return store.ErrNotFound
	}
	if err != nil || seen != 0 {
		return err
	}
	return s.do(ctx, func(w *wtx) error {
		_, err := w.tx.ExecContext(w.ctx, `UPDATE tickets SET seen = 1 WHERE id = ? AND player_key = ?`, id, player)
		return err
	})
}

// SetStep implements store.Store. A step not above the stored one is not
// written.
func (s *Store) SetStep(ctx context.Context, player, id int64, step int) (int, error) {
	if err := store.CheckStep(step); err != nil {
		return 0, err
	}
	var cur int
	err := s.r.QueryRowContext(ctx, `SELECT step FROM tickets WHERE id = ? AND player_key = ?`, id, player).Scan(&cur)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, store.ErrNotFound
	}
	if err != nil || step <= cur {
		return cur, err
	}
	err = s.do(ctx, func(w *wtx) error {
		err := w.tx.QueryRowContext(w.ctx, `UPDATE tickets SET step = MAX(step, ?) WHERE id = ? AND player_key = ? RETURNING step`,
			step, id, player).Scan(&cur)
		if errors.Is(err, sql.ErrNoRows) {
			return store.ErrNotFound
		}
		return err
	})
	return cur, err
}

// CreatePlayer implements store.Store.
func (s *Store) CreatePlayer(ctx context.Context, tokenHash [32]byte, balance money.Cents, demo bool) (store.Player, error) {
	p, err := store.NewPlayer(balance, demo, time.UnixMilli(nowMillis()))
	if err != nil {
		return store.Player{}, err
	}
	err = s.do(ctx, func(w *wtx) error {
		ms := p.CreatedAt.UnixMilli()
		res, err := w.tx.ExecContext(w.ctx, `INSERT INTO players (id, token_hash, balance, demo, created_at) VALUES (?, ?, ?, ?, ?)`,
			p.ID, tokenHash[:], int64(balance), demo, ms)
		if err != nil {
			return err
		}
		if p.Key, err = res.LastInsertId(); err != nil {
			return err
		}
		if balance > 0 {
			_, err = w.tx.ExecContext(w.ctx, `INSERT INTO ledger (player_key, kind, amount, created_at) VALUES (?, 'grant', ?, ?)`,
				p.Key, int64(balance), ms)
		}
		if err == nil {
			s.setBalance(w, p.Key, int64(balance))
		}
		return err
	})
	if err != nil {
		return store.Player{}, err
	}
	return p, nil
}

// PlayerByToken implements store.Store.
func (s *Store) PlayerByToken(ctx context.Context, tokenHash [32]byte) (store.Player, error) {
	p, err := store.ScanPlayer(s.r.QueryRowContext(ctx, playerSQL, tokenHash[:]).Scan)
	if errors.Is(err, sql.ErrNoRows) {
		return store.Player{}, store.ErrNotFound
	}
	return p, err
}

// TouchSession implements store.Store: the writer's cached sessions of
// both the session's tokens are forgotten (their last use is one).
func (s *Store) TouchSession(ctx context.Context, tokenHash [32]byte, at time.Time) error {
	return s.do(ctx, func(w *wtx) error {
		changed, err := s.forget(w, touchSQL, tokenHash, at.UnixMilli(), tokenHash[:])
		if err == nil && !changed {
			err = store.ErrNotFound
		}
		return err
	})
}

// The sessions' statements (store.PlayerSQL and the others); touch and
// end return the tokens of the row they change, for forget.
var (
	playerSQL = store.PlayerSQL("?")
	touchSQL  = store.TouchSQL("?") + forgotten
	renewSQL  = store.RenewSQL("?")
	endSQL    = store.EndSQL("?") + forgotten
)

const forgotten = ` RETURNING token_hash, prev_token_hash`

// forget runs q, an UPDATE of players returning the token hashes of the
// rows it changed, and drops those tokens and tokenHash from the writer's
// cache of sessions; it reports whether q changed a row.
func (s *Store) forget(w *wtx, q string, tokenHash [32]byte, args ...any) (changed bool, err error) {
	delete(s.sessions, tokenHash)
	rows, err := w.tx.QueryContext(w.ctx, q, args...)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	for rows.Next() {
		var cur, prev []byte
		if err := rows.Scan(&cur, &prev); err != nil {
			return changed, err
		}
		changed = true
		delete(s.sessions, [32]byte(cur))
		if prev != nil {
			delete(s.sessions, [32]byte(prev))
		}
	}
	return changed, rows.Err()
}

// RenewSession implements store.Store. It forgets the writer's cached
// sessions: a replacement replaced drops a token the cache may hold.
func (s *Store) RenewSession(ctx context.Context, old, fresh [32]byte, at, settled time.Time) error {
	return s.do(ctx, func(w *wtx) error {
		clear(s.sessions)
		res, err := w.tx.ExecContext(w.ctx, renewSQL, old[:], fresh[:], at.UnixMilli(), settled.UnixMilli())
		return oneRow(res, err)
	})
}

// oneRow is nil when an UPDATE's result changed a row, store.ErrNotFound
// when none, or the first error.
func oneRow(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return cmp.Or(err, store.ErrNotFound)
	}
	return nil
}

// EndSession implements store.Store: the cached sessions of both its
// tokens are forgotten.
func (s *Store) EndSession(ctx context.Context, tokenHash [32]byte) error {
	return s.do(ctx, func(w *wtx) error {
		_, err := s.forget(w, endSQL, tokenHash, nowMillis(), tokenHash[:])
		return err
	})
}
