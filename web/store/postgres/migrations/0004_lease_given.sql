-- given_at is set when a process that stopped gracefully gave a lease's
-- unsold positions back without being able to return them to its block
-- (another range was leased after it): the next process takes the lease
-- over at once, as given back, rather than as a dead process's.
ALTER TABLE leases ADD COLUMN given_at BIGINT;
