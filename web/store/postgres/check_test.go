package postgres_test

import (
	"context"
	"strings"
	"testing"

	"revela/core/money"
	"revela/web/store"
	"revela/web/store/postgres"
	"revela/web/store/storetest"
)

// TestCheckFindsDamage breaks each invariant behind the store's back and
// expects Check to name it. The store sold 15 units of a 20-unit block
// in leases of 8: [0, 8) sold out and deleted, [8, 16) live with 15 free.
func TestCheckFindsDamage(t *testing.T) {
	// resum makes the balances agree with the ledger again, so that the
	// damage is found by the check that looks for it.
	const resum = `; UPDATE players SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE player_key = players.key)`
	const last = `(SELECT MAX(id) FROM tickets)`
	cases := []storetest.Damage{
		{"balance", `UPDATE players SET balance = balance + 1`, "balance"},
		{"lost credit", `DELETE FROM ledger WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'credit')` + resum, "debit and its credit"},
		{"lost debit", `DELETE FROM ledger WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'debit')` + resum, "debit and its credit"},
		{"double debit", `INSERT INTO ledger (player_key, ticket_id, kind, amount, created_at)
			SELECT player_key, id, 'debit', -price_cents, 0 FROM tickets WHERE id = ` + last + resum, "debit and its credit"},
		{"debit of another player", `UPDATE ledger SET player_key = (SELECT MAX(key) FROM players)
			WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'debit')` + resum, "debit and its credit"},
		{"debit amount", `UPDATE ledger SET amount = amount - 1 WHERE id = (SELECT MAX(id) FROM ledger WHERE kind = 'debit')` + resum, "debit and its credit"},
		{"grant with a ticket", `UPDATE ledger SET ticket_id = (SELECT MIN(id) FROM tickets) WHERE kind = 'grant' AND player_key = (SELECT MIN(key) FROM players)`, "kind and ticket"},
		{"positive debit", `INSERT INTO ledger (player_key, kind, amount, created_at) SELECT MIN(key), 'debit', 5, 0 FROM players` + resum, "kind and ticket"},
		{"lease lost", `DELETE FROM leases`, "sold and unsold"},
		{"sold past the leases", `UPDATE tickets SET position = 19 WHERE id = ` + last, "sold and unsold"},
		{"closed early", `UPDATE blocks SET state = 'closed' WHERE state = 'open'`, "sold and unsold"},
		{"ready with tickets", `UPDATE blocks SET state = 'ready' WHERE state = 'open'`, "sold and unsold"},
		{"leases overlap", `UPDATE leases SET hi = 12; INSERT INTO leases (id, block_id, lo, hi, created_at)
			SELECT 9999, block_id, 11, 15, 0 FROM leases`, "overlap"},
		{"game not the block's", `UPDATE tickets SET game = 'sudoku' WHERE id = ` + last, "game or stake"},
		{"prize not the unit's", `UPDATE tickets SET prize_cents = prize_cents + 100 WHERE id = (SELECT MIN(id) FROM tickets WHERE prize_cents > 0);
			UPDATE ledger SET amount = amount + 100 WHERE kind = 'credit' AND ticket_id = (SELECT MIN(id) FROM tickets WHERE prize_cents > 0)` + resum, "pays"},
		{"units changed", `UPDATE blocks SET units = decode(repeat('00', size), 'hex')`, "does not match"},
		{"root changed", `UPDATE blocks SET root = decode(repeat('00', 32), 'hex')`, "commitment root"},
		// A unit sold twice cannot even be written.
		{"sold twice", `UPDATE tickets SET position = 0 WHERE id = ` + last, "tickets_block_id_position_key"},
	}
	storetest.FindsDamage(t, func(t *testing.T) (store.Store, func(string) error) {
		url := schema(t)
		conn := dial(t, url)
		return open(t, url, postgres.Options{}), func(sql string) error {
			_, err := conn.Exec(context.Background(), sql)
			return err
		}
	}, cases)
}

// TestTamperedBlockIsNotSold: a process that reads a block whose root no
// longer matches its units refuses to sell from it, and debits nothing.
func TestTamperedBlockIsNotSold(t *testing.T) {
	for _, c := range []struct{ name, damage string }{
		{"root changed", `UPDATE blocks SET root = decode(repeat('00', 32), 'hex') WHERE state = 'open'`},
		// Two units of different lots swapped: the counts still match
		// the table, the Merkle root no longer does. The block's
		// block_checks digest, recorded when it was built, no longer
		// matches its row, so the row is checked in full.
		{"units swapped", `UPDATE blocks SET units = set_byte(set_byte(units, 0, get_byte(units, k.i)), k.i, get_byte(units, 0))
			FROM (SELECT b.id, MIN(p) AS i FROM blocks b, generate_series(1, b.size - 1) p
				WHERE b.state = 'open' AND get_byte(b.units, p) <> get_byte(b.units, 0) GROUP BY b.id) k WHERE k.id = blocks.id`},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			url := schema(t)
			opt := postgres.Options{}
			a := open(t, url, opt)
			tab := oneEuro(t)
			tok := storetest.Token()
			p, err := a.CreatePlayer(ctx, tok, money.Euros(10), true)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := a.Sell(ctx, store.Sale{Player: p.Key, RequestID: "a", Table: tab}); err != nil {
				t.Fatal(err)
			}
			conn := dial(t, url)
			// Every block stored is recorded (the ready one may still be
			// being built in the background).
			var blocks, checks int
			if err := conn.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM blocks), (SELECT COUNT(*) FROM block_checks)`).Scan(&blocks, &checks); err != nil || blocks < 1 || checks != blocks {
				t.Fatalf("%d blocks, %d recorded as checked (%v)", blocks, checks, err)
			}
			if tag, err := conn.Exec(ctx, c.damage); err != nil || tag.RowsAffected() != 1 {
				t.Fatalf("damage: %v %v", tag, err)
			}
			b := open(t, url, opt)
			_, _, err = b.Sell(ctx, store.Sale{Player: p.Key, RequestID: "b", Table: tab})
			if err == nil || !strings.Contains(err.Error(), "commitment root") {
				t.Fatalf("sale from a tampered block: %v", err)
			}
			got, err := b.PlayerByToken(ctx, tok)
			if err != nil || got.Balance != money.Euros(9)+firstPrize(t, b, p.Key) {
				t.Fatalf("balance %s after the refused sale (%v)", got.Balance, err)
			}
		})
	}
}

func firstPrize(t *testing.T, st store.Store, player int64) money.Cents {
	t.Helper()
	ts, err := st.Tickets(context.Background(), player, 0, 10)
	if err != nil || len(ts) != 1 {
		t.Fatalf("tickets: %d %v", len(ts), err)
	}
	return ts[0].Prize
}
