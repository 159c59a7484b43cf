-- attempt: the random number of the Sell call that wrote the ticket, so
-- that a sale whose COMMIT answer was lost (a dropped connection) and
-- that finds its ticket stored tells its own write (answered 201) from an
-- earlier request's (a replay, 200). NULL for tickets written before.
ALTER TABLE tickets ADD COLUMN attempt BIGINT;
