package store

// Probe is one of the checks of a store's Check: SQL that selects the id
// of a row breaking an invariant (no row when it holds), and what such a
// row is, for the error.
type Probe = struct{ What, Query string } // an alias, so that a list of probes is written unkeyed

// The probes whose SQL both stores run as written: the ledger and the
// series invariants that no dialect changes.
var (
	// BalanceProbe: every balance is the sum of its player's ledger.
	BalanceProbe = Probe{"player whose balance is not the sum of their ledger", `SELECT p.key FROM players p
			LEFT JOIN (SELECT player_key, SUM(amount) AS total FROM ledger GROUP BY player_key) l ON l.player_key = p.key
			WHERE p.balance != COALESCE(l.total, 0) LIMIT 1`}
	// KindProbe: a grant has no ticket, a debit or a credit has one; a
	// debit is negative, anything else positive.
	KindProbe = Probe{"ledger entry whose kind and ticket disagree", `SELECT id FROM ledger
			WHERE (kind = 'grant') != (ticket_id IS NULL) OR (kind = 'debit' AND amount >= 0) OR (kind != 'debit' AND amount <= 0) LIMIT 1`}
	// SeriesProbe: every ticket is of its block's game and stake.
	SeriesProbe = Probe{"ticket whose game or stake is not its block's", `SELECT t.id FROM tickets t JOIN blocks b ON b.id = t.block_id
			WHERE t.game != b.game OR t.stake_cents != b.stake_cents LIMIT 1`}
)
