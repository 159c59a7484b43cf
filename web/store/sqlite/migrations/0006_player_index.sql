-- One index of each player's tickets, in place of two: it serves the
-- player's history (newest first, its unseen and its seen tickets merged
-- by id: Tickets) and the unseen tickets (oldest first: Unseen). Every
-- sale inserts into each index that begins with the player's key, on a
-- page of its own: one such index less is about a quarter less of the
-- writer's time a sale (docs/scale.md). seen is 0 or 1 (Check).
DROP INDEX tickets_history;
DROP INDEX tickets_unseen;
CREATE INDEX tickets_player ON tickets (player_key, seen, id);
