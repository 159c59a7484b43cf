package sqlite

import (
	"context"
	"fmt"

	"revela/core/block"
	"revela/web/store"
)

// Check implements store.Store: it reads the whole database and returns
// the first broken invariant of the sale (docs/guarantees.md):
//
//   - every player's balance is the sum of their ledger entries;
//   - every ticket has exactly one debit of its price and a credit of its
//     prize (none when the prize is 0), and every debit or credit has its
//     ticket;
//   - the tickets of each block hold exactly its positions 0 to n-1, each
//     once (nothing skipped, nothing sold twice), all of them when the
//     block is closed and none when it is ready;
//   - at most one block per game and stake is open;
//   - every block's units and secret give its stored commitment root, and
//     every ticket's prize is its unit's prize in the block.
func (s *Store) Check(ctx context.Context) error {
	one := func(what, q string) error {
		rows, err := s.r.QueryContext(ctx, q)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		defer rows.Close()
		if rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				return err
			}
			return fmt.Errorf("%s: %d", what, id)
		}
		return rows.Err()
	}
	checks := []store.Probe{
		store.BalanceProbe,
		{"ticket without exactly its debit and its credit", `SELECT t.id FROM tickets t
			LEFT JOIN (SELECT ticket_id,
				SUM(CASE kind WHEN 'debit' THEN 1 ELSE 0 END) AS debits,
				SUM(CASE kind WHEN 'debit' THEN amount ELSE 0 END) AS debited,
				SUM(CASE kind WHEN 'credit' THEN 1 ELSE 0 END) AS credits,
				SUM(CASE kind WHEN 'credit' THEN amount ELSE 0 END) AS credited,
				MIN(player_key) AS pmin, MAX(player_key) AS pmax
				FROM ledger WHERE ticket_id IS NOT NULL GROUP BY ticket_id) l ON l.ticket_id = t.id
			WHERE COALESCE(l.debits, 0) != 1 OR l.debited != -t.price_cents
				OR COALESCE(l.credited, 0) != t.prize_cents OR COALESCE(l.credits, 0) != (t.prize_cents > 0)
				OR l.pmin != t.player_key OR l.pmax != t.player_key LIMIT 1`},
		store.KindProbe,
		{"block whose sold positions are not exactly 0 to n-1 (all when sold out, none when ready)", `SELECT b.id FROM blocks b
			LEFT JOIN (SELECT block_id, COUNT(*) AS n, COUNT(DISTINCT position) AS d, MIN(position) AS lo, MAX(position) AS hi
				FROM tickets GROUP BY block_id) t ON t.block_id = b.id
			WHERE (t.n > 0 AND (t.d != t.n OR t.lo != 0 OR t.hi != t.n - 1))
				OR (b.state = 'closed' AND NOT b.closed_early AND COALESCE(t.n, 0) != b.size)
				OR (b.state = 'ready' AND t.n > 0) OR t.n > b.size LIMIT 1`},
		{"series with several open blocks (block id)", `SELECT MAX(id) FROM blocks WHERE state = 'open'
			GROUP BY game, stake_cents HAVING COUNT(*) > 1 LIMIT 1`},
		store.SeriesProbe,
		// the history reads the seen tickets as seen = 1 (Tickets)
		{"ticket whose seen mark is neither 0 nor 1", `SELECT id FROM tickets WHERE seen NOT IN (0, 1) LIMIT 1`},
	}
	for _, c := range checks {
		if err := one(c.What, c.Query); err != nil {
			return err
		}
	}
	return store.CheckBlocks(ctx, s.Blocks, s.checkPrizes)
}

// Blocks returns every stored block by id, decoded, each checked against
// its lot table and its stored commitment root: for audits, which can
// compose any sold unit's script again with store.Compose.
func (s *Store) Blocks(ctx context.Context) (map[int64]*block.Block, error) {
	return s.readBlocks(ctx, `ORDER BY id`)
}

// readBlocks is Blocks for the blocks that the SQL after FROM blocks
// (rest, with args) selects.
func (s *Store) readBlocks(ctx context.Context, rest string, args ...any) (map[int64]*block.Block, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT id, game, stake_cents, secret, units, root FROM blocks `+rest, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return store.ReadBlocks(rows, s.opt.Tables)
}

// checkPrizes checks each ticket of block id against its unit in b.
func (s *Store) checkPrizes(ctx context.Context, id int64, b *block.Block) error {
	rows, err := s.r.QueryContext(ctx, `SELECT id, position, prize_cents FROM tickets WHERE block_id = ?`, id)
	if err != nil {
		return err
	}
	defer rows.Close()
	return store.CheckPrizes(rows, id, b)
}
