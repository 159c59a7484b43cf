-- The money of a sale is written by the database with its ticket, in the
-- same statement: inserting a ticket debits its price and credits its
-- prize to the ledger and sets the player's balance to the ticket's
-- balance_after, refusing the whole insert when the player's balance is
-- not the one the sale was computed from (balance_after + price - prize).
-- A sale is then one INSERT, atomic on its own, and a ticket can never be
-- stored without its ledger entries and its balance change.
CREATE TRIGGER tickets_sale AFTER INSERT ON tickets
BEGIN
    SELECT RAISE(ABORT, 'sale: the player''s balance is not the one the sale was computed from')
        WHERE NOT EXISTS (SELECT 1 FROM players
            WHERE key = NEW.player_key AND balance = NEW.balance_after + NEW.price_cents - NEW.prize_cents);
    UPDATE players SET balance = NEW.balance_after WHERE key = NEW.player_key;
    INSERT INTO ledger (player_key, ticket_id, kind, amount, created_at)
        VALUES (NEW.player_key, NEW.id, 'debit', -NEW.price_cents, NEW.created_at);
    INSERT INTO ledger (player_key, ticket_id, kind, amount, created_at)
        SELECT NEW.player_key, NEW.id, 'credit', NEW.prize_cents, NEW.created_at WHERE NEW.prize_cents > 0;
END;
