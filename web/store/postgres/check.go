package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

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
//   - every sold position is leased (below the block's leased mark), and
//     every leased position is sold or inside a lease still to be sold:
//     sold + unsold = block, whatever processes died; a closed block has
//     all its positions sold and no lease, a ready one none sold;
//   - at most one block per game and stake is leasing (index);
//   - every block's units and secret give its stored commitment root, its
//     units match its lot table, and every ticket's prize is its unit's.
func (s *Store) Check(ctx context.Context) error {
	checks := []store.Probe{
		store.BalanceProbe,
		{"ticket without exactly its debit and its credit", `SELECT t.id FROM tickets t
			LEFT JOIN (SELECT ticket_id,
				COUNT(*) FILTER (WHERE kind = 'debit') AS debits,
				COALESCE(SUM(amount) FILTER (WHERE kind = 'debit'), 0) AS debited,
				COUNT(*) FILTER (WHERE kind = 'credit') AS credits,
				COALESCE(SUM(amount) FILTER (WHERE kind = 'credit'), 0) AS credited,
				MIN(player_key) AS pmin, MAX(player_key) AS pmax
				FROM ledger WHERE ticket_id IS NOT NULL GROUP BY ticket_id) l ON l.ticket_id = t.id
			WHERE COALESCE(l.debits, 0) != 1 OR l.debited != -t.price_cents
				OR COALESCE(l.credited, 0) != t.prize_cents OR COALESCE(l.credits, 0) != (t.prize_cents > 0)::int
				OR l.pmin != t.player_key OR l.pmax != t.player_key LIMIT 1`},
		store.KindProbe,
		{"block whose sold and unsold positions do not make the block (sold + leased unsold + unleased != size, unless closed early)", `SELECT b.id FROM blocks b
			LEFT JOIN (SELECT block_id, COUNT(*) AS n, MIN(position) AS lo, MAX(position) AS hi FROM tickets GROUP BY block_id) t ON t.block_id = b.id
			LEFT JOIN (SELECT block_id, COUNT(*) AS n, SUM(hi - lo) AS width, MAX(hi) AS hi FROM leases GROUP BY block_id) l ON l.block_id = b.id
			WHERE t.lo < 0 OR t.hi >= b.leased OR l.hi > b.leased
				OR (b.state = 'closed' AND ((NOT b.closed_early AND COALESCE(t.n, 0) != b.size) OR l.n > 0))
				OR (b.state = 'ready' AND (t.n > 0 OR b.leased > 0 OR l.n > 0))
				OR (NOT b.closed_early AND (SELECT COUNT(*) FROM tickets x WHERE x.block_id = b.id AND NOT EXISTS
					(SELECT 1 FROM leases y WHERE y.block_id = b.id AND x.position >= y.lo AND x.position < y.hi))
					+ COALESCE(l.width, 0) != b.leased)
			LIMIT 1`},
		{"leases that overlap (lease id)", `SELECT x.id FROM leases x JOIN leases y
			ON x.block_id = y.block_id AND x.id != y.id AND x.lo < y.hi AND y.lo < x.hi LIMIT 1`},
		store.SeriesProbe,
	}
	for _, c := range checks {
		var id int64
		err := s.pool.QueryRow(ctx, c.Query).Scan(&id)
		if err == nil {
			return fmt.Errorf("%s: %d", c.What, id)
		}
		if err != pgx.ErrNoRows {
			return fmt.Errorf("%s: %w", c.What, s.wrap(err))
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
	rows, err := s.pool.Query(ctx, `SELECT id, game, stake_cents, secret, units, root FROM blocks `+rest, args...)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	return store.ReadBlocks(rows, s.opt.Tables)
}

// checkPrizes checks each ticket of block id against its unit in b.
func (s *Store) checkPrizes(ctx context.Context, id int64, b *block.Block) error {
	rows, err := s.pool.Query(ctx, `SELECT id, position, prize_cents FROM tickets WHERE block_id = $1`, id)
	if err != nil {
		return err
	}
	defer rows.Close()
	return store.CheckPrizes(rows, id, b)
}
